/**
 * The API calls that pressing Next makes (product-rules §6.2), as fault targets and as
 * the order the sequence must follow.
 */
import type { FaultSpec } from '../../support/faults';

/** One call of the submit sequence. */
export interface SubmitStep {
  /** How a test names it, e.g. `POST cart/{id}/products`. */
  name: string;
  /** The fault target for the call. */
  target: Pick<FaultSpec, 'method' | 'path'>;
  /** Only made when the newsletter box is ticked. */
  needsNewsletter: boolean;
  /**
   * What the form says when the call fails without a server detail (product-rules §9);
   * null for a call whose failure does not stop the sale (the newsletter's, product-rules §12.2).
   */
  defaultMessage: string | null;
  /**
   * A save-style call whose 2xx answer is success whatever its body (product-rules §14: "success is
   * any 2xx status"), so a malformed or unexpected 200 body is not a failure.
   */
  anyTwoHundredSucceeds?: boolean;
}

/** product-rules §6.2's calls, in their order (steps 3, 4 and 8 make no call). */
export const SUBMIT_STEPS: readonly SubmitStep[] = [
  {
    name: 'POST cart',
    target: { method: 'POST', path: 'cart' },
    needsNewsletter: false,
    defaultMessage: 'We could not start your order. Please try again.',
  },
  {
    name: 'POST cart/{id}/products',
    target: { method: 'POST', path: /^cart\/[^/]+\/products$/ },
    needsNewsletter: false,
    // product-rules §9.1: the default for a product order.
    defaultMessage: 'Failed to update product order',
  },
  {
    name: 'POST subscribe',
    target: { method: 'POST', path: 'subscribe' },
    needsNewsletter: true,
    anyTwoHundredSucceeds: true,
    // Its failure never stops the sale: payment and thanks say so (product-rules §12.2).
    defaultMessage: null,
  },
  {
    name: 'DELETE checkout/{id}/gift-card',
    target: { method: 'DELETE', path: /^checkout\/[^/]+\/gift-card$/ },
    needsNewsletter: false,
    defaultMessage: 'We could not prepare your payment. Please try again.',
  },
  {
    name: 'GET checkout/{id}',
    target: { method: 'GET', path: /^checkout\/[^/]+$/ },
    needsNewsletter: false,
    defaultMessage: 'We could not load the payment options. Please try again.',
  },
];
