/**
 * The server cart (openapi.yaml `Cart`) and the orders that add to it. What is for sale is in
 * catalogue.ts: a first view that lists it needs none of this.
 */
import * as v from 'valibot';
import {
  Cents,
  Email,
  Id,
  IsoDate,
  IsoTimestamp,
  Quantity,
  RecaptchaToken,
  Required,
} from './primitives';
import { GiftRecipient } from './giftRecipient';

const LineItem = {
  id: Id,
  name: v.string(),
  priceInCents: Cents,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(0)),
};
/**
 * A concession (product) line in a server cart. A gift card by e-mail's line says to whom and on
 * which day it is sent (product-rules §15.2): the rest of its recipient stays with the order.
 */
export const Concession = v.object({
  ...LineItem,
  recipient: v.optional(v.object({ name: v.string(), email: v.string(), sendDate: IsoDate })),
});
export type Concession = v.InferOutput<typeof Concession>;
/** A ticket line in a cart session. */
export const Ticket = v.object(LineItem);
export type Ticket = v.InferOutput<typeof Ticket>;
/** A screening in a cart, with its tickets. */
export const Session = v.object({
  id: Id,
  filmTitle: v.string(),
  date: IsoTimestamp,
  endDate: IsoTimestamp,
  tickets: v.array(Ticket),
});
export type Session = v.InferOutput<typeof Session>;

/** The server cart. */
export const Cart = v.object({
  id: Id,
  expiry: IsoTimestamp,
  totalInCents: Cents,
  bookingFeeInCents: Cents,
  concessions: v.array(Concession),
  sessions: v.array(Session),
});
export type Cart = v.InferOutput<typeof Cart>;

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
  firstName: Required,
  lastName: Required,
  mobilePhone: v.string(),
  dateOfBirth: IsoDate,
  postCode: Required,
  sendNewsletter: v.boolean(),
  sendLoyaltyUpdates: v.boolean(),
  recaptchaToken: RecaptchaToken,
});
export type MembershipOrder = v.InferInput<typeof MembershipOrder>;

/** `POST cart/{id}/upgrade-membership`. */
export const UpgradeMembershipOrder = v.object({ cinemaId: Id, concessionItemId: Id });
export type UpgradeMembershipOrder = v.InferInput<typeof UpgradeMembershipOrder>;
