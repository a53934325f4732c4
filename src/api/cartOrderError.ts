/**
 * Spec 8, "Cart order failure": the product stores the server's detail text, or a default per
 * order kind, and rethrows. The client stays pure (it throws the raw {@link ApiError}); this helper
 * gives the atoms layer the error to store and rethrow.
 */
import { ApiError, detailOr, isApiError } from '../errors/errors';

/** The kinds of cart order (spec 7's `POST cart/{id}/…` rows). */
export type CartOrderKind = 'product' | 'ticket' | 'membership' | 'upgradeMembership';

/** Spec 8's default text per order kind, shown when the server sent no detail. */
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
