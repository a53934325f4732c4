import { useSetAtom } from 'jotai/react';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { LoadingStatus } from './LoadingStatus';
import { canAddGiftCard, GIFT_CARD_MESSAGES, validateGiftCardField } from './giftCardValidation';
import type { GiftCardField } from './giftCardValidation';
import { usePaymentPage } from './usePaymentPage';

/** Props of {@link GiftCardEntry}. */
export interface GiftCardEntryProps {
  /** The card was applied; the parent shows it and clears this form. */
  onAdded(): void;
}

type Values = Record<GiftCardField, string>;
type Errors = Record<GiftCardField, string | null>;

const LABELS: Readonly<Record<GiftCardField, string>> = { cardNumber: 'Card Number', pin: 'PIN' };

/**
 * Id suffixes free of "card number" and "cvv" wording: browsers' autofill reads ids, and must never
 * take these for payment-card fields and offer to fill a saved credit card into an input of ours.
 */
const ID_SUFFIXES: Readonly<Record<GiftCardField, string>> = {
  cardNumber: 'gift-number',
  pin: 'gift-pin',
};

/**
 * The gift card entry (product-rules §7.4, §8.5): 'Card Number' and 'PIN', checked on blur, and
 * 'Add Gift Card', enabled only when both are filled in and error-free ('Please correct form
 * errors.' otherwise). These are the cinema's own gift cards, not payment cards, so they are plain
 * inputs of ours.
 */
export function GiftCardEntry({ onAdded }: GiftCardEntryProps) {
  const { atoms, http, recaptchaKey } = usePaymentPage();
  const addGiftCard = useSetAtom(atoms.addGiftCard);
  const [values, setValues] = useState<Values>({ cardNumber: '', pin: '' });
  const [errors, setErrors] = useState<Errors>({ cardNumber: null, pin: null });
  const [touched, setTouched] = useState<Partial<Record<GiftCardField, boolean>>>({});
  const [adding, setAdding] = useState(false);
  const addingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const formErrorId = `${id}-form-error`;

  const canAdd = canAddGiftCard(values) && !errors.cardNumber && !errors.pin;
  const showFormError = !canAdd && (touched.cardNumber === true || touched.pin === true);

  const check = (field: GiftCardField, value: string) =>
    setErrors((current) => ({ ...current, [field]: validateGiftCardField(field, value) }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canAdd) {
      // Not addable yet (product-rules §8.5); say why ('Please correct form errors.') and where.
      setTouched({ cardNumber: true, pin: true });
      check('cardNumber', values.cardNumber);
      check('pin', values.pin);
      const firstBad = validateGiftCardField('cardNumber', values.cardNumber)
        ? 'cardNumber'
        : 'pin';
      formRef.current
        ?.querySelector<HTMLInputElement>(`#${CSS.escape(`${id}-${ID_SUFFIXES[firstBad]}`)}`)
        ?.focus();
      return;
    }
    if (addingRef.current) return;
    addingRef.current = true;
    setAdding(true);
    const added = await addGiftCard({
      http,
      recaptchaKey,
      cardNumber: values.cardNumber,
      cardPin: values.pin,
    });
    addingRef.current = false;
    setAdding(false);
    // On failure the store holds the detail (or the default of product-rules §9.4) and the WHOOPS
    // modal shows it.
    if (added) onAdded();
  };

  const input = (field: GiftCardField) => {
    const error = errors[field];
    const inputId = `${id}-${ID_SUFFIXES[field]}`;
    const errorId = `${inputId}-error`;
    return (
      <div className="field">
        <label part="label" htmlFor={inputId}>
          {LABELS[field]}
        </label>
        <input
          part="input"
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          value={values[field]}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            const value = event.target.value;
            setValues((current) => ({ ...current, [field]: value }));
            // After the first blur, keep the message in step with what is typed.
            if (touched[field]) check(field, value);
          }}
          onBlur={() => {
            setTouched((current) => ({ ...current, [field]: true }));
            check(field, values[field]);
          }}
        />
        {error && (
          <p part="error" id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      ref={formRef}
      className="gift-card__form"
      noValidate
      aria-label="Add a gift card"
      onSubmit={(event) => void submit(event)}
    >
      <div className="gift-card__fields">
        {input('cardNumber')}
        {input('pin')}
      </div>
      {showFormError && (
        <p part="error" id={formErrorId} className="field-error">
          {GIFT_CARD_MESSAGES.form}
        </p>
      )}
      {adding && <LoadingStatus label="Checking your gift card" />}
      {/*
        A real button, looking like one. aria-disabled, not disabled: while the fields are not
        ready (product-rules §8.5) or a check runs, it stays focusable and a press says what is
        wrong.
      */}
      <button
        part="button"
        type="submit"
        className="button--secondary gift-card__add"
        aria-disabled={!canAdd || adding ? true : undefined}
        aria-describedby={showFormError ? formErrorId : undefined}
      >
        Add Gift Card
      </button>
    </form>
  );
}
