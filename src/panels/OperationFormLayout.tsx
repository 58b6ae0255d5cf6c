/** The markup both operation forms share: title, one field per name, submit and cancel. */
import type { ReactNode } from 'react';
import { FormField } from './FormField';
import type { useOperationForm } from './useOperationForm';

interface OperationFormLayoutProps<Name extends string> {
  /** Accessible name of the form; outside checks find the forms by it. */
  label: string;
  title: string;
  editTitle: string;
  submitText: string;
  saveText: string;
  /** Prefix of the inputs' DOM ids, so each label points at its own input. */
  idPrefix: string;
  fieldNames: Name[];
  fieldLabels: Record<Name, string>;
  form: ReturnType<typeof useOperationForm<Name>>;
  /** Extra controls after the buttons (the drag handle of the consumption form). */
  children?: ReactNode;
  /** What the last submit did, shown under the form (FormActionNote). */
  note?: ReactNode;
  /** What a field's text means, shown under it (timeText.ts: the time fields). */
  hintOf?: (name: Name, text: string) => string | null;
}

export function OperationFormLayout<Name extends string>(props: OperationFormLayoutProps<Name>) {
  const { form, fieldNames } = props;
  return (
    <form aria-label={props.label} className="operation-form" noValidate onSubmit={form.submit} onKeyDown={form.cancelOnEscape}>
      <h2>{form.editing ? props.editTitle : props.title}</h2>
      <div className={`form-grid form-grid-${fieldNames.length}`}>
        {fieldNames.map((name) => (
          <FormField
            key={name}
            id={`${props.idPrefix}-${name}`}
            label={props.fieldLabels[name]}
            value={form.fields[name]}
            error={form.errors[name]}
            numeric={name !== 'id'}
            hint={props.hintOf?.(name, form.fields[name]) ?? null}
            onChange={(value) => form.setField(name, value)}
          />
        ))}
      </div>
      <div className="form-actions">
        <button type="submit" className="primary">
          {form.editing ? props.saveText : props.submitText}
        </button>
        {form.editing && (
          <button type="button" onClick={form.cancelEdit}>
            Cancel edit
          </button>
        )}
        {props.children}
      </div>
      {form.formError !== null && (
        <p role="alert" className="field-error">
          {form.formError}
        </p>
      )}
      {props.note}
    </form>
  );
}
