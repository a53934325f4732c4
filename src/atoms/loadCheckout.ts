/**
 * What a feature needs to send an order, loaded on the first send: the checkout flow's code and the
 * checkout's atoms (the cart id, buyer and payment of each checkout scope), fetched in parallel.
 * The atoms load the flow themselves for the payment page's calls, so the flow never imports them:
 * this module is the only one that brings the two together.
 */
import { CHECKOUT_STEP, preloadStep } from '../dom/chunkSteps';
import type { checkoutAtoms } from './checkout/checkoutAtoms';
import { prepareToSend } from './httpFor';
import { loadCheckoutFlow } from './loadCheckoutFlow';
import type { CheckoutFlow } from './loadCheckoutFlow';

/** The checkout flow's calls and `checkoutAtoms(scope)`. */
export type Checkout = CheckoutFlow & { checkoutAtoms: typeof checkoutAtoms };

/** Load the checkout; rejects when a chunk cannot be fetched (callers use `loadChunk`). */
export async function loadCheckout(): Promise<Checkout> {
  const [flow, state] = await Promise.all([loadCheckoutFlow(), import('./checkout/checkoutAtoms')]);
  return { ...flow, checkoutAtoms: state.checkoutAtoms };
}

/**
 * Start loading the checkout, for a buyer who has started on a form that sends an order: its
 * chunks then download and run while they type, not after they press the button. From the CDN
 * every chunk of it is asked for at once (`CHECKOUT_STEP` in the entry's table). Resolves when it
 * is here or could not be fetched (never rejects: the send's own `loadChunk` reports a failure),
 * so what comes after the order calls can be fetched next without taking their bandwidth.
 */
export function preloadCheckout(): Promise<void> {
  preloadStep(CHECKOUT_STEP);
  prepareToSend();
  return loadCheckout().then(
    () => undefined,
    () => undefined,
  );
}
