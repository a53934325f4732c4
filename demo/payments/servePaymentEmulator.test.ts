// @vitest-environment node
import { startReferenceServer } from '../../test/support/referenceServer';
import type { ReferenceServer } from '../../test/support/referenceServer';
import { decodeClientToken } from './createClientToken';

let client: ReferenceServer;

beforeEach(async () => {
  client = await startReferenceServer();
});

afterEach(async () => {
  await client.close();
});

/** The authorization a checkout hands out, decoded. */
async function checkoutToken() {
  const cart = (await client.call('POST', '/api/cart')).json as { id: string };
  const details = (await client.call('GET', `/api/checkout/${cart.id}`)).json as {
    authorization: string;
  };
  return decodeClientToken(details.authorization);
}

describe('the payment emulator on the reference server', () => {
  it('answers the configuration URL of the client tokens checkout hands out', async () => {
    const token = await checkoutToken();
    expect(token?.configUrl).toBe(
      `${client.server.url}/braintree/merchants/demo/client_api/v1/configuration`,
    );
    const path = new URL(token?.configUrl ?? '').pathname;
    const response = await client.call(
      'GET',
      `${path}?authorizationFingerprint=${token?.authorizationFingerprint}&configVersion=3`,
    );
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ merchantId: 'demo', paypalEnabled: true });
    expect(response.json).not.toHaveProperty('assetsUrl');
  });

  it('serves the hosted-fields frame wherever a page-relative URL puts it', async () => {
    for (const path of [
      '/undefined/web/3.102.0/html/hosted-fields-frame.min.html',
      '/demo/test/undefined/web/3.102.0/html/hosted-fields-frame.min.html',
    ]) {
      const response = await client.call('GET', path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.text).toContain('<title>Secure card field</title>');
    }
  }, 20_000);

  it('tokenizes a card posted to a page-relative client API path', async () => {
    const response = await client.call(
      'POST',
      '/demo/undefined/web/3.102.0/html/undefined/v1/payment_methods/credit_cards',
      {
        body: {
          authorizationFingerprint: 'abc',
          creditCard: {
            number: '4111111111111111',
            expirationDate: `01/${new Date().getFullYear() + 3}`,
            cvv: '123',
          },
        },
      },
    );
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      creditCards: [{ nonce: expect.stringMatching(/^fake-valid-visa-nonce-/) }],
    });
  });

  it('serves the proof test page and its braintree-web bundle', async () => {
    const page = await client.call('GET', '/demo/test/hosted-fields.html');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<script src="bt.js"></script>');
    const script = await client.call('GET', '/demo/test/bt.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.text).toContain('3.102.0');
  }, 20_000);

  it("leaves the server's own routes and files alone", async () => {
    expect((await client.call('POST', '/api/cart')).status).toBe(201);
    expect((await client.call('GET', '/braintree/nothing-here')).status).toBe(404);
    expect((await client.call('GET', '/demo/wallet-stubs.js')).text).toContain('__walletStubs');
  });

  it('PUT /demo/settings { gateway: "intercept" } makes checkout hand out a token for the real sandbox', async () => {
    const settings = await client.call('PUT', '/demo/settings', { body: { gateway: 'intercept' } });
    expect(settings.json).toMatchObject({ gateway: 'intercept' });
    const token = await checkoutToken();
    expect(token?.configUrl).toBe(
      'https://api.sandbox.braintreegateway.com:443/merchants/demo/client_api/v1/configuration',
    );
    expect(client.server.state.authorizationFingerprints).toEqual([
      token?.authorizationFingerprint,
    ]);

    await client.call('POST', '/demo/reset');
    expect((await checkoutToken())?.configUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/braintree\//);
  });

  it('PUT /demo/settings refuses an unknown gateway', async () => {
    expect((await client.call('PUT', '/demo/settings', { body: { gateway: 'live' } })).status).toBe(
      400,
    );
    expect(client.server.state.settings.gateway).toBe('offline');
  });
});
