/**
 * Fakes of braintree-web 3.102.0's wallet instances (apple-pay, google-payment, paypal-checkout),
 * for unit tests only; fakeBraintree.ts creates them as the SDK's modules would.
 */
import { vi } from 'vitest';
import type {
  ApplePayInstance,
  ApplePayRequestOverrides,
  GooglePaymentDataRequest,
  GooglePaymentInstance,
  PayPalCheckoutInstance,
} from '../braintree/sdkTypes';

/** A fake apple-pay instance: the gateway defaults are US-flavoured so overrides are visible. */
export class FakeApplePay implements ApplePayInstance {
  // Like braintree-web: the gateway's defaults (here US ones, so a missed override shows) under ours.
  createPaymentRequest = vi.fn((overrides: ApplePayRequestOverrides): Record<string, unknown> =>
    Object.assign(
      {
        countryCode: 'US',
        currencyCode: 'USD',
        merchantCapabilities: ['supports3DS'],
        supportedNetworks: ['visa', 'masterCard'],
      },
      overrides,
    ),
  );
  performValidation = vi.fn(
    async (_options: { validationURL: string; displayName?: string }): Promise<unknown> => ({
      merchantSessionIdentifier: 'fake-merchant-session',
    }),
  );
  tokenize = vi.fn(async (_options: { token: unknown }) => ({ nonce: 'fake-apple-pay-nonce' }));
  teardown = vi.fn(async () => undefined);
}

/** A fake google-payment instance that builds a version 2 request as braintree-web does. */
export class FakeGooglePayment implements GooglePaymentInstance {
  constructor(readonly options: { googlePayVersion: 2; googleMerchantId?: string }) {}
  createPaymentDataRequest = vi.fn(
    (overrides: {
      transactionInfo: GooglePaymentDataRequest['transactionInfo'];
    }): GooglePaymentDataRequest => ({
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [{ type: 'CARD', parameters: { allowedCardNetworks: ['VISA'] } }],
      ...(this.options.googleMerchantId
        ? { merchantInfo: { merchantId: this.options.googleMerchantId } }
        : {}),
      ...overrides,
    }),
  );
  parseResponse = vi.fn(async (_paymentData: unknown) => ({ nonce: 'fake-google-pay-nonce' }));
  teardown = vi.fn(async () => undefined);
}

/** A fake paypal-checkout instance. */
export class FakePayPalCheckout implements PayPalCheckoutInstance {
  getClientId = vi.fn(async (): Promise<string> => 'fake-paypal-client-id');
  createPayment = vi.fn(async (_options: unknown) => 'EC-FAKE-TOKEN');
  tokenizePayment = vi.fn(async (_data: unknown) => ({ nonce: 'fake-paypal-nonce' }));
  teardown = vi.fn(async () => undefined);
}
