/**
 * The shop's gift cards by e-mail and gifts by post (openapi.yaml `ShopItem`). None has an image:
 * the demo cinema has no product photographs, so the shop draws each picture in the theme's colours
 * (product-rules §5.3).
 */
import type { ShopItem, ShopListItem } from '../../../src/api/schemas';

/** Gift cards delivered by e-mail: three at a price and one of an amount the buyer chooses. */
export const giftsByEmail: readonly ShopListItem[] = [
  {
    id: 'egift-25',
    name: '$25 eGift Card',
    priceInCents: 2500,
    description: 'Sent by e-mail within minutes.',
  },
  {
    id: 'egift-50',
    name: '$50 eGift Card',
    priceInCents: 5000,
    description: 'Sent by e-mail within minutes.',
  },
  {
    id: 'egift-100',
    name: '$100 eGift Card',
    priceInCents: 10000,
    description: 'Sent by e-mail within minutes.',
  },
  {
    id: 'egift-any',
    name: 'Any Amount eGift Card',
    minPriceInCents: 1000,
    maxPriceInCents: 50000,
    description: 'Choose an amount from $10 to $500, sent by e-mail on the day you pick.',
  },
];

/** Gifts sent by Australia Post; ordering one needs a delivery address. */
export const giftsByPost: readonly ShopItem[] = [
  {
    id: 'gift-box-50',
    name: '$50 Gift Card in a Gift Box',
    priceInCents: 5000,
    description: 'Posted within 2 business days.',
  },
  {
    id: 'movie-lovers-pack',
    name: 'Movie Lovers Pack',
    priceInCents: 6500,
    description: 'Two tickets, a large popcorn and two drinks, boxed.',
  },
  {
    id: 'date-night-pack',
    name: 'Date Night Pack',
    priceInCents: 8900,
    description: 'Two premium tickets and a choc-top each, boxed.',
  },
];
