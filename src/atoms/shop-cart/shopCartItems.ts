/**
 * The page's browser cart of an API as the cart summary reads it (product-rules §5.1, §2.6): its
 * schema, its lines in storage (named per API base: shopKeys.ts), and their count and total. Apart
 * from the cart's rules and changes (shopCartRules.ts, shopCartAtoms.ts) and its recipients (cartRecipients.ts), which only the shop
 * uses, so that the cart summary's first view carries none of them; shopCartAtoms.ts builds the
 * shop's atoms on the same lines.
 */
import { atom } from 'jotai/vanilla';
import type { Atom, WritableAtom } from 'jotai/vanilla';
import * as v from 'valibot';
import { listOf } from '../../api/schemas/tolerantList';
import type { StorageHelper } from '../../storage/storage';
import { persistedAtom } from '../persistedAtom';
import type { PersistedUpdate } from '../persistedAtom';
import type { GiftRecipient } from './giftRecipientSchema';
import { perBase, shopKeys } from './shopKeys';

/** The most of one shop item a cart may hold (product-rules §5.1). */
export const MAX_ITEM_QUANTITY = 10;
/** What the shop sells into the browser cart (product-rules §5.1). */
export const ShopItemType = v.picklist(['giftCardByEmail', 'giftByPost']);
export type ShopItemType = v.InferOutput<typeof ShopItemType>;

/**
 * One line of the browser cart as `shop/<base>cart` keeps it (product-rules §5.1): nothing
 * personal. A gift card by e-mail's recipient (§15.2) is personal data, kept apart under
 * `shop/<base>recipients` no longer than the server cart (cartRecipients.ts, the shop's); the line holds only `recipientRef`,
 * an opaque random reference to it, so lines for different recipients stay apart. A line stored
 * before recipients existed has none and loads as before.
 */
export const ShopCartLine = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  // A shop item's type is `giftCardByEmail`, `giftByPost` or another (product-rules §14): a line of
  // a type this shop does not sell (written by a newer version, or the cinema's own code) is kept,
  // shown by its name and price with no gift form, and ordered as it is (`{ id, quantity }`).
  type: v.pipe(v.string(), v.nonEmpty()),
  name: v.string(),
  priceInCents: v.pipe(v.number(), v.integer(), v.minValue(0)),
  // A check rather than valibot's maxValue, which nothing else uses: valibot is one module in the
  // page runtime, so each validator weighs on every first view.
  quantity: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(1),
    v.check((quantity) => quantity <= MAX_ITEM_QUANTITY),
  ),
  imageUrl: v.optional(v.string()),
  recipientRef: v.optional(v.string()),
});
export type ShopCartLine = v.InferOutput<typeof ShopCartLine>;

/**
 * The browser cart as stored: its lines, one per item, amount and recipient (§15.2). A line that
 * cannot be read at all is left out alone (tolerantList.ts), the rest of the cart stays, and the
 * element that shows the cart tells its admin once (`leftOut`); the next change of the cart stores
 * it without that line.
 */
export const ShopCartLines = listOf(ShopCartLine);

/**
 * One line of the browser cart as the shop shows and changes it, and `cinema-cart-change` carries
 * it: the stored line with its recipient, if it has one (product-rules §15.2). A gift card by
 * e-mail without one (stored before recipients existed, or its recipient gone with the server
 * cart) needs one before checkout (cartLines.ts's `needsRecipient`).
 */
export type ShopCartItem = Omit<ShopCartLine, 'recipientRef'> & {
  recipient?: GiftRecipient | undefined;
};

/** What the count and total read of a line. */
type Counted = Pick<ShopCartLine, 'priceInCents' | 'quantity'>;

/** The number of shop items in the cart: the sum of the quantities. */
export function itemCount(items: readonly Counted[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** One line's total, in cents. */
export const lineTotalInCents = (item: Counted): number => item.priceInCents * item.quantity;

/** The shop items' total, in cents. */
export function totalInCents(items: readonly Counted[]): number {
  return items.reduce((sum, item) => sum + lineTotalInCents(item), 0);
}

/** The browser cart's lines in storage, and what the cart summary shows of them. */
export interface ShopCartItemsAtoms {
  /** The cart's lines, as stored: without their recipients (the shop's `shopCart` joins them). */
  itemsAtom: WritableAtom<
    readonly ShopCartLine[],
    [PersistedUpdate<readonly ShopCartLine[]>],
    void
  >;
  /** How many shop items: the sum of the quantities. */
  countAtom: Atom<number>;
  /** The shop items' total, in cents. */
  totalInCentsAtom: Atom<number>;
}

/**
 * The lines of the cart of the API at `base` (its key: shopKeys.ts) over `helper` (tests pass
 * their own), with their count and total.
 */
export function createShopCartItems(base: string, helper?: StorageHelper): ShopCartItemsAtoms {
  const itemsAtom = persistedAtom(
    shopKeys(base).cart,
    ShopCartLines,
    [] as ShopCartLine[],
    helper ? { helper } : {},
  ) as ShopCartItemsAtoms['itemsAtom'];
  return {
    itemsAtom,
    countAtom: atom((get) => itemCount(get(itemsAtom))),
    totalInCentsAtom: atom((get) => totalInCents(get(itemsAtom))),
  };
}

/**
 * The page-wide browser cart's lines of the API at `base`, in the page's storage (the shop's
 * `shopCartFor` has them too): what the cart summary of that `api-base` shows.
 */
export const shopCartItemsFor: (base: string) => ShopCartItemsAtoms = perBase((base) =>
  createShopCartItems(base),
);
