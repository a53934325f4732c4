/**
 * A failed cart order (product-rules §9.1): the product stores the server's detail text, or a
 * default per order kind, and rethrows. The client stays pure (it throws the raw {@link ApiError});
 * this helper gives the atoms layer the error to store and rethrow.
 */
import { ApiError, detailOr, isApiError } from '../errors/errors';

/** The kinds of cart order (openapi.yaml's `POST cart/{cartId}/…` operations). */
export type CartOrderKind = 'product' | 'ticket' | 'membership' | 'upgradeMembership';

/** The default text per order kind (product-rules §9.1), shown when the server sent no detail. */
export const CART_ORDER_DEFAULTS: Readonly<Record<CartOrderKind, string>> = {
  product: 'Failed to update product order',
  ticket: 'Failed to update ticket order',
  membership: 'Failed to update membership order',
  upgradeMembership: 'Failed to update upgrade membership order',
};

/**
 * The error to store and rethrow after a failed cart order: an {@link ApiError} whose `detail`
 * (and `message`) is the server's detail, or the default for `kind`. Keeps the original as `cause`
 * and its status (0 when the failure was not an HTTP answer).
 */
export function cartOrderError(kind: CartOrderKind, error: unknown): ApiError {
  const detail = detailOr(error, CART_ORDER_DEFAULTS[kind]);
  const status = isApiError(error) ? error.status : 0;
  const title = isApiError(error) ? error.title : undefined;
  return new ApiError(detail, { status, title, detail }, { cause: error });
}
