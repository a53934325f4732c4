/**
 * Checkout calls (openapi.yaml, the `checkout/{cartId}…` operations), which are also the widget
 * payment store's four calls: payment details, add and remove gift-card payments, and completing
 * the payment. None is cached: balances change with every step, and none is retried unless it is a
 * GET.
 */
import {
  GiftCardList,
  GiftCardPayment,
  PaymentCompletion,
  PaymentDetails,
  SuccessResult,
} from './schemas';
import type { GiftCard } from './schemas';
import type { Http } from './http';
import { pathId, postCall, request } from './request';
import type { CallOptions } from './request';

const checkoutPath = (cartId: string): string => `checkout/${pathId(cartId, 'cartId')}`;

/** `GET checkout/{cartId}`: the payment details (balance, authorization, enabled methods, gift cards). */
export async function paymentDetails(
  http: Http,
  cartId: string,
  options: CallOptions = {},
): Promise<PaymentDetails | undefined> {
  return request(
    http,
    { method: 'get', path: checkoutPath(cartId), signal: options.signal },
    PaymentDetails,
  );
}

/**
 * `POST checkout/{cartId}/gift-card`: pay part or all of the cart with a gift card; resolves to
 * the updated list of applied gift cards. Throws `ApiError` (e.g. a wrong PIN) with the detail.
 */
export async function addGiftCardPayment(
  http: Http,
  cartId: string,
  payload: GiftCardPayment,
  options: CallOptions = {},
): Promise<GiftCard[] | undefined> {
  const path = `${checkoutPath(cartId)}/gift-card`;
  return request(
    http,
    postCall(path, GiftCardPayment, payload, 'gift card payment', options),
    GiftCardList,
  );
}

/** `DELETE checkout/{cartId}/gift-card`: remove the gift-card payments; resolves to the remaining list. */
export async function removeGiftCardPayments(
  http: Http,
  cartId: string,
  options: CallOptions = {},
): Promise<GiftCard[] | undefined> {
  const path = `${checkoutPath(cartId)}/gift-card`;
  return request(http, { method: 'delete', path, signal: options.signal }, GiftCardList);
}

/**
 * `POST checkout/{cartId}`: complete the payment. Resolves to the server's success flag; a failure
 * the server explains comes as `ApiError` whose `detail` the widget shows (product-rules §9.4).
 */
export async function completePayment(
  http: Http,
  cartId: string,
  payload: PaymentCompletion,
  options: CallOptions = {},
): Promise<boolean | undefined> {
  const path = checkoutPath(cartId);
  const answer = await request(
    http,
    postCall(path, PaymentCompletion, payload, 'payment completion', options),
    SuccessResult,
  );
  return answer?.success;
}
