/**
 * The narrow surface of braintree-web 3.102.0, Google's pay.js, the PayPal JS SDK and
 * ApplePaySession that the adapter uses. Written from the 3.102.0 sources in node_modules because
 * @types/braintree-web 3.96 lacks some of it (hosted-field `internalLabel`, `setAttribute`'s promise,
 * google-payment `teardown`) and pulls Google's global namespace in; the loaders cast once, here
 * the shapes are checked everywhere else.
 */
import type { CardPayloadDetails } from './cardOf';

/** `braintree-web/client` instance. */
export interface BraintreeClient {
  teardown(): Promise<void>;
  /** What the gateway said of the merchant account (3D Secure's flag, the accepted card brands). */
  getConfiguration(): {
    gatewayConfiguration: {
      threeDSecureEnabled?: boolean;
      creditCards?: { supportedCardTypes?: unknown };
    };
  };
}

/** `braintree-web/client` module. */
export interface ClientModule {
  create(options: { authorization: string }): Promise<BraintreeClient>;
}

/** A braintree-web error: `code` is what PaymentError keeps. */
export interface BraintreeErrorLike {
  code?: unknown;
  message?: unknown;
}

/** The SDK's hosted field names we mount. */
export type HostedFieldKey = 'number' | 'cardholderName' | 'expirationDate' | 'cvv';

/** One field's options in `hostedFields.create`. */
export interface HostedFieldOptions {
  container: HTMLElement;
  placeholder?: string;
  internalLabel?: string;
}

/** One field's state in the SDK's state object. */
export interface HostedFieldData {
  isEmpty: boolean;
  isValid: boolean;
  isPotentiallyValid: boolean;
  isFocused: boolean;
}

/** The SDK's state object, also the payload of its field events. */
export interface HostedFieldsStateObject {
  cards: readonly { type: string }[];
  fields: Partial<Record<HostedFieldKey, HostedFieldData>>;
  emittedBy?: HostedFieldKey;
}

/** The hosted-field events that carry a state object. */
export type HostedFieldsEventName =
  'validityChange' | 'empty' | 'notEmpty' | 'focus' | 'blur' | 'cardTypeChange';

/** `braintree-web/hosted-fields` instance. */
export interface HostedFieldsInstance {
  on(event: HostedFieldsEventName, handler: (state: HostedFieldsStateObject) => void): void;
  off(event: HostedFieldsEventName, handler: (state: HostedFieldsStateObject) => void): void;
  getState(): HostedFieldsStateObject;
  focus(field: HostedFieldKey): Promise<void> | void;
  setAttribute(options: {
    field: HostedFieldKey;
    attribute: 'aria-required';
    value: boolean;
  }): Promise<void> | void;
  tokenize(): Promise<{ nonce: string; details?: CardPayloadDetails }>;
  teardown(): Promise<void>;
}

/** `braintree-web/hosted-fields` module. */
export interface HostedFieldsModule {
  create(options: {
    client: BraintreeClient;
    fields: Record<HostedFieldKey, HostedFieldOptions>;
    styles: Record<string, Record<string, string>>;
  }): Promise<HostedFieldsInstance>;
}

/** The request `applePayInstance.createPaymentRequest` completes with the gateway's defaults. */
export type ApplePayRequestOverrides = {
  total: { label: string; amount: string };
  currencyCode: string;
  countryCode: string;
};

/** `braintree-web/apple-pay` instance (created with a client, so createPaymentRequest is synchronous). */
export interface ApplePayInstance {
  createPaymentRequest(overrides: ApplePayRequestOverrides): Record<string, unknown>;
  performValidation(options: { validationURL: string; displayName?: string }): Promise<unknown>;
  tokenize(options: { token: unknown }): Promise<{ nonce: string }>;
  teardown(): Promise<void>;
}

/** `braintree-web/apple-pay` module. */
export interface ApplePayModule {
  create(options: { client: BraintreeClient }): Promise<ApplePayInstance>;
}

/** The events an ApplePaySession raises that the adapter handles. */
export interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(status: number): void;
}

/** `window.ApplePaySession` (version 3 API). */
export interface ApplePaySessionConstructor {
  new (version: number, request: Record<string, unknown>): ApplePaySessionLike;
  supportsVersion(version: number): boolean;
  canMakePayments(): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

/** Google Pay API payment data request, as braintree-web builds it (version 2). */
export interface GooglePaymentDataRequest {
  apiVersion: number;
  apiVersionMinor: number;
  allowedPaymentMethods: unknown[];
  transactionInfo: { currencyCode: string; totalPriceStatus: 'FINAL'; totalPrice: string };
  [key: string]: unknown;
}

/** `braintree-web/google-payment` instance (created with a client, so requests are synchronous). */
export interface GooglePaymentInstance {
  createPaymentDataRequest(overrides: {
    transactionInfo: GooglePaymentDataRequest['transactionInfo'];
  }): GooglePaymentDataRequest;
  parseResponse(paymentData: unknown): Promise<{ nonce: string; details?: CardPayloadDetails }>;
  teardown(): Promise<void>;
}

/** `braintree-web/google-payment` module. */
export interface GooglePaymentModule {
  create(options: {
    client: BraintreeClient;
    googlePayVersion: 2;
    googleMerchantId?: string;
  }): Promise<GooglePaymentInstance>;
}

/** Google's `PaymentsClient` from pay.js. */
export interface GooglePaymentsClient {
  isReadyToPay(request: {
    apiVersion: number;
    apiVersionMinor: number;
    allowedPaymentMethods: unknown[];
  }): Promise<{ result: boolean }>;
  createButton(options: {
    onClick: (event: Event) => void;
    buttonType?: string;
    buttonSizeMode?: 'static' | 'fill';
  }): HTMLElement;
  loadPaymentData(request: GooglePaymentDataRequest): Promise<unknown>;
}

/** `google.payments.api` from pay.js. */
export interface GooglePaymentsApi {
  PaymentsClient: new (options: { environment: 'TEST' | 'PRODUCTION' }) => GooglePaymentsClient;
}

/** Options of `paypalCheckoutInstance.createPayment` we use. */
export interface PayPalCreatePaymentOptions {
  flow: 'checkout';
  intent: 'capture';
  amount: string;
  currency: string;
}

/** `braintree-web/paypal-checkout` instance. */
export interface PayPalCheckoutInstance {
  /** The merchant's PayPal client id, from the gateway configuration. */
  getClientId(): Promise<string>;
  createPayment(options: PayPalCreatePaymentOptions): Promise<string>;
  tokenizePayment(data: unknown): Promise<{ nonce: string }>;
  teardown(): Promise<void>;
}

/** `braintree-web/paypal-checkout` module. */
export interface PayPalCheckoutModule {
  create(options: { client: BraintreeClient }): Promise<PayPalCheckoutInstance>;
}

/** Options of the PayPal SDK's `paypal.Buttons`. */
export interface PayPalButtonsOptions {
  fundingSource: string;
  createOrder: () => Promise<string>;
  onClick?: () => void;
  onApprove: (data: unknown) => Promise<void>;
  onCancel: () => void;
  onError: (error: unknown) => void;
}

/** What `paypal.Buttons(...)` returns. */
export interface PayPalButtonsInstance {
  isEligible?(): boolean;
  render(container: HTMLElement): Promise<void>;
  close?(): Promise<void> | void;
}

/** `window.paypal` once the PayPal JS SDK has loaded. */
export interface PayPalSdk {
  Buttons(options: PayPalButtonsOptions): PayPalButtonsInstance;
  FUNDING: { PAYPAL: string };
}

/** A billing address as `threeDSecure.verifyCard` takes it (product-rules §7.9). */
export interface ThreeDSecureBillingAddress {
  givenName?: string;
  surname?: string;
  streetAddress?: string;
  extendedAddress?: string;
  locality?: string;
  region?: string;
  postalCode?: string;
  countryCodeAlpha2?: string;
}

/** `verifyCard`'s options as the adapter uses them (2-inline-iframe). */
export interface ThreeDSecureVerifyOptions {
  nonce: string;
  bin: string;
  /** Dollars with two decimals, e.g. `"12.50"`. */
  amount: string;
  email?: string;
  mobilePhoneNumber?: string;
  billingAddress?: ThreeDSecureBillingAddress;
  onLookupComplete(data: unknown, next: () => void): void;
}

/** `verifyCard`'s result. */
export interface ThreeDSecureVerifyPayload {
  nonce: string;
  liabilityShifted?: boolean;
  liabilityShiftPossible?: boolean;
}

/** `braintree-web/three-d-secure` instance (version `2-inline-iframe`). */
export interface ThreeDSecureInstance {
  /** `authentication-iframe-available` hands over the bank's frame: `{ element }` and `next`. */
  on(
    event: 'authentication-iframe-available',
    handler: (payload: { element: HTMLElement }, next: () => void) => void,
  ): void;
  verifyCard(options: ThreeDSecureVerifyOptions): Promise<ThreeDSecureVerifyPayload>;
  cancelVerifyCard(): Promise<unknown>;
  teardown(): Promise<void>;
}

/** `braintree-web/three-d-secure` module. */
export interface ThreeDSecureModule {
  create(options: {
    client: BraintreeClient;
    version: '2-inline-iframe';
  }): Promise<ThreeDSecureInstance>;
}
