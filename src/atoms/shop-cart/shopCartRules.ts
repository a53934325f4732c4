/**
 * The shop cart's rules (product-rules §5.1), as pure functions over the
 * browser cart's items, so every element applies them the same way and tests need no store.
 */
import * as v from 'valibot';

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
});
export type ShopCartItem = v.InferOutput<typeof ShopCartItem>;

/** The browser cart: its lines, each item once. */
export const ShopCartItems = v.array(ShopCartItem);

/** A product as the catalogue offers it, before it is in the cart. */
export type ShopProduct = Omit<ShopCartItem, 'quantity'>;

/** The result of an add: the new items, or why nothing changed. */
export type AddResult =
  | { ok: true; items: readonly ShopCartItem[] }
  | { ok: false; items: readonly ShopCartItem[]; message: string };

/** How many gift cards by e-mail the cart holds, across all its lines. */
export function giftCardsByEmail(items: readonly ShopCartItem[]): number {
  return items.reduce(
    (sum, item) => (item.type === 'giftCardByEmail' ? sum + item.quantity : sum),
    0,
  );
}

/** Whether one more of `product` may go in: under its own cap, and under the gift-card cap. */
export function canAdd(items: readonly ShopCartItem[], product: Pick<ShopProduct, 'id' | 'type'>) {
  const line = items.find((item) => item.id === product.id);
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
  const index = items.findIndex((item) => item.id === product.id);
  if (index === -1) return { ok: true, items: [...items, { ...product, quantity: 1 }] };
  return {
    ok: true,
    items: items.map((item, i) => (i === index ? { ...item, quantity: item.quantity + 1 } : item)),
  };
}

/** Remove one of item `id`: its quantity goes down by 1, and at 0 the line leaves the cart. */
export function removeOne(items: readonly ShopCartItem[], id: string): readonly ShopCartItem[] {
  const line = items.find((item) => item.id === id);
  if (!line) return items;
  if (line.quantity <= 1) return items.filter((item) => item.id !== id);
  return items.map((item) => (item.id === id ? { ...item, quantity: item.quantity - 1 } : item));
}

/** Take item `id` out of the cart whatever its quantity. */
export function removeLine(items: readonly ShopCartItem[], id: string): readonly ShopCartItem[] {
  return items.some((item) => item.id === id) ? items.filter((item) => item.id !== id) : items;
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
