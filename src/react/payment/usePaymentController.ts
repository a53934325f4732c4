import { useSetAtom, useStore } from 'jotai/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Http } from '../../api/http';
import type { PaymentType } from '../../api/schemas';
import type { CheckoutAtoms, CompletePaymentInput } from '../../atoms/checkout';
import type { PaymentProvider } from '../../provider/PaymentProvider';
import type { PaymentPageValue } from './PaymentPageContext';

/** What the controller needs from the page. */
export interface PaymentControllerOptions {
  atoms: CheckoutAtoms;
  http: Http;
  recaptchaKey: string;
  provider: PaymentProvider;
  onPaid(paymentType: PaymentType): void;
}

/**
 * The payment in flight (spec 4 "Credit card", spec 8): one at a time, the overlay on while it
 * runs, and on every error the overlay off, the buttons usable again and the WHOOPS text set.
 * The guard is a ref, not state, so a second click or Enter in the same tick is already refused.
 */
export function usePaymentController(options: PaymentControllerOptions): PaymentPageValue {
  const { atoms, http, recaptchaKey, provider, onPaid } = options;
  const store = useStore();
  const setError = useSetAtom(atoms.errorAtom);
  const runCompletion = useSetAtom(atoms.completePayment);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const paid = useRef(false);
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  }, [onPaid]);

  const begin = useCallback(() => {
    if (inFlight.current || paid.current) return false;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    return true;
  }, [setError]);

  const cancel = useCallback(() => {
    if (paid.current) return;
    inFlight.current = false;
    setBusy(false);
  }, []);

  const fail = useCallback(
    (message: string) => {
      inFlight.current = false;
      setBusy(false);
      setError(message);
    },
    [setError],
  );

  const complete = useCallback(
    async (input: CompletePaymentInput) => {
      if (paid.current) return false;
      inFlight.current = true;
      setBusy(true);
      const captured = await runCompletion({ http, recaptchaKey, ...input });
      if (captured) {
        paid.current = true;
        // Spec 4: payment to thanks once captured, with the overlay removed.
        setBusy(false);
        onPaidRef.current(input.paymentType);
        return true;
      }
      // No error and still processing: this was a second completion the store refused while
      // the first runs; the first one decides what the page shows.
      if (store.get(atoms.errorAtom) === null && store.get(atoms.statusAtom) === 'processing')
        return false;
      inFlight.current = false;
      setBusy(false);
      return false;
    },
    [atoms, http, recaptchaKey, runCompletion, store],
  );

  return useMemo(
    () => ({ atoms, http, recaptchaKey, provider, busy, begin, cancel, fail, complete }),
    [atoms, http, recaptchaKey, provider, busy, begin, cancel, fail, complete],
  );
}
