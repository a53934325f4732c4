/**
 * ky for one API base (product-rules §14), in a chunk of its own: JSON in and out, cookies sent
 * cross-origin, no timeout, GETs retried, and every failure turned into our own {@link ApiError}
 * so no ky error type leaks upward. `send` (request.ts) loads it for every call that changes
 * something and for every GET whose first answer says "try again"; a first GET that succeeds, or
 * fails for good, needs none of it, so no element's first view downloads it.
 */
import ky, { isHTTPError, isNetworkError } from 'ky';
import type { KyInstance } from 'ky';
import { httpFailure, networkFailure, RETRY_STATUSES } from './answers';
import type { FetchLike } from './answers';

/** Turns ky's errors into {@link ApiError}; aborts and anything unknown pass through. */
function toApiError(error: Error, request: Request): Error {
  if (isHTTPError(error)) return httpFailure(request, error.response, error.data, error);
  if (isNetworkError(error)) return networkFailure(request, error);
  return error;
}

/**
 * The ky instance of an API client (http.ts `createHttp`), with `prefix` its base and `fetch` its
 * fetch (the loader's answer for a first GET, else the network).
 *
 * - `credentials: 'include'`: member calls ride on the cinema's session cookie, also cross-origin.
 * - `timeout: false`: there is no request timeout (product-rules §14).
 * - Retries: GET only, at most 2, on network failures and 408/429/5xx. §14 never retries a
 *   non-idempotent call; DELETE is idempotent by HTTP but removing a gift card returns the new
 *   list, so a replayed DELETE would hide the first answer — we keep to GET.
 */
export function createKy(prefix: string, fetch: FetchLike): KyInstance {
  return ky.create({
    prefix,
    credentials: 'include',
    headers: { accept: 'application/json' },
    timeout: false,
    retry: {
      limit: 2,
      methods: ['get'],
      statusCodes: [...RETRY_STATUSES],
      afterStatusCodes: [429, 503],
      // A server asking for minutes of patience gets a failure instead of a frozen widget.
      maxRetryAfter: 5_000,
      backoffLimit: 3_000,
    },
    hooks: {
      beforeError: [({ error, request }) => toApiError(error, request)],
    },
    fetch,
  });
}
