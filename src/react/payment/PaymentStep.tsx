import { LazyChunk } from './ChunkBoundary';
import type { PaymentPageProps } from './PaymentPage';

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
 * The one way any element mounts the shared payment page (spec 2.2): behind React.lazy, with a
 * spinner while its chunk loads and a retry (or Edit) when it cannot be fetched.
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
