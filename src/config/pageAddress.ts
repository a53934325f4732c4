/**
 * The one rule for an address (docs/product-rules.md §2.3, §2.8): what an attribute holds
 * (`api-base`, `href`, `sign-in-url`) and what the API hands us for an `href` or `src` (wallet
 * links, product images), decided by the browser's own parser, `new URL(value, document.baseURI)`,
 * after refusing what that parser would quietly repair into another address: a control character
 * it drops (`\u0001//evil.example` reads as `//evil.example`), a backslash it reads as `/`
 * (`/\evil.example` is `//evil.example`), a protocol-relative `//host`, or a scheme without its
 * `//` (`https:evil.example`).
 *
 * It imports nothing: the CDN loader runs it on its own copy (tsup.config.ts, `loaderCopies`)
 * before its first request, so nothing leaves the page before the element's check would refuse the
 * value. The words for each problem are in addressWords.ts, which the loader does not carry.
 */

/** Why an address is refused; addressWords.ts says each in words. */
export type AddressProblem =
  | 'empty'
  | 'control'
  | 'backslash'
  | 'space'
  | 'protocol-relative'
  | 'scheme'
  | 'no-slashes'
  | 'unreadable'
  | 'user'
  | 'query'
  | 'mixed-content'
  | 'other-site';

/**
 * What the address is for: `page`, a link an attribute holds; `api`, an `api-base` (no query or
 * fragment, and never `http:` on an `https:` page, which the browser blocks as mixed content);
 * `from-api`, an address the API answered with (https, or on the page's own site).
 */
export type AddressUse = 'page' | 'api' | 'from-api';

/** The base relative addresses are resolved against when the page has none a URL can use. */
const NO_PAGE = 'https://page.invalid/';

/** What the browser's parser would drop or rewrite into another address, before it parses. */
const REFUSED: ReadonlyArray<readonly [RegExp, AddressProblem]> = [
  [/^$/, 'empty'],
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  [/[\u0000-\u001f\u007f-\u009f]/, 'control'],
  [/\\/, 'backslash'],
  [/\s/, 'space'],
  [/^\/\//, 'protocol-relative'],
  [/^(?!https?:)[a-z][a-z\d+.-]*:/i, 'scheme'],
  [/^https?:(?!\/\/[^/])/i, 'no-slashes'],
];

/**
 * `value` as the browser reads it, resolved against `pageBase` (default `document.baseURI`), or
 * why it is refused. White space around it is dropped, as HTML drops it around an attribute's
 * URL; anything else the parser would drop or rewrite is refused rather than repaired.
 */
export function checkAddress(
  value: string,
  use: AddressUse = 'page',
  pageBase?: string,
): URL | AddressProblem {
  const raw = String(value).trim();
  const refused = REFUSED.find(([pattern]) => pattern.test(raw));
  if (refused) return refused[1];
  let page: URL | null = null;
  let url: URL;
  try {
    const base = pageBase ?? globalThis.document?.baseURI;
    page = base && /^https?:/.test(base) ? new URL(base) : null;
  } catch {
    // A page address no URL can be made of: relative addresses cannot be the page's own.
  }
  try {
    url = new URL(raw, page ?? NO_PAGE);
  } catch {
    return 'unreadable';
  }
  if (!/^https?:$/.test(url.protocol)) return 'scheme';
  if (url.username || url.password) return 'user';
  if (use === 'api' && /[?#]/.test(raw)) return 'query';
  // The browser blocks every call from an https: page to an http: API (mixed content).
  if (use === 'api' && page?.protocol === 'https:' && url.protocol === 'http:') {
    return 'mixed-content';
  }
  if (use === 'from-api' && url.protocol !== 'https:' && url.origin !== page?.origin) {
    return 'other-site';
  }
  return url;
}

/** True for `/cart`, `cart.html`, `#shop`, `https://cinema.example/cart`; false otherwise. */
export function isPageAddress(value: string): boolean {
  return typeof checkAddress(value) !== 'string';
}
