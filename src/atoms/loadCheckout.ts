/**
 * What a feature needs to send an order, loaded on the first send: its own order calls (a chunk per
 * product, so a festival pass never downloads the shop's) and the checkout's atoms (the cart id,
 * buyer and payment of each checkout scope), fetched in parallel. The payment page's calls load
 * with the payment page (loadCheckoutFlow). The order calls never import the atoms: this module is
 * the only one that brings the two together.
 */
import { atom } from 'jotai/vanilla';
import type { WritableAtom } from 'jotai/vanilla';
import { preloadStep } from '../dom/chunkSteps';
import type { checkoutAtoms } from './checkout/checkoutAtoms';
import { prepareToSend } from './httpFor';

/** A product's order calls: how to import their chunk, and the loader's step that preloads it. */
export interface OrderCode<Order> {
  load(): Promise<Order>;
  /** The CDN loader's step (`checkoutStep(product)` in src/dom/chunkSteps.ts). */
  step: string;
}

/** A product's order calls and `checkoutAtoms(scope)`. */
export interface Checkout<Order> {
  order: Order;
  checkoutAtoms: typeof checkoutAtoms;
}

/** Load the checkout of one product; rejects when a chunk cannot be fetched (callers use `loadChunk`). */
export async function loadCheckout<Order>(code: OrderCode<Order>): Promise<Checkout<Order>> {
  const [order, state] = await Promise.all([code.load(), import('./checkout/checkoutAtoms')]);
  return { order, checkoutAtoms: state.checkoutAtoms };
}

/**
 * Start loading a product's checkout, for a buyer who has started on its form: its chunks (and
 * ky's, which sends the order) then download and run while they type, not after they press the
 * button. From the CDN every chunk of it is asked for at once (the step in the entry's table).
 * Resolves when it is here or could not be fetched (never rejects: the send's own `loadChunk`
 * reports a failure), so what comes after the order calls can be fetched next without taking
 * their bandwidth.
 */
export function preloadCheckout(code: OrderCode<unknown>): Promise<void> {
  preloadStep(code.step);
  prepareToSend();
  return loadCheckout(code).then(
    () => undefined,
    () => undefined,
  );
}

/** The action a product's form runs when the buyer starts on it: {@link preloadCheckout}. */
export type PreloadCheckoutAtom = WritableAtom<null, [], Promise<void>>;

/** The {@link PreloadCheckoutAtom} of a product's order calls. */
export function preloadCheckoutAtom(code: OrderCode<unknown>): PreloadCheckoutAtom {
  return atom(null, () => preloadCheckout(code));
}
