import { isPaymentError } from '../../errors/errors';
import { ProviderErrorCode } from '../providerErrors';
import { loadScript, SCRIPT_TIMEOUT_MS } from './loadScript';
import { captureScripts } from '../../dom/testing/captureScripts';

let url = 0;
/** A fresh address the `cinema-elements` policy allows (the SDK, its query varied). */
const nextUrl = () => `https://www.paypal.com/sdk/js?client-id=wallet-${(url += 1)}`;

afterEach(() => {
  vi.useRealTimers();
});

describe('loadScript', () => {
  it('injects one async script per URL and resolves when it loads', async () => {
    const scripts = captureScripts();
    const src = nextUrl();

    const first = loadScript(src);
    const second = loadScript(src);
    scripts[0]?.dispatchEvent(new Event('load'));

    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(src);
    expect(scripts[0]?.async).toBe(true);
    expect(scripts[0]?.isConnected).toBe(true);
  });

  it('rejects with a PaymentError, removes the tag and allows a retry when loading fails', async () => {
    const scripts = captureScripts();
    const src = nextUrl();

    const loading = loadScript(src);
    scripts[0]?.dispatchEvent(new Event('error'));
    const error: unknown = await loading.catch((e: unknown) => e);

    expect(isPaymentError(error) && error.code).toBe(ProviderErrorCode.SCRIPT_LOAD_FAILED);
    expect(scripts[0]?.isConnected).toBe(false);

    const retry = loadScript(src);
    expect(scripts).toHaveLength(2);
    scripts[1]?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });

  it('gives up after the timeout instead of hanging', async () => {
    vi.useFakeTimers();
    const scripts = captureScripts();

    const loading = loadScript(nextUrl()).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(SCRIPT_TIMEOUT_MS - 1);
    expect(scripts[0]?.isConnected).toBe(true);
    await vi.advanceTimersByTimeAsync(1);

    const error = await loading;
    expect(isPaymentError(error) && error.code).toBe(ProviderErrorCode.SCRIPT_LOAD_TIMEOUT);
    expect(scripts[0]?.isConnected).toBe(false);
  });

  it('honours a shorter timeout', async () => {
    vi.useFakeTimers();
    captureScripts();

    const loading = loadScript(nextUrl(), 500).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500);

    expect(isPaymentError(await loading)).toBe(true);
  });
});
