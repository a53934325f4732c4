import { isPaymentError, PaymentError } from '../../errors/errors';
import { createFakeGooglePayApi } from '../testing/fakeWalletApis';
import { ProviderErrorCode } from '../providerErrors';
import { GOOGLE_PAY_JS_URL, loadGooglePayApi } from './loadGooglePayApi';
import { loadScript } from './loadScript';

vi.mock('./loadScript', () => ({ loadScript: vi.fn(), SCRIPT_TIMEOUT_MS: 15_000 }));

const loadScriptMock = vi.mocked(loadScript);

beforeEach(() => {
  loadScriptMock.mockReset();
});

describe('loadGooglePayApi', () => {
  it('uses google.payments.api when the page already has it, loading nothing', async () => {
    const api = createFakeGooglePayApi();
    vi.stubGlobal('google', { payments: { api } });

    await expect(loadGooglePayApi()).resolves.toBe(api);
    expect(loadScriptMock).not.toHaveBeenCalled();
  });

  it('loads pay.js when the API is absent, then returns it', async () => {
    const api = createFakeGooglePayApi();
    loadScriptMock.mockImplementation(async () => {
      vi.stubGlobal('google', { payments: { api } });
    });

    await expect(loadGooglePayApi(2_000)).resolves.toBe(api);
    expect(loadScriptMock).toHaveBeenCalledWith(GOOGLE_PAY_JS_URL, 2_000);
    expect(GOOGLE_PAY_JS_URL).toBe('https://pay.google.com/gp/p/js/pay.js');
  });

  it('rejects with PaymentError when pay.js loads without the API', async () => {
    loadScriptMock.mockResolvedValue(undefined);

    const error: unknown = await loadGooglePayApi().catch((e: unknown) => e);

    expect(isPaymentError(error) && error.code).toBe(ProviderErrorCode.GOOGLE_PAY_UNAVAILABLE);
  });

  it('passes a script failure on', async () => {
    const failure = new PaymentError('x', ProviderErrorCode.SCRIPT_LOAD_TIMEOUT);
    loadScriptMock.mockRejectedValue(failure);

    await expect(loadGooglePayApi()).rejects.toBe(failure);
  });
});
