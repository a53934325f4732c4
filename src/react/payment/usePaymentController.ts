import { useSetAtom, useStore } from 'jotai/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Http } from '../../api/http';
import type { OrderType, PaymentType } from '../../api/schemas';
import type { CheckoutAtoms } from '../../atoms/checkout/checkoutTypes';
import { report } from '../../analytics/report';
import { useHost } from '../useHost';
import type { CheckoutSession } from './CheckoutSession';
import type { SessionProvider } from './SessionProvider';
import type { PagePaymentInput, PaymentPageValue } from './PaymentPageContext';

/** What the controller needs from the page. */
export interface PaymentControllerOptions {
  session: CheckoutSession;
  sessionProvider: SessionProvider;
  atoms: CheckoutAtoms;
  http: Http;
  recaptchaKey: string;
  /** What is being bought: every completion of this page carries it (product-rules §7.7). */
  orderType: OrderType;
  onPaid(paymentType: PaymentType): void;
}

/**
 * The payment in flight (product-rules §7.3, §9.4) over the purchase's one guard, its session's:
 * the card button, the gift card's Pay Now, a free order and each wallet's start and
 * authorization. The first path to `begin` owns the payment until it completes, fails or is
 * cancelled; any other path is refused meanwhile, and only the owner can end it. The overlay is on
 * while it runs; on every error it goes, the buttons work again and the WHOOPS text is set.
 */
export function usePaymentController(options: PaymentControllerOptions): PaymentPageValue {
  const { session, sessionProvider, atoms, http, recaptchaKey, orderType, onPaid } = options;
  const host = useHost();
  const store = useStore();
  const setError = useSetAtom(atoms.errorAtom);
  const runCompletion = useSetAtom(atoms.completePayment);
  const [busy, setBusy] = useState(false);
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  }, [onPaid]);

  const begin = useCallback(
    (paymentType: PaymentType) => {
      if (!session.begin(paymentType)) return false;
      setBusy(true);
      setError(null);
      // The buyer has given how they pay (product-rules §15.3); nothing to report for a free order.
      if (paymentType !== 'free') report(host, 'add_payment_info', { payment_type: paymentType });
      return true;
    },
    [session, setError, host],
  );

  const release = useCallback(
    (paymentType: PaymentType) => {
      if (!session.release(paymentType)) return false;
      setBusy(false);
      return true;
    },
    [session],
  );

  const cancel = useCallback((paymentType: PaymentType) => void release(paymentType), [release]);

  const fail = useCallback(
    (paymentType: PaymentType, message: string) => {
      if (release(paymentType)) setError(message);
    },
    [release, setError],
  );

  const complete = useCallback(
    async (input: PagePaymentInput) => {
      const { paymentType } = input;
      // A path that did not begin (a wallet with no start event) takes the guard now; a path
      // another payment holds the guard against is refused.
      if (!session.holds(paymentType) && !begin(paymentType)) return false;
      // The order as the buyer saw it, for the purchase report (product-rules §15.3).
      const { cart } = store.get(atoms.orderSummaryCartAtom);
      const captured = await runCompletion({ http, recaptchaKey, orderType, ...input });
      if (!captured) {
        release(paymentType);
        return false;
      }
      if (cart) report(host, 'purchase', { paid: { cart, orderType } });
      // Payment to thanks once captured, with the overlay removed (product-rules §6.3).
      setBusy(false);
      onPaidRef.current(paymentType);
      return true;
    },
    [session, atoms, http, recaptchaKey, orderType, runCompletion, begin, release, store, host],
  );

  return useMemo(
    () => ({
      session,
      sessionProvider,
      atoms,
      http,
      recaptchaKey,
      provider: sessionProvider.provider,
      busy,
      begin,
      cancel,
      fail,
      complete,
    }),
    [session, sessionProvider, atoms, http, recaptchaKey, busy, begin, cancel, fail, complete],
  );
}
