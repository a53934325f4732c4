/**
 * The order sequence every checkout shares (festival pass, shop, membership), loaded with the
 * checkout flow: the server cart reused while it stays open long enough or made afresh, the
 * product's own order call (each product keeps only that), then the payment page prepared —
 * gift-card payments removed and the payment details fetched. A step that fails throws a
 * {@link StepError} whose message the buyer sees in the form; {@link orderOutcome} turns the
 * sequence into a result that never throws.
 */
import type { Getter, Setter } from 'jotai/vanilla';
import { RESET } from 'jotai/vanilla/utils';
import { createCart, deleteCart, getCart } from '../../api/cart';
import { removeGiftCardPayments } from '../../api/checkout';
import type { Http } from '../../api/http';
import type { Cart, Customer } from '../../api/schemas';
import { detailOr, isApiError, isBotCheckError } from '../../errors/errors';
import type { CheckoutAtoms, OrderSession } from './checkoutTypes';
import { newRevision } from './storedCart';
import {
  CREATE_CART_ERROR_MESSAGE,
  PAYMENT_DETAILS_ERROR_MESSAGE,
  PREPARE_PAYMENT_ERROR_MESSAGE,
  SUBMIT_ERROR_MESSAGE,
} from './checkoutMessages';

/**
 * A stored cart this close to its expiry is not reused: the buyer still has to pay, and a cart
 * that expires on the payment page loses the order.
 */
export const CART_REUSE_MARGIN_MS = 2 * 60_000;

/** A failure the buyer sees as its message. */
export class StepError extends Error {}

/** Rethrow as a {@link StepError}: a bot-check failure explains itself, else the server's detail or `fallback`. */
export function fail(error: unknown, fallback: string): never {
  if (error instanceof StepError) throw error;
  throw new StepError(isBotCheckError(error) ? error.message : detailOr(error, fallback));
}

/** The server says the cart expired (410) or does not know it (404). */
export const isGone = (error: unknown): boolean =>
  isApiError(error) && (error.status === 410 || error.status === 404);

/** How a sequence ended, when it did not go on: the message for the form. */
export interface OrderFailure {
  ok: false;
  message: string;
}

/** Run `steps`; a {@link StepError} becomes its message, anything else the general one. Never throws. */
export async function orderOutcome<T>(steps: () => Promise<T>): Promise<T | OrderFailure> {
  try {
    return await steps();
  } catch (error) {
    return {
      ok: false,
      message: error instanceof StepError ? error.message : SUBMIT_ERROR_MESSAGE,
    };
  }
}

/** Who pays, as every checkout sends it: the buyer's four fields, trimmed. */
export function buyerOf(
  values: Record<'firstName' | 'lastName' | 'email' | 'postCode', string>,
): Customer {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    postCode: values.postCode.trim(),
  };
}

/**
 * The longest the switch to the payment page waits for the provider connecting as the details
 * arrive: on a fast connection the page then renders once, with its options and card form, instead
 * of a spinner first and the options a moment later (two renders and layouts of the page on the
 * step's critical path: docs/speed.md); on a slow one the page shows its spinner, as before.
 */
export const CONNECT_WAIT_MS = 300;

/** Store access, the checkout a sequence works on, and the purchase it belongs to. */
export interface OrderStore {
  get: Getter;
  set: Setter;
  checkout: CheckoutAtoms;
  session: OrderSession;
}

/** `POST cart`; its failure is the buyer's message. */
export async function newServerCart(http: Http): Promise<Cart> {
  const cart = await createCart(http).catch((error: unknown) =>
    fail(error, CREATE_CART_ERROR_MESSAGE),
  );
  if (!cart) throw new StepError(CREATE_CART_ERROR_MESSAGE);
  return cart;
}

/** Keep `cart` as the checkout's cart: its expiry first, so what is stored until it knows when. */
export function rememberCart({ set, checkout }: OrderStore, cart: Cart): void {
  set(checkout.cartExpiryAtom, cart.expiry);
  set(checkout.cartIdAtom, cart.id);
}

/**
 * What to do with the stored cart: `keep` it as it is (it already holds the order), `reuse` it
 * for the order, or `drop` it (it holds something else).
 */
export type StoredCartUse = 'keep' | 'reuse' | 'drop';

/** The cart to order into, and whether it already holds the order. */
export interface OrderCart {
  cartId: string;
  holdsOrder: boolean;
}

/**
 * The stored cart when the server still has it open for long enough and `decide` does not drop it,
 * else a new one. A cart that expired (410), is about to, or `decide` drops is deleted on the server;
 * one the server does not know is simply forgotten.
 */
export async function reuseOrCreateCart(
  http: Http,
  store: OrderStore,
  decide: (cart: Cart) => StoredCartUse,
): Promise<OrderCart> {
  const { get, set, checkout } = store;
  const storedId = get(checkout.cartIdAtom);
  if (storedId) {
    let cart: Cart | undefined;
    let deletable = false;
    try {
      cart = await getCart(http, storedId, { refresh: true });
      deletable = cart !== undefined;
    } catch (error) {
      // 410: expired but still there, so it can be deleted; 404 and the rest: nothing to clean up.
      deletable = isApiError(error) && error.status === 410;
    }
    const open = cart !== undefined && Date.parse(cart.expiry) - Date.now() > CART_REUSE_MARGIN_MS;
    const verdict = open && cart ? decide(cart) : 'drop';
    if (verdict !== 'drop' && cart) {
      set(checkout.cartExpiryAtom, cart.expiry);
      return { cartId: storedId, holdsOrder: verdict === 'keep' };
    }
    // The buyer changed the order (or the cart expired): drop it rather than pay for both.
    if (deletable) await deleteCart(http, storedId).catch(() => undefined);
    set(checkout.cartIdAtom, RESET);
  }
  const cart = await newServerCart(http);
  rememberCart(store, cart);
  return { cartId: cart.id, holdsOrder: false };
}

/** Options of {@link preparePayment}. */
export interface PrepareOptions {
  /** The server no longer has the cart: forget it and say so (the shop's page-wide cart). */
  onGone?: (() => string) | undefined;
}

/**
 * Prepare the payment page for `cartId`, whose order is now as it will be paid: say so to any
 * payment page open on it elsewhere (its revision, product-rules §7.10), remove any gift-card
 * payments, fetch the payment details, and have the purchase's session connect its provider for
 * them at once, giving it {@link CONNECT_WAIT_MS} to create its client so the page renders once,
 * with its options. A failure is a {@link StepError} for the form, never the payment page's WHOOPS
 * modal.
 */
export async function preparePayment(
  http: Http,
  { get, set, checkout, session }: OrderStore,
  cartId: string,
  options: PrepareOptions = {},
): Promise<void> {
  set(checkout.revisionAtom, newRevision());
  const cards = await removeGiftCardPayments(http, cartId).catch((error: unknown) => {
    if (options.onGone && isGone(error)) throw new StepError(options.onGone());
    return fail(error, PREPARE_PAYMENT_ERROR_MESSAGE);
  });
  set(checkout.giftCardsAtom, cards ?? []);
  if (!(await set(checkout.loadPaymentDetails, { http }))) {
    const message = get(checkout.errorAtom) ?? PAYMENT_DETAILS_ERROR_MESSAGE;
    // Shown in the form, not as the payment page's WHOOPS modal.
    set(checkout.errorAtom, null);
    throw new StepError(message);
  }
  const details = get(checkout.paymentDetailsAtom);
  if (details) session.connect(details);
  await session.whenConnected(CONNECT_WAIT_MS);
}
