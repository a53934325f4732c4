import { useAtomValue } from 'jotai/react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { TokenizeResult, VerifiedCard } from '../../provider/PaymentProvider';
import { formatMoney } from '../../format/formatMoney';
import { CARD_DETAILS_MESSAGE } from '../../provider/providerErrors';
import type { CardFieldName } from '../../provider/PaymentProvider';
import { useHost } from '../useHost';
import { CardField } from './CardField';
import { CARD_LABELS, CARD_SLOTS } from './cardFieldsOptions';
import { useCardFields } from './useCardFields';
import { LoadingStatus } from './LoadingStatus';
import { PaymentTrust } from './PaymentTrust';
import { usePaymentAmount } from './usePaymentAmount';
import { usePaymentPage } from './usePaymentPage';
import { chunkLoader } from './LazyChunk';

/** The light-DOM slot the provider puts a bank's 3D Secure challenge frame in (product-rules §7.9). */
export const CHALLENGE_SLOT = 'cinema-3ds-challenge';

/** The challenge dialog: its own chunk, fetched only when a bank asks for a challenge. */
const loadChallengeDialog = chunkLoader(() => import('./ThreeDSecureDialog'));

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
 * card states: processing (overlay) → tokenize → 3D Secure when the merchant account has it (product-rules §7.9:
 * a challenge opens 'Verify your card') → complete with a 'payment' bot check → paid, or back to
 * idle with the WHOOPS message on any error. Leaving the page cancels a verification.
 */
export function CardForm({ cardBrands = [], onSettled }: CardFormProps) {
  const { sessionProvider, atoms, busy, begin, fail, complete } = usePaymentPage();
  const host = useHost();
  const amount = usePaymentAmount('balance');
  const customer = useAtomValue(atoms.customerAtom);
  const billingAddress = useAtomValue(atoms.billingAddressAtom);
  const [challenge, setChallenge] = useState(false);
  /**
   * Cancels the verification in flight: the dialog's Cancel, or the form going away (which lets
   * go of it first, so the cancelled verification then says nothing).
   */
  const verification = useRef<AbortController | null>(null);
  const cancelVerification = () => verification.current?.abort();
  useEffect(
    () => () => {
      const running = verification.current;
      verification.current = null;
      running?.abort();
    },
    [],
  );
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
    const controller = new AbortController();
    verification.current = controller;
    const ours = () => verification.current === controller;
    let verified: VerifiedCard | null;
    try {
      verified = await fields.verify(result, {
        amountInCents: amount?.amountInCents ?? 0,
        customer: customer && { ...customer, billingAddress },
        slot: CHALLENGE_SLOT,
        // The dialog's code comes when a bank first asks; if it cannot, the check is cancelled.
        onChallenge: () =>
          void loadChallengeDialog().then(() => setChallenge(true), cancelVerification),
        signal: controller.signal,
      });
    } catch (error) {
      // Cancelled, not verified or unavailable (always a PaymentError): no completion, and the
      // form works for a retry.
      if (ours()) fail('braintree', (error as Error).message);
      return;
    } finally {
      if (ours()) {
        verification.current = null;
        setChallenge(false);
      }
    }
    const { deviceData, card } = result;
    await complete({
      paymentType: 'braintree',
      nonce: verified?.nonce ?? result.nonce,
      deviceData,
      card,
      ...(verified ? { threeDSecure: verified.threeDSecure } : {}),
    });
  };

  const ChallengeDialog = loadChallengeDialog.module?.default;
  if (failed) return <p role="alert">{CARD_FIELDS_FAILED_MESSAGE}</p>;
  return (
    <div className="card-form">
      {/* At the end of the shadow root: after the page's own headings, above everything. */}
      {challenge &&
        ChallengeDialog &&
        createPortal(
          <ChallengeDialog slot={CHALLENGE_SLOT} onCancel={cancelVerification} />,
          host.shadowRoot ?? host,
        )}
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
          <p className="amount-due">
            <span>To pay</span> <strong>{formatMoney(amount.amountInCents)}</strong>
          </p>
        )}
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
