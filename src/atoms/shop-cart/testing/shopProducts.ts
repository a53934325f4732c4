/** Shop products for tests: gift cards by email, one of any amount, and a gift by post. */
import type { ChosenAmountProduct } from '../chosenAmount';
import type { ShopProduct } from '../shopCartRules';

/** A $50 gift card sent by email. */
export const GIFT_50: ShopProduct = {
  id: 'gc-50',
  type: 'giftCardByEmail',
  name: '$50 gift card',
  priceInCents: 5000,
};

/** A $100 gift card sent by email. */
export const GIFT_100: ShopProduct = {
  id: 'gc-100',
  type: 'giftCardByEmail',
  name: '$100 gift card',
  priceInCents: 10000,
};

/** A $45 popcorn hamper sent by post: it needs a delivery address. */
export const POPCORN: ShopProduct = {
  id: 'post-popcorn',
  type: 'giftByPost',
  name: 'Popcorn hamper',
  priceInCents: 4500,
};

/** A gift card by e-mail whose amount the buyer chooses, from $10 to $500 (product-rules §15.2). */
export const GIFT_CHOSEN: ChosenAmountProduct = {
  id: 'gc-any',
  type: 'giftCardByEmail',
  name: 'Gift card, any amount',
  minPriceInCents: 1000,
  maxPriceInCents: 50000,
};
