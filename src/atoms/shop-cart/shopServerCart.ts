/**
 * The page's one server cart for the shop of an API (product-rules §5.2), as the light parts every
 * element reads: its id and expiry (for the time left), and its tickets (for the count and total).
 * Page-wide and kept in storage under the API's keys (shopKeys.ts), so every shop and cart summary
 * of that API, and every tab, agree. The order calls write the same keys through the page's stored
 * cart (`shopStoredCart`, shopCartCalls.ts); this module only reads them, and drops them when the
 * cart expires.
 */
import { atom } from 'jotai/vanilla';
import type { Atom, Getter, Setter, WritableAtom } from 'jotai/vanilla';
import { RESET } from 'jotai/vanilla/utils';
import * as v from 'valibot';
import { CART_ORDER_DEFAULTS } from '../../api/cartOrderError';
import type { StoredCartAtoms } from '../checkout/storedCart';
import { persistedAtom } from '../persistedAtom';
import { perBase, shopCheckoutScope, shopKeys } from './shopKeys';

/** Shown when the server cart expired, or the server no longer knows it (product-rules §5.2). */
export const CART_EXPIRED_MESSAGE = 'Your cart has expired.';

/** A ticket order that failed without a server detail (one text with every cart order's). */
export const TICKET_ORDER_ERROR_MESSAGE = CART_ORDER_DEFAULTS.ticket;

/** Just what the count and total need of a stored cart; everything else is ignored. */
const TicketsOnly = v.object({
  id: v.string(),
  bookingFeeInCents: v.optional(v.number(), 0),
  sessions: v.array(
    v.object({ tickets: v.array(v.object({ priceInCents: v.number(), quantity: v.number() })) }),
  ),
});

/** Whole seconds left until `expiry` at `now`, never below 0. */
export function secondsLeft(expiry: string, now: number = Date.now()): number {
  const at = Date.parse(expiry);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * `mm:ss` (product-rules §5.2), e.g. `14:05`; a cart an hour or more away shows its minutes in
 * full.
 */
export function formatTimeLeft(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** Cart ids whose expiry this page has already announced. */
const announced = new Set<string>();

/** The server cart of one API's shop, as every element reads it. */
export interface ShopServerCartAtoms {
  /** The server cart's id and expiry (ISO 8601) while one is stored, else null. */
  readonly timerAtom: Atom<{ cartId: string; expiry: string } | null>;
  /** How many tickets the server cart holds. */
  readonly ticketCountAtom: Atom<number>;
  /** The tickets' total with the booking fee, in cents: what they add to the cart's total. */
  readonly ticketsTotalAtom: Atom<number>;
  /**
   * Drop the stored server cart `cartId` (the expiry of product-rules §5.2): its id, expiry, buyer,
   * copy and ticket orders, and the recipients of the gift cards by e-mail (§15.2); the shop items
   * stay in the browser cart. Resolves true for the first caller on the page for that cart, who
   * fires `cinema-cart-expired`; false for every later one.
   */
  readonly expire: WritableAtom<null, [string], boolean>;
  /**
   * Forget the stored server cart whatever its id (after a payment, whose completion already
   * dropped the id, expiry and buyer): its copy, ticket orders and the recipients go too.
   */
  readonly forget: WritableAtom<null, [], void>;
  /** Whether a buyer is stored for the server cart: they reached payment with it. */
  readonly hasStoredBuyerAtom: Atom<boolean>;
}

function build(base: string): ShopServerCartAtoms {
  const keys = shopKeys(base);
  const storedIdAtom = persistedAtom(keys.cartId, v.nullable(v.string()), null);
  const storedExpiryAtom = persistedAtom(keys.cartExpiry, v.nullable(v.string()), null);
  const storedTicketsAtom = persistedAtom(keys.serverCart, v.nullable(TicketsOnly), null);
  // The buyer, ticket orders and recipients of the dropped cart: removed with it.
  const customerKeyAtom = persistedAtom(keys.customer, v.unknown(), null);
  const ticketOrdersKeyAtom = persistedAtom(keys.ticketOrders, v.unknown(), null);
  const recipientsKeyAtom = persistedAtom(keys.recipients, v.unknown(), null);
  const dropAll = (set: Setter) => {
    set(storedIdAtom, RESET);
    set(storedExpiryAtom, RESET);
    set(storedTicketsAtom, RESET);
    for (const extra of [customerKeyAtom, ticketOrdersKeyAtom, recipientsKeyAtom])
      set(extra, RESET);
  };

  /** The stored cart's sessions, when it is the current cart. */
  const ticketSessionsAtom = atom((get) => {
    const cart = get(storedTicketsAtom);
    return cart && cart.id === get(storedIdAtom) ? cart.sessions : [];
  });
  const sum = (
    tickets: ReadonlyArray<{ quantity: number; priceInCents: number }>,
    price: boolean,
  ) => tickets.reduce((n, ticket) => n + ticket.quantity * (price ? ticket.priceInCents : 1), 0);

  return {
    timerAtom: atom((get) => {
      const cartId = get(storedIdAtom);
      const expiry = get(storedExpiryAtom);
      return cartId && expiry ? { cartId, expiry } : null;
    }),
    ticketCountAtom: atom((get) =>
      get(ticketSessionsAtom).reduce((n, session) => n + sum(session.tickets, false), 0),
    ),
    ticketsTotalAtom: atom((get) => {
      const sessions = get(ticketSessionsAtom);
      if (sessions.length === 0) return 0;
      const fee = get(storedTicketsAtom)?.bookingFeeInCents ?? 0;
      return sessions.reduce((n, session) => n + sum(session.tickets, true), fee);
    }),
    expire: atom(null, (get, set, cartId: string) => {
      if (get(storedIdAtom) === cartId) dropAll(set);
      if (announced.has(cartId)) return false;
      announced.add(cartId);
      return true;
    }),
    forget: atom(null, (_get, set) => dropAll(set)),
    hasStoredBuyerAtom: atom((get) => get(storedIdAtom) !== null && get(customerKeyAtom) !== null),
  };
}

/** The server cart of the shop of the API at `base` (shopKeys.ts): the same atoms page-wide. */
export const shopServerCartFor: (base: string) => ShopServerCartAtoms = perBase(build);

/**
 * What the shop's calls (in the order calls' chunk) are handed: store access and the page's one
 * stored server cart (`shopStoredCart` there; a purchase's checkout is made on the same atoms).
 */
export interface ShopFlowStore {
  get: Getter;
  set: Setter;
  /** The API base whose shop this is (shopKeys.ts). */
  base: string;
  checkout: StoredCartAtoms;
}

/** The shop's calls' store for the API at `base`, with the stored cart of the loaded order calls. */
export const shopStore = (
  get: Getter,
  set: Setter,
  { shopStoredCart }: { shopStoredCart: (scope: string) => StoredCartAtoms },
  base: string,
): ShopFlowStore => ({ get, set, base, checkout: shopStoredCart(shopCheckoutScope(base)) });
