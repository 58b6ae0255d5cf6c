/** Adds a grant to the scenario (or saves an edited one loaded from the event log). */
import type { Operation } from '../scenario/types';
import { FormActionNote } from './FormActionNote';
import { OperationFormLayout } from './OperationFormLayout';
import { grantFieldLabels, parseGrantFields, type GrantFieldName } from './operationFields';
import { useOperationForm } from './useOperationForm';
import { useTimeFieldHint } from './useTimeFieldHint';
import type { DayEdge } from '../scenario/timeText';

const grantFieldNames: GrantFieldName[] = ['id', 'amount', 'start', 'end'];
const grantTimeFields: Partial<Record<GrantFieldName, DayEdge>> = { start: 'start', end: 'end' };

function grantFields(operation: Operation): Record<GrantFieldName, string> {
  if (operation.kind !== 'grant') throw new Error('GrantForm can only edit grants');
  return { id: operation.id, amount: String(operation.amount), start: String(operation.start), end: String(operation.end) };
}

export function GrantForm() {
  const form = useOperationForm<GrantFieldName>({
    kind: 'grant',
    idPrefix: 'g',
    idInputId: 'grant-id',
    defaults: { amount: '100', start: '0', end: '10' },
    parse: parseGrantFields,
    fieldsOf: grantFields,
  });
  const hintOf = useTimeFieldHint(grantTimeFields);
  return (
    <OperationFormLayout
      label="Grant form"
      title="Grant"
      editTitle="Edit grant"
      submitText="Add grant"
      saveText="Save grant"
      idPrefix="grant"
      fieldNames={grantFieldNames}
      fieldLabels={grantFieldLabels}
      form={form}
      note={<FormActionNote kind="grant" />}
      hintOf={hintOf}
    />
  );
}
