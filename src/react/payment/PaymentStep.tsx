import { useState } from 'react';
import { ChunkBoundary, lazyChunk } from './ChunkBoundary';
import type { PaymentPageProps } from './PaymentPage';

/** Shown when the payment chunk cannot be fetched (e.g. the connection dropped). */
export const PAYMENT_LOAD_ERROR_MESSAGE =
  "We couldn't load the payment options. Check your connection and try again.";

/**
 * The payment page, imported on demand: this dynamic import is the chunk boundary that keeps
 * braintree-web and the payment UI out of every element's first view.
 */
const loadPaymentPage = () => lazyChunk<PaymentPageProps>(() => import('./PaymentPage'));

/**
 * The one way any element mounts the shared payment page (spec 2.2): behind React.lazy, with a
 * spinner while its chunk loads and a retry when it cannot be fetched.
 */
export function PaymentStep(props: PaymentPageProps) {
  const [attempt, setAttempt] = useState(() => ({ key: 0, Page: loadPaymentPage() }));
  const { Page } = attempt;
  return (
    <ChunkBoundary
      key={attempt.key}
      message={PAYMENT_LOAD_ERROR_MESSAGE}
      onRetry={() => setAttempt(({ key }) => ({ key: key + 1, Page: loadPaymentPage() }))}
      onBack={props.onEdit}
      backLabel="Edit"
      fallback={
        <div className="page-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">Loading payment options</span>
        </div>
      }
    >
      <Page {...props} />
    </ChunkBoundary>
  );
}
