import * as v from 'valibot';
import { ApiBaseAttribute } from '../config/attributeSchemas';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** True for a page address: a path (`/cart`, `cart.html`, `#cart`) or an absolute http(s) URL. */
function isPageAddress(value: string): boolean {
  if (/\s/.test(value) || value.startsWith('//')) return false;
  if (!SCHEME.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** `href` (CONTRACT §2): optional; where the cart lives. `javascript:` and the like are refused. */
export const HrefAttribute = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('it must not be empty; leave it out to link to the cart on this page'),
    v.check(isPageAddress, 'use a page address such as "/cart" or "https://cinema.example/cart"'),
  ),
);

/** The attributes of `<cinema-cart-summary>` (CONTRACT §2), keyed by r2wc prop name. */
export const CartSummaryConfig = v.object({
  apiBase: ApiBaseAttribute,
  href: HrefAttribute,
});

/** A checked cart-summary configuration. */
export type CartSummaryConfig = v.InferOutput<typeof CartSummaryConfig>;
