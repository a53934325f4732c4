/** Shop products for tests: two gift cards by email and a gift by post. */
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
