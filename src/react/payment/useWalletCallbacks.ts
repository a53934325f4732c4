import { useEffect, useMemo, useRef } from 'react';
import type { PaymentType } from '../../api/schemas';
import type { TokenizeResult, WalletCallbacks } from '../../provider/PaymentProvider';
import { PAYMENT_ERROR_MESSAGE } from '../../atoms/checkout/checkoutMessages';
import { isTornDown } from './isTornDown';
import { usePaymentPage } from './usePaymentPage';

/**
 * How a wallet's card flagged `needsVerification` is paid (product-rules §7.9): verified with 3D
 * Secure, then completed (`useCardVerification`'s `payVerified` with the wallet's verifier).
 * Resolves the completion's answer.
 */
export type PayVerified = (tokenized: TokenizeResult) => Promise<boolean>;

/**
 * The callbacks a wallet gets (product-rules §7.5): start → overlay on; authorized → complete on
 * the server with the nonce and no bot-check token (§13); cancel → overlay off; error → overlay off
 * and WHOOPS. A card the wallet flags `needsVerification` (a Google Pay card that is not
 * network-tokenized, §7.9) goes to `payVerified` instead, which verifies it before its
 * completion, once this path holds the payment's guard (a wallet started while another payment
 * ran verifies nothing). The object is stable for the component's life and always calls the
 * latest page state and `payVerified`, so a wallet mounted once keeps working without being
 * mounted again.
 */
export function useWalletCallbacks(
  paymentType: Exclude<PaymentType, 'braintree' | 'giftCard' | 'free'>,
  payVerified?: PayVerified,
): WalletCallbacks {
  const page = usePaymentPage();
  const latest = useRef({ page, payVerified });
  useEffect(() => {
    latest.current = { page, payVerified };
  }, [page, payVerified]);
  /** Whether this wallet's last start took the payment's guard (each run starts afresh). */
  const began = useRef(false);

  return useMemo(
    () => ({
      onStart: () => {
        began.current = latest.current.page.begin(paymentType);
      },
      onAuthorize: async (result) => {
        const { page: current, payVerified: verifyThenPay } = latest.current;
        const owned = began.current;
        began.current = false;
        const { nonce, deviceData, card } = result;
        if (!result.needsVerification || !verifyThenPay) {
          return current.complete({ paymentType, nonce, deviceData, card });
        }
        // As complete() does: a path that did not begin takes the guard now, or is refused.
        if (!owned && !current.begin(paymentType)) return false;
        return verifyThenPay(result);
      },
      onCancel: () => latest.current.page.cancel(paymentType),
      onError: (error) => {
        if (isTornDown(error)) return;
        const message = error.message.trim() === '' ? PAYMENT_ERROR_MESSAGE : error.message;
        latest.current.page.fail(paymentType, message);
      },
    }),
    [paymentType],
  );
}
