/**
 * The shop's server cart, in full: the stored copy of the cart (sessions, tickets, products), the
 * ticket orders sent to it (the checkout atoms that pay for it, scope `SHOP_CHECKOUT_SCOPE`, are
 * handed to the shop's calls by their callers, with the checkout chunk). Page-wide, like the browser
 * cart: every `cinema-shop-cart` on the page fills and pays the same server cart.
 */
import { atom } from 'jotai/vanilla';
import type { PrimitiveAtom } from 'jotai/vanilla';
import * as v from 'valibot';
import { Cart } from '../../api/schemas/cart';
import { storage } from '../../storage/storage';
import { secondsUntil } from '../checkout/cartLifetime';
import { persistedAtom } from '../persistedAtom';
import {
  SHOP_CART_EXPIRY_KEY,
  SHOP_SERVER_CART_KEY,
  SHOP_TICKET_ORDERS_KEY,
} from './shopServerCart';

/** Stored no longer than the server cart lives. */
const untilCartExpires = () => secondsUntil(storage.get<string>(SHOP_CART_EXPIRY_KEY));

/** The last copy of the server cart the API answered with. */
export const serverCartAtom = persistedAtom(SHOP_SERVER_CART_KEY, v.nullable(Cart), null, {
  ttlSeconds: untilCartExpires,
});

/** One `addTickets()` call, as sent (product-rules §5.5). */
export const TicketOrderInput = v.strictObject({
  sessionId: v.pipe(v.string(), v.trim(), v.nonEmpty('sessionId is required')),
  tickets: v.pipe(
    v.array(
      v.strictObject({
        id: v.pipe(v.string(), v.trim(), v.nonEmpty('each ticket needs an id')),
        quantity: v.pipe(
          v.number(),
          v.integer('each ticket quantity must be a whole number'),
          v.minValue(1, 'each ticket quantity must be at least 1'),
        ),
      }),
    ),
    v.minLength(1, 'at least one ticket is required'),
  ),
  seats: v.optional(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty())), []),
});
export type TicketOrderInput = v.InferInput<typeof TicketOrderInput>;
export type TicketOrderRecord = v.InferOutput<typeof TicketOrderInput>;

/** The ticket orders in the server cart, so a cart rebuilt before payment gets them back. */
export const ticketOrdersAtom = persistedAtom(
  SHOP_TICKET_ORDERS_KEY,
  v.array(TicketOrderInput),
  [] as TicketOrderRecord[],
  { ttlSeconds: untilCartExpires },
);

export { currentServerCartAtom } from './shopCartView';

/**
 * The product order last sent to a cart in this page (its products and addresses), so a retry
 * after a later step failed does not send it twice. Memory only: it holds addresses.
 */
export const sentProductOrderAtom: PrimitiveAtom<{ cartId: string; signature: string } | null> =
  atom<{ cartId: string; signature: string } | null>(null);
