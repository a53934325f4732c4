/**
 * The building blocks every other schema uses: amounts, ids, dates, the e-mail rule
 * and the enumerations of order types, payment types and environments.
 */
import * as v from 'valibot';
import { isIsoTimestamp } from '../../format/isoTimestamp';
import { EMAIL_MESSAGE, EMAIL_PATTERN, REQUIRED_MESSAGE } from './email';

export { EMAIL_MESSAGE, EMAIL_PATTERN };

// ---------------------------------------------------------------------------------------------
// Primitives

/** Non-negative whole cents. */
export const Cents = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A string with something in it after trimming. */
export const Required = v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED_MESSAGE));
/** Identifier issued by the server. */
export const Id = v.pipe(v.string(), v.nonEmpty());
/** Calendar date `YYYY-MM-DD`. */
export const IsoDate = v.pipe(v.string(), v.isoDate());
/**
 * ISO 8601 timestamp, with or without seconds, fraction or offset (or a plain date), and a real
 * moment: never whatever else this engine's `Date.parse` happens to accept.
 */
export const IsoTimestamp = v.pipe(
  v.string(),
  v.check(isIsoTimestamp, 'Invalid ISO 8601 timestamp'),
);
/** A bot-check token obtained right before the call (product-rules §13). */
export const RecaptchaToken = v.pipe(v.string(), v.nonEmpty('A bot-check token is required'));
/** A quantity of one or more. */
export const Quantity = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * An e-mail address per product-rules §8.2: empty, 'This field is required' (§8); otherwise the
 * pattern of ./email, else 'Please enter a valid email address'.
 */
export const Email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(REQUIRED_MESSAGE),
  v.regex(EMAIL_PATTERN, EMAIL_MESSAGE),
);

/** Digits only, as gift card numbers and PINs are. */
export const DIGITS_PATTERN = /^\d+$/;

// ---------------------------------------------------------------------------------------------
// Enumerations

/** The order types (product-rules §7.7). */
export const OrderType = v.picklist(['booking', 'registration', 'renewal', 'shop', 'festivalPass']);
export type OrderType = v.InferOutput<typeof OrderType>;

/** Completion payment types; `braintree` is the card method, named after the provider. */
/** How an order was paid; `free` completes an order with nothing to pay (product-rules §7.6). */
export const PaymentType = v.picklist([
  'braintree',
  'applePay',
  'googlePay',
  'giftCard',
  'payPal',
  'free',
]);
export type PaymentType = v.InferOutput<typeof PaymentType>;

/** Payment environment (product-rules §7.5). */
export const PaymentEnvironment = v.picklist(['sandbox', 'production']);
export type PaymentEnvironment = v.InferOutput<typeof PaymentEnvironment>;
