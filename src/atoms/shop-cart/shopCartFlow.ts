/**
 * The shop's calls (product-rules §5.4, §5.5), loaded with the checkout flow: session tickets added
 * by the host page, the checkout sequence up to the payment page, and emptying the cart. Each keeps
 * the page's one server cart, stored, in step with the server, and reuses it rather than making
 * another.
 */
import * as v from 'valibot';
import { addProductOrder, deleteCart } from '../../api/cart';
import { CART_ORDER_DEFAULTS, cartOrderError } from '../../api/cartOrderError';
import type { Cart } from '../../api/schemas';
import { detailOr } from '../../errors/errors';
import { SUBMIT_ERROR_MESSAGE } from '../checkout/checkoutMessages';
import {
  CART_REUSE_MARGIN_MS,
  StepError,
  isGone,
  orderOutcome,
  preparePayment,
} from '../checkout/orderSequence';
import type { OrderFailure } from '../checkout/orderSequence';
import { orderLines } from './orderLines';
import { needsDelivery } from './shopCartRules';
import type { ShopCartItem } from './shopCartRules';
import {
  drop,
  forget,
  newCart,
  postTickets,
  rebuild,
  remember,
  storedCart,
  storedCartId,
} from './shopCartCalls';
import type { ShopFlowContext, ShopFlowStore } from './shopCartCalls';
import type { OrderStore } from '../checkout/orderSequence';
import { addressOf, customerOf } from './shopFormValidation';
import type { ShopFormValues } from './shopFormValidation';
import { TicketOrderInput, shopOrderAtomsFor } from './shopOrderAtoms';
import { CART_EXPIRED_MESSAGE } from './shopServerCart';

export { CART_EXPIRED_MESSAGE };
export type { ShopFlowContext, ShopFlowStore };
export { shopStoredCart } from './shopCartCalls';

/** Checkout with nothing to buy. */
export const EMPTY_CART_MESSAGE = 'Your cart is empty. Add something to it first.';
/** 'Empty cart' could not delete the server cart. */
export const EMPTY_CART_ERROR_MESSAGE = 'We could not empty your cart. Please try again.';

/** The message of an invalid `addTickets()` argument. */
function invalidOrderMessage(issues: v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  const path = issue ? v.getDotPath(issue) : null;
  return `${CART_ORDER_DEFAULTS.ticket}: ${path ? `${path}: ` : ''}${issue?.message ?? 'invalid order'}.`;
}

/**
 * `addTickets()` (product-rules §5.5): create the server cart when there is none, then
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
    let cartId = storedCartId(store.base);
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
    set(shopOrderAtomsFor(store.base).ticketOrdersAtom, (orders) => [...orders, order]);
    return cart;
  } catch (error) {
    const message =
      error instanceof StepError ? error.message : cartOrderError('ticket', error).message;
    throw new Error(message, { cause: error });
  }
}

const sameProducts = (cart: Cart, products: readonly { id: string; quantity: number }[]) =>
  cart.concessions.length === products.length &&
  products.every((product) =>
    cart.concessions.some((line) => line.id === product.id && line.quantity === product.quantity),
  );

/** How a checkout ended. */
export type ShopSubmitResult = { ok: true; cart: Cart } | OrderFailure;

/**
 * The checkout (product-rules §5.4) for `values` (already validated) and the browser cart `items`:
 * create a cart or reuse the stored one while it has not expired, `POST cart/{id}/products` with
 * every item and the addresses, store the buyer, remove any gift-card payments, fetch payment
 * details. Never throws: a failure resolves to the message to show, with nothing the buyer typed
 * lost. A retry reuses the cart, and sends the products again only when they changed.
 */
export async function submitShopOrder(
  context: ShopFlowContext,
  orderStore: OrderStore,
  values: ShopFormValues,
  items: readonly ShopCartItem[],
): Promise<ShopSubmitResult> {
  // The shop of the API the element calls (shopKeys.ts).
  const store = { ...orderStore, base: context.http.base };
  const { get, set } = store;
  const { sentProductOrderAtom } = shopOrderAtomsFor(store.base);
  // Each e-mail gift line with its amount and recipient (product-rules §15.2); the signature below
  // holds them, so a changed recipient is sent again.
  const products = orderLines(items);
  const billingAddress = addressOf(values, 'billing');
  const deliveryAddress = needsDelivery(items)
    ? values.sameAsBilling
      ? billingAddress
      : addressOf(values, 'delivery')
    : undefined;
  const signature = JSON.stringify({ products, billingAddress, deliveryAddress });
  return orderOutcome(async () => {
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
    set(store.checkout.customerAtom, customerOf(values));
    set(store.checkout.billingAddressAtom, billingAddress);
    set(store.checkout.deliveryAddressAtom, deliveryAddress ?? null);
    const cartId = cart.id;
    await preparePayment(context.http, store, cartId, {
      onGone: () => {
        drop(context, store, cartId);
        return CART_EXPIRED_MESSAGE;
      },
    });
    return { ok: true as const, cart };
  });
}

/**
 * 'Empty cart' (product-rules §5.5): `DELETE cart/{id}` when there is a server cart, then its
 * stored copy and the browser cart go. Resolves to null, or the message when the server cart could
 * not be deleted (then nothing changes, so the buyer can try again). A cart the server no longer
 * has (410, 404) counts as deleted.
 */
export async function emptyShopCart(
  context: ShopFlowContext,
  store: ShopFlowStore,
  clearItems: () => void,
): Promise<string | null> {
  const cartId = storedCartId(store.base);
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
