/**
 * Messages and codes of the PaymentErrors the provider raises. The messages are the
 * user-facing texts of product-rules §9.4; the codes are braintree-web's own where the SDK gave
 * one, else these.
 */

/** A card tokenize error (product-rules §9.4). */
export const CARD_DETAILS_MESSAGE = 'Something went wrong. Check your card details and try again.';

/**
 * A payment processing error (product-rules §9.4): used for every provider failure that is not a
 * card tokenize.
 */
export const PAYMENT_FAILED_MESSAGE = 'An error occurred during payment processing.';

/** Codes for failures the provider detects itself (the SDK's codes pass through unchanged). */
export const ProviderErrorCode = {
  /** A mount was asked for before connect(). */
  NOT_CONNECTED: 'PROVIDER_NOT_CONNECTED',
  /** teardown() (or the mount's AbortSignal) ran before this call finished; React can ignore it. */
  TORN_DOWN: 'PROVIDER_TORN_DOWN',
  /** A method got arguments it cannot use (empty authorization, missing slot, ...). */
  INVALID_OPTIONS: 'PROVIDER_INVALID_OPTIONS',
  /** A third-party script failed to load. */
  SCRIPT_LOAD_FAILED: 'PROVIDER_SCRIPT_LOAD_FAILED',
  /** A third-party script did not load in time. */
  SCRIPT_LOAD_TIMEOUT: 'PROVIDER_SCRIPT_LOAD_TIMEOUT',
  /** pay.js loaded but `google.payments.api` is missing. */
  GOOGLE_PAY_UNAVAILABLE: 'PROVIDER_GOOGLE_PAY_UNAVAILABLE',
  /** The PayPal SDK loaded but `paypal.Buttons` is missing. */
  PAYPAL_SDK_UNAVAILABLE: 'PROVIDER_PAYPAL_SDK_UNAVAILABLE',
  /** `ApplePaySession` is missing or refused to start. */
  APPLE_PAY_UNAVAILABLE: 'PROVIDER_APPLE_PAY_UNAVAILABLE',
  /** The card fields are not all valid, so tokenize was not attempted. */
  CARD_FIELDS_INVALID: 'HOSTED_FIELDS_FIELDS_INVALID',
  /** The wallet rejected the payment without an SDK code. */
  WALLET_FAILED: 'PROVIDER_WALLET_FAILED',
  /** The buyer cancelled the 3D Secure challenge. */
  THREEDS_CANCELLED: 'PROVIDER_THREEDS_CANCELLED',
  /** 3D Secure's lookup or authentication failed. */
  THREEDS_FAILED: 'PROVIDER_THREEDS_FAILED',
  /** Cardinal's verification script did not load in time. */
  THREEDS_UNAVAILABLE: 'PROVIDER_THREEDS_UNAVAILABLE',
} as const;

/** One of {@link ProviderErrorCode}'s values. */
export type ProviderErrorCode = (typeof ProviderErrorCode)[keyof typeof ProviderErrorCode];
