import { useCallback, useContext } from 'react';
import { LazyChunk } from './ChunkBoundary';
import type { PaymentPageProps } from './PaymentPage';
import { PaymentProviderContext } from './PaymentProviderContext';

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
const loadPaymentPage = () => import('./PaymentPage');

/**
 * A function that starts fetching the payment page's code and the payment provider's (braintree-web)
 * without waiting: call it when the buyer presses the button that leads to payment, so the chunks
 * download while the order calls run instead of after them. A failed fetch is ignored here; the
 * payment page's own load then fails (or succeeds on its own attempt) and says so.
 */
export function usePreloadPaymentStep(): () => void {
  const factory = useContext(PaymentProviderContext);
  return useCallback(() => {
    loadPaymentPage().catch(() => undefined);
    factory?.().catch(() => undefined);
  }, [factory]);
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
