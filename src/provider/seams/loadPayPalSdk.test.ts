import { captureScripts } from '../../dom/testing/captureScripts';
import { isPaymentError } from '../../errors/errors';
import { FakePayPalCheckout } from '../testing/fakeBraintree';
import { createFakePayPalSdk } from '../testing/fakeWalletApis';
import { ProviderErrorCode } from '../providerErrors';
import { loadPayPalSdk, payPalSdkUrl } from './loadPayPalSdk';
import { SCRIPT_TIMEOUT_MS } from './loadScript';

/** A checkout whose client id is new to the page's script loader, which remembers every URL. */
let merchant = 0;
function newCheckout(): FakePayPalCheckout {
  const checkout = new FakePayPalCheckout();
  const id = `client-${(merchant += 1)}`;
  checkout.getClientId.mockResolvedValue(id);
  return checkout;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('payPalSdkUrl', () => {
  it('asks for the buttons with the client id and the options, in a stable order', () => {
    expect(payPalSdkUrl('abc', { intent: 'capture', currency: 'AUD' })).toBe(
      'https://www.paypal.com/sdk/js?client-id=abc&components=buttons&currency=AUD&intent=capture',
    );
    expect(payPalSdkUrl('abc', { currency: 'AUD', intent: 'capture' })).toBe(
      payPalSdkUrl('abc', { intent: 'capture', currency: 'AUD' }),
    );
  });
});

describe('loadPayPalSdk', () => {
  it('uses window.paypal when it already has Buttons, loading nothing', async () => {
    const { sdk } = createFakePayPalSdk();
    vi.stubGlobal('paypal', sdk);
    const scripts = captureScripts();
    const checkout = newCheckout();

    await expect(loadPayPalSdk(checkout)).resolves.toBe(sdk);
    expect(checkout.getClientId).not.toHaveBeenCalled();
    expect(scripts).toHaveLength(0);
  });

  it("injects one tag for the merchant's SDK URL, AUD and capture, however many mounts ask", async () => {
    const { sdk } = createFakePayPalSdk();
    const scripts = captureScripts();
    const checkout = newCheckout();

    const first = loadPayPalSdk(checkout, { locale: 'en_AU' });
    const second = loadPayPalSdk(checkout, { locale: 'en_AU' });
    await vi.waitFor(() => expect(scripts).toHaveLength(1));
    const url = new URL(scripts[0]?.src ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://www.paypal.com/sdk/js');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'client-id': await checkout.getClientId(),
      components: 'buttons',
      currency: 'AUD',
      intent: 'capture',
      locale: 'en_AU',
    });
    vi.stubGlobal('paypal', sdk);
    scripts[0]?.dispatchEvent(new Event('load'));

    await expect(Promise.all([first, second])).resolves.toEqual([sdk, sdk]);
    expect(scripts).toHaveLength(1);
  });

  it('a blocked SDK rejects with a PaymentError, leaves no tag, and the next call tries again', async () => {
    const scripts = captureScripts();
    const checkout = newCheckout();

    const failing = loadPayPalSdk(checkout).catch((e: unknown) => e);
    await vi.waitFor(() => expect(scripts).toHaveLength(1));
    scripts[0]?.dispatchEvent(new Event('error'));
    const error = await failing;
    expect(isPaymentError(error) && error.code).toBe(ProviderErrorCode.SCRIPT_LOAD_FAILED);
    expect(scripts[0]?.isConnected).toBe(false);

    const retry = loadPayPalSdk(checkout).catch((e: unknown) => e);
    await vi.waitFor(() => expect(scripts).toHaveLength(2));
    expect(scripts[1]?.isConnected).toBe(true);
    scripts[1]?.dispatchEvent(new Event('error'));
    await retry;
  });

  it('gives up on an SDK that never answers with a timeout PaymentError, removing its tag', async () => {
    vi.useFakeTimers();
    const scripts = captureScripts();

    const loading = loadPayPalSdk(newCheckout()).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(SCRIPT_TIMEOUT_MS);

    const error = await loading;
    expect(isPaymentError(error) && error.code).toBe(ProviderErrorCode.SCRIPT_LOAD_TIMEOUT);
    expect(scripts[0]?.isConnected).toBe(false);
  });

  it('rejects with PaymentError when the client id cannot be had', async () => {
    const checkout = newCheckout();
    checkout.getClientId.mockRejectedValue(new Error('no PayPal in the gateway configuration'));

    const error: unknown = await loadPayPalSdk(checkout).catch((e: unknown) => e);

    expect(isPaymentError(error) && error.code).toBe(ProviderErrorCode.PAYPAL_SDK_UNAVAILABLE);
  });

  it('rejects with PaymentError when the SDK loads without paypal.Buttons', async () => {
    const scripts = captureScripts();
    const loading = loadPayPalSdk(newCheckout()).catch((e: unknown) => e);
    await vi.waitFor(() => expect(scripts).toHaveLength(1));
    vi.stubGlobal('paypal', { version: '5' });
    scripts[0]?.dispatchEvent(new Event('load'));

    const error: unknown = await loading;

    expect(isPaymentError(error) && error.code).toBe(ProviderErrorCode.PAYPAL_SDK_UNAVAILABLE);
  });
});
