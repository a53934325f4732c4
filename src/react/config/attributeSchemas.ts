/**
 * valibot schemas for element attributes. Attributes are strings (STYLE point 3); these check
 * them inside React so a bad one becomes a visible configuration message, never a thrown error.
 * Messages finish the sentence "Invalid attribute <name>: …".
 */
import * as v from 'valibot';

/** The API base when `api-base` is absent (spec 7: base path /api/). */
export const DEFAULT_API_BASE = '/api/';

/** A required attribute: any non-blank text, trimmed. */
export const RequiredAttribute = v.pipe(v.string(), v.trim(), v.nonEmpty('it must not be empty'));

/** An identifier such as a festival id: letters and digits, single `-` or `_` between them. */
export const SlugAttribute = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('it must not be empty'),
  v.regex(
    /^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/,
    'use letters, digits and single dashes only, e.g. "jiff"',
  ),
);

/** A reCAPTCHA site key: Google's keys are letters, digits, `-` and `_`. */
export const SiteKeyAttribute = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('it must not be empty'),
  v.regex(
    /^[A-Za-z0-9_-]+$/,
    'use the reCAPTCHA v3 site key exactly as the reCAPTCHA admin console shows it',
  ),
);

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** True for `/api/`, `api/`, `./api/` or an absolute http(s) URL, without query or hash. */
function isApiBase(value: string): boolean {
  if (/[\s?#\\]/.test(value)) return false;
  if (/^https?:\/\//i.test(value)) {
    try {
      return new URL(value).hostname !== '';
    } catch {
      return false;
    }
  }
  // Protocol-relative and other schemes (javascript:, data:) are not an API base.
  return !value.startsWith('//') && !SCHEME.test(value);
}

/**
 * `api-base` (CONTRACT §2): optional, default `/api/`; a relative path or an http(s) URL.
 * A trailing slash is added so `https://cinema.example/api` means `…/api/cart`, not `…/cart`.
 */
export const ApiBaseAttribute = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((value) => (value === '' ? DEFAULT_API_BASE : value)),
    v.check(
      isApiBase,
      'use a path such as "/api/" or an http(s) URL such as "https://cinema.example/api/"',
    ),
    v.transform((value) => (value.endsWith('/') ? value : `${value}/`)),
  ),
  DEFAULT_API_BASE,
);
