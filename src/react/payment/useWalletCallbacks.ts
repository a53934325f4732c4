import { useEffect, useMemo, useRef } from 'react';
import type { PaymentType } from '../../api/schemas';
import type { WalletCallbacks } from '../../provider/PaymentProvider';
import { PAYMENT_ERROR_MESSAGE } from '../../atoms/checkout/checkoutMessages';
import { isTornDown } from './isTornDown';
import { usePaymentPage } from './usePaymentPage';

/**
 * The callbacks a wallet gets (product-rules §7.5): start → overlay on; authorized → complete on
 * the server with the nonce and no bot-check token (§13); cancel → overlay off; error → overlay off
 * and WHOOPS. The object is stable for the component's life and always calls the latest page state,
 * so a wallet mounted once keeps working without being mounted again.
 */
export function useWalletCallbacks(
  paymentType: Exclude<PaymentType, 'braintree' | 'giftCard' | 'free'>,
): WalletCallbacks {
  const page = usePaymentPage();
  const latest = useRef(page);
  useEffect(() => {
    latest.current = page;
  }, [page]);

  return useMemo(
    () => ({
      onStart: () => {
        latest.current.begin(paymentType);
      },
      onAuthorize: ({ nonce, deviceData, card }) =>
        latest.current.complete({ paymentType, nonce, deviceData, card }),
      onCancel: () => latest.current.cancel(paymentType),
      onError: (error) => {
        if (isTornDown(error)) return;
        const message = error.message.trim() === '' ? PAYMENT_ERROR_MESSAGE : error.message;
        latest.current.fail(paymentType, message);
      },
    }),
    [paymentType],
  );
}
