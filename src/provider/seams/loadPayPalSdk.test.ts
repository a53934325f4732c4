import { isPaymentError } from '../../errors/errors';
import { FakePayPalCheckout } from '../testing/fakeBraintree';
import { createFakePayPalSdk } from '../testing/fakeWalletApis';
import { ProviderErrorCode } from '../providerErrors';
import { loadPayPalSdk } from './loadPayPalSdk';
import { SCRIPT_TIMEOUT_MS } from './loadScript';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadPayPalSdk', () => {
  it('uses window.paypal when it already has Buttons, loading nothing', async () => {
    const { sdk } = createFakePayPalSdk();
    vi.stubGlobal('paypal', sdk);
    const checkout = new FakePayPalCheckout();

    await expect(loadPayPalSdk(checkout)).resolves.toBe(sdk);
    expect(checkout.loadPayPalSDK).not.toHaveBeenCalled();
  });

  it('loads the SDK through braintree-web for AUD and capture intent', async () => {
    const { sdk } = createFakePayPalSdk();
    const checkout = new FakePayPalCheckout();
    checkout.loadPayPalSDK.mockImplementation(async () => {
      vi.stubGlobal('paypal', sdk);
      return checkout;
    });

    await expect(loadPayPalSdk(checkout, { locale: 'en_AU' })).resolves.toBe(sdk);
    expect(checkout.loadPayPalSDK).toHaveBeenCalledWith({
      currency: 'AUD',
      intent: 'capture',
      locale: 'en_AU',
    });
  });

  it('turns braintree-web waiting forever for onload into a timeout PaymentError', async () => {
    vi.useFakeTimers();
    const checkout = new FakePayPalCheckout();
    checkout.loadPayPalSDK.mockReturnValue(new Promise(() => undefined));

    const loading = loadPayPalSdk(checkout).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(SCRIPT_TIMEOUT_MS);

    const error = await loading;
    expect(isPaymentError(error) && error.code).toBe(ProviderErrorCode.SCRIPT_LOAD_TIMEOUT);
  });

  it('rejects with PaymentError when the SDK loads without paypal.Buttons', async () => {
    const checkout = new FakePayPalCheckout();
    vi.stubGlobal('paypal', { version: '5' });

    const error: unknown = await loadPayPalSdk(checkout).catch((e: unknown) => e);

    expect(isPaymentError(error) && error.code).toBe(ProviderErrorCode.PAYPAL_SDK_UNAVAILABLE);
  });
});
