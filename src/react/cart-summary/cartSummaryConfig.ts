import * as v from 'valibot';
import { AddressAttribute, ApiBaseAttribute, TimeZoneAttribute } from '../config/attributeSchemas';

/**
 * `href` (product-rules §2.2): optional; where the cart lives, an address the rule of
 * product-rules §2.8 takes (`javascript:`, `//host` and the like are refused).
 */
export const HrefAttribute = AddressAttribute(
  'it must not be empty; leave it out to link to the cart on this page',
  'use a page address such as "/cart" or "https://cinema.example/cart"',
);

/** The attributes of `<cinema-cart-summary>` (product-rules §2.2), keyed by r2wc prop name. */
export const CartSummaryConfig = v.object({
  apiBase: ApiBaseAttribute,
  href: HrefAttribute,
  timeZone: TimeZoneAttribute,
});

/** A checked cart-summary configuration. */
export type CartSummaryConfig = v.InferOutput<typeof CartSummaryConfig>;
