import type { GiftCard } from '../../api/schemas';

/**
 * The gift-card list rule (product-rules §7.4): the list from payment details replaces the current
 * list only if some card in it has a balance above 0 or the current list is empty. Otherwise the
 * current list is kept, so a card the order has just drained still shows in the applied view.
 * Returns the list to keep.
 */
export function giftCardListRule(
  current: readonly GiftCard[],
  incoming: readonly GiftCard[],
): readonly GiftCard[] {
  if (current.length === 0 || incoming.some((card) => card.balanceInCents > 0)) return incoming;
  return current;
}
