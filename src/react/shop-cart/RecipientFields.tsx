/**
 * The fields of the 'Who is it for?' form (product-rules §15.2) that a plain text field is not: a
 * chosen amount with its '$', the optional message with the characters it has left, and the send
 * date as a real date input within its window.
 */
import { useEffect, useId, useState } from 'react';
import { charactersLeft } from '../../atoms/shop-cart/giftRecipient';
import { describedBy, FieldFrame } from '../form/FieldFrame';

/** What every field here shares with TextField: a value, its message, a change and a blur. */
interface FieldProps {
  value: string;
  error?: string | undefined;
  readOnly: boolean;
  onChange(value: string): void;
  onBlur(): void;
}

/** A chosen amount in dollars, '$' before it; `hint` is the item's range (product-rules §15.2). */
export function AmountField({ hint, ...field }: FieldProps & { hint: string }) {
  const id = useId();
  return (
    <FieldFrame id={id} label="Amount" required hint={hint} error={field.error}>
      <span className="input-prefix">
        <span className="input-prefix__symbol" aria-hidden="true">
          $
        </span>
        <input
          part="input"
          id={id}
          name="amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          required
          aria-required="true"
          value={field.value}
          readOnly={field.readOnly}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy(id, true, field.error)}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
        />
      </span>
    </FieldFrame>
  );
}

/** What the message's hint says: the characters left, or how many too many (product-rules §15.2). */
export function charactersLeftText(message: string): string {
  const left = charactersLeft(message);
  const count = Math.abs(left);
  const characters = count === 1 ? 'character' : 'characters';
  return left >= 0 ? `${count} ${characters} left` : `${count} ${characters} too many`;
}

/** How long typing pauses before the characters left are announced (GOV.UK's character count). */
export const ANNOUNCE_AFTER_MS = 1000;

/**
 * The optional message (product-rules §15.2). The hint under the label shows the characters left
 * as they change; a polite live region repeats it once typing pauses, so a screen reader hears it
 * without an announcement on every key.
 */
export function MessageField({ label, ...field }: FieldProps & { label: string }) {
  const id = useId();
  const left = charactersLeftText(field.value);
  const [announced, setAnnounced] = useState('');
  const [typed, setTyped] = useState(false);
  useEffect(() => {
    if (!typed) return undefined;
    const timer = setTimeout(() => setAnnounced(left), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [left, typed]);
  return (
    <FieldFrame id={id} label={label} required={false} hint={left} error={field.error}>
      <textarea
        part="input"
        id={id}
        name="message"
        rows={4}
        value={field.value}
        readOnly={field.readOnly}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(id, true, field.error)}
        onChange={(event) => {
          setTyped(true);
          field.onChange(event.target.value);
        }}
        onBlur={field.onBlur}
      />
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </FieldFrame>
  );
}

/** The day the card is sent: a date input from `min` (today) to `max` (product-rules §15.2). */
export function SendDateField({
  label,
  min,
  max,
  ...field
}: FieldProps & { label: string; min: string; max: string }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required error={field.error}>
      <input
        part="input"
        id={id}
        name="sendDate"
        type="date"
        min={min}
        max={max}
        required
        aria-required="true"
        value={field.value}
        readOnly={field.readOnly}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(id, false, field.error)}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      />
    </FieldFrame>
  );
}
