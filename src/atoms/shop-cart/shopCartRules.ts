/**
 * The shop cart's rules (product-rules §5.1), as pure functions over the
 * browser cart's items, so every element applies them the same way and tests need no store.
 * Lines are found by {@link lineKey}: a line without a recipient by its item's id, as before
 * product-rules §15.2, so carts stored earlier and callers passing an id keep working.
 */
import * as v from 'valibot';
import type { GiftRecipient } from './giftRecipientSchema';

/** The most of one shop item a cart may hold (product-rules §5.1). */
export const MAX_ITEM_QUANTITY = 10;
/** The most gift cards by e-mail a whole cart may hold (product-rules §5.1). */
export const MAX_GIFT_CARDS_BY_EMAIL = 5;
/** Shown when an add would pass either cap; the cart does not change (product-rules §5.1). */
export const MAX_QUANTITY_MESSAGE =
  'You have added the maximum quantity of this item to your cart.';

/** What the shop sells into the browser cart (product-rules §5.1). */
export const ShopItemType = v.picklist(['giftCardByEmail', 'giftByPost']);
export type ShopItemType = v.InferOutput<typeof ShopItemType>;

/** One line of the browser cart (product-rules §5.1); `cinema-cart-change` carries these. */
export const ShopCartItem = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  type: ShopItemType,
  name: v.string(),
  priceInCents: v.pipe(v.number(), v.integer(), v.minValue(0)),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ITEM_QUANTITY)),
  imageUrl: v.optional(v.string()),
  /**
   * Who a gift card by e-mail is for (product-rules §15.2). A line stored before recipients
   * existed has none: it loads, and {@link needsRecipient} says it needs one before checkout. Only
   * its shape is checked when the cart is read back (the form and the server check the rules,
   * giftRecipientSchema.ts), so the cart in every first view carries no e-mail rule.
   */
  recipient: v.optional(
    v.object({
      name: v.string(),
      email: v.string(),
      from: v.string(),
      message: v.optional(v.string()),
      sendDate: v.string(),
    }) as v.GenericSchema<GiftRecipient>,
  ),
});
export type ShopCartItem = v.InferOutput<typeof ShopCartItem>;

/** The browser cart: its lines, one per item, amount and recipient (product-rules §15.2). */
export const ShopCartItems = v.array(ShopCartItem);

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

/** Checkout waits until every gift card by e-mail says who it is for (product-rules §15.2). */
export const RECIPIENT_NEEDED_MESSAGE =
  'Say who each gift card by e-mail is for before you check out.';

/** Whether a gift card by e-mail still needs a recipient before checkout (product-rules §15.2). */
export const needsRecipient = (item: ShopCartItem): boolean =>
  item.type === 'giftCardByEmail' && item.recipient === undefined;

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

/** The number of shop items in the cart: the sum of the quantities. */
export function itemCount(items: readonly ShopCartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** One line's total, in cents. */
export const lineTotalInCents = (item: ShopCartItem): number => item.priceInCents * item.quantity;

/** The shop items' total, in cents. */
export function totalInCents(items: readonly ShopCartItem[]): number {
  return items.reduce((sum, item) => sum + lineTotalInCents(item), 0);
}

/**
 * Whether a gift by post is in the cart, so checkout needs a delivery address (product-rules §5.4).
 */
export const needsDelivery = (items: readonly ShopCartItem[]): boolean =>
  items.some((item) => item.type === 'giftByPost');
