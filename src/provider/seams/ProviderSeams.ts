/**
 * The browser APIs the provider reaches through seams (DEVELOPERS.md, House style 6), bundled so
 * that `createBraintreeProvider({ seams })` can replace any of them in unit tests.
 */
import type {
  ApplePaySessionConstructor,
  GooglePaymentsApi,
  PayPalCheckoutInstance,
  PayPalSdk,
} from '../braintree/sdkTypes';
import { applePaySession } from './applePaySession';
import { loadGooglePayApi } from './loadGooglePayApi';
import { loadPayPalSdk } from './loadPayPalSdk';

/** Replaceable browser access used by the braintree adapter. */
export interface ProviderSeams {
  /** `window.ApplePaySession` or undefined; never throws. */
  applePaySession(): ApplePaySessionConstructor | undefined;
  /** `google.payments.api`, loading pay.js once when absent. */
  loadGooglePayApi(): Promise<GooglePaymentsApi>;
  /** `window.paypal`, loaded through the paypal-checkout instance when absent, with a timeout. */
  loadPayPalSdk(
    paypalCheckout: PayPalCheckoutInstance,
    options: Record<string, string>,
  ): Promise<PayPalSdk>;
}

/** The real seams: globals first, script injection second. */
export const defaultSeams: ProviderSeams = {
  applePaySession,
  loadGooglePayApi: () => loadGooglePayApi(),
  loadPayPalSdk: (paypalCheckout, options) => loadPayPalSdk(paypalCheckout, options),
};
