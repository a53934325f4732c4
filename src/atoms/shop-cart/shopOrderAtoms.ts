/**
 * The shop's server cart, in full: the stored copy of the cart (sessions, tickets, products), the
 * ticket orders sent to it (the checkout atoms that pay for it, scope `shopCheckoutScope(base)`,
 * are handed to the shop's calls by their callers, with the checkout chunk). Page-wide per API,
 * like the browser cart: every `cinema-shop-cart` of that API on the page fills and pays the same
 * server cart.
 */
import { atom } from 'jotai/vanilla';
import type { PrimitiveAtom, WritableAtom } from 'jotai/vanilla';
import * as v from 'valibot';
import { Cart } from '../../api/schemas/cart';
import { storage } from '../../storage/storage';
import { secondsUntil } from '../checkout/cartLifetime';
import { persistedAtom } from '../persistedAtom';
import type { PersistedUpdate } from '../persistedAtom';
import { perBase, shopKeys } from './shopKeys';

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

/** The server cart of one API's shop, in full. */
export interface ShopOrderAtoms {
  /** The last copy of the server cart the API answered with (its recipients left out). */
  readonly serverCartAtom: WritableAtom<Cart | null, [PersistedUpdate<Cart | null>], void>;
  /** The ticket orders in the server cart, so a cart rebuilt before payment gets them back. */
  readonly ticketOrdersAtom: WritableAtom<
    TicketOrderRecord[],
    [PersistedUpdate<TicketOrderRecord[]>],
    void
  >;
  /**
   * The product order last sent to the cart in this page (its products and addresses), so a retry
   * after a later step failed does not send it twice. Memory only: it holds addresses.
   */
  readonly sentProductOrderAtom: PrimitiveAtom<{ cartId: string; signature: string } | null>;
}

/** The server cart of the shop of the API at `base`, stored no longer than it lives. */
export const shopOrderAtomsFor: (base: string) => ShopOrderAtoms = perBase((base) => {
  const keys = shopKeys(base);
  const untilCartExpires = () => secondsUntil(storage.get<string>(keys.cartExpiry));
  return {
    serverCartAtom: persistedAtom(keys.serverCart, v.nullable(Cart), null, {
      ttlSeconds: untilCartExpires,
    }),
    ticketOrdersAtom: persistedAtom(
      keys.ticketOrders,
      v.array(TicketOrderInput),
      [] as TicketOrderRecord[],
      { ttlSeconds: untilCartExpires },
    ),
    sentProductOrderAtom: atom<{ cartId: string; signature: string } | null>(null),
  };
});

export { currentServerCartFor } from './shopCartView';
