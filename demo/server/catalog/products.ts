/**
 * Everything a product order (`POST cart/{id}/products`) may name: festival and multi-film passes,
 * gifts by e-mail, gifts by post and membership concession items. The kind decides the booking
 * fee and the PayPal surcharge (see cartTotals.ts).
 */
import { festivals } from './festivals';
import { generalMembershipOptions, upgradeOptions } from './membershipOptions';
import { giftsByEmail, giftsByPost } from './shopItems';

/** What sort of product a concession line is. */
export type ProductKind = 'pass' | 'giftByEmail' | 'giftByPost' | 'membership';

/** A product as the cart prices it: at its price, or of an amount chosen within bounds (§15.2). */
export type Product = { id: string; name: string; kind: ProductKind } & (
  { priceInCents: number } | { minPriceInCents: number; maxPriceInCents: number }
);

const entries: Product[] = [
  ...[...festivals.values()].flatMap((festival) =>
    festival.passes.map((pass) => ({
      id: pass.id,
      name: pass.name,
      priceInCents: pass.priceInCents,
      kind: 'pass' as const,
    })),
  ),
  ...giftsByEmail.map(({ imageUrl: _image, description: _text, ...item }) => ({
    ...item,
    kind: 'giftByEmail' as const,
  })),
  ...giftsByPost.map((item) => ({
    id: item.id,
    name: item.name,
    priceInCents: item.priceInCents,
    kind: 'giftByPost' as const,
  })),
  ...[...generalMembershipOptions, ...upgradeOptions].map((option) => ({
    id: option.concessionItemId,
    name: option.name,
    priceInCents: option.priceInCents,
    kind: 'membership' as const,
  })),
];

/** Every orderable product, by id. */
export const products: ReadonlyMap<string, Product> = new Map(
  entries.map((product) => [product.id, product]),
);
