import { useId } from 'react';
import type { FestivalPass } from '../../api/schemas';
import { formatMoney } from '../../format/formatMoney';
import { RequiredMark } from '../form/RequiredMark';

/** Props of {@link PassSelect}. */
export interface PassSelectProps {
  label: string;
  passes: readonly FestivalPass[];
  value: string;
  error?: string | undefined;
  /** Shown but not changeable (while the form is being sent). */
  readOnly?: boolean;
  onChange(passId: string): void;
}

/**
 * The pass selector: each pass by name and price in AUD, the chosen pass's description, and the
 * message of product-rules §8.3 tied to it.
 */
export function PassSelect({
  label,
  passes,
  value,
  error,
  readOnly = false,
  onChange,
}: PassSelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const description = passes.find((pass) => pass.id === value)?.description;
  const describedBy = [description ? descriptionId : '', error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label part="label" htmlFor={id}>
        {label}
        <RequiredMark />
      </label>
      <select
        part="input"
        id={id}
        name="passId"
        value={value}
        required
        aria-required="true"
        aria-disabled={readOnly || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Select a pass</option>
        {passes.map((pass) => (
          <option key={pass.id} value={pass.id}>
            {`${pass.name} – ${formatMoney(pass.priceInCents)}`}
          </option>
        ))}
      </select>
      {description && (
        <p id={descriptionId} className="muted field-hint">
          {description}
        </p>
      )}
      {error && (
        <p part="error" id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
