import { isPaymentError } from '../../errors/errors';
import type { GooglePayHandle, GooglePayOptions, PaymentProvider } from '../PaymentProvider';
import { ProviderErrorCode } from '../providerErrors';
import { createBraintreeProvider } from './createBraintreeProvider';
import { googlePayResult } from './mountGooglePay';
import { THREEDS_CANCELLED_MESSAGE, THREEDS_FAILED_MESSAGE } from './verifyThreeDSecure';
import { fakeBraintree, flush, routeBraintreeToFakes } from '../testing/fakeBraintree';
import type { FakeClient, FakeThreeDSecure } from '../testing/fakeBraintree';
import { createFakeGooglePayApi } from '../testing/fakeWalletApis';
import { walletCallbacks } from '../testing/walletCallbacks';

routeBraintreeToFakes('googlePayment', 'threeDSecure');

/** What braintree-web's parseResponse gives for a card that is not network-tokenized. */
const PAN_ONLY = {
  nonce: 'fake-google-pay-nonce',
  details: { cardType: 'Visa', lastFour: '1111', bin: '411111', isNetworkTokenized: false },
};

let host: HTMLElement;
let provider: PaymentProvider;
const cardinal = globalThis as { Cardinal?: unknown };

async function mountButton(callbacks = walletCallbacks()) {
  const options: GooglePayOptions = {
    slot: 'google-pay',
    googleMerchantId: '',
    environment: 'sandbox',
    amount: { amountInCents: 2005, currency: 'AUD', merchantName: 'Cameo' },
    callbacks,
  };
  const handle = (await provider.mountGooglePay(host, options)) as GooglePayHandle;
  return { handle, client: fakeBraintree.clients[0] as FakeClient };
}

const verifyOptions = (signal?: AbortSignal) => ({
  amountInCents: 2005,
  customer: { firstName: 'Pat', lastName: 'Buyer', email: 'pat@example.com', postCode: '2000' },
  slot: 'cinema-3ds-challenge',
  onChallenge: vi.fn(),
  signal,
});

beforeEach(async () => {
  fakeBraintree.reset();
  document.body.replaceChildren();
  // Not in the document: happy-dom would try to load the bank's frame.
  host = document.createElement('cinema-festival-pass');
  const api = createFakeGooglePayApi();
  provider = createBraintreeProvider({ seams: { loadGooglePayApi: async () => api } });
  await provider.connect('token', 'sandbox');
  // Cardinal's script has loaded (verifyThreeDSecure.ts waits for its global).
  cardinal.Cardinal = {};
});

afterEach(async () => {
  delete cardinal.Cardinal;
  await provider.teardown();
});

describe('a Google Pay card for 3D Secure (product-rules §7.9)', () => {
  it('a card that is not network-tokenized (PAN_ONLY) reaches the page with its bin, flagged for verification', async () => {
    const callbacks = walletCallbacks();
    await mountButton(callbacks);
    fakeBraintree.googlePaymentInstances[0]?.parseResponse.mockResolvedValueOnce(PAN_ONLY);
    host.querySelector('button')?.click();
    await flush();
    expect(callbacks.onAuthorize).toHaveBeenCalledWith({
      nonce: 'fake-google-pay-nonce',
      card: { brand: 'Visa', lastFour: '1111' },
      bin: '411111',
      needsVerification: true,
    });
  });

  it('a network-tokenized card (CRYPTOGRAM_3DS) is not flagged', () => {
    const details = { ...PAN_ONLY.details, isNetworkTokenized: true };
    expect(googlePayResult({ nonce: 'n', details })).toEqual({
      nonce: 'n',
      card: { brand: 'Visa', lastFour: '1111' },
      bin: '411111',
    });
    expect(googlePayResult({ nonce: 'n' })).toEqual({ nonce: 'n' });
  });

  it('verifies nothing, and loads nothing, when the account has no 3D Secure', async () => {
    const { handle } = await mountButton();
    const options = verifyOptions();
    await expect(handle.verify(googlePayResult(PAN_ONLY), options)).resolves.toBeNull();
    expect(fakeBraintree.threeDSecure.create).not.toHaveBeenCalled();
    expect(options.onChallenge).not.toHaveBeenCalled();
    expect(host.querySelector('[slot="cinema-3ds-challenge"]')).toBeNull();
  });

  it('verifies the card with its nonce, bin and the amount, as a typed card: the verified nonce', async () => {
    const { handle, client } = await mountButton();
    client.threeDSecureEnabled = true;
    const verifying = handle.verify(googlePayResult(PAN_ONLY), verifyOptions());
    await vi.waitFor(() => expect(fakeBraintree.threeDSecureInstances).toHaveLength(1));
    const instance = fakeBraintree.threeDSecureInstances[0] as FakeThreeDSecure;
    await vi.waitFor(() => expect(instance.verified).toHaveLength(1));
    expect(fakeBraintree.threeDSecure.create).toHaveBeenCalledWith({
      client,
      version: '2-inline-iframe',
    });
    expect(instance.verified[0]).toMatchObject({
      nonce: 'fake-google-pay-nonce',
      bin: '411111',
      amount: '20.05',
      email: 'pat@example.com',
    });
    instance.verify.resolve({
      nonce: 'verified-nonce',
      liabilityShifted: true,
      liabilityShiftPossible: true,
    });
    await expect(verifying).resolves.toEqual({
      nonce: 'verified-nonce',
      threeDSecure: { liabilityShifted: true, liabilityShiftPossible: true },
    });
    expect(host.querySelector('[slot="cinema-3ds-challenge"]')).toBeNull();
  });

  it('a bank that did not authenticate the buyer fails the verification', async () => {
    const { handle, client } = await mountButton();
    client.threeDSecureEnabled = true;
    const verifying = handle.verify(googlePayResult(PAN_ONLY), verifyOptions());
    await vi.waitFor(() =>
      expect(fakeBraintree.threeDSecureInstances[0]?.verified).toHaveLength(1),
    );
    fakeBraintree.threeDSecureInstances[0]?.verify.resolve({
      nonce: 'n',
      liabilityShifted: false,
      liabilityShiftPossible: true,
    });
    await expect(verifying).rejects.toMatchObject({
      message: THREEDS_FAILED_MESSAGE,
      code: ProviderErrorCode.THREEDS_FAILED,
    });
  });

  it('a challenge goes in the element’s slot; tearing the button down cancels it and takes the frame', async () => {
    const { handle, client } = await mountButton();
    client.threeDSecureEnabled = true;
    const options = verifyOptions();
    const verifying = handle.verify(googlePayResult(PAN_ONLY), options);
    await vi.waitFor(() =>
      expect(fakeBraintree.threeDSecureInstances[0]?.verified).toHaveLength(1),
    );
    fakeBraintree.threeDSecureInstances[0]?.challenge();
    expect(options.onChallenge).toHaveBeenCalledTimes(1);
    expect(host.querySelector(':scope > [slot="cinema-3ds-challenge"] iframe')).not.toBeNull();
    await handle.teardown();
    await expect(verifying).rejects.toMatchObject({ message: THREEDS_CANCELLED_MESSAGE });
    expect(host.querySelector('[slot="cinema-3ds-challenge"]')).toBeNull();
    const late: unknown = await handle
      .verify(googlePayResult(PAN_ONLY), verifyOptions())
      .catch((error: unknown) => error);
    expect(isPaymentError(late) && late.code).toBe(ProviderErrorCode.TORN_DOWN);
  });
});
