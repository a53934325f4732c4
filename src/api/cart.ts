/**
 * The server cart (product-rules §5.2; openapi.yaml, the `cart…` operations): created, fetched by
 * id, updated by orders, cached until its expiry, deleted. The cached copy is one per API base —
 * the cart this browser is filling — so an order's answer replaces it and a delete removes it.
 */
import type * as v from 'valibot';
import {
  Cart,
  MembershipOrder,
  NewCart,
  ProductOrder,
  TicketOrder,
  UpgradeMembershipOrder,
} from './schemas';
import { invalidate, readCache, writeCache } from './cache';
import { PERSONAL_DATA_TTL_SECONDS } from '../storage/personalData';
import type { Http } from './http';
import { pathId, postCall, request, requestOutcome } from './request';
import type { CachedCallOptions, CallOptions } from './request';

/** Seconds from now until the cart expires; 0 or less when it already has. */
function secondsLeft(cart: Cart): number {
  return Math.floor((Date.parse(cart.expiry) - Date.now()) / 1000);
}

/**
 * Cache a cart until its expiry (product-rules §4.3), 30 minutes at most: a gift card's line names
 * its recipient, personal data (§4.2). An expired cart is not kept at all.
 */
export function storeCart(http: Http, cart: Cart): void {
  const ttl = secondsLeft(cart);
  if (ttl > 0) writeCache(http, 'cart', cart, Math.min(ttl, PERSONAL_DATA_TTL_SECONDS));
  else invalidate(http, 'cart');
}

/** The cached cart for this API base, or `null` when there is none or it has expired. */
export function storedCart(http: Http): Cart | null {
  return readCache(http, 'cart', Cart) ?? null;
}

async function cartAnswer(
  http: Http,
  answer: Promise<Cart | undefined>,
): Promise<Cart | undefined> {
  const cart = await answer;
  if (cart) storeCart(http, cart);
  return cart;
}

/**
 * `POST cart`: create an empty cart and cache it. Its body is `{}`: every write the elements send
 * is JSON (openapi.yaml, "Cross-site writes").
 */
export async function createCart(http: Http, options: CallOptions = {}): Promise<Cart | undefined> {
  return cartAnswer(http, request(http, postCall('cart', NewCart, {}, 'new cart', options), Cart));
}

/** `GET cart/{id}`: the cached copy while it has not expired, else the server's (then cached). */
export async function getCart(
  http: Http,
  cartId: string,
  options: CachedCallOptions = {},
): Promise<Cart | undefined> {
  const path = `cart/${pathId(cartId, 'cartId')}`;
  if (!options.refresh) {
    const stored = storedCart(http);
    if (stored?.id === cartId) return stored;
  }
  return cartAnswer(http, request(http, { method: 'get', path, signal: options.signal }, Cart));
}

/**
 * `DELETE cart/{id}`: remove the stored copy, then ask the server to delete the cart
 * (product-rules §5.2). Resolves to `true` once the server agreed, `undefined` when aborted; throws
 * `ApiError`.
 */
export async function deleteCart(
  http: Http,
  cartId: string,
  options: CallOptions = {},
): Promise<boolean | undefined> {
  const path = `cart/${pathId(cartId, 'cartId')}`;
  if (storedCart(http)?.id === cartId) invalidate(http, 'cart');
  const outcome = await requestOutcome(http, { method: 'delete', path, signal: options.signal });
  return outcome?.success;
}

async function order(
  http: Http,
  cartId: string,
  route: string,
  schema: v.GenericSchema<unknown, unknown>,
  payload: unknown,
  what: string,
  options: CallOptions,
): Promise<Cart | undefined> {
  const path = `cart/${pathId(cartId, 'cartId')}/${route}`;
  return cartAnswer(http, request(http, postCall(path, schema, payload, what, options), Cart));
}

/**
 * `POST cart/{id}/products`: add products; resolves to the updated (and re-cached) cart.
 * Throws `ApiError` on failure — see `cartOrderError` for its texts.
 */
export async function addProductOrder(
  http: Http,
  cartId: string,
  payload: ProductOrder,
  options: CallOptions = {},
): Promise<Cart | undefined> {
  return order(http, cartId, 'products', ProductOrder, payload, 'product order', options);
}

/** `POST cart/{id}/tickets`: add session tickets; resolves to the updated cart. */
export async function addTicketOrder(
  http: Http,
  cartId: string,
  payload: TicketOrder,
  options: CallOptions = {},
): Promise<Cart | undefined> {
  return order(http, cartId, 'tickets', TicketOrder, payload, 'ticket order', options);
}

/** `POST cart/{id}/membership`: add a new or renewed membership; resolves to the updated cart. */
export async function addMembershipOrder(
  http: Http,
  cartId: string,
  payload: MembershipOrder,
  options: CallOptions = {},
): Promise<Cart | undefined> {
  return order(http, cartId, 'membership', MembershipOrder, payload, 'membership order', options);
}

/** `POST cart/{id}/upgrade-membership`: add a membership upgrade; resolves to the updated cart. */
export async function addUpgradeMembershipOrder(
  http: Http,
  cartId: string,
  payload: UpgradeMembershipOrder,
  options: CallOptions = {},
): Promise<Cart | undefined> {
  return order(
    http,
    cartId,
    'upgrade-membership',
    UpgradeMembershipOrder,
    payload,
    'upgrade membership order',
    options,
  );
}
