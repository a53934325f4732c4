/**
 * The shop's calls (CONTRACT §6), loaded with the checkout flow: session tickets added by the host
 * page, the checkout sequence up to the payment page, and emptying the cart. Each keeps the page's
 * one server cart, stored, in step with the server, and reuses it rather than making another.
 */
import type { Getter, Setter } from 'jotai/vanilla';
import { RESET } from 'jotai/vanilla/utils';
import * as v from 'valibot';
import { addProductOrder, addTicketOrder, createCart, deleteCart, getCart } from '../../api/cart';
import { cartOrderError } from '../../api/cartOrderError';
import { removeGiftCardPayments } from '../../api/checkout';
import type { Http } from '../../api/http';
import type { Cart } from '../../api/schemas';
import { detailOr, isApiError } from '../../errors/errors';
import { PAYMENT_DETAILS_ERROR_MESSAGE } from '../checkout/checkoutMessages';
import {
  CART_REUSE_MARGIN_MS,
  CREATE_CART_ERROR_MESSAGE,
  PREPARE_PAYMENT_ERROR_MESSAGE,
  SUBMIT_ERROR_MESSAGE,
} from '../festivalPass/submitFestivalPass';
import { addressOf, customerOf } from './shopFormValidation';
import type { ShopFormValues } from './shopFormValidation';
import { needsDelivery } from './shopCartRules';
import type { ShopCartItem } from './shopCartRules';
import {
  TicketOrderInput,
  sentProductOrderAtom,
  serverCartAtom,
  shopCheckout,
  ticketOrdersAtom,
} from './shopOrderAtoms';
import type { TicketOrderRecord } from './shopOrderAtoms';
import {
  CART_EXPIRED_MESSAGE,
  SHOP_CART_ID_KEY,
  SHOP_SERVER_CART_KEY,
  expireShopCart,
} from './shopServerCart';
import { storage } from '../../storage/storage';

export { CART_EXPIRED_MESSAGE };

/** Spec 8's default when a ticket order fails without a server detail. */
export const TICKET_ORDER_ERROR_MESSAGE = 'Failed to update ticket order';
/** Checkout with nothing to buy. */
export const EMPTY_CART_MESSAGE = 'Your cart is empty. Add something to it first.';
/** 'Empty cart' could not delete the server cart. */
export const EMPTY_CART_ERROR_MESSAGE = 'We could not empty your cart. Please try again.';

/** What the shop's calls need from the element. */
export interface ShopFlowContext {
  http: Http;
  cinemaId: string;
  /** The stored server cart `cartId` turned out expired or unknown; it has been dropped. */
  onExpired?: ((cartId: string) => void) | undefined;
}

/** Store access. */
export interface ShopFlowStore {
  get: Getter;
  set: Setter;
}

/** A failure the buyer sees as `message`. */
class StepError extends Error {}

const isGone = (error: unknown): boolean =>
  isApiError(error) && (error.status === 410 || error.status === 404);

/** Keep `cart` as the page's server cart: its expiry first, so what lives until it knows when. */
function remember({ set }: ShopFlowStore, cart: Cart): void {
  set(shopCheckout.cartExpiryAtom, cart.expiry);
  set(shopCheckout.cartIdAtom, cart.id);
  set(serverCartAtom, cart);
}

/**
 * The stored server cart id, read from storage itself: the page's elements write the same key
 * through atoms of their own (the countdown's expiry, another tab), which a store that has not
 * mounted this one's atom would not see.
 */
const storedCartId = (): string | null => storage.get<string>(SHOP_CART_ID_KEY);

/** Drop every stored part of the server cart, through this flow's atoms too. */
function forget({ set }: ShopFlowStore, cartId: string): boolean {
  const first = set(expireShopCart, cartId);
  set(shopCheckout.cartIdAtom, RESET);
  set(shopCheckout.cartExpiryAtom, RESET);
  set(shopCheckout.customerAtom, RESET);
  set(serverCartAtom, RESET);
  set(ticketOrdersAtom, RESET);
  set(sentProductOrderAtom, null);
  return first;
}

/** Forget the server cart `cartId` (expired or unknown), telling the element once. */
function drop(context: ShopFlowContext, store: ShopFlowStore, cartId: string): void {
  if (forget(store, cartId)) context.onExpired?.(cartId);
}

async function newCart(http: Http, store: ShopFlowStore): Promise<Cart> {
  const cart = await createCart(http).catch((error: unknown) => {
    throw new StepError(detailOr(error, CREATE_CART_ERROR_MESSAGE));
  });
  if (!cart) throw new StepError(CREATE_CART_ERROR_MESSAGE);
  remember(store, cart);
  store.set(ticketOrdersAtom, RESET);
  store.set(sentProductOrderAtom, null);
  return cart;
}

async function postTickets(
  context: ShopFlowContext,
  cartId: string,
  order: TicketOrderRecord,
): Promise<Cart> {
  const { http, cinemaId } = context;
  const cart = await addTicketOrder(http, cartId, { cinemaId, ...order });
  if (!cart) throw new StepError(TICKET_ORDER_ERROR_MESSAGE);
  return cart;
}

/** The message of an invalid `addTickets()` argument. */
function invalidOrderMessage(issues: v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  const path = issue ? v.getDotPath(issue) : null;
  return `${TICKET_ORDER_ERROR_MESSAGE}: ${path ? `${path}: ` : ''}${issue?.message ?? 'invalid order'}.`;
}

/**
 * `addTickets()` (CONTRACT §6): create the server cart when there is none, then
 * `POST cart/{id}/tickets` with the cinema id. Resolves with the server cart; rejects with an
 * `Error` whose message is the server's detail or 'Failed to update ticket order'. A stored cart
 * the server says has expired (410) or does not know (404) is dropped and a new one used.
 */
export async function addTickets(
  context: ShopFlowContext,
  store: ShopFlowStore,
  input: unknown,
): Promise<Cart> {
  const parsed = v.safeParse(TicketOrderInput, input);
  if (!parsed.success) throw new Error(invalidOrderMessage(parsed.issues));
  const order = parsed.output;
  const { set } = store;
  try {
    let cartId = storedCartId();
    let cart: Cart;
    try {
      if (!cartId) cartId = (await newCart(context.http, store)).id;
      cart = await postTickets(context, cartId, order);
    } catch (error) {
      if (!cartId || !isGone(error)) throw error;
      drop(context, store, cartId);
      cart = await postTickets(context, (await newCart(context.http, store)).id, order);
    }
    remember(store, cart);
    set(ticketOrdersAtom, (orders) => [...orders, order]);
    return cart;
  } catch (error) {
    const message =
      error instanceof StepError ? error.message : cartOrderError('ticket', error).message;
    throw new Error(message, { cause: error });
  }
}

/**
 * A new server cart holding the old one's tickets again, the old one deleted first (its seats
 * free). Used when the stored cart cannot take the order as it stands: it holds other products,
 * or it is about to expire.
 */
async function rebuild(context: ShopFlowContext, store: ShopFlowStore, old: Cart): Promise<Cart> {
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
async function storedCart(context: ShopFlowContext, store: ShopFlowStore): Promise<Cart | null> {
  const cartId = storedCartId();
  if (!cartId) return null;
  try {
    const cart = await getCart(context.http, cartId, { refresh: true });
    if (!cart) throw new StepError(SUBMIT_ERROR_MESSAGE);
    return cart;
  } catch (error) {
    if (!isGone(error)) throw new StepError(detailOr(error, SUBMIT_ERROR_MESSAGE));
    const copy = storage.get<{ id?: unknown; sessions?: unknown[] }>(SHOP_SERVER_CART_KEY);
    const hadTickets = copy?.id === cartId && (copy.sessions?.length ?? 0) > 0;
    drop(context, store, cartId);
    // Tickets went with the cart: the buyer must choose them again before paying.
    if (hadTickets) throw new StepError(CART_EXPIRED_MESSAGE);
    return null;
  }
}

const sameProducts = (cart: Cart, products: readonly { id: string; quantity: number }[]) =>
  cart.concessions.length === products.length &&
  products.every((product) =>
    cart.concessions.some((line) => line.id === product.id && line.quantity === product.quantity),
  );

/** How a checkout ended. */
export type ShopSubmitResult = { ok: true; cart: Cart } | { ok: false; message: string };

/**
 * CONTRACT §6's checkout for `values` (already validated) and the browser cart `items`: create a
 * cart or reuse the stored one while it has not expired, `POST cart/{id}/products` with every item
 * and the addresses, store the buyer, remove any gift-card payments, fetch payment details. Never
 * throws: a failure resolves to the message to show, with nothing the buyer typed lost. A retry
 * reuses the cart, and sends the products again only when they changed.
 */
export async function submitShopOrder(
  context: ShopFlowContext,
  store: ShopFlowStore,
  values: ShopFormValues,
  items: readonly ShopCartItem[],
): Promise<ShopSubmitResult> {
  const { get, set } = store;
  const products = items.map(({ id, quantity }) => ({ id, quantity }));
  const billingAddress = addressOf(values, 'billing');
  const deliveryAddress = needsDelivery(items)
    ? values.sameAsBilling
      ? billingAddress
      : addressOf(values, 'delivery')
    : undefined;
  const signature = JSON.stringify({ products, billingAddress, deliveryAddress });
  try {
    let cart = await storedCart(context, store);
    if (cart && Date.parse(cart.expiry) - Date.now() < CART_REUSE_MARGIN_MS) {
      // Too close to expiry to pay in time: the same tickets in a fresh cart.
      cart = cart.sessions.length > 0 ? await rebuild(context, store, cart) : null;
    }
    let send = products.length > 0;
    if (cart && send) {
      const sent = get(sentProductOrderAtom);
      if (sameProducts(cart, products) && sent?.cartId === cart.id && sent.signature === signature)
        send = false;
      else if (cart.concessions.length > 0) cart = await rebuild(context, store, cart);
    }
    if (!cart) {
      if (!send) throw new StepError(EMPTY_CART_MESSAGE);
      cart = await newCart(context.http, store);
    }
    if (send) {
      const cartId = cart.id;
      const order = { cinemaId: context.cinemaId, products, billingAddress, deliveryAddress };
      const answer = await addProductOrder(context.http, cartId, order).catch((error: unknown) => {
        if (isGone(error)) drop(context, store, cartId);
        throw new StepError(
          isGone(error) ? CART_EXPIRED_MESSAGE : cartOrderError('product', error).message,
        );
      });
      if (!answer) throw new StepError(SUBMIT_ERROR_MESSAGE);
      cart = answer;
      set(sentProductOrderAtom, { cartId, signature });
    }
    if (cart.concessions.length === 0 && cart.sessions.length === 0)
      throw new StepError(EMPTY_CART_MESSAGE);
    remember(store, cart);
    set(shopCheckout.customerAtom, customerOf(values));
    const cartId = cart.id;
    const cards = await removeGiftCardPayments(context.http, cartId).catch((error: unknown) => {
      if (isGone(error)) drop(context, store, cartId);
      throw new StepError(
        isGone(error) ? CART_EXPIRED_MESSAGE : detailOr(error, PREPARE_PAYMENT_ERROR_MESSAGE),
      );
    });
    set(shopCheckout.giftCardsAtom, cards ?? []);
    if (!(await set(shopCheckout.loadPaymentDetails, { http: context.http }))) {
      const message = get(shopCheckout.errorAtom) ?? PAYMENT_DETAILS_ERROR_MESSAGE;
      // Shown in the form, not as the payment page's WHOOPS modal.
      set(shopCheckout.errorAtom, null);
      return { ok: false, message };
    }
    return { ok: true, cart };
  } catch (error) {
    return {
      ok: false,
      message: error instanceof StepError ? error.message : SUBMIT_ERROR_MESSAGE,
    };
  }
}

/**
 * 'Empty cart' (CONTRACT §6): `DELETE cart/{id}` when there is a server cart, then its stored copy
 * and the browser cart go. Resolves to null, or the message when the server cart could not be
 * deleted (then nothing changes, so the buyer can try again). A cart the server no longer has
 * (410, 404) counts as deleted.
 */
export async function emptyShopCart(
  context: ShopFlowContext,
  store: ShopFlowStore,
  clearItems: () => void,
): Promise<string | null> {
  const cartId = storedCartId();
  if (cartId) {
    try {
      await deleteCart(context.http, cartId);
    } catch (error) {
      if (!isGone(error)) return detailOr(error, EMPTY_CART_ERROR_MESSAGE);
    }
    forget(store, cartId);
  }
  clearItems();
  return null;
}
