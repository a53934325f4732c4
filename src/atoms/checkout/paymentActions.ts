/**
 * The payment store's calls (openapi.yaml, the `checkout/{cartId}…` operations): fetch the payment
 * details, add and remove gift cards, and complete the payment, over one checkout scope's state
 * (see checkoutActions.ts). Part of the checkout flow that loads on demand, after the details form
 * has shown.
 */
import { RESET } from 'jotai/vanilla/utils';
import { clearAfterPayment } from '../../api/cache';
import { getCart } from '../../api/cart';
import {
  addGiftCardPayment,
  completePayment as sendCompletion,
  paymentDetails,
  removeGiftCardPayments,
} from '../../api/checkout';
import type { Http } from '../../api/http';
import type { Cart, PaymentCompletion, PaymentType } from '../../api/schemas';
import { botCheckToken } from '../../botcheck/botCheckToken';
import { isApiError } from '../../errors/errors';
import type {
  CheckoutContext,
  CompletePaymentInput,
  GiftCardInput,
  HttpContext,
  PaymentActionTools,
} from './checkoutTypes';
import {
  FREE_NOT_ALLOWED_MESSAGE,
  GIFT_CARD_ADD_ERROR_MESSAGE,
  ORDER_CHANGED_MESSAGE,
  GIFT_CARD_REMOVE_ERROR_MESSAGE,
  PAYMENT_DETAILS_ERROR_MESSAGE,
  PAYMENT_ERROR_MESSAGE,
} from './checkoutMessages';
import { giftCardListRule } from './giftCardListRule';
import { lastPaymentTypeAtom } from './lastPaymentTypeAtom';
import { describeMethod, receiptLines } from './receipt';

/**
 * Cards, gift cards and free completions send a fresh 'payment' token; Apple Pay, Google Pay and
 * PayPal none (product-rules §13).
 */
export const needsBotCheck = (paymentType: PaymentType): boolean =>
  paymentType === 'braintree' || paymentType === 'giftCard' || paymentType === 'free';

/**
 * `GET checkout/{cartId}` for the stored cart, applying the gift-card list rule (§7.4): the
 * details and the cart they are of are set together, so the page pays what it shows (§7.10).
 * False (error set) on failure.
 */
export async function refreshDetails(t: PaymentActionTools, http: Http): Promise<boolean> {
  const { get, set, state } = t;
  try {
    const cartId = t.requireCartId();
    const details = await paymentDetails(http, cartId);
    if (!details) return false;
    set(state.paymentDetailsAtom, details);
    set(state.detailsCartIdAtom, cartId);
    set(state.detailsStaleAtom, false);
    set(state.giftCardsAtom, giftCardListRule(get(state.giftCardsAtom), details.giftCards));
    return true;
  } catch (error) {
    // After a gift card was added or removed, the details held now no longer match the cart.
    set(state.detailsStaleAtom, true);
    set(state.errorAtom, t.messageFor(error, PAYMENT_DETAILS_ERROR_MESSAGE));
    return false;
  }
}

/** `POST checkout/{cartId}/gift-card` with a fresh 'giftCard' bot-check token, then refresh. */
export function addGiftCard(t: PaymentActionTools, input: CheckoutContext & GiftCardInput) {
  const { set, state } = t;
  set(state.errorAtom, null);
  return t.whileLoading(async () => {
    try {
      const cartId = t.requireCartId();
      // Fetched right before the call: a token is single-use and short-lived (product-rules §13).
      const recaptchaToken = await botCheckToken(input.recaptchaKey, 'giftCard');
      const payload = {
        cardNumber: input.cardNumber.trim(),
        cardPin: input.cardPin.trim(),
        recaptchaToken,
      };
      const cards = await addGiftCardPayment(input.http, cartId, payload);
      if (!cards) return false;
      set(state.giftCardsAtom, cards);
    } catch (error) {
      set(state.errorAtom, t.messageFor(error, GIFT_CARD_ADD_ERROR_MESSAGE));
      return false;
    }
    return refreshDetails(t, input.http);
  });
}

/** `DELETE checkout/{cartId}/gift-card`, then refresh. */
export function removeGiftCards(t: PaymentActionTools, { http }: HttpContext) {
  const { set, state } = t;
  set(state.errorAtom, null);
  return t.whileLoading(async () => {
    try {
      const cards = await removeGiftCardPayments(http, t.requireCartId());
      if (!cards) return false;
      // The DELETE answer is the remaining list; the list rule (product-rules §7.4) is for payment
      // details only.
      set(state.giftCardsAtom, cards);
    } catch (error) {
      set(state.errorAtom, t.messageFor(error, GIFT_CARD_REMOVE_ERROR_MESSAGE));
      return false;
    }
    return refreshDetails(t, http);
  });
}

/**
 * The cart being paid for, for its receipt: as the server last answered it (the API cache holds
 * every order's answer), else fetched; else the order summary's copy only when it is this very
 * cart. `null` rather than another cart: a receipt for an order the buyer did not complete is
 * worse than none.
 */
async function cartPaidFor(
  t: PaymentActionTools,
  http: Http,
  cartId: string,
): Promise<Cart | null> {
  try {
    const cart = await getCart(http, cartId);
    if (cart?.id === cartId) return cart;
  } catch {
    // The receipt must not stop the payment: fall back to the summary's copy below.
  }
  const summary = t.get(t.state.orderSummaryCartAtom).cart;
  return summary?.id === cartId ? summary : null;
}

/**
 * `POST checkout/{cartId}` for the cart whose details are on show, expecting the balance on show
 * (§7.10); on success the clearing (§7.7), the receipt, and no buyer data kept. A `409` (the order
 * changed since the details were fetched) says so and fetches them again.
 */
export async function completePayment(
  t: PaymentActionTools,
  input: CheckoutContext & CompletePaymentInput,
): Promise<boolean> {
  const { get, set, state } = t;
  set(state.errorAtom, null);
  const { http, paymentType, orderType, nonce, deviceData } = input;
  try {
    // What the buyer saw at the press: the cart the details are of and their balance.
    const cartId = get(state.detailsCartIdAtom);
    if (!cartId || !get(state.paymentDetailsAtom)) throw new Error('There is no cart to pay for.');
    const expectedTotalInCents = get(t.balanceOf);
    const customer = get(state.customerAtom);
    if (!customer) throw new Error('There are no customer details to pay with.');
    const giftCards = get(state.giftCardsAtom);
    if (paymentType === 'free' && (get(t.balanceOf) > 0 || giftCards.length > 0)) {
      set(state.errorAtom, FREE_NOT_ALLOWED_MESSAGE);
      return false;
    }
    // Read before the completion, while the server still has the cart open.
    const cart = await cartPaidFor(t, http, cartId);
    const recaptchaToken = needsBotCheck(paymentType)
      ? await botCheckToken(input.recaptchaKey, 'payment')
      : undefined;
    const payload: PaymentCompletion = {
      paymentType,
      orderType,
      customer,
      expectedTotalInCents,
      ...(nonce
        ? {
            securedCardData: {
              nonce,
              ...(deviceData ? { deviceData } : {}),
              ...(input.threeDSecure ? { threeDSecure: input.threeDSecure } : {}),
            },
          }
        : {}),
      ...(recaptchaToken ? { recaptchaToken } : {}),
    };
    const success = await sendCompletion(http, cartId, payload);
    if (success !== true) throw new Error('The server did not confirm the payment.');
    const deliveryAddress = get(state.deliveryAddressAtom);
    set(state.receiptAtom, {
      reference: cartId,
      orderType,
      lines: receiptLines(cart),
      bookingFeeInCents: cart?.bookingFeeInCents ?? 0,
      totalInCents: cart?.totalInCents ?? get(t.balanceOf),
      method: describeMethod(paymentType, giftCards, input.card),
      email: customer.email,
      paidAt: new Date().toISOString(),
      ...(deliveryAddress ? { deliveryAddress } : {}),
    });
    // The stored cart and the member's changed lists go; the payment type is remembered (§7.7).
    // The buyer's details go with the cart (nothing personal stays after payment).
    clearAfterPayment(http);
    set(lastPaymentTypeAtom, paymentType);
    set(state.cartIdAtom, RESET);
    set(state.cartExpiryAtom, RESET);
    set(state.customerAtom, RESET);
    set(state.billingAddressAtom, RESET);
    set(state.deliveryAddressAtom, null);
    set(state.giftCardsAtom, []);
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 409) {
      // Nothing was charged: the buyer checks the new total and pays again (§7.10).
      await refreshDetails(t, http);
      set(state.orderChangesAtom, (n) => n + 1);
      set(state.errorAtom, ORDER_CHANGED_MESSAGE);
      return false;
    }
    // A failed gift-card completion always shows the default text (product-rules §9.4).
    set(
      state.errorAtom,
      paymentType === 'giftCard'
        ? PAYMENT_ERROR_MESSAGE
        : t.messageFor(error, PAYMENT_ERROR_MESSAGE),
    );
    return false;
  }
}
