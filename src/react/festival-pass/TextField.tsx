import { useId } from 'react';
import type { HTMLInputAutoCompleteAttribute } from 'react';
import { RequiredMark } from './RequiredMark';

/** Props of {@link TextField}. */
export interface TextFieldProps {
  /** The form field name; also how a failed Next finds the field to focus. */
  name: string;
  label: string;
  value: string;
  /** The message to show, tied to the input; none when valid. */
  error?: string | undefined;
  autoComplete: HTMLInputAutoCompleteAttribute;
  type?: 'text' | 'email';
  inputMode?: 'text' | 'email' | 'numeric';
  /** Shown but not editable (while the form is being sent). */
  readOnly?: boolean;
  onChange(value: string): void;
  onBlur(): void;
}

/**
 * A labelled text input whose message is tied to it (`aria-invalid`, `aria-describedby`) and
 * announced when it appears (`role="alert"`).
 */
export function TextField({
  name,
  label,
  value,
  error,
  autoComplete,
  type = 'text',
  inputMode,
  readOnly = false,
  onChange,
  onBlur,
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        <RequiredMark />
      </label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required
        aria-required="true"
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
