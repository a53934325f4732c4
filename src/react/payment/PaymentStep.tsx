import { Component, Suspense, lazy, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { PaymentPageProps } from '../payment/PaymentPage';

/** Shown when the payment chunk cannot be fetched (e.g. the connection dropped). */
export const PAYMENT_LOAD_ERROR_MESSAGE =
  "We couldn't load the payment options. Check your connection and try again.";

/**
 * The payment page, imported on demand: this dynamic import is the chunk boundary that keeps
 * braintree-web and the payment UI out of the entry until the payment page opens.
 */
function loadPaymentPage(): ComponentType<PaymentPageProps> {
  return lazy(() => import('../payment/PaymentPage'));
}

interface ChunkBoundaryProps {
  onRetry(): void;
  onEdit(): void;
  children?: ReactNode;
}

/** Catches a failed chunk load, which React.lazy would otherwise leave failed for good. */
class ChunkBoundary extends Component<ChunkBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="alert" role="alert">
        <p>{PAYMENT_LOAD_ERROR_MESSAGE}</p>
        <div className="actions">
          <button type="button" onClick={() => this.props.onRetry()}>
            Try again
          </button>
          <button type="button" className="button--secondary" onClick={() => this.props.onEdit()}>
            Edit
          </button>
        </div>
      </div>
    );
  }
}

/** The payment page behind React.lazy, with a spinner while its chunk loads. */
export function PaymentStep(props: PaymentPageProps) {
  const [attempt, setAttempt] = useState(() => ({ key: 0, Page: loadPaymentPage() }));
  const { Page } = attempt;
  return (
    <ChunkBoundary
      key={attempt.key}
      onRetry={() => setAttempt(({ key }) => ({ key: key + 1, Page: loadPaymentPage() }))}
      onEdit={props.onEdit}
    >
      <Suspense
        fallback={
          <div className="page-loading" role="status">
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">Loading payment options</span>
          </div>
        }
      >
        <Page {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}
