/** A labelled text input with its error message right below it, linked for screen readers. */
import { PhraseText } from '../text/IdText';
import { quotedIdsPhrase } from '../text/phrase';

interface FormFieldProps {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  numeric?: boolean;
}

export function FormField({ id, label, value, error, onChange, numeric = false }: FormFieldProps) {
  const errorId = `${id}-error`;
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
        aria-describedby={error === undefined ? undefined : errorId}
        onChange={(event) => onChange(event.target.value)}
      />
      {error !== undefined && (
        <p id={errorId} role="alert" className="field-error">
          {/* A duplicate-id message quotes the id typed in; it is isolated like every id. */}
          <PhraseText phrase={quotedIdsPhrase(error)} />
        </p>
      )}
    </div>
  );
}
