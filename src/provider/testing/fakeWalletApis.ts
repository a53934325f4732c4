/**
 * Fakes of the wallet globals the provider loads (Apple's `ApplePaySession`, Google's
 * `google.payments.api`, the PayPal JS SDK), for unit tests only; the braintree-web modules' fakes
 * are in fakeBraintree.ts.
 */
import { vi } from 'vitest';
import type {
  ApplePaySessionLike,
  GooglePaymentDataRequest,
  GooglePaymentsClient,
  PayPalButtonsInstance,
  PayPalButtonsOptions,
  PayPalSdk,
} from '../braintree/sdkTypes';

/** A fake `ApplePaySession` class; `instances` holds every session started. */
export function createFakeApplePaySession(
  capability: { supportsVersion3?: boolean; canMakePayments?: boolean; beginError?: Error } = {},
) {
  class FakeApplePaySession implements ApplePaySessionLike {
    static readonly STATUS_SUCCESS = 0;
    static readonly STATUS_FAILURE = 1;
    static readonly instances: FakeApplePaySession[] = [];
    static supportsVersion = vi.fn(
      (version: number) => (capability.supportsVersion3 ?? true) && version <= 3,
    );
    static canMakePayments = vi.fn(() => capability.canMakePayments ?? true);

    onvalidatemerchant: ApplePaySessionLike['onvalidatemerchant'] = null;
    onpaymentauthorized: ApplePaySessionLike['onpaymentauthorized'] = null;
    oncancel: ApplePaySessionLike['oncancel'] = null;
    begin = vi.fn(() => {
      if (capability.beginError) throw capability.beginError;
    });
    abort = vi.fn();
    completeMerchantValidation = vi.fn();
    completePayment = vi.fn();

    constructor(
      readonly version: number,
      readonly request: Record<string, unknown>,
    ) {
      FakeApplePaySession.instances.push(this);
    }
  }
  return FakeApplePaySession;
}

/** A fake `google.payments.api` (pay.js); `clients` holds every PaymentsClient made. */
export function createFakeGooglePayApi(options: { ready?: boolean } = {}) {
  class FakePaymentsClient implements GooglePaymentsClient {
    static readonly clients: FakePaymentsClient[] = [];
    constructor(readonly options: { environment: 'TEST' | 'PRODUCTION' }) {
      FakePaymentsClient.clients.push(this);
    }
    isReadyToPay = vi.fn(async (_request: unknown) => ({ result: options.ready ?? true }));
    createButton = vi.fn((buttonOptions: { onClick: (event: Event) => void }) => {
      const button = document.createElement('button');
      button.textContent = 'Buy with GPay';
      button.addEventListener('click', buttonOptions.onClick);
      return button;
    });
    loadPaymentData = vi.fn(async (_request: GooglePaymentDataRequest): Promise<unknown> => ({
      apiVersion: 2,
      paymentMethodData: { tokenizationData: { token: '{}' } },
    }));
  }
  return { PaymentsClient: FakePaymentsClient };
}

/** A fake PayPal JS SDK; `buttons` holds every Buttons() call with its options. */
export function createFakePayPalSdk(options: { eligible?: boolean } = {}) {
  const buttons: {
    options: PayPalButtonsOptions;
    instance: PayPalButtonsInstance & { close: ReturnType<typeof vi.fn> };
  }[] = [];
  const sdk: PayPalSdk = {
    FUNDING: { PAYPAL: 'paypal' },
    Buttons: vi.fn((buttonOptions: PayPalButtonsOptions) => {
      const instance = {
        isEligible: () => options.eligible ?? true,
        render: vi.fn(async (container: HTMLElement) => {
          const frame = document.createElement('div');
          frame.dataset['fakeFrame'] = 'paypal-buttons';
          container.append(frame);
        }),
        close: vi.fn(async () => undefined),
      };
      buttons.push({ options: buttonOptions, instance });
      return instance;
    }),
  };
  return { sdk, buttons };
}
