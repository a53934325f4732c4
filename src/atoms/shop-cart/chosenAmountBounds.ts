/**
 * A shop item whose amount the buyer chooses (product-rules §15.2): its bounds, as the catalogue
 * and the cart's lines use them. What reads the amount typed is the form's (chosenAmount.ts),
 * which loads with the form, not with the shop's first view.
 */
import { formatMoney } from '../../format/formatMoney';
import type { ShopProduct } from './shopCartRules';

/**
 * A product that offers a chosen amount: its bounds instead of a price (product-rules §15.2). The
 * amount chosen becomes the cart line's `priceInCents`.
 */
export type ChosenAmountProduct = Omit<ShopProduct, 'priceInCents'> & {
  minPriceInCents: number;
  maxPriceInCents: number;
};

/** Whether `product` offers a chosen amount rather than a price. */
export const offersChosenAmount = (
  product: ShopProduct | ChosenAmountProduct,
): product is ChosenAmountProduct => 'minPriceInCents' in product;

/** The message for an amount outside the item's bounds or not an amount (product-rules §15.2). */
export const amountRangeMessage = (minInCents: number, maxInCents: number): string =>
  `Enter an amount between ${formatMoney(minInCents)} and ${formatMoney(maxInCents)}.`;

/** Whether `cents` is a whole number of cents within the bounds (both allowed). */
export const amountInRange = (cents: number, minInCents: number, maxInCents: number): boolean =>
  Number.isInteger(cents) && cents >= minInCents && cents <= maxInCents;

/** How the catalogue shows an item with a chosen amount: 'From $10.00' (product-rules §15.2). */
export const fromPriceLabel = (minInCents: number): string => `From ${formatMoney(minInCents)}`;
