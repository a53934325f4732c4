/**
 * What the cinema sells: festival passes, shop items and membership options. Apart
 * from the cart's schemas, so an element's first view that lists them loads only these.
 */
import * as v from 'valibot';
import { Cents, Id, Quantity } from './primitives';
import { listOf } from './tolerantList';

/** A festival or multi-film pass. */
export const FestivalPass = v.object({
  id: Id,
  name: v.string(),
  priceInCents: Cents,
  description: v.optional(v.string()),
});
export type FestivalPass = v.InferOutput<typeof FestivalPass>;
/** The passes on sale; an entry that does not match is left out (tolerantList.ts). */
export const FestivalPassList = listOf(FestivalPass);

/** A gift card by e-mail or a gift by post, as the shop lists it. */
export const ShopItem = v.object({
  id: Id,
  name: v.string(),
  priceInCents: Cents,
  imageUrl: v.optional(v.string()),
  description: v.optional(v.string()),
});
export type ShopItem = v.InferOutput<typeof ShopItem>;

/**
 * A gift card by e-mail whose amount the buyer chooses, within its bounds and in whole cents
 * (product-rules §15.2): it has no `priceInCents`.
 */
export const ChosenAmountShopItem = v.object({
  id: Id,
  name: v.string(),
  minPriceInCents: Cents,
  maxPriceInCents: Cents,
  imageUrl: v.optional(v.string()),
  description: v.optional(v.string()),
});
export type ChosenAmountShopItem = v.InferOutput<typeof ChosenAmountShopItem>;

/** An entry of {@link ShopItemList}: `'minPriceInCents' in item` tells a chosen amount apart. */
export type ShopListItem = ShopItem | ChosenAmountShopItem;

/**
 * An entry read as `v.union([ShopItem, ChosenAmountShopItem])` reads it: an item at a price if it
 * is one, else an item of a chosen amount, else an issue. Written with a check and a transform
 * because valibot is one module, loaded with the page runtime: its `union`, which nothing else
 * uses, would add 0.15 KB to every element's first view.
 */
/**
 * Whether `item` is a {@link ShopItem} or a {@link ChosenAmountShopItem}: the entry's check, named
 * so the API contract test reads the entry as `anyOf` the two.
 */
export const isShopListItem = (item: unknown): boolean =>
  v.safeParse(ShopItem, item).success || v.safeParse(ChosenAmountShopItem, item).success;

const ShopListEntry = v.pipe(
  v.unknown(),
  v.check(isShopListItem, 'Expected an item at a price or of a chosen amount'),
  v.transform((item): ShopListItem => {
    const atPrice = v.safeParse(ShopItem, item);
    return atPrice.success
      ? atPrice.output
      : (v.safeParse(ChosenAmountShopItem, item).output as ChosenAmountShopItem);
  }),
);

/**
 * A shop list: items at a price and, among gifts by e-mail, items of a chosen amount; an entry
 * that is neither is left out (tolerantList.ts).
 */
export const ShopItemList = listOf(ShopListEntry);

/**
 * Membership slugs: freeAdult, freeSenior, or starting with adult- or senior-
 * (product-rules §11.1).
 */
export const MembershipSlug = v.pipe(
  v.string(),
  v.regex(/^(freeAdult|freeSenior|adult-.+|senior-.+)$/, 'Unknown membership option'),
);

/** A membership for sale (`GET shop/membership-options`). */
export const MembershipOption = v.object({
  slug: MembershipSlug,
  concessionItemId: Id,
  name: v.string(),
  priceInCents: Cents,
  description: v.optional(v.string()),
  /** `new` (the default), `renew` or `upgrade` (openapi.yaml `MembershipOption`). */
  action: v.optional(v.picklist(['new', 'renew', 'upgrade']), 'new'),
  /** How many years the price buys: one unless the server says more (product-rules §11.1). */
  periodInYears: v.optional(Quantity),
  /** The option the cinema recommends: its card is marked 'Recommended'. */
  recommended: v.optional(v.boolean()),
});
export type MembershipOption = v.InferOutput<typeof MembershipOption>;
/** The options on sale; an entry that does not match is left out (tolerantList.ts). */
export const MembershipOptionList = listOf(MembershipOption);
