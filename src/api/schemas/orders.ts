/**
 * The orders that add to the server cart (openapi.yaml `ProductOrder`, `TicketOrder`,
 * `MembershipOrder`, `UpgradeMembershipOrder`) and the postal address they carry, and the new
 * cart's empty body (`NewCart`). Apart from the cart itself (cart.ts), which the shop's first view
 * reads, so that only the order calls and the checkout load these.
 */
import * as v from 'valibot';
import { Email, Id, Quantity, RecaptchaToken, Required, Cents } from './primitives';
import { GiftRecipient } from './giftRecipient';
import { MEMBER_DETAILS_ENTRIES } from './member';

/** Australian states and territories, for postal addresses. */
export const AustralianState = v.picklist(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);

/**
 * Billing or delivery address, fixed for Australian post (product-rules §8.4; openapi.yaml
 * `Address`).
 */
export const Address = v.object({
  firstName: Required,
  lastName: Required,
  line1: Required,
  line2: v.optional(v.string()),
  suburb: Required,
  state: AustralianState,
  postCode: v.pipe(v.string(), v.trim(), v.regex(/^\d{4}$/, 'Please enter a 4-digit post code')),
});
export type Address = v.InferOutput<typeof Address>;

/**
 * A line of a product order. A gift card by e-mail carries its amount (the chosen one, or its
 * price) and its recipient (product-rules §15.2); every other line is `{ id, quantity }`.
 */
export const ProductOrderLine = v.object({
  id: Id,
  quantity: Quantity,
  priceInCents: v.optional(Cents),
  recipient: v.optional(GiftRecipient),
});

/** `POST cart/{id}/products`. */
export const ProductOrder = v.object({
  cinemaId: Id,
  products: v.pipe(v.array(ProductOrderLine), v.minLength(1)),
  deliveryAddress: v.optional(Address),
  billingAddress: v.optional(Address),
});
export type ProductOrder = v.InferInput<typeof ProductOrder>;

/** `POST cart/{id}/tickets`. */
export const TicketOrder = v.object({
  cinemaId: Id,
  sessionId: Id,
  tickets: v.pipe(v.array(v.object({ id: Id, quantity: Quantity })), v.minLength(1)),
  seats: v.array(v.string()),
});
export type TicketOrder = v.InferInput<typeof TicketOrder>;

/** `POST cart/{id}/membership`. */
export const MembershipOrder = v.object({
  cinemaId: Id,
  concessionItemId: Id,
  email: Email,
  ...MEMBER_DETAILS_ENTRIES,
  recaptchaToken: RecaptchaToken,
});
export type MembershipOrder = v.InferInput<typeof MembershipOrder>;

/**
 * `POST cart`: an empty object. The call sends JSON like every other write, so that another site's
 * page cannot make it without a CORS preflight (openapi.yaml, "Cross-site writes").
 */
export const NewCart = v.object({});
export type NewCart = v.InferInput<typeof NewCart>;

/** `POST cart/{id}/upgrade-membership`. */
export const UpgradeMembershipOrder = v.object({ cinemaId: Id, concessionItemId: Id });
export type UpgradeMembershipOrder = v.InferInput<typeof UpgradeMembershipOrder>;
