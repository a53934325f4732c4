import { useId } from 'react';
import type { ReactNode } from 'react';

/** Props of {@link CheckboxField}. */
export interface CheckboxFieldProps {
  name: string;
  checked: boolean;
  /** While the form is being sent: shown, not changeable (and still focusable). */
  readOnly: boolean;
  required?: boolean;
  error?: string | undefined;
  onChange(checked: boolean): void;
  children: ReactNode;
}

/** A labelled checkbox, optionally required with its message tied to it. */
export function CheckboxField({
  name,
  checked,
  readOnly,
  required = false,
  error,
  onChange,
  children,
}: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="field field--checkbox">
      <input
        part="input"
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        required={required || undefined}
        aria-disabled={readOnly || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          if (!readOnly) onChange(event.target.checked);
        }}
      />
      <label part="label" htmlFor={id}>
        {children}
      </label>
      {error && (
        <p part="error" id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
