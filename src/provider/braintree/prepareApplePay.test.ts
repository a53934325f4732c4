import { isPaymentError } from '../../errors/errors';
import type { PaymentAmount, PaymentProvider } from '../PaymentProvider';
import { ProviderErrorCode } from '../providerErrors';
import { createBraintreeProvider } from './createBraintreeProvider';
import {
  braintreeError,
  fakeBraintree,
  flush,
  type FakeApplePay,
  routeBraintreeToFakes,
} from '../testing/fakeBraintree';
import { createFakeApplePaySession } from '../testing/fakeWalletApis';
import { walletCallbacks } from '../testing/walletCallbacks';

routeBraintreeToFakes('applePay');

const AMOUNT: PaymentAmount = {
  amountInCents: 4550,
  currency: 'AUD',
  merchantName: 'Ritz Cinemas',
};

let Session: ReturnType<typeof createFakeApplePaySession>;
let provider: PaymentProvider;

async function startSession(cb = walletCallbacks()) {
  const starter = await provider.prepareApplePay();
  starter.start(AMOUNT, cb);
  const session = Session.instances.at(-1);
  if (!session) throw new Error('no ApplePaySession was started');
  const applePay = fakeBraintree.applePayInstances.at(-1) as FakeApplePay;
  return { starter, session, applePay, cb };
}

beforeEach(async () => {
  fakeBraintree.reset();
  Session = createFakeApplePaySession();
  provider = createBraintreeProvider({ seams: { applePaySession: () => Session } });
  await provider.connect('token', 'production');
});

afterEach(async () => {
  await provider.teardown();
});

describe('canUseApplePay', () => {
  it('is true only with ApplePaySession, version 3 support and a card that can pay', () => {
    expect(provider.canUseApplePay()).toBe(true);
    expect(Session.supportsVersion).toHaveBeenCalledWith(3);

    const noVersion3 = createFakeApplePaySession({
      supportsVersion3: false,
      canMakePayments: true,
    });
    const cannotPay = createFakeApplePaySession({ supportsVersion3: true, canMakePayments: false });
    expect(
      createBraintreeProvider({ seams: { applePaySession: () => noVersion3 } }).canUseApplePay(),
    ).toBe(false);
    expect(
      createBraintreeProvider({ seams: { applePaySession: () => cannotPay } }).canUseApplePay(),
    ).toBe(false);
    expect(
      createBraintreeProvider({ seams: { applePaySession: () => undefined } }).canUseApplePay(),
    ).toBe(false);
  });

  it('is false, not an exception, when the session API throws', () => {
    Session.canMakePayments.mockImplementation(() => {
      throw new Error('InvalidAccessError');
    });

    expect(provider.canUseApplePay()).toBe(false);
  });
});

describe('ApplePayStarter.start', () => {
  it('creates the apple-pay instance with the client before the click', async () => {
    await provider.prepareApplePay();

    expect(fakeBraintree.applePay.create).toHaveBeenCalledWith({
      client: fakeBraintree.clients[0],
    });
  });

  it('starts a version 3 session synchronously with the AUD total labelled by the merchant', async () => {
    const starter = await provider.prepareApplePay();
    const cb = walletCallbacks();

    starter.start(AMOUNT, cb);

    const session = Session.instances[0];
    expect(session?.version).toBe(3);
    expect(session?.request).toMatchObject({
      total: { label: 'Ritz Cinemas', amount: '45.50' },
      currencyCode: 'AUD',
      countryCode: 'AU',
    });
    expect(session?.begin).toHaveBeenCalledTimes(1);
    expect(cb.onStart).toHaveBeenCalledTimes(1);
  });

  it('completes merchant validation with the session from braintree', async () => {
    const { session, applePay } = await startSession();

    session.onvalidatemerchant?.({
      validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
    });
    await flush();

    expect(applePay.performValidation).toHaveBeenCalledWith({
      validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
      displayName: 'Ritz Cinemas',
    });
    expect(session.completeMerchantValidation).toHaveBeenCalledWith({
      merchantSessionIdentifier: 'fake-merchant-session',
    });
  });

  it('aborts the session and reports an error when merchant validation fails', async () => {
    const { session, applePay, cb } = await startSession();
    applePay.performValidation.mockRejectedValueOnce(
      braintreeError('APPLE_PAY_MERCHANT_VALIDATION_FAILED'),
    );

    session.onvalidatemerchant?.({ validationURL: 'https://apple.example/validate' });
    await flush();

    expect(session.abort).toHaveBeenCalledTimes(1);
    expect(session.completeMerchantValidation).not.toHaveBeenCalled();
    expect(cb.errors[0]?.code).toBe('APPLE_PAY_MERCHANT_VALIDATION_FAILED');
  });

  it('tokenizes the authorized token, completes on the server, then closes with success', async () => {
    const { session, applePay, cb } = await startSession();
    const token = { paymentData: { version: 'EC_v1' } };

    session.onpaymentauthorized?.({ payment: { token } });
    await flush();

    expect(applePay.tokenize).toHaveBeenCalledWith({ token });
    expect(cb.onAuthorize).toHaveBeenCalledWith({ nonce: 'fake-apple-pay-nonce' });
    expect(session.completePayment).toHaveBeenCalledWith(Session.STATUS_SUCCESS);
    expect(cb.onError).not.toHaveBeenCalled();
  });

  it('closes with failure when the server refuses the payment', async () => {
    const { session, cb } = await startSession(walletCallbacks(async () => false));

    session.onpaymentauthorized?.({ payment: { token: {} } });
    await flush();

    expect(session.completePayment).toHaveBeenCalledWith(Session.STATUS_FAILURE);
    expect(cb.onError).not.toHaveBeenCalled();
  });

  it('closes with failure and reports the error when tokenizing fails', async () => {
    const { session, applePay, cb } = await startSession();
    applePay.tokenize.mockRejectedValueOnce(braintreeError('APPLE_PAY_TOKENIZATION'));

    session.onpaymentauthorized?.({ payment: { token: {} } });
    await flush();

    expect(cb.onAuthorize).not.toHaveBeenCalled();
    expect(session.completePayment).toHaveBeenCalledWith(Session.STATUS_FAILURE);
    expect(cb.errors[0]?.code).toBe('APPLE_PAY_TOKENIZATION');
  });

  it('tells React when the user cancels', async () => {
    const { session, cb } = await startSession();

    session.oncancel?.({});

    expect(cb.onCancel).toHaveBeenCalledTimes(1);
    expect(cb.onError).not.toHaveBeenCalled();
  });

  it('reports through onError, never throws, when ApplePaySession refuses to start', async () => {
    const Refusing = createFakeApplePaySession({
      beginError: new Error('Must create a new ApplePaySession from a user gesture handler.'),
    });
    const refusing = createBraintreeProvider({ seams: { applePaySession: () => Refusing } });
    await refusing.connect('token', 'production');
    const starter = await refusing.prepareApplePay();
    const cb = walletCallbacks();

    expect(() => starter.start(AMOUNT, cb)).not.toThrow();
    expect(cb.onError).toHaveBeenCalledTimes(1);
    await refusing.teardown();
  });

  it('rejects an amount of no whole cents through onError', async () => {
    const starter = await provider.prepareApplePay();
    const cb = walletCallbacks();

    starter.start({ ...AMOUNT, amountInCents: 12.5 }, cb);

    expect(cb.errors[0]?.code).toBe(ProviderErrorCode.INVALID_OPTIONS);
    expect(Session.instances).toHaveLength(0);
  });

  it('aborts an open session and refuses new ones after teardown', async () => {
    const { starter, session, applePay, cb } = await startSession();

    await provider.teardown();
    starter.start(AMOUNT, cb);

    expect(session.abort).toHaveBeenCalledTimes(1);
    expect(applePay.teardown).toHaveBeenCalledTimes(1);
    expect(Session.instances).toHaveLength(1);
    expect(isPaymentError(cb.errors[0]) && cb.errors[0].code).toBe(
      ProviderErrorCode.APPLE_PAY_UNAVAILABLE,
    );
  });
});
