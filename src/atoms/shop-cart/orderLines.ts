/**
 * The lines of the shop's product order (product-rules §15.2), from the browser cart's items. Only
 * the shop's order calls (shopCartFlow.ts) use them, so they load with those calls rather than
 * with the shop's first view.
 */
import type { GiftRecipient } from './giftRecipientSchema';
import type { ShopCartItem } from './shopCartItems';

/** A line of `POST cart/{id}/products`: an e-mail gift carries its amount and recipient (§15.2). */
export type OrderLine =
  | { id: string; quantity: number }
  | { id: string; quantity: number; priceInCents: number; recipient: GiftRecipient };

/**
 * The lines of the product order (product-rules §15.2): an e-mail gift with its recipient as
 * `{ id, quantity, priceInCents, recipient }`, every other line as `{ id, quantity }` (§5.4).
 * A gift card by e-mail without a recipient goes as before; checkout holds it back first
 * (`needsRecipient`).
 */
export function orderLines(items: readonly ShopCartItem[]): OrderLine[] {
  return items.map(({ id, quantity, priceInCents, recipient, type }) =>
    type === 'giftCardByEmail' && recipient
      ? { id, quantity, priceInCents, recipient }
      : { id, quantity },
  );
}
