import { isPaymentError } from '../../errors/errors';
import { PAYMENT_FAILED_MESSAGE, ProviderErrorCode } from '../providerErrors';
import { createBraintreeProvider } from './createBraintreeProvider';
import { loadSdk } from './loadSdk';
import { fakeBraintree, routeBraintreeToFakes } from '../testing/fakeBraintree';

routeBraintreeToFakes();

// Each wallet's adapter is a chunk of its own; here the Google Pay one cannot be fetched.
vi.mock('./mountGooglePay', () => {
  throw new Error('Failed to fetch dynamically imported module: mountGooglePay.js');
});

beforeEach(() => {
  fakeBraintree.reset();
  document.body.replaceChildren();
});

describe('the wallets’ adapters, chunks of their own', () => {
  it('an adapter that cannot be fetched rejects as the provider’s scripts do, and braintree-web’s module was asked for beside it', async () => {
    const googlePayment = vi.spyOn(loadSdk, 'googlePayment');
    const provider = createBraintreeProvider();
    await provider.connect('token-a', 'sandbox');
    const host = document.createElement('div');
    host.attachShadow({ mode: 'open' });
    document.body.append(host);
    const error: unknown = await provider
      .mountGooglePay(host, {
        slot: 'google-pay',
        amount: { amountInCents: 1250, currency: 'AUD' },
        callbacks: {
          onAuthorized: () => undefined,
          onCancel: () => undefined,
          onError: () => undefined,
        },
      } as never)
      .then(
        () => null,
        (reason: unknown) => reason,
      );
    expect(isPaymentError(error)).toBe(true);
    expect(error).toMatchObject({
      message: PAYMENT_FAILED_MESSAGE,
      code: ProviderErrorCode.SCRIPT_LOAD_FAILED,
    });
    expect(googlePayment).toHaveBeenCalledTimes(1);
    await provider.teardown();
  });
});
