/** Records a consumption attempt (or saves an edited one loaded from the event log). */
import { useEffect, type ReactNode } from 'react';
import type { Operation } from '../scenario/types';
import { FormActionNote } from './FormActionNote';
import { OperationFormLayout } from './OperationFormLayout';
import { consumptionFieldLabels, parseConsumptionFields, validAmountOf, type ConsumptionFieldName } from './operationFields';
import { useOperationForm } from './useOperationForm';
import { useTimeFieldHint } from './useTimeFieldHint';
import type { DayEdge } from '../scenario/timeText';
import { useLabStore } from '../store';

const consumptionFieldNames: ConsumptionFieldName[] = ['id', 'amount', 'timestamp'];
const consumptionTimeFields: Partial<Record<ConsumptionFieldName, DayEdge>> = { timestamp: 'start' };

function consumptionFields(operation: Operation): Record<ConsumptionFieldName, string> {
  if (operation.kind !== 'consume') throw new Error('ConsumptionForm can only edit consumptions');
  return { id: operation.id, amount: String(operation.amount), timestamp: String(operation.timestamp) };
}

interface ConsumptionFormProps {
  /** Slot for the drag handle ("New consumption") that uses this form's amount. */
  children?: ReactNode;
}

export function ConsumptionForm({ children }: ConsumptionFormProps) {
  const form = useOperationForm<ConsumptionFieldName>({
    kind: 'consume',
    idPrefix: 'c',
    idInputId: 'consumption-id',
    defaults: { amount: '10', timestamp: '5' },
    parse: parseConsumptionFields,
    fieldsOf: consumptionFields,
  });
  const hintOf = useTimeFieldHint(consumptionTimeFields);
  const amountText = form.fields.amount;
  useEffect(() => {
    useLabStore.getState().setDraftConsumptionAmount(validAmountOf(amountText));
  }, [amountText]);
  // An amount typed beside the timeline (phones) becomes this form's, unless it is editing
  // an arrival. Only a new request moves the field: typing here must never be undone by it.
  const requested = useLabStore((state) => state.requestedConsumptionAmount);
  const { editing, setField } = form;
  useEffect(() => {
    if (requested !== null && !editing) setField('amount', String(requested.amount));
  }, [requested]);
  return (
    <OperationFormLayout
      label="Consumption form"
      title="Consumption"
      editTitle="Edit consumption"
      submitText="Consume"
      saveText="Save consumption"
      idPrefix="consumption"
      fieldNames={consumptionFieldNames}
      fieldLabels={consumptionFieldLabels}
      form={form}
      note={<FormActionNote kind="consume" />}
      hintOf={hintOf}
    >
      {children}
    </OperationFormLayout>
  );
}
