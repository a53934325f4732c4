// @vitest-environment node
import { normalizeOrigins } from './applyCors';
import { startReferenceServer } from '../../test/support/referenceServer';
import type { ReferenceServer } from '../../test/support/referenceServer';

const PARTNER = 'https://festival.example';
let client: ReferenceServer;
beforeAll(async () => {
  client = await startReferenceServer({ allowedOrigins: [`${PARTNER}/`, 'not a url'] });
});
afterAll(async () => {
  await client.close();
});

describe('CORS', () => {
  it('lets an allowed origin read answers with credentials', async () => {
    const response = await client.call('GET', '/api/shop/gifts-by-email', {
      headers: { origin: PARTNER },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('vary')).toBe('Origin');
  });

  it('also marks problem answers for an allowed origin, so the client can read the detail', async () => {
    const response = await client.call('GET', '/api/cart/nope', { headers: { origin: PARTNER } });
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
  });

  it('gives a disallowed origin no CORS headers', async () => {
    const response = await client.call('GET', '/api/shop/gifts-by-email', {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers an allowed preflight with 204, methods, headers and max-age', async () => {
    const response = await client.call('OPTIONS', '/api/cart', {
      headers: {
        origin: PARTNER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type, accept');
    expect(response.headers.get('access-control-max-age')).toBe('600');
    expect(client.server.state.carts.size).toBe(0);
  });

  it('answers a disallowed preflight without CORS headers', async () => {
    const response = await client.call('OPTIONS', '/api/cart', {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('needs no CORS headers for a same-origin request', async () => {
    const response = await client.call('GET', '/api/shop/gifts-by-email');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('normalizeOrigins', () => {
  it('keeps http(s) origins in canonical form and drops the rest', () => {
    expect([
      ...normalizeOrigins([
        'https://a.example/',
        'http://B.example:8080/path',
        'ftp://c.example',
        'nope',
      ]),
    ]).toEqual(['https://a.example', 'http://b.example:8080']);
  });
});
