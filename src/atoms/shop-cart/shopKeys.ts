/**
 * The shop's storage keys, named per API base (README's storage table), as the checkout's are: a
 * partner page holding two cinemas' shops keeps two carts, and a cart summary reads the cart of its
 * own `api-base`. `<base>` is the API base as its client names it (absolute, ending in `/`:
 * `resolveApiBase`), so `/api/` and `https://this.site/api/` are one cart.
 */

/** The keys of one API's shop. */
export interface ShopKeys {
  /** The shop's checkout scope (`<base>shop`): its stored cart is `checkout/<scope>/…`. */
  readonly scope: string;
  /** The stored server cart id. */
  readonly cartId: string;
  /** The stored server cart's expiry. */
  readonly cartExpiry: string;
  /** The stored buyer of the shop's checkout. */
  readonly customer: string;
  /** The browser cart's lines (not personal). */
  readonly cart: string;
  /**
   * The recipients of the browser cart's gift cards by e-mail (product-rules §15.2,
   * cartRecipients.ts): personal data, kept no longer than the server cart and dropped with it.
   */
  readonly recipients: string;
  /** The stored copy of the server cart (its sessions and tickets). */
  readonly serverCart: string;
  /** The ticket orders sent to the server cart, so a rebuilt cart gets its tickets back. */
  readonly ticketOrders: string;
}

/** The shop's checkout scope for the API at `base`. */
export const shopCheckoutScope = (base: string): string => `${base}shop`;

/** The storage keys of the shop of the API at `base`. */
export function shopKeys(base: string): ShopKeys {
  const scope = shopCheckoutScope(base);
  return {
    scope,
    cartId: `checkout/${scope}/cart-id`,
    cartExpiry: `checkout/${scope}/cart-expiry`,
    customer: `checkout/${scope}/customer`,
    cart: `shop/${base}cart`,
    recipients: `shop/${base}recipients`,
    serverCart: `shop/${base}server-cart`,
    ticketOrders: `shop/${base}ticket-orders`,
  };
}

/**
 * `make` once per API base: the page-wide atoms of one API's shop, the same objects for every
 * element that names that base (jotai's `atomFamily`, without its extra module).
 *
 * The memo holds atom *definitions* only, never a value: every value lives in the page's one jotai
 * store and in storage, which own it (a test's fresh store reads nothing another wrote), so
 * this map is a lookup table of configs, not a second owner of the page's state. A page names a
 * handful of API bases at most, so it never needs pruning.
 */
export function perBase<T>(make: (base: string) => T): (base: string) => T {
  const made = new Map<string, T>();
  return (base) => {
    let value = made.get(base);
    if (value === undefined) made.set(base, (value = make(base)));
    return value;
  };
}
