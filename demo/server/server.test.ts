// @vitest-environment node
import { request } from 'node:http';
import * as v from 'valibot';
import { ProblemDetails } from '../../src/api/schemas';
import { startServer } from './server';
import { startReferenceServer } from '../../test/support/referenceServer';
import type { ReferenceServer } from '../../test/support/referenceServer';

let client: ReferenceServer;
beforeEach(async () => {
  client = await startReferenceServer();
});
afterEach(async () => {
  await client.close();
});

describe('startServer', () => {
  it('listens on a free port and reports a URL without a trailing slash', async () => {
    expect(client.server.port).toBeGreaterThan(0);
    expect(client.server.url).toBe(`http://127.0.0.1:${client.server.port}`);
    expect((await client.call('GET', '/api/shop/gifts-by-email')).status).toBe(200);
  });

  it('stops answering once closed', async () => {
    const other = await startServer({ port: 0 });
    await other.close();
    await expect(fetch(`${other.url}/api/shop/gifts-by-email`)).rejects.toThrow();
  });

  it('gives each server its own fresh state', async () => {
    await client.call('POST', '/api/cart');
    const other = await startServer({ port: 0 });
    try {
      expect(client.server.state.carts.size).toBe(1);
      expect(other.state.carts.size).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe('problems', () => {
  it('answers an unknown route with a 404 problem', async () => {
    const response = await client.call('GET', '/api/nope');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(v.parse(ProblemDetails, response.json)).toMatchObject({
      status: 404,
      title: 'Not Found',
    });
    expect(response.json).toHaveProperty('detail', 'There is nothing at GET /api/nope.');
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const response = await client.call('PUT', '/api/cart');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(response.json).toMatchObject({
      status: 405,
      detail: 'PUT is not allowed on /api/cart; use POST.',
    });
  });

  it('answers OPTIONS without a preflight with the allowed methods', async () => {
    const response = await client.call('OPTIONS', '/api/cart/abc');
    expect(response.status).toBe(204);
    expect(response.headers.get('allow')).toBe('GET, DELETE');
  });

  it('rejects a body that is not JSON with a 400 problem', async () => {
    const { json } = await client.call('POST', '/api/cart');
    const id = (json as { id: string }).id;
    const response = await client.call('POST', `/api/cart/${id}/products`, {
      body: '{"cinemaId":',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect((response.json as { detail: string }).detail).toMatch(
      /^body: The request body is not valid JSON/,
    );
  });

  it('rejects an empty body where one is required', async () => {
    const response = await client.call('POST', '/api/subscribe');
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      detail: 'body: The request body must be JSON, but it is empty.',
    });
  });

  it('rejects an oversized body with 413 and records nothing', async () => {
    const response = await client.call('POST', '/api/subscribe', {
      body: { typeId: 'JIF', padding: 'x'.repeat(70_000) },
    });
    expect(response.status).toBe(413);
    expect(client.server.state.subscriptions).toEqual([]);
  });

  it('marks every answer no-store and nosniff', async () => {
    const response = await client.call('GET', '/api/shop/gifts-by-post');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('uses the Host header the client used for links it hands out', async () => {
    const { json } = await client.call('POST', '/api/cart');
    const id = (json as { id: string }).id;
    const body = await new Promise<string>((resolve, reject) => {
      const req = request(
        `${client.server.url}/api/checkout/${id}`,
        { headers: { host: `localhost:${client.server.port}` } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve(text));
        },
      );
      req.on('error', reject);
      req.end();
    });
    const token = JSON.parse(Buffer.from(JSON.parse(body).authorization, 'base64').toString()) as {
      configUrl: string;
    };
    expect(token.configUrl).toBe(
      `http://localhost:${client.server.port}/braintree/merchants/demo/client_api/v1/configuration`,
    );
  });
});

describe('demo control routes', () => {
  it('PUT /demo/settings switches payment methods and the environment', async () => {
    const response = await client.call('PUT', '/demo/settings', {
      body: { methods: { payPal: false }, environment: 'production' },
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      methods: { applePay: true, creditCard: true, giftCard: true, googlePay: true, payPal: false },
      environment: 'production',
      gateway: 'offline',
      cartLifetimeSeconds: 900,
      threeDSecure: false,
    });
    const cart = (await client.call('POST', '/api/cart')).json as { id: string };
    const details = (await client.call('GET', `/api/checkout/${cart.id}`)).json;
    expect(details).toMatchObject({
      environment: 'production',
      methods: { payPal: false, creditCard: true },
    });
  });

  it('PUT /demo/settings gives the merchant account 3D Secure: the gateway’s configuration says so', async () => {
    const configuration = async () =>
      (
        await client.call(
          'GET',
          '/braintree/merchants/demo/client_api/v1/configuration?authorizationFingerprint=f',
        )
      ).json as { threeDSecureEnabled: boolean };
    expect((await configuration()).threeDSecureEnabled).toBe(false);
    await client.call('PUT', '/demo/settings', { body: { threeDSecure: true } });
    expect((await configuration()).threeDSecureEnabled).toBe(true);
  });

  it('PUT /demo/settings rejects unknown methods and leaves settings alone', async () => {
    const response = await client.call('PUT', '/demo/settings', {
      body: { methods: { bitcoin: true } },
    });
    expect(response.status).toBe(400);
    expect((response.json as { detail: string }).detail).toMatch(/^methods\.bitcoin: /);
    expect(client.server.state.settings.methods.payPal).toBe(true);
  });

  it('POST /demo/reset gives fresh state in the same object', async () => {
    const state = client.server.state;
    await client.call('POST', '/api/cart');
    await client.call('PUT', '/demo/settings', { body: { methods: { giftCard: false } } });
    expect((await client.call('POST', '/demo/reset')).status).toBe(204);
    expect(client.server.state).toBe(state);
    expect(state.carts.size).toBe(0);
    expect(state.settings.methods.giftCard).toBe(true);
  });
});
