/**
 * The page's browser cart as the cart summary reads it (product-rules §5.1, §2.6): its schema, its
 * lines in storage, and their count and total. Apart from the cart's rules and changes
 * (shopCartRules.ts, shopCartAtoms.ts), which only the shop uses, so that the cart summary's first
 * view carries none of them; shopCartAtoms.ts builds the shop's atoms on the same lines.
 */
import { atom } from 'jotai/vanilla';
import type { Atom, WritableAtom } from 'jotai/vanilla';
import * as v from 'valibot';
import type { StorageHelper } from '../../storage/storage';
import { persistedAtom } from '../persistedAtom';
import type { PersistedUpdate } from '../persistedAtom';
import type { GiftRecipient } from './giftRecipientSchema';

/** The most of one shop item a cart may hold (product-rules §5.1). */
export const MAX_ITEM_QUANTITY = 10;
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
   * existed has none: it loads, and cartLines.ts's `needsRecipient` says it needs one before
   * checkout. Only its shape is checked when the cart is read back (the form and the server check
   * the rules, giftRecipientSchema.ts), so the cart in every first view carries no e-mail rule.
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

/** The storage key of the browser cart (README's storage table). */
export const SHOP_CART_KEY = 'shop/cart';

/** The browser cart's lines in storage, and what the cart summary shows of them. */
export interface ShopCartItemsAtoms {
  /** The cart's lines, as stored. */
  itemsAtom: WritableAtom<
    readonly ShopCartItem[],
    [PersistedUpdate<readonly ShopCartItem[]>],
    void
  >;
  /** How many shop items: the sum of the quantities. */
  countAtom: Atom<number>;
  /** The shop items' total, in cents. */
  totalInCentsAtom: Atom<number>;
}

/** The cart's lines over `helper` (tests pass their own), with their count and total. */
export function createShopCartItems(helper?: StorageHelper): ShopCartItemsAtoms {
  const itemsAtom = persistedAtom(
    SHOP_CART_KEY,
    ShopCartItems,
    [] as ShopCartItem[],
    helper ? { helper } : {},
  ) as ShopCartItemsAtoms['itemsAtom'];
  return {
    itemsAtom,
    countAtom: atom((get) => itemCount(get(itemsAtom))),
    totalInCentsAtom: atom((get) => totalInCents(get(itemsAtom))),
  };
}

/** The page-wide browser cart's lines, in the page's storage (the shop's `shopCart` has them). */
export const shopCartItems: ShopCartItemsAtoms = createShopCartItems();
