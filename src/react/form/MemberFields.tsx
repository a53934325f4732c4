import { useId } from 'react';
import type { ReactNode, SyntheticEvent } from 'react';
import { today } from '../../atoms/checkout/dateOfBirth';
import { useTimeZone } from '../config/TimeZoneContext';
import { RequiredMark } from './RequiredMark';

/** Props of {@link DateOfBirthField}. */
export interface DateOfBirthFieldProps {
  value: string;
  /** False where it may be left empty (the card activation): '(optional)', and no `required`. */
  required?: boolean;
  error?: string | undefined;
  readOnly: boolean;
  onChange(value: string): void;
  onBlur(): void;
}

/**
 * A date of birth as a real date input (`max` today, the browser's own picker), its message tied
 * to it: the member area's details, the card activation and the membership applicant all ask
 * this way. The cap is set as the buyer reaches the field (focus, or a press that opens the
 * picker), today in the cinema's calendar at that moment: today in a zone needs `Intl`, whose
 * first use loads the engine's locale data, which a first view should not wait for
 * (docs/speed.md, "No Intl before the first view").
 */
export function DateOfBirthField({
  value,
  required = true,
  error,
  readOnly,
  onChange,
  onBlur,
}: DateOfBirthFieldProps) {
  const id = useId();
  const timeZone = useTimeZone();
  const capAtToday = (event: SyntheticEvent<HTMLInputElement>) => {
    const max = today(timeZone);
    if (event.currentTarget.max !== max) event.currentTarget.max = max;
  };
  return (
    <div className="field">
      <label part="label" htmlFor={id}>
        Date of birth
        <RequiredMark required={required} />
      </label>
      <input
        part="input"
        id={id}
        name="dateOfBirth"
        type="date"
        autoComplete="bday"
        required={required}
        value={value}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        onFocus={capAtToday}
        onPointerDown={capAtToday}
      />
      {error && (
        <p part="error" id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

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

/** How a form's checkboxes read and change its state. */
export interface CheckboxBinding<Name extends string> {
  values: Readonly<Record<Name, unknown>>;
  errors: Partial<Record<Name, string>>;
  /** While the form is being sent: shown, not changeable. */
  readOnly: boolean;
  change(name: Name, checked: boolean): void;
}

/**
 * A maker of a form's labelled checkboxes, each bound to its value, message and change, so a
 * form lists its boxes in one line each (as `textFieldFor` does its text fields).
 */
export function checkboxFor<Name extends string>(binding: CheckboxBinding<Name>) {
  return function checkbox(name: Name, label: ReactNode, required = false) {
    return (
      <CheckboxField
        name={name}
        checked={binding.values[name] === true}
        readOnly={binding.readOnly}
        required={required}
        error={binding.errors[name]}
        onChange={(checked) => binding.change(name, checked)}
      >
        {label}
      </CheckboxField>
    );
  };
}
