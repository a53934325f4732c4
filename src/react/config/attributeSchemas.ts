/**
 * valibot schemas for element attributes. Attributes are strings (STYLE point 3); these check
 * them inside React so a bad one becomes a visible configuration message, never a thrown error.
 * Messages finish the sentence "Invalid attribute <name>: …".
 */
import * as v from 'valibot';
import { API_BASE_HINT, DEFAULT_API_BASE, parseApiBase } from '../../config/apiBase';
import { DEFAULT_TIME_ZONE, TIME_ZONE_HINT, isTimeZone } from '../../config/timeZone';

export { DEFAULT_API_BASE, DEFAULT_TIME_ZONE };

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

/**
 * `api-base` (product-rules §2.3): optional, default `/api/`; a relative path or an http(s) URL.
 * A trailing slash is added so `https://cinema.example/api` means `…/api/cart`, not `…/cart`.
 */
export const ApiBaseAttribute = v.optional(
  v.pipe(
    v.string(),
    v.check((value) => parseApiBase(value) !== null, API_BASE_HINT),
    v.transform((value) => parseApiBase(value) ?? DEFAULT_API_BASE),
  ),
  DEFAULT_API_BASE,
);

/**
 * `time-zone` (product-rules §2.3): optional, default `Australia/Sydney`; an IANA zone the engine's
 * Intl knows. Absent or blank means the default, as for `api-base`.
 */
export const TimeZoneAttribute = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || isTimeZone(value), TIME_ZONE_HINT),
    v.transform((value) => value || DEFAULT_TIME_ZONE),
  ),
  DEFAULT_TIME_ZONE,
);
