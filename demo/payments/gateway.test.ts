import { handleGatewayRequest } from './gateway';
import type { GatewayOptions, GatewayRequest, GatewayResponse } from './gateway';

const SERVER = 'http://127.0.0.1:4321';
const PAGE = 'http://127.0.0.1:4321';
const OFFLINE: GatewayOptions = { mode: 'offline', origin: SERVER };
const INTERCEPT: GatewayOptions = { mode: 'intercept', origin: PAGE };
const API = 'https://api.sandbox.braintreegateway.com:443/merchants/demo/client_api/v1';
const FINGERPRINT = 'abc123|merchant_id=demo';
const NEXT_YEAR = String(new Date().getFullYear() + 1);

function request(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): GatewayRequest {
  return {
    method,
    url: new URL(url),
    headers: { origin: PAGE, ...headers },
    body: body === undefined ? '' : JSON.stringify(body),
  };
}

function send(req: GatewayRequest, options: GatewayOptions): GatewayResponse {
  const response = handleGatewayRequest(req, options);
  if (!response) throw new Error(`not a gateway request: ${req.url.href}`);
  return response;
}

const json = (response: GatewayResponse): Record<string, unknown> =>
  JSON.parse(response.body) as Record<string, unknown>;

function configuration(options: GatewayOptions, url: string): Record<string, unknown> {
  const response = send(
    request(
      'GET',
      `${url}?authorizationFingerprint=${encodeURIComponent(FINGERPRINT)}&configVersion=3`,
    ),
    options,
  );
  expect(response.status).toBe(200);
  return json(response);
}

function tokenize(
  creditCard: Record<string, unknown>,
  options: GatewayOptions = INTERCEPT,
): GatewayResponse {
  return send(
    request('POST', `${API}/payment_methods/credit_cards`, {
      authorizationFingerprint: FINGERPRINT,
      creditCard,
    }),
    options,
  );
}

const card = (number: string, extra: Record<string, unknown> = {}) => ({
  number,
  expirationDate: `12/${NEXT_YEAR}`,
  cvv: '123',
  cardholderName: 'Pat Buyer',
  ...extra,
});

const nonceOf = (response: GatewayResponse): string =>
  (json(response) as { creditCards: { nonce: string }[] }).creditCards[0]?.nonce ?? '';

const fieldErrorCodes = (response: GatewayResponse): string[] =>
  (json(response) as { fieldErrors: { fieldErrors: { code: string }[] }[] }).fieldErrors.flatMap(
    (group) => group.fieldErrors.map((error) => error.code),
  );

describe('handleGatewayRequest: configuration', () => {
  it('offline: leaves out assetsUrl and clientApiUrl so frames and calls stay page-relative', () => {
    const config = configuration(
      OFFLINE,
      `${SERVER}/braintree/merchants/demo/client_api/v1/configuration`,
    );
    expect(config).not.toHaveProperty('assetsUrl');
    expect(config).not.toHaveProperty('clientApiUrl');
    expect(config).not.toHaveProperty('configUrl');
    expect(config.merchantId).toBe('demo');
    expect(config.analytics).toEqual({ url: `${SERVER}/braintree/analytics/demo` });
  });

  it('intercept: points at the real sandbox hosts, which braintree-web domain-checks', () => {
    const config = configuration(INTERCEPT, `${API}/configuration`);
    expect(config.assetsUrl).toBe('https://assets.braintreegateway.com');
    expect(config.clientApiUrl).toBe(
      'https://api.sandbox.braintreegateway.com:443/merchants/demo/client_api',
    );
    expect((config.analytics as { url: string }).url).toMatch(
      /^https:\/\/[\w.-]+\.braintree-api\.com\//,
    );
  });

  it('enables cards, PayPal, Google Pay and Apple Pay for AUD without device data or 3D Secure', () => {
    const config = configuration(INTERCEPT, `${API}/configuration`);
    const creditCards = config.creditCards as Record<string, unknown>;
    expect(creditCards.supportedCardTypes).toEqual(
      expect.arrayContaining(['Visa', 'MasterCard', 'American Express']),
    );
    expect(creditCards).not.toHaveProperty('collectDeviceData');
    expect(config.threeDSecureEnabled).toBe(false);
    expect(config.paypalEnabled).toBe(true);
    expect(config.paypal).toMatchObject({
      environmentNoNetwork: false,
      currencyIsoCode: 'AUD',
      displayName: 'Demo Cinema',
    });
    expect(config.androidPay).toMatchObject({
      enabled: true,
      environment: 'TEST',
      supportedNetworks: ['visa', 'mastercard', 'amex'],
    });
    expect(config.androidPay).toHaveProperty('googleAuthorizationFingerprint');
    expect(config.applePayWeb).toMatchObject({ countryCode: 'AU', currencyCode: 'AUD' });
    expect(config.applePayWeb).toHaveProperty('merchantIdentifier');
  });

  it('refuses a configuration request without an authorization fingerprint', () => {
    const response = send(request('GET', `${API}/configuration?configVersion=3`), INTERCEPT);
    expect(response.status).toBe(401);
    expect(json(response)).toEqual({ error: { message: 'Authorization fingerprint is missing.' } });
  });
});

describe('handleGatewayRequest: card tokenization', () => {
  it('turns the magic numbers into nonces the reference server approves, declines or fails on', () => {
    expect(nonceOf(tokenize(card('4111111111111111')))).toMatch(/^fake-valid-visa-nonce-\d+$/);
    expect(nonceOf(tokenize(card('5555555555554444')))).toMatch(
      /^fake-valid-mastercard-nonce-\d+$/,
    );
    expect(nonceOf(tokenize(card('4000111111111115')))).toMatch(
      /^fake-processor-declined-visa-nonce-\d+$/,
    );
    expect(nonceOf(tokenize(card('4000000000000259')))).toMatch(
      /^fake-server-error-visa-nonce-\d+$/,
    );
    expect(nonceOf(tokenize(card('4111111111111111')))).not.toBe(
      nonceOf(tokenize(card('4111111111111111'))),
    );
  });

  it('answers 201 with the card details hosted fields resolve with', () => {
    const response = tokenize(card('4111 1111 1111 1111'));
    expect(response.status).toBe(201);
    const [tokenized] = (json(response) as { creditCards: Record<string, unknown>[] }).creditCards;
    expect(tokenized).toMatchObject({
      type: 'CreditCard',
      description: 'ending in 11',
      details: {
        bin: '411111',
        cardType: 'Visa',
        lastFour: '1111',
        lastTwo: '11',
        expirationMonth: '12',
        expirationYear: NEXT_YEAR,
        cardholderName: 'Pat Buyer',
      },
    });
  });

  it('rejects a number that fails the Luhn check with a Braintree-style 422', () => {
    const response = tokenize(card('4111111111111112'));
    expect(response.status).toBe(422);
    expect(json(response)).toEqual({
      error: { message: 'Credit card number is invalid.' },
      fieldErrors: [
        {
          field: 'creditCard',
          fieldErrors: [
            { field: 'number', code: '81715', message: 'Credit card number is invalid.' },
          ],
        },
      ],
    });
  });

  it('rejects an expired card, a bad month and a missing expiry', () => {
    expect(
      fieldErrorCodes(tokenize(card('4111111111111111', { expirationDate: '01/2020' }))),
    ).toEqual(['81710']);
    expect(
      fieldErrorCodes(tokenize(card('4111111111111111', { expirationDate: `13/${NEXT_YEAR}` }))),
    ).toEqual(['81712']);
    expect(
      fieldErrorCodes(tokenize(card('4111111111111111', { expirationDate: undefined }))),
    ).toEqual(['81709']);
  });

  it('checks the CVV length for the brand: 4 digits for American Express, 3 otherwise', () => {
    expect(tokenize(card('378282246310005', { cvv: '1234' })).status).toBe(201);
    expect(fieldErrorCodes(tokenize(card('378282246310005', { cvv: '123' })))).toEqual(['81707']);
    expect(fieldErrorCodes(tokenize(card('4111111111111111', { cvv: '1234' })))).toEqual(['81707']);
    expect(fieldErrorCodes(tokenize(card('4111111111111111', { cvv: '' })))).toEqual(['81706']);
  });

  it('reports every invalid field at once', () => {
    const response = tokenize({ number: '12', expirationDate: '01/2001', cvv: 'abc' });
    expect(fieldErrorCodes(response)).toEqual(['81716', '81710', '81707']);
  });

  it('refuses a tokenization without a fingerprint, and a body that is not JSON', () => {
    const unauthorised = send(
      request('POST', `${API}/payment_methods/credit_cards`, {
        creditCard: card('4111111111111111'),
      }),
      INTERCEPT,
    );
    expect(unauthorised.status).toBe(401);
    const garbled = send(
      { ...request('POST', `${API}/payment_methods/credit_cards`), body: '{nope' },
      INTERCEPT,
    );
    expect(garbled.status).toBe(400);
  });

  it('offline: answers the page-relative path the frame posts to when clientApiUrl is absent', () => {
    const url = `${SERVER}/checkout/undefined/web/3.102.0/html/undefined/v1/payment_methods/credit_cards`;
    const response = send(
      request('POST', url, {
        authorizationFingerprint: FINGERPRINT,
        creditCard: card('4111111111111111'),
      }),
      OFFLINE,
    );
    expect(nonceOf(response)).toMatch(/^fake-valid-visa-nonce-/);
  });
});

describe('handleGatewayRequest: wallets', () => {
  const post = (endpoint: string, body: Record<string, unknown>) =>
    send(
      request('POST', `${API}/${endpoint}`, { authorizationFingerprint: FINGERPRINT, ...body }),
      INTERCEPT,
    );

  it('PayPal: creates a payment resource whose redirect URL carries a token, then tokenizes the account', () => {
    const created = post('paypal_hermes/create_payment_resource', {
      amount: '25.00',
      currencyIsoCode: 'AUD',
      intent: 'sale',
    });
    expect(created.status).toBe(201);
    const redirectUrl = (json(created) as { paymentResource: { redirectUrl: string } })
      .paymentResource.redirectUrl;
    const token = new URL(redirectUrl).searchParams.get('token');
    expect(token).toMatch(/^EC-/);

    const account = post('payment_methods/paypal_accounts', {
      paypalAccount: { paymentToken: token, payerId: 'PAYER1' },
    });
    const [paypal] = (json(account) as { paypalAccounts: { nonce: string; type: string }[] })
      .paypalAccounts;
    expect(paypal?.type).toBe('PayPalAccount');
    expect(paypal?.nonce).toMatch(/^fake-paypal-nonce-\d+$/);
  });

  it('PayPal: a payer id naming a decline gives a nonce the server declines; no amount is a 422', () => {
    const account = post('payment_methods/paypal_accounts', {
      paypalAccount: { paymentToken: 'EC-1', payerId: 'FAKE-DECLINED-PAYER-1' },
    });
    expect(
      (json(account) as { paypalAccounts: { nonce: string }[] }).paypalAccounts[0]?.nonce,
    ).toContain('declined');
    expect(post('paypal_hermes/create_payment_resource', { currencyIsoCode: 'AUD' }).status).toBe(
      422,
    );
  });

  it('Apple Pay: validates the merchant and exchanges a payment token for a nonce', () => {
    const session = post('apple_pay_web/sessions', {
      applePayWebSession: {
        validationUrl: 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession',
        domainName: '127.0.0.1',
      },
    });
    expect(session.status).toBe(200);
    expect(json(session)).toMatchObject({
      domainName: '127.0.0.1',
      merchantSessionIdentifier: expect.any(String),
    });

    const paymentData = btoa(
      JSON.stringify({ version: 'EC_v1', data: 'abc', signature: 'x', header: {} }),
    );
    const token = post('payment_methods/apple_payment_tokens', {
      applePaymentToken: {
        paymentData,
        paymentMethod: { network: 'Visa', displayName: 'Visa 1111' },
        transactionIdentifier: 'T1',
      },
    });
    expect((json(token) as { applePayCards: { nonce: string }[] }).applePayCards[0]?.nonce).toMatch(
      /^fake-apple-pay-visa-nonce-\d+$/,
    );
  });

  it('Apple Pay: an unreadable payment token and a session without a validation URL are 422s', () => {
    expect(
      post('payment_methods/apple_payment_tokens', {
        applePaymentToken: { paymentData: btoa('null') },
      }).status,
    ).toBe(422);
    expect(post('apple_pay_web/sessions', { applePayWebSession: { domainName: 'x' } }).status).toBe(
      422,
    );
  });
});

describe('handleGatewayRequest: routing and CORS', () => {
  it('offline: answers only its own paths and leaves the rest of the server alone', () => {
    expect(handleGatewayRequest(request('GET', `${SERVER}/api/cart/1`), OFFLINE)).toBeNull();
    expect(handleGatewayRequest(request('GET', `${SERVER}/demo/index.html`), OFFLINE)).toBeNull();
    expect(
      send(request('POST', `${SERVER}/braintree/analytics/demo`, { analytics: [] }), OFFLINE)
        .status,
    ).toBe(200);
    expect(send(request('GET', `${SERVER}/braintree/nothing`), OFFLINE).status).toBe(404);
  });

  it('intercept: answers every Braintree and PayPal host, and nothing else', () => {
    expect(handleGatewayRequest(request('GET', 'https://example.com/x'), INTERCEPT)).toBeNull();
    expect(
      handleGatewayRequest(request('GET', 'http://api.sandbox.braintreegateway.com/x'), INTERCEPT),
    ).toBeNull();
    expect(
      send(
        request('POST', 'https://origin-analytics-sand.sandbox.braintree-api.com/demo', {}),
        INTERCEPT,
      ).status,
    ).toBe(200);
    expect(
      send(request('GET', 'https://payments.sandbox.braintree-api.com/graphql'), INTERCEPT).status,
    ).toBe(404);
    expect(
      send(
        request('POST', `${API}/unknown_thing`, { authorizationFingerprint: FINGERPRINT }),
        INTERCEPT,
      ).status,
    ).toBe(404);
  });

  it("serves paypal-checkout's dispatch frame as an empty page, but not the hosted-fields frame", () => {
    const dispatch = send(
      request('GET', 'https://checkout.paypal.com/web/3.102.0/html/dispatch-frame.min.html'),
      INTERCEPT,
    );
    expect(dispatch.status).toBe(200);
    expect(dispatch.headers['Content-Type']).toMatch(/^text\/html/);
    const offline = send(
      request('GET', `${SERVER}/braintree/assets/web/3.102.0/html/dispatch-frame.min.html`),
      OFFLINE,
    );
    expect(offline.status).toBe(200);
    const frame = send(
      request(
        'GET',
        'https://assets.braintreegateway.com/web/3.102.0/html/hosted-fields-frame.min.html',
      ),
      INTERCEPT,
    );
    expect(frame.status).toBe(404);
  });

  it('puts CORS headers for the calling origin on every answer', () => {
    const response = tokenize(card('4111111111111112'));
    expect(response.headers).toMatchObject({
      'Access-Control-Allow-Origin': PAGE,
      'Access-Control-Allow-Credentials': 'true',
      Vary: 'Origin',
    });
    const other = send(
      request('GET', `${API}/configuration`, undefined, { origin: 'http://localhost:4321' }),
      INTERCEPT,
    );
    expect(other.headers['Access-Control-Allow-Origin']).toBe('http://localhost:4321');
  });

  it('answers a preflight with the methods and headers asked for', () => {
    const preflight = send(
      request('OPTIONS', `${API}/payment_methods/credit_cards`, undefined, {
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      }),
      INTERCEPT,
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers).toMatchObject({
      'Access-Control-Allow-Origin': PAGE,
      'Access-Control-Allow-Headers': 'content-type',
    });
    expect(preflight.headers['Access-Control-Allow-Methods']).toContain('POST');
  });
});
