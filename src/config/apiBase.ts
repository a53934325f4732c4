/**
 * The one `api-base` rule (product-rules §2.3), shared by the attribute check that shows a
 * configuration message and by the API client that builds URLs, so the two never disagree.
 */
import { isPageAddress } from './pageAddress';

/** The API base when `api-base` is absent or blank (product-rules §2.3). */
export const DEFAULT_API_BASE = '/api/';

/** How to write a valid `api-base`; finishes the sentence "Invalid attribute api-base: …". */
export const API_BASE_HINT =
  'use a path such as "/api/" or an http(s) URL such as "https://cinema.example/api/"';

/**
 * `value` as an API base ending in `/` (blank means {@link DEFAULT_API_BASE}), or null when it is
 * not one: a path (`/api/`, `api/`, `./api/`) or an absolute http(s) URL with a host, without
 * spaces, query, fragment or backslash. Protocol-relative (`//host`) and other schemes
 * (`javascript:`, `data:`, `ftp:`) are refused.
 */
export function parseApiBase(value: string | null | undefined): string | null {
  const raw = value?.trim() || DEFAULT_API_BASE;
  // An API base is a page address that also has no query, fragment or backslash.
  if (/[?#\\]/.test(raw) || !isPageAddress(raw)) return null;
  return raw.endsWith('/') ? raw : `${raw}/`;
}
