/**
 * Gift cards applied to a cart, as `GiftCard[]` answers carry them (openapi.yaml `GiftCard`).
 * `balanceInCents` is the card's balance in the card system (what "Card Balance" shows), and the
 * extra `amountInCents` is what this order takes from it; clients that do not know it ignore it.
 */
import type { GiftCard } from '../../src/api/schemas';
import type { DemoCart, DemoState } from './DemoState';

/** A {@link GiftCard} plus the amount this cart uses. */
export type AppliedGiftCardView = GiftCard & { amountInCents: number };

/** The cards applied to `cart`, in the order they were added. */
export function giftCardViews(state: DemoState, cart: DemoCart): AppliedGiftCardView[] {
  return cart.giftCards.flatMap((applied) => {
    const card = state.giftCards.get(applied.cardNumber);
    if (!card) return [];
    return [
      {
        cardNumber: card.cardNumber,
        balanceInCents: card.balanceInCents,
        cardExpiry: card.expiry,
        amountInCents: applied.amountInCents,
      },
    ];
  });
}
