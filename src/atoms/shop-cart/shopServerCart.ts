/**
 * The page's one server cart for the shop (product-rules §5.2), as the light parts every element
 * reads: its id and expiry (for the time left), and its tickets (for the count and total).
 * Page-wide and kept in storage, so every shop, every cart summary and every tab agree. The
 * order calls write the same keys through the page's stored cart (`shopStoredCart`,
 * shopCartCalls.ts); this module only reads them, and drops them when the cart expires.
 */
import { atom } from 'jotai/vanilla';
import type { Atom, Getter, Setter, WritableAtom } from 'jotai/vanilla';
import { RESET } from 'jotai/vanilla/utils';
import * as v from 'valibot';
import { CART_ORDER_DEFAULTS } from '../../api/cartOrderError';
import type { StoredCartAtoms } from '../checkout/storedCart';
import { persistedAtom } from '../persistedAtom';

/** The checkout scope of the shop: one server cart and one payment per page. */
export const SHOP_CHECKOUT_SCOPE = 'shop';
const CHECKOUT_PREFIX = `checkout/${SHOP_CHECKOUT_SCOPE}`;
/** The stored server cart id (README's storage table). */
export const SHOP_CART_ID_KEY = `${CHECKOUT_PREFIX}/cart-id`;
/** The stored server cart's expiry. */
export const SHOP_CART_EXPIRY_KEY = `${CHECKOUT_PREFIX}/cart-expiry`;
/** The stored buyer of the shop's checkout. */
export const SHOP_CUSTOMER_KEY = `${CHECKOUT_PREFIX}/customer`;
/** The stored copy of the server cart (its sessions and tickets). */
export const SHOP_SERVER_CART_KEY = 'shop/server-cart';
/** The ticket orders sent to the server cart, so a rebuilt cart gets its tickets back. */
export const SHOP_TICKET_ORDERS_KEY = 'shop/ticket-orders';
/**
 * The recipients of the browser cart's gift cards by e-mail (product-rules §15.2; the shop's
 * cartRecipients.ts): personal data, kept no longer than the server cart and dropped with it.
 */
export const SHOP_RECIPIENTS_KEY = 'shop/recipients';

/** Shown when the server cart expired, or the server no longer knows it (product-rules §5.2). */
export const CART_EXPIRED_MESSAGE = 'Your cart has expired.';

/** A ticket order that failed without a server detail (one text with every cart order's). */
export const TICKET_ORDER_ERROR_MESSAGE = CART_ORDER_DEFAULTS.ticket;

/** The keys that make up the server cart in the browser; all go together. */
export const SHOP_SERVER_CART_KEYS = [
  SHOP_CART_ID_KEY,
  SHOP_CART_EXPIRY_KEY,
  SHOP_CUSTOMER_KEY,
  SHOP_SERVER_CART_KEY,
  SHOP_TICKET_ORDERS_KEY,
] as const;

/** Just what the count and total need of a stored cart; everything else is ignored. */
const TicketsOnly = v.object({
  id: v.string(),
  bookingFeeInCents: v.optional(v.number(), 0),
  sessions: v.array(
    v.object({ tickets: v.array(v.object({ priceInCents: v.number(), quantity: v.number() })) }),
  ),
});

const storedIdAtom = persistedAtom(SHOP_CART_ID_KEY, v.nullable(v.string()), null);
const storedExpiryAtom = persistedAtom(SHOP_CART_EXPIRY_KEY, v.nullable(v.string()), null);
const storedTicketsAtom = persistedAtom(SHOP_SERVER_CART_KEY, v.nullable(TicketsOnly), null);

/** The server cart's id and expiry (ISO 8601) while one is stored, else null. */
export const shopCartTimerAtom: Atom<{ cartId: string; expiry: string } | null> = atom((get) => {
  const cartId = get(storedIdAtom);
  const expiry = get(storedExpiryAtom);
  return cartId && expiry ? { cartId, expiry } : null;
});

/** The stored cart's sessions, when it is the current cart. */
const ticketSessionsAtom = atom((get) => {
  const cart = get(storedTicketsAtom);
  return cart && cart.id === get(storedIdAtom) ? cart.sessions : [];
});

/** How many tickets the server cart holds. */
export const ticketCountAtom: Atom<number> = atom((get) =>
  get(ticketSessionsAtom).reduce(
    (sum, session) => sum + session.tickets.reduce((n, ticket) => n + ticket.quantity, 0),
    0,
  ),
);

/** The tickets' total with the booking fee, in cents: what they add to the cart's total. */
export const ticketsTotalAtom: Atom<number> = atom((get) => {
  const sessions = get(ticketSessionsAtom);
  if (sessions.length === 0) return 0;
  const fee = get(storedTicketsAtom)?.bookingFeeInCents ?? 0;
  return sessions.reduce(
    (sum, session) =>
      sum + session.tickets.reduce((n, ticket) => n + ticket.priceInCents * ticket.quantity, 0),
    fee,
  );
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

/**
 * Drop the stored server cart `cartId` (the expiry of product-rules §5.2): its id, expiry, buyer,
 * copy and ticket orders, and the recipients of the gift cards by e-mail (§15.2); the shop items
 * stay in the browser cart. Resolves true for the first
 * caller on the page for that cart, who fires `cinema-cart-expired`; false for every later one.
 */
export const expireShopCart: WritableAtom<null, [string], boolean> = atom(
  null,
  (get, set, cartId: string) => {
    if (get(storedIdAtom) === cartId) {
      set(storedIdAtom, RESET);
      set(storedExpiryAtom, RESET);
      set(storedTicketsAtom, RESET);
      set(droppedExtrasAtom, RESET);
    }
    if (announced.has(cartId)) return false;
    announced.add(cartId);
    return true;
  },
);

/**
 * Forget the stored server cart whatever its id (after a payment, whose completion already
 * dropped the id, expiry and buyer): its copy, ticket orders and the recipients go too.
 */
export const forgetShopServerCart: WritableAtom<null, [], void> = atom(null, (_get, set) => {
  set(storedIdAtom, RESET);
  set(storedExpiryAtom, RESET);
  set(storedTicketsAtom, RESET);
  set(droppedExtrasAtom, RESET);
});

/** Whether a buyer is stored for the server cart: they reached payment with it. */
export const hasStoredBuyerAtom: Atom<boolean> = atom(
  (get) => get(storedIdAtom) !== null && get(customerKeyAtom) !== null,
);

/** The buyer, ticket orders and recipients of the dropped cart: removed with it. */
const customerKeyAtom = persistedAtom(SHOP_CUSTOMER_KEY, v.unknown(), null);
const ticketOrdersKeyAtom = persistedAtom(SHOP_TICKET_ORDERS_KEY, v.unknown(), null);
const recipientsKeyAtom = persistedAtom(SHOP_RECIPIENTS_KEY, v.unknown(), null);
const droppedExtrasAtom = atom(null, (_get, set, _reset: typeof RESET) => {
  set(customerKeyAtom, RESET);
  set(ticketOrdersKeyAtom, RESET);
  set(recipientsKeyAtom, RESET);
});

/**
 * What the shop's calls (in the order calls' chunk) are handed: store access and the page's one
 * stored server cart (`shopStoredCart` there; a purchase's checkout is made on the same atoms).
 */
export interface ShopFlowStore {
  get: Getter;
  set: Setter;
  checkout: StoredCartAtoms;
}

/** The shop's calls' store, with the stored cart of the loaded order calls. */
export const shopStore = (
  get: Getter,
  set: Setter,
  { shopStoredCart }: { shopStoredCart: StoredCartAtoms },
): ShopFlowStore => ({ get, set, checkout: shopStoredCart });
