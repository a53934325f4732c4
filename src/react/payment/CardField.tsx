import { useId } from 'react';
import type { CardFieldState } from '../../provider/PaymentProvider';

/** Props of {@link CardField}. */
export interface CardFieldProps {
  label: string;
  /** The slot the provider's light-DOM container for this field is assigned to. */
  slot: string;
  state: CardFieldState | undefined;
  /** Shown once the field holds something that cannot become valid. */
  invalidMessage: string;
  /** A label in the shadow root cannot focus a slotted frame, so a click asks the provider. */
  onLabelClick(): void;
  /** Extra class of the field's box, for the form's layout. */
  className?: string;
}

/** One hosted card field: our label and box around a `<slot>`; the input itself is the provider's. */
export function CardField({
  label,
  slot,
  state,
  invalidMessage,
  onLabelClick,
  className,
}: CardFieldProps) {
  const labelId = useId();
  const errorId = useId();
  const invalid = state !== undefined && !state.isEmpty && !state.isPotentiallyValid;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      {/* No `for`: the control lives in the provider's frame; the click is forwarded instead. */}
      <label part="label" id={labelId} className="card-field__label" onClick={onLabelClick}>
        {label}
      </label>
      <div
        className="card-field__box"
        role="group"
        aria-labelledby={labelId}
        aria-describedby={invalid ? errorId : undefined}
        data-focused={state?.isFocused ? 'true' : undefined}
        data-invalid={invalid ? 'true' : undefined}
      >
        <slot name={slot} />
      </div>
      {invalid && (
        <p part="error" id={errorId} className="field-error">
          {invalidMessage}
        </p>
      )}
    </div>
  );
}
