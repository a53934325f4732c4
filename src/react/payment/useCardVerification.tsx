import { useAtomValue } from 'jotai/react';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { PaymentType } from '../../api/schemas';
import type {
  TokenizeResult,
  VerifiedCard,
  VerifyCardOptions,
} from '../../provider/PaymentProvider';
import { useHost } from '../useHost';
import { chunkLoader } from './LazyChunk';
import { usePaymentAmount } from './usePaymentAmount';
import { usePaymentPage } from './usePaymentPage';

/** The light-DOM slot the provider puts a bank's 3D Secure challenge frame in (product-rules §7.9). */
export const CHALLENGE_SLOT = 'cinema-3ds-challenge';

/** The challenge dialog: its own chunk, fetched only when a bank asks for a challenge. */
const loadChallengeDialog = chunkLoader(() => import('./ThreeDSecureDialog'));

/**
 * What verifies a tokenized card: the card fields' `verify` for a typed card, the Google Pay
 * button's for a wallet's card. Resolves null when the merchant account has no 3D Secure.
 */
export type CardVerifier = (
  tokenized: TokenizeResult,
  options: VerifyCardOptions,
) => Promise<VerifiedCard | null>;

/** A payment of a card that 3D Secure may verify: a typed card or a wallet's. */
export type VerifiedPaymentType = Exclude<PaymentType, 'giftCard' | 'free'>;

/** What {@link useCardVerification} gives a payment path. */
export interface CardVerification {
  /**
   * Verify `tokenized` with `verify`, then complete the payment: with the verified nonce and
   * `threeDSecure: { liabilityShifted, liabilityShiftPossible }`, or with the tokenized nonce when
   * the account has no 3D Secure. Resolves the completion's answer; false, with no completion,
   * when the verification was cancelled, failed or unavailable (its text in WHOOPS, which emits
   * `cinema-error`) or the path went away meanwhile. The caller holds the payment's guard.
   */
  payVerified(tokenized: TokenizeResult, verify: CardVerifier): Promise<boolean>;
  /** 'Verify your card' while a bank's challenge shows (portalled to the shadow root), else null. */
  dialog: ReactNode;
}

/**
 * 3D Secure before a card's completion (product-rules §7.9), one way for every path that pays by
 * card: the card form and a Google Pay card that is not network-tokenized. The bank is told the
 * amount the page shows (the balance) and the buyer with the order's billing address; a challenge
 * opens 'Verify your card' with the bank's frame (its code loads when a bank first asks; if it
 * cannot, the verification is cancelled), whose Cancel or Escape cancels. Leaving the page, or
 * the path's component going away, cancels a verification in flight and lets go of it first, so
 * the cancelled verification then says nothing.
 */
export function useCardVerification(paymentType: VerifiedPaymentType): CardVerification {
  const { atoms, fail, complete } = usePaymentPage();
  const host = useHost();
  const amount = usePaymentAmount('balance');
  const customer = useAtomValue(atoms.customerAtom);
  const billingAddress = useAtomValue(atoms.billingAddressAtom);
  const [challenge, setChallenge] = useState(false);
  /** Cancels the verification in flight: the dialog's Cancel, or the component going away. */
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

  const payVerified = async (tokenized: TokenizeResult, verify: CardVerifier) => {
    const controller = new AbortController();
    verification.current = controller;
    const ours = () => verification.current === controller;
    let verified: VerifiedCard | null;
    try {
      verified = await verify(tokenized, {
        amountInCents: amount?.amountInCents ?? 0,
        customer: customer && { ...customer, billingAddress },
        slot: CHALLENGE_SLOT,
        onChallenge: () =>
          void loadChallengeDialog().then(() => setChallenge(true), cancelVerification),
        signal: controller.signal,
      });
    } catch (error) {
      // Cancelled, not verified or unavailable (always a PaymentError): no completion, and the
      // path works for a retry.
      if (ours()) fail(paymentType, (error as Error).message);
      return false;
    } finally {
      if (ours()) {
        verification.current = null;
        setChallenge(false);
      }
    }
    const { nonce, deviceData, card } = tokenized;
    return complete({
      paymentType,
      nonce: verified?.nonce ?? nonce,
      deviceData,
      card,
      ...(verified ? { threeDSecure: verified.threeDSecure } : {}),
    });
  };

  const ChallengeDialog = loadChallengeDialog.module?.default;
  // At the end of the shadow root: after the page's own headings, above everything.
  const dialog =
    challenge && ChallengeDialog
      ? createPortal(
          <ChallengeDialog slot={CHALLENGE_SLOT} onCancel={cancelVerification} />,
          host.shadowRoot ?? host,
        )
      : null;
  return { payVerified, dialog };
}
