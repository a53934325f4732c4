/**
 * Checkout (docs/api/openapi.yaml, `checkout/{cartId}`): payment details for a cart and payment
 * completion.
 *
 * A completion pays only for the order the buyer saw: a cart whose balance is not the body's
 * `expectedTotalInCents`, or that was paid or deleted meanwhile, is a 409 and nothing is charged
 * (docs/product-rules.md §7.10). Past that, outcomes are driven by the nonce so tests and the demo
 * can reach each one: a nonce containing `declined` is refused by the "bank" (422), one containing
 * `server-error` fails with a bare 500, anything else is captured.
 */
import { PaymentCompletion } from '../../src/api/schemas';
import type { PaymentDetails, PaymentMethods, PaymentType } from '../../src/api/schemas';
import { FAILED_MARK, VERIFIED_MARK } from '../payments/answerThreeDSecure';
import { cartToComplete, openCart, ORDER_CHANGED } from './cartAccess';
import { cartTotals, isEmptyCart } from './cartTotals';
import { createClientToken } from './clientToken';
import { memberTypeAfter, upgradeOptions } from './catalog/membershipOptions';
import { giftCardViews } from './giftCardViews';
import { HttpProblem } from './HttpProblem';
import { SESSION_COOKIE } from './cookies';
import { sydneyDate } from './sydneyTime';
import { json, success } from './reply';
import type { Reply } from './reply';
import type { DemoCart, DemoState } from './DemoState';
import type { Route } from './Router';

/** Detail when a card or wallet declines. */
export const CARD_DECLINED = 'Your card was declined by the bank.';
/** Said of a card whose 3D Secure challenge was declined (product-rules §7.9's text). */
export const CARD_VERIFICATION_FAILED =
  'Your card could not be verified. Please try another card or payment option.';
/** Said of a card payment without 3D Secure verification, when the merchant account requires it. */
export const CARD_NOT_VERIFIED = 'This card payment needs 3D Secure verification.';
/** Detail when gift cards do not cover the order (product-rules §7.1's notice wording). */
export const INSUFFICIENT_GIFT_CARD = 'There are insufficient funds on your gift card.';
/** The merchant name wallets show. */
export const MERCHANT_NAME = 'Demo Cinema';
/** Google Pay merchant id for the TEST environment (any value is accepted there). */
export const GOOGLE_MERCHANT_ID = 'BCR2DN4TDEMO0001';

/** The setting that switches each payment type on. */
const METHOD_OF: Record<Exclude<PaymentType, 'free'>, keyof PaymentMethods> = {
  braintree: 'creditCard',
  applePay: 'applePay',
  googlePay: 'googlePay',
  giftCard: 'giftCard',
  payPal: 'payPal',
};

/** `free` is refused while anything is left to pay (docs/product-rules.md §7.6). */
export const FREE_REFUSED = 'This order has a balance to pay, so it cannot be completed for free.';
/** A free order has no gift card applied (docs/product-rules.md §7.6). */
export const FREE_WITH_GIFT_CARD = 'Remove the gift card: this order needs no payment.';

/** Payment types whose completion carries a `payment` bot-check token (docs/product-rules.md §13). */
const NEEDS_BOT_CHECK: ReadonlySet<PaymentType> = new Set(['braintree', 'giftCard', 'free']);

/**
 * A free completion (docs/product-rules.md §7.6): balance 0, no gift card. Its bot-check token
 * and the order the buyer saw are checked before.
 */
function completeFree(
  state: DemoState,
  cart: DemoCart,
  completion: PaymentCompletion,
  paidAt: number,
): Reply {
  const { recaptchaToken } = completion;
  if (isEmptyCart(cart)) throw new HttpProblem(422, 'Your cart is empty.');
  if (cart.giftCards.length > 0) throw new HttpProblem(422, FREE_WITH_GIFT_CARD);
  if (cartTotals(cart).balanceInCents > 0) throw new HttpProblem(422, FREE_REFUSED);
  cart.paidAt = paidAt;
  state.payments.push({
    cartId: cart.id,
    paymentType: 'free',
    orderType: completion.orderType,
    customer: completion.customer,
    ...(recaptchaToken === undefined ? {} : { recaptchaToken }),
    amountInCents: 0,
    giftCards: [],
    paidAt: new Date(paidAt).toISOString(),
  });
  if (recaptchaToken !== undefined) state.recaptchaTokens.push(recaptchaToken);
  return success();
}

/** The checkout routes. */
export const checkoutRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/checkout/:cartId',
    handler: ({ state, now, params, origin }) => {
      const cart = openCart(state, params.cartId ?? '', now(), false);
      const totals = cartTotals(cart);
      const token = createClientToken(origin, state.settings.gateway);
      state.authorizationFingerprints.push(token.fingerprint);
      const details: PaymentDetails = {
        balanceInCents: totals.balanceInCents,
        authorization: token.authorization,
        googleMerchantId: GOOGLE_MERCHANT_ID,
        payPalBalanceInCents: totals.payPalBalanceInCents,
        merchantName: MERCHANT_NAME,
        currency: 'AUD',
        environment: state.settings.environment,
        methods: { ...state.settings.methods },
        giftCards: giftCardViews(state, cart),
      };
      return json(details);
    },
  },
  {
    method: 'POST',
    path: '/api/checkout/:cartId',
    handler: async ({ state, now, params, body, cookies }) => {
      // Unknown → 404, expired → 410, as for every call; a paid or deleted cart is refused below.
      const cart = cartToComplete(state, params.cartId ?? '', now());
      const completion = await body(PaymentCompletion);
      const { paymentType, securedCardData, recaptchaToken } = completion;
      const nonce = securedCardData?.nonce;
      if (paymentType !== 'giftCard' && paymentType !== 'free' && nonce === undefined) {
        throw new HttpProblem(
          400,
          `securedCardData.nonce: A payment nonce is required for ${paymentType}.`,
        );
      }
      if (NEEDS_BOT_CHECK.has(paymentType) && recaptchaToken === undefined) {
        throw new HttpProblem(400, 'recaptchaToken: A bot-check token is required');
      }
      // The payment is the order the buyer saw, or nothing is charged: checked before any other
      // refusal, so a page showing an old order hears that it changed (docs/product-rules.md
      // §7.10). The balance is after gift cards, as the page showed it.
      if (
        cart === undefined ||
        cart.paidAt !== undefined ||
        cartTotals(cart).balanceInCents !== completion.expectedTotalInCents
      ) {
        throw new HttpProblem(409, ORDER_CHANGED);
      }
      if (paymentType === 'free') return completeFree(state, cart, completion, now());
      if (!state.settings.methods[METHOD_OF[paymentType]]) {
        throw new HttpProblem(422, 'This payment method is not available.');
      }
      if (isEmptyCart(cart)) throw new HttpProblem(422, 'Your cart is empty.');
      const totals = cartTotals(cart);
      if (paymentType === 'giftCard' && totals.balanceInCents > 0)
        throw new HttpProblem(422, INSUFFICIENT_GIFT_CARD);
      if (paymentType !== 'giftCard' && totals.balanceInCents === 0) {
        throw new HttpProblem(
          422,
          'Your gift cards already cover this order. Use Pay Now to finish.',
        );
      }
      // Another order may have spent a card since it was applied here.
      for (const applied of cart.giftCards) {
        const card = state.giftCards.get(applied.cardNumber);
        if (!card || card.balanceInCents < applied.amountInCents)
          throw new HttpProblem(422, INSUFFICIENT_GIFT_CARD);
      }
      // With 3D Secure on the account, a card is paid only with the nonce its verification gave;
      // a declined challenge verifies nothing (product-rules §7.9: the server decides).
      if (paymentType === 'braintree' && state.settings.threeDSecure) {
        if (nonce?.includes(FAILED_MARK)) throw new HttpProblem(422, CARD_VERIFICATION_FAILED);
        if (!nonce?.includes(VERIFIED_MARK)) throw new HttpProblem(422, CARD_NOT_VERIFIED);
      }
      if (nonce?.includes('declined')) throw new HttpProblem(422, CARD_DECLINED);
      if (nonce?.includes('server-error')) throw new HttpProblem(500);

      for (const applied of cart.giftCards) {
        const card = state.giftCards.get(applied.cardNumber);
        if (card) card.balanceInCents -= applied.amountInCents;
      }
      const paidAt = now();
      cart.paidAt = paidAt;
      state.payments.push({
        cartId: cart.id,
        paymentType,
        orderType: completion.orderType,
        customer: completion.customer,
        ...(nonce === undefined ? {} : { nonce }),
        ...(securedCardData?.deviceData === undefined
          ? {}
          : { deviceData: securedCardData.deviceData }),
        ...(securedCardData?.threeDSecure === undefined
          ? {}
          : { threeDSecure: securedCardData.threeDSecure }),
        ...(recaptchaToken === undefined ? {} : { recaptchaToken }),
        amountInCents:
          paymentType === 'payPal' ? totals.payPalBalanceInCents : totals.balanceInCents,
        giftCards: cart.giftCards.map((applied) => ({ ...applied })),
        paidAt: new Date(paidAt).toISOString(),
      });
      if (recaptchaToken !== undefined) state.recaptchaTokens.push(recaptchaToken);
      recordBookings(state, cart, cookies[SESSION_COOKIE]);
      changeMemberType(state, cart, cookies[SESSION_COOKIE], paidAt);
      return success();
    },
  },
];

/** `YYYY-MM-DD` plus whole years (29 February on to 1 March). */
function addYears(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + years, month - 1, day)).toISOString().slice(0, 10);
}

/**
 * A signed-in member who pays for a renewal or upgrade has the member type it gives, for the
 * years it buys: a renewal from the day the membership would have ended (or today, once it has),
 * an upgrade from today.
 */
function changeMemberType(
  state: DemoState,
  cart: DemoCart,
  session: string | undefined,
  paidAt: number,
): void {
  if (session === undefined || !state.signIns.includes(session)) return;
  const today = sydneyDate(paidAt);
  for (const line of cart.concessions) {
    const next = line.kind === 'membership' ? memberTypeAfter.get(line.id) : undefined;
    const option = upgradeOptions.find((candidate) => candidate.concessionItemId === line.id);
    if (!next || !option) continue;
    const current = state.member.membershipExpiry ?? today;
    const from = option.action === 'renew' && current > today ? current : today;
    state.member = {
      ...state.member,
      memberType: next,
      membershipExpiry: addYears(from, option.periodInYears ?? 1),
    };
  }
}

/**
 * A signed-in member who pays for session tickets has them as bookings (what `GET
 * member/bookings` lists next), newest first.
 */
function recordBookings(state: DemoState, cart: DemoCart, session: string | undefined): void {
  if (session === undefined || !state.signIns.includes(session)) return;
  const booked = cart.sessions.map((screening) => ({
    id: `${cart.id}-${screening.id}`,
    filmTitle: screening.filmTitle,
    date: screening.date,
    endDate: screening.endDate,
    seats: [...screening.seats],
    ticketCount: screening.tickets.reduce((sum, ticket) => sum + ticket.quantity, 0),
  }));
  state.bookings = [...booked, ...state.bookings];
}
