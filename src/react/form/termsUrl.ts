/**
 * The cinema's terms of use, on the cinema's own site (product-rules §2.2; no attribute for it).
 */
export const TERMS_PATH = '/terms-of-use';

/** The terms link: on the API's origin, which is the cinema's site even on a partner page. */
export function termsUrlFor(apiBase: string): string {
  try {
    return new URL(TERMS_PATH, apiBase).href;
  } catch {
    return TERMS_PATH;
  }
}
