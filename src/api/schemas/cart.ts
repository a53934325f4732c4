/**
 * The server cart (openapi.yaml `Cart`), as the shop's first view shows it. What is for sale is in
 * catalogue.ts: a first view that lists it needs none of this; the orders that add to the cart
 * (and their addresses and recipients) are in orders.ts, which only the order calls load.
 */
import * as v from 'valibot';
import { Cents, Id, IsoDate, IsoTimestamp } from './primitives';

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
