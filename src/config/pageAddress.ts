/**
 * The one rule for an address an attribute may hold (`api-base`, `href`): a path on the page's own
 * site, or an absolute http(s) URL with a host. Protocol-relative addresses (`//host`) and other
 * schemes (`javascript:`, `data:`, `ftp:`) are refused, as is any white space.
 */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** True for `/cart`, `cart.html`, `#shop`, `https://cinema.example/cart`; false otherwise. */
export function isPageAddress(value: string): boolean {
  if (/\s/.test(value) || value.startsWith('//')) return false;
  if (!SCHEME.test(value)) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}
