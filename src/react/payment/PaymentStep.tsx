import { chunkLoader, LazyChunk } from './LazyChunk';
import type { ChunkLoader } from './LazyChunk';
import type { PaymentPageProps } from './PaymentPage';

import { PAYMENT_LOAD_ERROR_MESSAGE } from './stepMessages';

export { PAYMENT_LOAD_ERROR_MESSAGE, THANKS_LOAD_ERROR_MESSAGE } from './stepMessages';

/**
 * The payment step's code (the payment page and the session's provider side), imported on
 * demand: this dynamic import is the chunk boundary that keeps braintree-web and the payment UI
 * out of every element's first view. A purchase's session runs it ahead of the press
 * (CheckoutSession.ts), so the page renders in the first commit.
 */
export const loadPaymentStep = chunkLoader(() => import('./paymentStepCode'));

/**
 * The part of a `ChunkLoader`'s module that `pick` takes (e.g. one component of a chunk that
 * exports several), as a loader of its own; `module` follows the chunk's.
 */
function chunkPart<M, P>(loader: ChunkLoader<M>, pick: (module: M) => P): ChunkLoader<P> {
  const part = () => loader().then(pick);
  return Object.defineProperty(part, 'module', {
    get: () => (loader.module === undefined ? undefined : pick(loader.module)),
  }) as ChunkLoader<P>;
}

/** The payment page, from the payment step's code. */
const loadPaymentPage = chunkPart(loadPaymentStep, (code) => ({ default: code.PaymentPage }));

/**
 * The one way any element mounts the shared payment page (product-rules §7): a spinner while its
 * chunk loads (none when the session ran it ahead) and a retry (or Edit) when it cannot be fetched.
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
