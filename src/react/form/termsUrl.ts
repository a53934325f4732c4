/**
 * The cinema's terms of use (product-rules §2.3, `terms-url`): the page every terms checkbox and
 * the shop's details link to. Here, not with the other attribute schemas, so the elements that
 * link to no terms (the cart summary, the newsletter, the member area) carry none of it.
 */
import * as v from 'valibot';
import { addressProblemWords } from '../../config/addressWords';
import { checkAddress } from '../../config/pageAddress';

/** The terms page's path on the API's site when the element names none. */
export const TERMS_PATH = '/terms-of-use';

const TERMS_HINT = 'use a page address such as "/terms" or "https://cinema.example/terms"';

/**
 * The terms link: the element's checked `terms-url` when the page sets one; else
 * {@link TERMS_PATH} on the API's origin, which is the cinema's site even on a partner page.
 */
export function termsUrlFor(apiBase: string, termsUrl?: string | undefined): string {
  if (termsUrl) return termsUrl;
  try {
    return new URL(TERMS_PATH, apiBase).href;
  } catch {
    return TERMS_PATH;
  }
}

/**
 * `terms-url` (product-rules §2.3): optional; the cinema's terms-of-use page, by the same address
 * rule as `href` and `sign-in-url`. Absent or blank: `/terms-of-use` on the API's site
 * ({@link termsUrlFor}), as for `api-base` and `time-zone`.
 */
export const TermsUrlAttribute = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (value) => value === '' || typeof checkAddress(value) !== 'string',
      (issue) => {
        const problem = checkAddress(String(issue.input));
        return typeof problem === 'string'
          ? `${addressProblemWords(problem)}; ${TERMS_HINT}`
          : TERMS_HINT;
      },
    ),
  ),
);
