import { useSetAtom, useStore } from 'jotai/react';
import { useCallback, useContext, useRef } from 'react';
import type { WritableAtom } from 'jotai/vanilla';
import { PAYMENT_STEP } from '../../dom/chunkSteps';
import { stepFetched } from '../../dom/stepFetched';
import { chunkLoader, LazyChunk } from './LazyChunk';
import type { PaymentPageProps } from './PaymentPage';
import { PaymentProviderContext } from './PaymentProviderContext';
import { useHost } from '../useHost';

/** Shown when the payment chunk cannot be fetched (e.g. the connection dropped). */
export const PAYMENT_LOAD_ERROR_MESSAGE =
  "We couldn't load the payment options. Check your connection and try again.";

/** Shown when a thanks page cannot be fetched; the payment itself went through. */
export const THANKS_LOAD_ERROR_MESSAGE =
  'Your payment went through, but we could not show your receipt. Check your connection and try again.';

/**
 * The payment page, imported on demand: this dynamic import is the chunk boundary that keeps
 * braintree-web and the payment UI out of every element's first view.
 */
const loadPaymentPage = chunkLoader(() => import('./PaymentPage'));

/**
 * A function that gets everything after the form ready without waiting: the product's order
 * calls' code (`preloadOrder`, its feature's action) first, then the payment page's and the
 * payment provider's (braintree-web's client and card fields). Call it when the buyer shows
 * intent (starts on the form that leads to payment: its `onFocus` and `onChange`). From the CDN
 * the payment step's chunks are fetched a few at a time (the loader's `modulepreload`, leaving
 * connections for the order calls); once they are here, the payment page's code runs and the
 * provider is made in idle moments while the buyer types (earlyConnection.ts), so the press on
 * the button finds it all run and starts the order calls at once (README, Speed). Without the
 * loader (an npm build) they are imported. Only the first call per element does anything. A
 * failed fetch is ignored here; the step's own load then fails (or succeeds on its own attempt)
 * and says so.
 */
export function usePreloadPaymentStep(
  preloadOrder: WritableAtom<null, [], Promise<void>>,
): () => void {
  const factory = useContext(PaymentProviderContext);
  const preloadCheckout = useSetAtom(preloadOrder);
  const host = useHost();
  const started = useRef(false);
  return useCallback(() => {
    if (started.current) return;
    started.current = true;
    // The order calls' code first, since the button runs them first; then, while the buyer is
    // still typing, the payment page's and the provider's, a task after they have arrived.
    void preloadCheckout()
      .then(() => stepFetched(PAYMENT_STEP))
      .then(() => {
        setTimeout(() => {
          loadPaymentPage().then(
            (page) => page.makeProviderAhead(host, factory),
            () => undefined,
          );
        }, 0);
      });
  }, [factory, preloadCheckout, host]);
}

/**
 * A function to call on the press that starts the order calls (Next, Continue to payment). It
 * runs the payment step's code — the payment page's chunk and the provider's, which imports
 * braintree-web's client and card fields — while the order calls' round trips are under way, if
 * the buyer's intent has not run it already ({@link usePreloadPaymentStep}), and
 * has the provider for checkout `scope` connect the moment the payment details arrive
 * (earlyConnection.ts), before the page renders; both used to follow the order calls (~55 and
 * ~70 ms of the step at 4× CPU slowdown in the bench: README, Speed). From the CDN it waits until
 * the loader has fetched the step's chunks (asked for ahead, a few at a time): importing them
 * sooner would fetch them all at once and slow the order calls on a slow network. Then a task
 * later, so the press's own work goes first (without the loader, an npm build, at once: the
 * intent's preload has imported them). Once per element; failures are the page's own load to
 * report.
 */
export function usePaymentStepWarmup(scope: string): () => void {
  const factory = useContext(PaymentProviderContext);
  const store = useStore();
  const host = useHost();
  const started = useRef(false);
  return useCallback(() => {
    if (started.current) return;
    started.current = true;
    const run = () => {
      // With the page's code run, the provider connects the moment the payment details arrive.
      loadPaymentPage().then(
        (page) => page.connectWhenDetailsArrive(store, scope, host, factory),
        () => undefined,
      );
    };
    void (stepFetched(PAYMENT_STEP) ?? Promise.resolve()).then(() => setTimeout(run, 0));
  }, [factory, store, scope, host]);
}

/**
 * The one way any element mounts the shared payment page (product-rules §7): behind React.lazy,
 * with a spinner while its chunk loads and a retry (or Edit) when it cannot be fetched.
 */
export function PaymentStep(props: PaymentPageProps) {
  return (
    <LazyChunk
      load={loadPaymentPage}
      props={props}
      loadingLabel="Loading payment options"
      message={PAYMENT_LOAD_ERROR_MESSAGE}
      onBack={props.onEdit}
      backLabel="Edit"
    />
  );
}
