import { isPaymentError } from '../../errors/errors';
import type { GooglePayOptions, PaymentProvider } from '../PaymentProvider';
import { ProviderErrorCode } from '../providerErrors';
import { createBraintreeProvider } from './createBraintreeProvider';
import {
  braintreeError,
  deferred,
  fakeBraintree,
  flush,
  type FakeGooglePayment,
  routeBraintreeToFakes,
} from '../testing/fakeBraintree';
import { createFakeGooglePayApi } from '../testing/fakeWalletApis';
import { walletCallbacks } from '../testing/walletCallbacks';

routeBraintreeToFakes('googlePayment');

let api: ReturnType<typeof createFakeGooglePayApi>;
let host: HTMLElement;
let provider: PaymentProvider;

function options(overrides: Partial<GooglePayOptions> = {}): GooglePayOptions {
  return {
    slot: 'google-pay',
    googleMerchantId: 'BCR2DN4T000',
    environment: 'sandbox',
    amount: { amountInCents: 2005, currency: 'AUD', merchantName: 'Cameo' },
    callbacks: walletCallbacks(),
    ...overrides,
  };
}

async function connectedProvider(environment: 'sandbox' | 'production' = 'sandbox') {
  const created = createBraintreeProvider({ seams: { loadGooglePayApi: async () => api } });
  await created.connect('token', environment);
  return created;
}

beforeEach(async () => {
  fakeBraintree.reset();
  document.body.replaceChildren();
  api = createFakeGooglePayApi();
  host = document.createElement('cinema-shop-cart');
  document.body.append(host);
  provider = await connectedProvider();
});

afterEach(async () => {
  await provider.teardown();
});

describe('mountGooglePay', () => {
  it('asks for Google Pay API 2.0 with the merchant id and the FINAL AUD total in dollars', async () => {
    await provider.mountGooglePay(host, options());

    expect(fakeBraintree.googlePayment.create).toHaveBeenCalledWith({
      client: fakeBraintree.clients[0],
      googlePayVersion: 2,
      googleMerchantId: 'BCR2DN4T000',
    });
    const googlePayment = fakeBraintree.googlePaymentInstances[0] as FakeGooglePayment;
    expect(googlePayment.createPaymentDataRequest).toHaveBeenCalledWith({
      transactionInfo: { currencyCode: 'AUD', totalPriceStatus: 'FINAL', totalPrice: '20.05' },
    });
    const paymentsClient = api.PaymentsClient.clients[0];
    expect(paymentsClient?.isReadyToPay).toHaveBeenCalledWith({
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [{ type: 'CARD', parameters: { allowedCardNetworks: ['VISA'] } }],
    });
  });

  it('uses the TEST environment in sandbox and PRODUCTION otherwise', async () => {
    await provider.mountGooglePay(host, options({ environment: 'sandbox' }));
    await provider.mountGooglePay(host, options({ environment: 'production' }));

    expect(api.PaymentsClient.clients.map((client) => client.options.environment)).toEqual([
      'TEST',
      'PRODUCTION',
    ]);
  });

  it("defaults to connect()'s environment", async () => {
    const production = await connectedProvider('production');
    const { environment: _omitted, ...rest } = options();

    await production.mountGooglePay(host, rest);

    expect(api.PaymentsClient.clients[0]?.options.environment).toBe('PRODUCTION');
    await production.teardown();
  });

  it('leaves the merchant id out when payment details have none', async () => {
    await provider.mountGooglePay(host, options({ googleMerchantId: '' }));

    expect(fakeBraintree.googlePayment.create).toHaveBeenCalledWith({
      client: fakeBraintree.clients[0],
      googlePayVersion: 2,
    });
  });

  it('puts the Google Pay button in a light-DOM container with the slot', async () => {
    await provider.mountGooglePay(host, options());

    const container = host.querySelector('[slot="google-pay"]');
    expect(container?.parentElement).toBe(host);
    expect(container?.querySelector('button')?.textContent).toBe('Buy with GPay');
  });

  it('resolves null and renders nothing when Google Pay is not ready to pay', async () => {
    api = createFakeGooglePayApi({ ready: false });

    const handle = await provider.mountGooglePay(host, options());

    expect(handle).toBeNull();
    expect(host.children).toHaveLength(0);
    expect(fakeBraintree.googlePaymentInstances[0]?.teardown).toHaveBeenCalledTimes(1);
  });

  it('rejects with a PaymentError when pay.js cannot load, leaving nothing behind', async () => {
    const failing = createBraintreeProvider({
      seams: {
        loadGooglePayApi: () =>
          Promise.reject(braintreeError(ProviderErrorCode.SCRIPT_LOAD_TIMEOUT)),
      },
    });
    await failing.connect('token', 'sandbox');

    const error: unknown = await failing.mountGooglePay(host, options()).catch((e: unknown) => e);

    expect(isPaymentError(error) && error.code).toBe(ProviderErrorCode.SCRIPT_LOAD_TIMEOUT);
    expect(host.children).toHaveLength(0);
    await failing.teardown();
  });
});

describe('Google Pay click', () => {
  it('loads payment data, parses it and completes on the server with the nonce', async () => {
    const cb = walletCallbacks();
    await provider.mountGooglePay(host, options({ callbacks: cb }));
    const paymentsClient = api.PaymentsClient.clients[0];

    host.querySelector('button')?.click();
    await flush();

    expect(cb.onStart).toHaveBeenCalledTimes(1);
    expect(paymentsClient?.loadPaymentData).toHaveBeenCalledWith(
      expect.objectContaining({
        apiVersion: 2,
        apiVersionMinor: 0,
        merchantInfo: { merchantId: 'BCR2DN4T000' },
        transactionInfo: { currencyCode: 'AUD', totalPriceStatus: 'FINAL', totalPrice: '20.05' },
      }),
    );
    expect(fakeBraintree.googlePaymentInstances[0]?.parseResponse).toHaveBeenCalledWith({
      apiVersion: 2,
      paymentMethodData: { tokenizationData: { token: '{}' } },
    });
    expect(cb.onAuthorize).toHaveBeenCalledWith({ nonce: 'fake-google-pay-nonce' });
  });

  it('treats a closed sheet (statusCode CANCELED) as a cancel, not an error', async () => {
    const cb = walletCallbacks();
    await provider.mountGooglePay(host, options({ callbacks: cb }));
    api.PaymentsClient.clients[0]?.loadPaymentData.mockRejectedValueOnce({
      statusCode: 'CANCELED',
    });

    host.querySelector('button')?.click();
    await flush();

    expect(cb.onCancel).toHaveBeenCalledTimes(1);
    expect(cb.onError).not.toHaveBeenCalled();
    expect(cb.onAuthorize).not.toHaveBeenCalled();
  });

  it('reports other failures as a PaymentError', async () => {
    const cb = walletCallbacks();
    await provider.mountGooglePay(host, options({ callbacks: cb }));
    fakeBraintree.googlePaymentInstances[0]?.parseResponse.mockRejectedValueOnce(
      braintreeError('GOOGLE_PAYMENT_GATEWAY_ERROR'),
    );

    host.querySelector('button')?.click();
    await flush();

    expect(cb.errors[0]?.code).toBe('GOOGLE_PAYMENT_GATEWAY_ERROR');
    expect(cb.onCancel).not.toHaveBeenCalled();
  });
});

describe('Google Pay teardown', () => {
  it('removes the button container and tears the instance down, once', async () => {
    const handle = await provider.mountGooglePay(host, options());

    await handle?.teardown();
    await provider.teardown();

    expect(host.children).toHaveLength(0);
    expect(fakeBraintree.googlePaymentInstances[0]?.teardown).toHaveBeenCalledTimes(1);
  });

  it('tears down a button whose mount finishes after teardown', async () => {
    const gate = deferred();
    fakeBraintree.gates.googlePayment = gate;
    const mounting = provider.mountGooglePay(host, options());
    await vi.waitFor(() => expect(fakeBraintree.googlePayment.create).toHaveBeenCalled());

    await provider.teardown();
    gate.resolve();

    await expect(mounting).rejects.toMatchObject({ code: ProviderErrorCode.TORN_DOWN });
    expect(host.children).toHaveLength(0);
    expect(fakeBraintree.googlePaymentInstances[0]?.teardown).toHaveBeenCalledTimes(1);
  });
});
