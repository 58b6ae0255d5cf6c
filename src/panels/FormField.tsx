/**
 * A labelled text input with its error message right below it, linked for screen readers,
 * and a hint that says what the text means (a time field's date or number) when there is one.
 */
import { PhraseText } from '../text/IdText';
import { quotedIdsPhrase } from '../text/phrase';

interface FormFieldProps {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  numeric?: boolean;
  hint?: string | null;
}

export function FormField({ id, label, value, error, onChange, numeric = false, hint = null }: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // The error replaces the hint: both are about the same text.
  const describedBy = error !== undefined ? errorId : hint !== null ? hintId : undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        // Plain text inputs let every typo reach our validation, which names the problem,
        // instead of the browser silently dropping non-numeric characters.
        inputMode={numeric ? 'numeric' : 'text'}
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint !== null && error === undefined && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={errorId} role="alert" className="field-error">
          {/* A duplicate-id message quotes the id typed in; it is isolated like every id. */}
          <PhraseText phrase={quotedIdsPhrase(error)} />
        </p>
      )}
    </div>
  );
}
