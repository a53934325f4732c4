/**
 * Gift card payments on a cart (docs/api/openapi.yaml): add one by number and PIN, or remove them
 * all.
 * A card pays what it can: the smaller of its balance and what the order still owes.
 */
import { GiftCardPayment } from '../../src/api/schemas';
import { openCart } from './cartAccess';
import { cartTotals, isEmptyCart } from './cartTotals';
import { giftCardViews } from './giftCardViews';
import { HttpProblem } from './HttpProblem';
import { json } from './reply';
import type { Route } from './Router';
import { sydneyDate } from './sydneyTime';

/** Detail for an unknown card number or a wrong PIN (the same, so numbers cannot be probed). */
export const GIFT_CARD_INCORRECT = 'The gift card number or PIN is incorrect.';
/** Detail for a card past its expiry date. */
export const GIFT_CARD_EXPIRED = 'This gift card has expired.';

/** The gift card routes. */
export const giftCardRoutes: Route[] = [
  {
    method: 'POST',
    path: '/api/checkout/:cartId/gift-card',
    handler: async ({ state, now, params, body }) => {
      const cart = openCart(state, params.cartId ?? '', now(), true);
      const payment = await body(GiftCardPayment);
      if (!state.settings.methods.giftCard)
        throw new HttpProblem(422, 'Gift card payment is not available.');
      if (isEmptyCart(cart)) throw new HttpProblem(422, 'Your cart is empty.');
      const card = state.giftCards.get(payment.cardNumber);
      if (!card || card.pin !== payment.cardPin) throw new HttpProblem(422, GIFT_CARD_INCORRECT);
      if (card.expiry < sydneyDate(now())) throw new HttpProblem(422, GIFT_CARD_EXPIRED);
      if (card.balanceInCents === 0)
        throw new HttpProblem(422, 'This gift card has no balance left.');
      // Adding a card that is already applied re-applies it rather than counting it twice.
      const others = cart.giftCards.filter((applied) => applied.cardNumber !== card.cardNumber);
      const owed = cartTotals({ ...cart, giftCards: others }).balanceInCents;
      if (owed === 0) throw new HttpProblem(422, 'Your gift cards already cover this order.');
      cart.giftCards = [
        ...others,
        { cardNumber: card.cardNumber, amountInCents: Math.min(card.balanceInCents, owed) },
      ];
      state.recaptchaTokens.push(payment.recaptchaToken);
      return json(giftCardViews(state, cart));
    },
  },
  {
    method: 'DELETE',
    path: '/api/checkout/:cartId/gift-card',
    handler: ({ state, now, params }) => {
      const cart = openCart(state, params.cartId ?? '', now(), true);
      cart.giftCards = [];
      return json(giftCardViews(state, cart));
    },
  },
];
