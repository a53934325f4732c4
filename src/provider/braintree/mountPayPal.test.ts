import { isPaymentError } from '../../errors/errors';
import type { PaymentProvider, PayPalOptions } from '../PaymentProvider';
import { PAYMENT_FAILED_MESSAGE, ProviderErrorCode } from '../providerErrors';
import type { ProviderSeams } from '../seams/ProviderSeams';
import { createBraintreeProvider } from './createBraintreeProvider';
import {
  braintreeError,
  deferred,
  fakeBraintree,
  flush,
  type FakePayPalCheckout,
  routeBraintreeToFakes,
} from '../testing/fakeBraintree';
import { createFakePayPalSdk } from '../testing/fakeWalletApis';
import { walletCallbacks } from '../testing/walletCallbacks';

routeBraintreeToFakes('paypalCheckout');

let paypal: ReturnType<typeof createFakePayPalSdk>;
let loadPayPalSdk: ReturnType<typeof vi.fn<ProviderSeams['loadPayPalSdk']>>;
let host: HTMLElement;
let provider: PaymentProvider;

function options(overrides: Partial<PayPalOptions> = {}): PayPalOptions {
  return {
    slot: 'paypal',
    amount: { amountInCents: 1025, currency: 'AUD', merchantName: 'Lido' },
    callbacks: walletCallbacks(),
    ...overrides,
  };
}

function lastButtons() {
  const buttons = paypal.buttons.at(-1);
  if (!buttons) throw new Error('paypal.Buttons was not called');
  return buttons;
}

beforeEach(async () => {
  fakeBraintree.reset();
  document.body.replaceChildren();
  paypal = createFakePayPalSdk();
  loadPayPalSdk = vi.fn(async () => paypal.sdk);
  host = document.createElement('cinema-festival-pass');
  document.body.append(host);
  provider = createBraintreeProvider({ seams: { loadPayPalSdk } });
  await provider.connect('token', 'sandbox');
});

afterEach(async () => {
  await provider.teardown();
});

describe('mountPayPal', () => {
  it('creates paypal-checkout with the client and loads the SDK for AUD capture', async () => {
    await provider.mountPayPal(host, options());

    expect(fakeBraintree.paypalCheckout.create).toHaveBeenCalledWith({
      client: fakeBraintree.clients[0],
    });
    expect(loadPayPalSdk).toHaveBeenCalledWith(expect.any(Object), {
      currency: 'AUD',
      intent: 'capture',
    });
    // The seam gets the instance (wrapped so its teardown also removes its frames).
    const [checkout] = vi.mocked(loadPayPalSdk).mock.calls[0] ?? [];
    await expect(checkout?.getClientId()).resolves.toBe('fake-paypal-client-id');
    expect(fakeBraintree.paypalCheckoutInstances[0]?.getClientId).toHaveBeenCalledTimes(1);
  });

  it('renders PayPal-funded buttons into a light-DOM container with the slot', async () => {
    await provider.mountPayPal(host, options());

    expect(lastButtons().options.fundingSource).toBe('paypal');
    const container = host.querySelector('[slot="paypal"]') as HTMLElement;
    expect(container.parentElement).toBe(host);
    expect(lastButtons().instance.render).toHaveBeenCalledWith(container);
    expect(container.querySelector('[data-fake-frame="paypal-buttons"]')).not.toBeNull();
  });

  it('creates the order as a checkout flow with capture intent and the amount in dollars', async () => {
    await provider.mountPayPal(host, options());

    const orderId = await lastButtons().options.createOrder();

    expect(orderId).toBe('EC-FAKE-TOKEN');
    expect(fakeBraintree.paypalCheckoutInstances[0]?.createPayment).toHaveBeenCalledWith({
      flow: 'checkout',
      intent: 'capture',
      amount: '10.25',
      currency: 'AUD',
    });
  });

  it('resolves null and leaves nothing behind when PayPal is not eligible', async () => {
    paypal = createFakePayPalSdk({ eligible: false });

    const handle = await provider.mountPayPal(host, options());

    expect(handle).toBeNull();
    expect(host.children).toHaveLength(0);
    expect(fakeBraintree.paypalCheckoutInstances[0]?.teardown).toHaveBeenCalledTimes(1);
  });

  it('rejects with a PaymentError and tears paypal-checkout down when the SDK will not load', async () => {
    loadPayPalSdk.mockRejectedValueOnce(braintreeError(ProviderErrorCode.SCRIPT_LOAD_TIMEOUT));

    const error: unknown = await provider.mountPayPal(host, options()).catch((e: unknown) => e);

    expect(isPaymentError(error) && [error.message, error.code]).toEqual([
      PAYMENT_FAILED_MESSAGE,
      ProviderErrorCode.SCRIPT_LOAD_TIMEOUT,
    ]);
    expect(fakeBraintree.paypalCheckoutInstances[0]?.teardown).toHaveBeenCalledTimes(1);
    expect(host.children).toHaveLength(0);
  });
});

describe('PayPal buttons callbacks', () => {
  it('shows the overlay on click, then tokenizes the approval and completes with the nonce', async () => {
    const cb = walletCallbacks();
    await provider.mountPayPal(host, options({ callbacks: cb }));
    const approval = { orderID: 'EC-FAKE-TOKEN', payerID: 'PAYER1', paymentID: 'PAY-1' };

    lastButtons().options.onClick?.();
    await lastButtons().options.onApprove(approval);

    const checkout = fakeBraintree.paypalCheckoutInstances[0] as FakePayPalCheckout;
    expect(cb.onStart).toHaveBeenCalledTimes(1);
    expect(checkout.tokenizePayment).toHaveBeenCalledWith(approval);
    expect(cb.onAuthorize).toHaveBeenCalledWith({ nonce: 'fake-paypal-nonce' });
    expect(cb.onError).not.toHaveBeenCalled();
  });

  it('reports a failed tokenization as a PaymentError', async () => {
    const cb = walletCallbacks();
    await provider.mountPayPal(host, options({ callbacks: cb }));
    fakeBraintree.paypalCheckoutInstances[0]?.tokenizePayment.mockRejectedValueOnce(
      braintreeError('PAYPAL_ACCOUNT_TOKENIZATION_FAILED'),
    );

    await lastButtons().options.onApprove({ orderID: 'EC-FAKE-TOKEN' });

    expect(cb.onAuthorize).not.toHaveBeenCalled();
    expect(cb.errors[0]?.code).toBe('PAYPAL_ACCOUNT_TOKENIZATION_FAILED');
  });

  it('hides the overlay on cancel and shows the error on error', async () => {
    const cb = walletCallbacks();
    await provider.mountPayPal(host, options({ callbacks: cb }));

    lastButtons().options.onCancel();
    lastButtons().options.onError(new Error('popup closed unexpectedly'));

    expect(cb.onCancel).toHaveBeenCalledTimes(1);
    expect(cb.errors[0]).toMatchObject({
      message: PAYMENT_FAILED_MESSAGE,
      code: ProviderErrorCode.WALLET_FAILED,
    });
  });
});

describe('PayPal teardown', () => {
  it('closes the buttons, removes the container and tears paypal-checkout down, once', async () => {
    const handle = await provider.mountPayPal(host, options());

    await Promise.all([handle?.teardown(), provider.teardown()]);
    await flush();

    expect(lastButtons().instance.close).toHaveBeenCalledTimes(1);
    expect(fakeBraintree.paypalCheckoutInstances[0]?.teardown).toHaveBeenCalledTimes(1);
    expect(host.children).toHaveLength(0);
  });

  it('tears down a paypal-checkout instance that arrives after teardown', async () => {
    const gate = deferred();
    fakeBraintree.gates.paypalCheckout = gate;
    const mounting = provider.mountPayPal(host, options());
    await vi.waitFor(() => expect(fakeBraintree.paypalCheckout.create).toHaveBeenCalled());

    await provider.teardown();
    gate.resolve();

    await expect(mounting).rejects.toMatchObject({ code: ProviderErrorCode.TORN_DOWN });
    expect(fakeBraintree.paypalCheckoutInstances[0]?.teardown).toHaveBeenCalledTimes(1);
    expect(loadPayPalSdk).not.toHaveBeenCalled();
    expect(host.children).toHaveLength(0);
  });
});
