import { useSetAtom, useStore } from 'jotai/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Http } from '../../api/http';
import type { OrderType, PaymentType } from '../../api/schemas';
import type { CheckoutAtoms } from '../../atoms/checkout';
import { report } from '../../analytics/report';
import type { PaymentProvider } from '../../provider/PaymentProvider';
import { useHost } from '../useHost';
import type { PagePaymentInput, PaymentPageValue } from './PaymentPageContext';

/** What the controller needs from the page. */
export interface PaymentControllerOptions {
  atoms: CheckoutAtoms;
  http: Http;
  recaptchaKey: string;
  provider: PaymentProvider;
  /** What is being bought: every completion of this page carries it (product-rules §7.7). */
  orderType: OrderType;
  onPaid(paymentType: PaymentType): void;
}

/**
 * The payment in flight (product-rules §7.3, §9.4): ONE guard for every path — the card
 * button, the gift card's Pay Now, a free order and each wallet's start and authorization. The
 * first path to `begin` owns the payment until it completes, fails or is cancelled; any other
 * path is refused meanwhile, and only the owner can end it. The overlay is on while it runs; on
 * every error it goes, the buttons work again and the WHOOPS text is set. The guard is a ref, not
 * state, so a second click or Enter in the same tick is already refused.
 */
export function usePaymentController(options: PaymentControllerOptions): PaymentPageValue {
  const { atoms, http, recaptchaKey, provider, orderType, onPaid } = options;
  const store = useStore();
  const host = useHost();
  const setError = useSetAtom(atoms.errorAtom);
  const runCompletion = useSetAtom(atoms.completePayment);
  const [busy, setBusy] = useState(false);
  /** Which payment type holds the guard, or null. */
  const owner = useRef<PaymentType | null>(null);
  const paid = useRef(false);
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  }, [onPaid]);

  const begin = useCallback(
    (paymentType: PaymentType) => {
      if (owner.current !== null || paid.current) return false;
      owner.current = paymentType;
      setBusy(true);
      setError(null);
      // The buyer has given how they pay (product-rules §15.3); nothing to report for a free order.
      if (paymentType !== 'free') report(host, 'add_payment_info', { payment_type: paymentType });
      return true;
    },
    [setError, host],
  );

  const release = useCallback((paymentType: PaymentType) => {
    if (paid.current || owner.current !== paymentType) return false;
    owner.current = null;
    setBusy(false);
    return true;
  }, []);

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
      if (owner.current !== paymentType && !begin(paymentType)) return false;
      // The order as the buyer saw it, for the purchase report (product-rules §15.3).
      const { cart } = store.get(atoms.orderSummaryCartAtom);
      const captured = await runCompletion({ http, recaptchaKey, orderType, ...input });
      if (captured) {
        paid.current = true;
        if (cart) report(host, 'purchase', { paid: { cart, orderType } });
        // Payment to thanks once captured, with the overlay removed (product-rules §6.3).
        setBusy(false);
        onPaidRef.current(paymentType);
        return true;
      }
      // No error and still processing: the store refused a second completion while the first
      // runs; the first one decides what the page shows.
      if (store.get(atoms.errorAtom) === null && store.get(atoms.statusAtom) === 'processing')
        return false;
      release(paymentType);
      return false;
    },
    [atoms, http, recaptchaKey, orderType, runCompletion, store, begin, release, host],
  );

  return useMemo(
    () => ({ atoms, http, recaptchaKey, provider, busy, begin, cancel, fail, complete }),
    [atoms, http, recaptchaKey, provider, busy, begin, cancel, fail, complete],
  );
}
