/**
 * How long what belongs to a server cart may be kept: until the cart expires, and never for good.
 */

/** How long checkout data lives when the cart's expiry is unknown: a server cart's 15 minutes. */
export const CHECKOUT_FALLBACK_TTL_SECONDS = 15 * 60;

/**
 * Seconds until `expiry` (ISO 8601), at least 1; with no known expiry, the longest a server cart
 * lives ({@link CHECKOUT_FALLBACK_TTL_SECONDS}), so nothing personal is ever stored for good.
 */
export function secondsUntil(expiry: string | null): number {
  const at = expiry === null ? Number.NaN : Date.parse(expiry);
  if (Number.isNaN(at)) return CHECKOUT_FALLBACK_TTL_SECONDS;
  return Math.max(1, Math.ceil((at - Date.now()) / 1000));
}
