import * as v from 'valibot';
import { isPageAddress } from '../../config/pageAddress';
import { ApiBaseAttribute, TimeZoneAttribute } from '../config/attributeSchemas';

/**
 * `href` (product-rules §2.2): optional; where the cart lives. `javascript:` and the like are
 * refused.
 */
export const HrefAttribute = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('it must not be empty; leave it out to link to the cart on this page'),
    v.check(isPageAddress, 'use a page address such as "/cart" or "https://cinema.example/cart"'),
  ),
);

/** The attributes of `<cinema-cart-summary>` (product-rules §2.2), keyed by r2wc prop name. */
export const CartSummaryConfig = v.object({
  apiBase: ApiBaseAttribute,
  href: HrefAttribute,
  timeZone: TimeZoneAttribute,
});

/** A checked cart-summary configuration. */
export type CartSummaryConfig = v.InferOutput<typeof CartSummaryConfig>;
