/**
 * The shop cart's rules (product-rules §5.1), as pure functions over the
 * browser cart's items, so every element applies them the same way and tests need no store.
 * Lines are found by {@link lineKey}: a line without a recipient by its item's id, as before
 * product-rules §15.2, so carts stored earlier and callers passing an id keep working.
 */
import { MAX_ITEM_QUANTITY } from './shopCartItems';
import type { ShopCartItem } from './shopCartItems';

// The cart's schema, its cap per line and its totals: shopCartItems.ts, the cart summary's part.
export {
  MAX_ITEM_QUANTITY,
  ShopItemType,
  itemCount,
  lineTotalInCents,
  totalInCents,
} from './shopCartItems';
export type { ShopCartItem } from './shopCartItems';

/** The most gift cards by e-mail a whole cart may hold (product-rules §5.1). */
export const MAX_GIFT_CARDS_BY_EMAIL = 5;
/** Shown when an add would pass either cap; the cart does not change (product-rules §5.1). */
export const MAX_QUANTITY_MESSAGE =
  'You have added the maximum quantity of this item to your cart.';

/** A product as the catalogue offers it, before it is in the cart. */
export type ShopProduct = Omit<ShopCartItem, 'quantity' | 'recipient'>;

/** The result of an add: the new items, or why nothing changed. */
export type AddResult =
  | { ok: true; items: readonly ShopCartItem[] }
  | { ok: false; items: readonly ShopCartItem[]; message: string };

/**
 * A line's identity (product-rules §15.2): its item's id when it has no recipient, as before;
 * otherwise the id, the amount and every detail of the recipient, so the same card for the same
 * person on the same terms is one line and anything else is another.
 */
export function lineKey(item: Pick<ShopCartItem, 'id' | 'priceInCents' | 'recipient'>): string {
  const { id, priceInCents, recipient } = item;
  if (!recipient) return id;
  const { name, email, from, message = '', sendDate } = recipient;
  return JSON.stringify([id, priceInCents, name, email, from, message, sendDate]);
}

/** How many gift cards by e-mail the cart holds, across all its lines. */
export function giftCardsByEmail(items: readonly ShopCartItem[]): number {
  return items.reduce(
    (sum, item) => (item.type === 'giftCardByEmail' ? sum + item.quantity : sum),
    0,
  );
}

/**
 * Whether one more of `product` may go in: under its own cap, and under the gift-card cap. The
 * product's line is the one without a recipient; cartLines.ts's `addLine` adds with one.
 */
export function canAdd(items: readonly ShopCartItem[], product: Pick<ShopProduct, 'id' | 'type'>) {
  const line = items.find((item) => lineKey(item) === product.id);
  if (line && line.quantity >= MAX_ITEM_QUANTITY) return false;
  if (product.type === 'giftCardByEmail' && giftCardsByEmail(items) >= MAX_GIFT_CARDS_BY_EMAIL) {
    return false;
  }
  return true;
}

/**
 * Add one of `product`: an item already in the cart goes up by 1, a new one starts at 1. Past
 * either cap nothing changes and the result carries {@link MAX_QUANTITY_MESSAGE}. An existing
 * line keeps its place; a new one goes last.
 */
export function addItem(items: readonly ShopCartItem[], product: ShopProduct): AddResult {
  if (!canAdd(items, product)) return { ok: false, items, message: MAX_QUANTITY_MESSAGE };
  const index = items.findIndex((item) => lineKey(item) === product.id);
  if (index === -1) return { ok: true, items: [...items, { ...product, quantity: 1 }] };
  return {
    ok: true,
    items: items.map((item, i) => (i === index ? { ...item, quantity: item.quantity + 1 } : item)),
  };
}

/**
 * Remove one from the line `key` ({@link lineKey}; an item's id for a line without a recipient):
 * its quantity goes down by 1, and at 0 the line leaves the cart.
 */
export function removeOne(items: readonly ShopCartItem[], key: string): readonly ShopCartItem[] {
  const index = items.findIndex((item) => lineKey(item) === key);
  const line = items[index];
  if (!line) return items;
  if (line.quantity <= 1) return items.filter((_, i) => i !== index);
  return items.map((item, i) => (i === index ? { ...item, quantity: item.quantity - 1 } : item));
}

/** Take the line `key` ({@link lineKey}) out of the cart whatever its quantity. */
export function removeLine(items: readonly ShopCartItem[], key: string): readonly ShopCartItem[] {
  const index = items.findIndex((item) => lineKey(item) === key);
  return index === -1 ? items : items.filter((_, i) => i !== index);
}

/**
 * Whether a gift by post is in the cart, so checkout needs a delivery address (product-rules §5.4).
 */
export const needsDelivery = (items: readonly ShopCartItem[]): boolean =>
  items.some((item) => item.type === 'giftByPost');
