// @vitest-environment node
import * as v from 'valibot';
import { ProblemDetails } from '../../src/api/schemas';
import { startReferenceServer } from '../../test/support/referenceServer';
import type { ReferenceServer, TestResponse } from '../../test/support/referenceServer';

const PARTNER = 'https://festival.example';
const SIGNUP = {
  typeId: 'JIF',
  firstName: 'Jo',
  lastName: 'Bloggs',
  email: 'jo@example.com',
  recaptchaToken: 'token',
};

let client: ReferenceServer;
beforeAll(async () => {
  client = await startReferenceServer({ allowedOrigins: [PARTNER] });
});
afterAll(async () => {
  await client.close();
});
beforeEach(async () => {
  await client.reset();
});

/** `POST subscribe` with the given headers and the sign-up as its body, however it is typed. */
const subscribe = (headers: Record<string, string>) =>
  client.call('POST', '/api/subscribe', { body: JSON.stringify(SIGNUP), headers });

/** A raw request with no content type and no body (the helper adds one to POSTs). */
async function bare(method: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${client.url}${path}`, { method, headers });
  return { status: response.status, text: await response.text() };
}

function expectProblem(response: TestResponse, status: number, detail: RegExp): void {
  expect(response.status, response.text).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  expect(v.parse(ProblemDetails, response.json).detail).toMatch(detail);
}

describe('a state-changing call must be JSON: 415 otherwise', () => {
  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form post', 'application/x-www-form-urlencoded'],
    ['a multipart form post', 'multipart/form-data; boundary=x'],
    ['a JSON-like type', 'application/jsonx'],
  ])('refuses %s (%s) and changes nothing', async (_, type) => {
    expectProblem(
      await subscribe({ 'content-type': type }),
      415,
      /^POST requests must send Content-Type: application\/json, not /,
    );
    expect(client.server.state.subscriptions).toEqual([]);
  });

  it('refuses a POST that says no type at all, body or not', async () => {
    expect((await bare('POST', '/api/cart')).status).toBe(415);
    const response = await fetch(`${client.url}/api/subscribe`, {
      method: 'POST',
      body: new Blob([JSON.stringify(SIGNUP)]),
    });
    expect(response.status).toBe(415);
    expect(client.server.state.carts.size).toBe(0);
    expect(client.server.state.subscriptions).toEqual([]);
  });

  it('takes application/json with a charset, in any case', async () => {
    expect((await subscribe({ 'content-type': 'application/json; charset=utf-8' })).status).toBe(
      200,
    );
    expect((await subscribe({ 'content-type': 'Application/JSON' })).status).toBe(200);
    expect(client.server.state.subscriptions).toHaveLength(2);
  });

  it('takes a DELETE without a body and without a type, as the elements send it', async () => {
    const cart = await client.call('POST', '/api/cart', { body: {} });
    const id = (cart.json as { id: string }).id;
    expect((await bare('DELETE', `/api/cart/${id}`)).status).toBe(204);
  });

  it('refuses a DELETE whose body is not JSON', async () => {
    const cart = await client.call('POST', '/api/cart', { body: {} });
    const id = (cart.json as { id: string }).id;
    const response = await client.call('DELETE', `/api/cart/${id}`, {
      body: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expectProblem(response, 415, /^DELETE requests must send Content-Type: application\/json/);
    expect(client.server.state.carts.has(id)).toBe(true);
  });

  it('leaves reads and the demo harness alone', async () => {
    expect((await bare('GET', '/api/shop/gifts-by-email')).status).toBe(200);
    expect((await bare('POST', '/demo/reset')).status).toBe(204);
  });
});

describe('a state-changing call from another site: 403', () => {
  it.each(['https://evil.example', 'null', 'http://127.0.0.1.evil.example'])(
    'refuses Origin %s, even with JSON, and changes nothing',
    async (origin) => {
      expectProblem(
        await subscribe({ 'content-type': 'application/json', origin }),
        403,
        /^This site does not accept changes from pages on /,
      );
      expect(client.server.state.subscriptions).toEqual([]);
    },
  );

  it('says 403 before 415, and before a member call’s 401', async () => {
    const evil = { origin: 'https://evil.example' };
    expect((await subscribe({ ...evil, 'content-type': 'text/plain' })).status).toBe(403);
    const voucher = await client.call('POST', '/api/member/vouchers', { body: {}, headers: evil });
    expect(voucher.status).toBe(403);
    expect((await bare('DELETE', '/api/passkeys/pk-7f3a', evil)).status).toBe(403);
  });

  it('takes the site’s own origin and an allowed partner’s, with CORS for the partner', async () => {
    expect(
      (await subscribe({ 'content-type': 'application/json', origin: client.url })).status,
    ).toBe(200);
    const partner = await subscribe({ 'content-type': 'application/json', origin: PARTNER });
    expect(partner.status).toBe(200);
    expect(partner.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(client.server.state.subscriptions).toHaveLength(2);
  });

  it('takes a call with no Origin (not a browser page), and reads from anywhere', async () => {
    expect((await subscribe({ 'content-type': 'application/json' })).status).toBe(200);
    const read = await client.call('GET', '/api/shop/gifts-by-email', {
      headers: { origin: 'https://evil.example' },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });
});
