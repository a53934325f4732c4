/**
 * The cinema's terms of use (product-rules §2.3, `terms-url`): the page every terms checkbox and
 * the shop's details link to.
 */
export const TERMS_PATH = '/terms-of-use';

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
