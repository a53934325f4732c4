/**
 * valibot schemas for element attributes. Attributes are strings (product-rules §2.4); these check
 * them inside React so a bad one becomes a visible configuration message, never a thrown error.
 * Messages finish the sentence "Invalid attribute <name>: …".
 */
import * as v from 'valibot';
import {
  API_BASE_HINT,
  DEFAULT_API_BASE,
  apiBaseProblem,
  parseApiBase,
} from '../../config/apiBase';
import { addressProblemWords } from '../../config/addressWords';
import { checkAddress } from '../../config/pageAddress';
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
 * `api-base` (product-rules §2.3): optional, default `/api/`; a relative path or an http(s) URL, as
 * the address rule for an API reads it (product-rules §2.8), the message saying why one is refused.
 * A trailing slash is added so `https://cinema.example/api` means `…/api/cart`, not `…/cart`.
 */
export const ApiBaseAttribute = v.optional(
  v.pipe(
    v.string(),
    v.check(
      (value) => parseApiBase(value) !== null,
      (issue) => {
        const problem = apiBaseProblem(String(issue.input));
        return problem ? `${addressProblemWords(problem)}; ${API_BASE_HINT}` : API_BASE_HINT;
      },
    ),
    v.transform((value) => parseApiBase(value) ?? DEFAULT_API_BASE),
  ),
  DEFAULT_API_BASE,
);

/**
 * An optional attribute holding a page address (`href`, `sign-in-url`; product-rules §2.2, §2.8):
 * trimmed, not blank (`empty` says what leaving it out does), and one the address rule takes;
 * otherwise the message says why, then `hint`.
 */
export const AddressAttribute = (empty: string, hint: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(empty),
      v.check(
        (value) => typeof checkAddress(value) !== 'string',
        (issue) => {
          const problem = checkAddress(String(issue.input));
          return typeof problem === 'string' ? `${addressProblemWords(problem)}; ${hint}` : hint;
        },
      ),
    ),
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
