/**
 * The one `api-base` rule (docs/product-rules.md §2.3), shared by the attribute check that shows a
 * configuration message, the API client that builds URLs and the cache keys that name the API, so
 * none of them disagrees: the address rule (pageAddress.ts) for an API.
 */
import { checkAddress } from './pageAddress';
import type { AddressProblem } from './pageAddress';

/** The API base when `api-base` is absent or blank (product-rules §2.3). */
export const DEFAULT_API_BASE = '/api/';

/** How to write a valid `api-base`; finishes the sentence "Invalid attribute api-base: …". */
export const API_BASE_HINT =
  'use a path such as "/api/" or an http(s) URL such as "https://cinema.example/api/"';

/** `value` as given, blank meaning {@link DEFAULT_API_BASE}. */
const given = (value: string | null | undefined): string => value?.trim() || DEFAULT_API_BASE;

/**
 * Why `value` is no API base (the address rule for an API, product-rules §2.8), or null when it is
 * one; blank is the default, which is one.
 */
export function apiBaseProblem(
  value: string | null | undefined,
  pageBase?: string,
): AddressProblem | null {
  const checked = checkAddress(given(value), 'api', pageBase);
  return typeof checked === 'string' ? checked : null;
}

/**
 * `value` as an API base ending in `/` (blank means {@link DEFAULT_API_BASE}), as written, or null
 * when the address rule refuses it (see {@link apiBaseProblem}).
 */
export function parseApiBase(value: string | null | undefined, pageBase?: string): string | null {
  if (apiBaseProblem(value, pageBase) !== null) return null;
  const raw = given(value);
  return raw.endsWith('/') ? raw : `${raw}/`;
}

/**
 * The API base as every key and request names it: absolute, resolved against the page when there
 * is one (so `/api/` and `https://this.site/api/` are one API), ending in `/`; the path as given
 * on a page whose address cannot resolve one (about:blank). Null when the rule refuses it.
 */
export function resolveApiBase(value: string | null | undefined, pageBase?: string): string | null {
  const withSlash = parseApiBase(value, pageBase);
  if (withSlash === null) return null;
  try {
    // An absolute base stands on its own; a path is resolved against the page, if it can be.
    const url = new URL(withSlash, pageBase ?? globalThis.document?.baseURI);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // No page to resolve it against (about:blank, or no document): fetch resolves it later.
  }
  return withSlash;
}
