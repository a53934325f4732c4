import { useEffect } from 'react';
import type { TokenizeResult } from '../../provider/PaymentProvider';
import { CARD_DETAILS_MESSAGE } from '../../provider/providerErrors';
import type { CardFieldName } from '../../provider/PaymentProvider';
import { useHost } from '../useHost';
import { CardField } from './CardField';
import { CARD_LABELS, CARD_SLOTS, useCardFields } from './useCardFields';
import { LoadingStatus } from './LoadingStatus';
import { usePaymentPage } from './usePaymentPage';

const ORDER: readonly CardFieldName[] = ['number', 'cardholderName', 'expirationDate', 'cvv'];

const INVALID: Readonly<Record<CardFieldName, string>> = {
  number: 'Please enter a valid card number',
  cardholderName: 'Please enter the name on the card',
  expirationDate: 'Please enter a valid expiry date (MM/YYYY)',
  cvv: 'Please enter a valid security code',
};

/** Shown when the hosted fields could not be mounted. */
export const CARD_FIELDS_FAILED_MESSAGE =
  'The card form could not be loaded. Please try again or choose another option.';

/** Props of {@link CardForm}. */
export interface CardFormProps {
  /** The fields are in, or could not be mounted (the wallets wait for this, see PaymentOptions). */
  onSettled?: () => void;
}

/**
 * The credit card form (product-rules §7.3): the provider's four hosted fields (never an input of
 * ours) and 'Process Payment', enabled only while all four are valid. Paying runs the card states:
 * processing (overlay) → tokenize → complete with a 'payment' bot check → paid, or back to idle
 * with the WHOOPS message on any error.
 */
export function CardForm({ onSettled }: CardFormProps) {
  const { provider, busy, begin, fail, complete } = usePaymentPage();
  const host = useHost();
  const { fields, state, failed } = useCardFields(provider, host);
  const allValid = state?.allValid === true;
  const settled = fields !== null || failed;
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);

  const pay = async () => {
    if (!fields || !allValid || !begin('braintree')) return;
    let result: TokenizeResult;
    try {
      result = await fields.tokenize();
    } catch {
      fail('braintree', CARD_DETAILS_MESSAGE);
      return;
    }
    const { nonce, deviceData, card } = result;
    await complete({ paymentType: 'braintree', nonce, deviceData, card });
  };

  if (failed) return <p role="alert">{CARD_FIELDS_FAILED_MESSAGE}</p>;
  return (
    <div className="card-form">
      {!fields && <LoadingStatus label="Loading the card form" />}
      <div className="card-form__fields">
        {ORDER.map((field) => (
          <CardField
            key={field}
            label={CARD_LABELS[field]}
            slot={CARD_SLOTS[field]}
            state={state?.fields[field]}
            invalidMessage={INVALID[field]}
            onLabelClick={() => fields?.focus(field)}
            className={`card-field--${field}`}
          />
        ))}
      </div>
      <div>
        {/* aria-disabled while processing keeps focus on the button, so it can return there after an error. */}
        <button
          type="button"
          disabled={!allValid}
          aria-disabled={busy ? true : undefined}
          onClick={() => void pay()}
        >
          Process Payment
        </button>
      </div>
    </div>
  );
}
