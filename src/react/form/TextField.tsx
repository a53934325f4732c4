import { useId } from 'react';
import type { HTMLInputAutoCompleteAttribute } from 'react';
import { describedBy, FieldFrame } from './FieldFrame';

/** Props of {@link TextField}. */
export interface TextFieldProps {
  /** The form field name; also how a failed Next finds the field to focus. */
  name: string;
  label: string;
  value: string;
  /** The message to show, tied to the input; none when valid. */
  error?: string | undefined;
  autoComplete: HTMLInputAutoCompleteAttribute;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'email' | 'numeric' | 'tel';
  /** Whether the field must be filled (default); an optional one says so in its label. */
  required?: boolean;
  /** A hint under the label, tied to the input. */
  hint?: string | undefined;
  /** A `maxLength` for the input (e.g. 4 for a post code). */
  maxLength?: number | undefined;
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
  required = true,
  hint,
  maxLength,
  onChange,
  onBlur,
}: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <input
        part="input"
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={required}
        aria-required={required ? 'true' : undefined}
        maxLength={maxLength}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), error)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}
