/** Checkout payloads and answers: gift cards, payment details, completion. */
import * as v from 'valibot';
import { Customer } from './customer';
import {
  Cents,
  DIGITS_PATTERN,
  IsoDate,
  OrderType,
  PaymentEnvironment,
  PaymentType,
  RecaptchaToken,
} from './primitives';

/** A gift card applied to a cart. */
export const GiftCard = v.object({
  cardNumber: v.string(),
  balanceInCents: Cents,
  cardExpiry: IsoDate,
});
export type GiftCard = v.InferOutput<typeof GiftCard>;
export const GiftCardList = v.array(GiftCard);

/** Which payment methods the server enables. */
export const PaymentMethods = v.object({
  applePay: v.boolean(),
  creditCard: v.boolean(),
  giftCard: v.boolean(),
  googlePay: v.boolean(),
  payPal: v.boolean(),
});
export type PaymentMethods = v.InferOutput<typeof PaymentMethods>;

/** `GET checkout/{cartId}`. */
export const PaymentDetails = v.object({
  balanceInCents: Cents,
  authorization: v.pipe(v.string(), v.nonEmpty()),
  googleMerchantId: v.optional(v.string(), ''),
  payPalBalanceInCents: Cents,
  merchantName: v.string(),
  currency: v.string(),
  environment: PaymentEnvironment,
  methods: PaymentMethods,
  giftCards: v.array(GiftCard),
});
export type PaymentDetails = v.InferOutput<typeof PaymentDetails>;

/** `POST checkout/{cartId}/gift-card`. */
export const GiftCardPayment = v.object({
  cardNumber: v.pipe(v.string(), v.regex(DIGITS_PATTERN, 'Please enter a valid gift card number')),
  cardPin: v.pipe(v.string(), v.regex(DIGITS_PATTERN, 'Please enter a valid gift card PIN')),
  recaptchaToken: RecaptchaToken,
});
export type GiftCardPayment = v.InferInput<typeof GiftCardPayment>;

/** `POST checkout/{cartId}`. */
export const PaymentCompletion = v.object({
  paymentType: PaymentType,
  orderType: OrderType,
  customer: Customer,
  // The balance the payment page showed at the press, after gift cards: the server charges
  // nothing when the order is no longer that one (docs/product-rules.md §7.10).
  expectedTotalInCents: Cents,
  securedCardData: v.optional(
    v.object({
      nonce: v.pipe(v.string(), v.nonEmpty()),
      deviceData: v.optional(v.string()),
      // A card verified with 3D Secure (product-rules §7.9): what the verification shifted; the
      // nonce is then the verified one. The server decides what to accept.
      threeDSecure: v.optional(
        v.object({ liabilityShifted: v.boolean(), liabilityShiftPossible: v.boolean() }),
      ),
    }),
  ),
  recaptchaToken: v.optional(RecaptchaToken),
});
export type PaymentCompletion = v.InferInput<typeof PaymentCompletion>;

/** A `{ success }` answer. */
export const SuccessResult = v.object({ success: v.boolean() });
export type SuccessResult = v.InferOutput<typeof SuccessResult>;
