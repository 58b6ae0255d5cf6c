/** Adds a grant to the scenario (or saves an edited one loaded from the event log). */
import type { Operation } from '../scenario/types';
import { FormField } from './FormField';
import { grantFieldLabels, parseGrantFields, type GrantFieldName } from './operationFields';
import { useOperationForm } from './useOperationForm';

const grantFieldNames: GrantFieldName[] = ['id', 'amount', 'start', 'end'];

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
  return (
    <form aria-label="Grant form" className="operation-form" noValidate onSubmit={form.submit} onKeyDown={form.cancelOnEscape}>
      <h2>{form.editing ? 'Edit grant' : 'Grant'}</h2>
      <div className="form-grid form-grid-4">
        {grantFieldNames.map((name) => (
          <FormField
            key={name}
            id={`grant-${name}`}
            label={grantFieldLabels[name]}
            value={form.fields[name]}
            error={form.errors[name]}
            numeric={name !== 'id'}
            onChange={(value) => form.setField(name, value)}
          />
        ))}
      </div>
      <div className="form-actions">
        <button type="submit" className="primary">
          {form.editing ? 'Save grant' : 'Add grant'}
        </button>
        {form.editing && (
          <button type="button" onClick={form.cancelEdit}>
            Cancel edit
          </button>
        )}
      </div>
    </form>
  );
}
