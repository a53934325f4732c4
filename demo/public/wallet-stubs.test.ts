import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GooglePayment from 'braintree-web/google-payment/google-payment';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { behaviourOf } from '../payments/answerThreeDSecure';
import { createClientToken } from '../payments/createClientToken';
import { handleGatewayRequest } from '../payments/gateway';

const SOURCE = readFileSync(path.join(import.meta.dirname, 'wallet-stubs.js'), 'utf8');

interface Stubs {
  nextOutcome: string | null;
  googlePayCard: { authMethod: string; threeDSecure: string | null };
  calls: { wallet: string; event: string }[];
  applePayCompletions: unknown[];
  install(names: string | string[]): void;
  reset(): void;
}

/** The stubs' globals and the gateway's JSON are what these tests inspect, so they stay untyped. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Loose = any;

type Globals = typeof globalThis & {
  __walletStubs?: Stubs;
  ApplePaySession?: Loose;
  google?: Loose;
  paypal?: Loose;
};
const scope = globalThis as Globals;

function loadStubs(): Stubs {
  new Function(SOURCE)();
  const stubs = scope.__walletStubs;
  if (!stubs) throw new Error('wallet-stubs.js defined no __walletStubs');
  return stubs;
}

afterEach(() => {
  delete scope.__walletStubs;
  delete scope.ApplePaySession;
  delete scope.google;
  delete scope.paypal;
});

/** What the fake gateway answers for a client API call, as braintree-web would make it. */
function gateway(endpoint: string, body: Record<string, unknown>) {
  const url = new URL(
    `https://api.sandbox.braintreegateway.com/merchants/demo/client_api/v1/${endpoint}`,
  );
  const answer = handleGatewayRequest(
    {
      method: 'POST',
      url,
      headers: {},
      body: JSON.stringify({ authorizationFingerprint: 'f', ...body }),
    },
    { mode: 'intercept', origin: 'http://127.0.0.1' },
  );
  return {
    status: answer?.status,
    body: JSON.parse(answer?.body ?? 'null') as Record<string, Loose>,
  };
}

describe('wallet-stubs.js', () => {
  it('defines nothing until asked, then only the wallets asked for', () => {
    const stubs = loadStubs();
    expect(scope.ApplePaySession).toBeUndefined();
    expect(scope.paypal).toBeUndefined();
    stubs.install(['applePay', 'paypal']);
    expect(scope.ApplePaySession.supportsVersion(3)).toBe(true);
    expect(scope.ApplePaySession.canMakePayments()).toBe(true);
    expect(scope.paypal.FUNDING.PAYPAL).toBe('paypal');
    expect(scope.google).toBeUndefined();
  });

  it('Apple Pay: validates the merchant, then authorizes a token the gateway turns into a nonce', async () => {
    loadStubs().install('applePay');
    const session = new scope.ApplePaySession(3, {
      total: { label: 'Demo Cinema', amount: '12.50' },
      currencyCode: 'AUD',
    });
    const validationURL = await new Promise<string>((resolve) => {
      session.onvalidatemerchant = (event: { validationURL: string }) =>
        resolve(event.validationURL);
      session.begin();
    });
    const merchantSession = gateway('apple_pay_web/sessions', {
      applePayWebSession: { validationUrl: validationURL, domainName: 'localhost' },
    });
    expect(merchantSession.status).toBe(200);

    const payment = new Promise<{ token: { paymentData: unknown } }>((resolve) => {
      session.onpaymentauthorized = (event: { payment: { token: { paymentData: unknown } } }) =>
        resolve(event.payment);
    });
    session.completeMerchantValidation(merchantSession.body);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    const { token } = await payment;
    // braintree-web base64-encodes paymentData before posting it (apple-pay.js).
    const exchanged = gateway('payment_methods/apple_payment_tokens', {
      applePaymentToken: { ...token, paymentData: btoa(JSON.stringify(token.paymentData)) },
    });
    expect(exchanged.body.applePayCards[0].nonce).toMatch(/^fake-apple-pay-visa-nonce-/);

    session.completePayment(scope.ApplePaySession.STATUS_SUCCESS);
    expect(scope.__walletStubs?.applePayCompletions).toEqual([0]);
  });

  it('Apple Pay: Cancel in the sheet fires oncancel', async () => {
    loadStubs().install('applePay');
    const session = new scope.ApplePaySession(3, {
      total: { label: 'Demo Cinema', amount: '1.00' },
    });
    const cancelled = new Promise<void>((resolve) => {
      session.oncancel = () => resolve();
    });
    session.completeMerchantValidation({});
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await cancelled;
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("Google Pay: payment data that braintree-web's parseResponse accepts; cancel rejects with CANCELED", async () => {
    const stubs = loadStubs();
    stubs.install('googlePay');
    const client = new scope.google.payments.api.PaymentsClient({ environment: 'TEST' });
    await expect(client.isReadyToPay({ apiVersion: 2 })).resolves.toEqual({ result: true });
    const onClick = vi.fn();
    const button = client.createButton({ onClick }) as HTMLElement;
    document.body.append(button);
    await userEvent.click(screen.getByRole('button', { name: 'Buy with Google Pay' }));
    expect(onClick).toHaveBeenCalledOnce();

    stubs.nextOutcome = 'approve';
    const paymentData = await client.loadPaymentData({
      apiVersion: 2,
      transactionInfo: { totalPrice: '12.50', currencyCode: 'AUD' },
    });
    const authorization = createClientToken({
      mode: 'intercept',
      origin: 'http://127.0.0.1',
      merchantId: 'demo',
    });
    const sdkClient = {
      getConfiguration: () => ({
        authorization,
        analyticsMetadata: {},
        gatewayConfiguration: { analytics: { url: 'about:blank' } },
      }),
      _request: () => undefined,
    };
    const googlePayment = new GooglePayment({
      client: sdkClient,
      createPromise: Promise.resolve(sdkClient),
      googlePayVersion: 2,
    });
    const parsed = await googlePayment.parseResponse(paymentData);
    expect(parsed).toMatchObject({
      type: 'AndroidPayCard',
      details: { cardType: 'Visa', lastFour: '1111' },
    });
    expect(parsed.nonce).toMatch(/^fake-google-pay-visa-nonce-/);

    stubs.nextOutcome = 'cancel';
    await expect(client.loadPaymentData({ apiVersion: 2 })).rejects.toMatchObject({
      statusCode: 'CANCELED',
    });
    stubs.nextOutcome = 'declined';
    const declined = await googlePayment.parseResponse(
      await client.loadPaymentData({ apiVersion: 2 }),
    );
    expect(declined.nonce).toContain('declined');
  });

  it('Google Pay: a PAN_ONLY card by default; googlePayCard hands over a network token, or a 3-D Secure test card’s behaviour', async () => {
    const stubs = loadStubs();
    stubs.install('googlePay');
    const client = new scope.google.payments.api.PaymentsClient({ environment: 'TEST' });
    const nextCard = async () => {
      stubs.nextOutcome = 'approve';
      const data = await client.loadPaymentData({ apiVersion: 2 });
      return (
        JSON.parse(data.paymentMethodData.tokenizationData.token) as {
          androidPayCards: {
            nonce: string;
            details: { isNetworkTokenized: boolean; bin: string };
          }[];
        }
      ).androidPayCards[0];
    };
    const panOnly = await nextCard();
    expect(panOnly?.details).toMatchObject({ isNetworkTokenized: false, bin: '411111' });
    expect(behaviourOf(panOnly?.nonce ?? '')).toBe('not-enrolled');

    for (const behaviour of ['frictionless', 'challenge', 'lookup-error', 'not-authenticated']) {
      stubs.googlePayCard = { authMethod: 'PAN_ONLY', threeDSecure: behaviour };
      const card = await nextCard();
      // The fake gateway's lookup reads the same behaviour as for the typed test card.
      expect(behaviourOf(card?.nonce ?? '')).toBe(behaviour);
      expect(card?.details.isNetworkTokenized).toBe(false);
    }

    stubs.googlePayCard = { authMethod: 'CRYPTOGRAM_3DS', threeDSecure: null };
    expect((await nextCard())?.details.isNetworkTokenized).toBe(true);
    stubs.reset();
    expect(stubs.googlePayCard).toEqual({ authMethod: 'PAN_ONLY', threeDSecure: null });
  });

  it('PayPal: the button creates an order, and the sheet approves, cancels or fails it', async () => {
    const stubs = loadStubs();
    stubs.install('paypal');
    const onApprove = vi.fn(async () => undefined);
    const onCancel = vi.fn();
    const onError = vi.fn();
    const container = document.createElement('div');
    document.body.append(container);
    const buttons = scope.paypal.Buttons({
      createOrder: async () => 'EC-FAKE1',
      onApprove,
      onCancel,
      onError,
    });
    expect(buttons.isEligible()).toBe(true);
    await buttons.render(container);

    await userEvent.click(screen.getByRole('button', { name: 'PayPal' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await vi.waitFor(() => expect(onApprove).toHaveBeenCalledOnce());
    expect(onApprove.mock.calls[0]).toEqual([
      expect.objectContaining({
        orderID: 'EC-FAKE1',
        payerID: expect.any(String),
        paymentID: expect.any(String),
      }),
      {},
    ]);

    stubs.nextOutcome = 'cancel';
    await userEvent.click(screen.getByRole('button', { name: 'PayPal' }));
    await vi.waitFor(() => expect(onCancel).toHaveBeenCalledWith({ orderID: 'EC-FAKE1' }));

    stubs.nextOutcome = 'error';
    await userEvent.click(screen.getByRole('button', { name: 'PayPal' }));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledOnce());
    await buttons.close();
    expect(screen.queryByRole('button', { name: 'PayPal' })).toBeNull();
  });
});
