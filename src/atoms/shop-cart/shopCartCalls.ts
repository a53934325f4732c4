/**
 * The shop's server cart calls shared by its flows (shopCartFlow): keeping the page's one server
 * cart stored and in step with the server, making a new one, ordering tickets into it, rebuilding
 * it with its tickets, and dropping it when it expired. Every failure is a StepError (the checkout's
 * order sequence) whose message the buyer sees.
 */
import { RESET } from 'jotai/vanilla/utils';
import { addTicketOrder, deleteCart, getCart } from '../../api/cart';
import { CART_ORDER_DEFAULTS, cartOrderError } from '../../api/cartOrderError';
import type { Http } from '../../api/http';
import type { Cart } from '../../api/schemas';
import { detailOr } from '../../errors/errors';
import { storage } from '../../storage/storage';
import { SUBMIT_ERROR_MESSAGE } from '../checkout/checkoutMessages';
import { StepError, isGone, newServerCart } from '../checkout/orderSequence';
import { newRevision, storedCartAtoms } from '../checkout/storedCart';
import type { StoredCartAtoms } from '../checkout/storedCart';
import { shopCartFor } from './shopCartAtoms';
import { perBase, shopKeys } from './shopKeys';
import { shopOrderAtomsFor } from './shopOrderAtoms';
import type { TicketOrderRecord } from './shopOrderAtoms';
import type { ShopFlowStore } from './shopServerCart';
import { CART_EXPIRED_MESSAGE, shopServerCartFor } from './shopServerCart';

/**
 * The page's one stored server cart for the shop of an API (product-rules §5.2), by its checkout
 * scope (`shopCheckoutScope(base)`): every shop element's purchase and every call here use these
 * atoms, so none reads a value another wrote elsewhere.
 */
export const shopStoredCart: (scope: string) => StoredCartAtoms = perBase(storedCartAtoms);

/** A copy of `cart` without its gift cards' recipients: personal data the shop's copy needs not. */
const withoutRecipients = (cart: Cart): Cart => ({
  ...cart,
  concessions: cart.concessions.map(({ recipient: _recipient, ...line }) => line),
});

/** What the shop's calls need from the element. */
export interface ShopFlowContext {
  http: Http;
  cinemaId: string;
  /** The stored server cart `cartId` turned out expired or unknown; it has been dropped. */
  onExpired?: ((cartId: string) => void) | undefined;
}

/** Store access. */
export type { ShopFlowStore };

/** Keep `cart` as the page's server cart: its expiry first, so what lives until it knows when. */
export function remember({ set, checkout, base }: ShopFlowStore, cart: Cart): void {
  set(checkout.cartExpiryAtom, cart.expiry);
  set(checkout.cartIdAtom, cart.id);
  // A payment page open on this cart elsewhere fetches its details again (product-rules §7.10).
  set(checkout.revisionAtom, newRevision());
  set(shopOrderAtomsFor(base).serverCartAtom, withoutRecipients(cart));
  // The recipients of the gift cards by e-mail live as long as the cart, as the buyer's details do
  // (product-rules §15.2): stored again, they take this cart's expiry. The lines stay as they are.
  if (storage.get(shopKeys(base).recipients) !== null)
    set(shopCartFor(base).itemsAtom, (items) => items);
}

/**
 * The stored server cart id, read from storage itself: the page's elements write the same key
 * through atoms of their own (the countdown's expiry, another tab), which a store that has not
 * mounted this one's atom would not see.
 */
export const storedCartId = (base: string): string | null =>
  storage.get<string>(shopKeys(base).cartId);

/** Drop every stored part of the server cart, through this flow's atoms too. */
export function forget({ set, checkout, base }: ShopFlowStore, cartId: string): boolean {
  const first = set(shopServerCartFor(base).expire, cartId);
  set(checkout.cartIdAtom, RESET);
  set(checkout.cartExpiryAtom, RESET);
  set(checkout.customerAtom, RESET);
  set(checkout.billingAddressAtom, RESET);
  set(checkout.revisionAtom, RESET);
  const order = shopOrderAtomsFor(base);
  set(order.serverCartAtom, RESET);
  set(order.ticketOrdersAtom, RESET);
  set(order.sentProductOrderAtom, null);
  return first;
}

/** Forget the server cart `cartId` (expired or unknown), telling the element once. */
export function drop(context: ShopFlowContext, store: ShopFlowStore, cartId: string): void {
  if (forget(store, cartId)) context.onExpired?.(cartId);
}

/** A new server cart, kept as the page's, with no ticket or product order sent to it yet. */
export async function newCart(http: Http, store: ShopFlowStore): Promise<Cart> {
  const cart = await newServerCart(http);
  remember(store, cart);
  const order = shopOrderAtomsFor(store.base);
  store.set(order.ticketOrdersAtom, RESET);
  store.set(order.sentProductOrderAtom, null);
  return cart;
}

export async function postTickets(
  context: ShopFlowContext,
  cartId: string,
  order: TicketOrderRecord,
): Promise<Cart> {
  const { http, cinemaId } = context;
  const cart = await addTicketOrder(http, cartId, { cinemaId, ...order });
  if (!cart) throw new StepError(CART_ORDER_DEFAULTS.ticket);
  return cart;
}

/**
 * A new server cart holding the old one's tickets again, the old one deleted first (its seats
 * free). Used when the stored cart cannot take the order as it stands: it holds other products,
 * or it is about to expire.
 */
export async function rebuild(
  context: ShopFlowContext,
  store: ShopFlowStore,
  old: Cart,
): Promise<Cart> {
  const { ticketOrdersAtom } = shopOrderAtomsFor(store.base);
  const orders = store.get(ticketOrdersAtom);
  await deleteCart(context.http, old.id).catch(() => undefined);
  let cart = await newCart(context.http, store);
  for (const order of orders) {
    cart = await postTickets(context, cart.id, order).catch((error: unknown) => {
      throw new StepError(cartOrderError('ticket', error).message);
    });
  }
  store.set(ticketOrdersAtom, orders);
  remember(store, cart);
  return cart;
}

/** The stored server cart, fetched afresh, or null when there is none (or it just expired). */
export async function storedCart(
  context: ShopFlowContext,
  store: ShopFlowStore,
): Promise<Cart | null> {
  const cartId = storedCartId(store.base);
  if (!cartId) return null;
  try {
    const cart = await getCart(context.http, cartId, { refresh: true });
    if (!cart) throw new StepError(SUBMIT_ERROR_MESSAGE);
    return cart;
  } catch (error) {
    if (!isGone(error)) throw new StepError(detailOr(error, SUBMIT_ERROR_MESSAGE));
    const copy = storage.get<{ id?: unknown; sessions?: unknown[] }>(
      shopKeys(store.base).serverCart,
    );
    const hadTickets = copy?.id === cartId && (copy.sessions?.length ?? 0) > 0;
    drop(context, store, cartId);
    // Tickets went with the cart: the buyer must choose them again before paying.
    if (hadTickets) throw new StepError(CART_EXPIRED_MESSAGE);
    return null;
  }
}
