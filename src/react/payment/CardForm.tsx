import { useEffect } from 'react';
import type { TokenizeResult } from '../../provider/PaymentProvider';
import { formatMoney } from '../../format/formatMoney';
import { CARD_DETAILS_MESSAGE } from '../../provider/providerErrors';
import type { CardFieldName } from '../../provider/PaymentProvider';
import { CardField } from './CardField';
import { CARD_LABELS, CARD_SLOTS } from './cardFieldsOptions';
import { useCardFields } from './useCardFields';
import { useCardVerification } from './useCardVerification';
import { LoadingStatus } from './LoadingStatus';
import { PaymentTrust } from './PaymentTrust';
import { usePaymentAmount } from './usePaymentAmount';
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
  /** The card brands the account accepts, from the provider's connection (product-rules §7.1). */
  cardBrands?: readonly string[];
  /** The fields are in, or could not be mounted (the wallets wait for this, see PaymentOptions). */
  onSettled?: () => void;
}

/**
 * The credit card form (product-rules §7.3): the trust line with the accepted card brands (§7.1),
 * the provider's four hosted fields (never an input of ours), the amount to pay (the balance after
 * any gift card) and 'Process Payment', enabled only while all four are valid. Paying runs the
 * card states: processing (overlay) → tokenize → 3D Secure when the merchant account has it
 * (product-rules §7.9, `useCardVerification`: a challenge opens 'Verify your card') → complete
 * with a 'payment' bot check → paid, or back to idle with the WHOOPS message on any error.
 * Leaving the page cancels a verification.
 */
export function CardForm({ cardBrands = [], onSettled }: CardFormProps) {
  const { sessionProvider, busy, begin, fail } = usePaymentPage();
  const amount = usePaymentAmount('balance');
  const verification = useCardVerification('braintree');
  const { fields, state, failed } = useCardFields(sessionProvider);
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
    await verification.payVerified(result, (tokenized, options) =>
      fields.verify(tokenized, options),
    );
  };

  if (failed)
    return (
      <p part="error" role="alert">
        {CARD_FIELDS_FAILED_MESSAGE}
      </p>
    );
  return (
    <div className="card-form">
      {verification.dialog}
      <PaymentTrust cardBrands={cardBrands} />
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
      <div className="card-form__pay">
        {amount && (
          <p part="total" className="amount-due">
            <span>To pay</span> <strong>{formatMoney(amount.amountInCents)}</strong>
          </p>
        )}
        {/* aria-disabled while processing keeps focus on the button, so it can return there after an error. */}
        <button
          part="button button-primary"
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
