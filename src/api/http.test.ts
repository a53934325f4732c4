// @vitest-environment node
import { isConfigError } from '../errors/errors';
import { completePayment } from './checkout';
import { createCart, addProductOrder } from './cart';
import { readProblem } from './answers';
import { createHttp, normalizeApiBase } from './http';
import { request, send } from './request';
import { ShopItemList } from './schemas';
import { festivalPasses } from './shop';
import { giftsByEmail } from './gifts';
import { memoryStorage } from '../storage/testing/memoryStorage';
import { startReferenceServer } from '../../test/support/referenceServer';
import type { ReferenceServer } from '../../test/support/referenceServer';
import { apiRejection } from './testing/apiRejection';
import { reply, startStubServer } from './testing/startStubServer';
import type { StubServer } from './testing/startStubServer';

describe('normalizeApiBase', () => {
  it.each([
    [undefined, '/api/'],
    ['', '/api/'],
    ['   ', '/api/'],
    ['/cinema/api', '/cinema/api/'],
    ['api/', 'api/'],
    ['https://cinema.example/api', 'https://cinema.example/api/'],
    ['http://localhost:8080/api/', 'http://localhost:8080/api/'],
  ])('turns %j into %j (no page base in Node)', (input, expected) => {
    expect(normalizeApiBase(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'ftp://cinema.example/api/',
    'https://',
    '/api/?x=1',
    '/api/#top',
  ])('refuses %j with a ConfigError naming api-base', (input) => {
    let error: unknown;
    try {
      normalizeApiBase(input);
    } catch (caught) {
      error = caught;
    }
    expect(isConfigError(error)).toBe(true);
    expect(error).toMatchObject({ attribute: 'api-base' });
    expect(String((error as Error).message)).toContain(input);
  });

  it('resolves a relative base against the page, so both spellings share one cache', () => {
    vi.stubGlobal('document', { baseURI: 'https://festival.example/passes/index.html' });
    expect(normalizeApiBase('/api')).toBe('https://festival.example/api/');
    expect(normalizeApiBase('api/')).toBe('https://festival.example/passes/api/');
  });
});

describe('readProblem', () => {
  it('reads title and detail from problem details, JSON text, and tolerates anything else', () => {
    expect(readProblem({ title: 'Gone', detail: 'Your cart has expired.' })).toEqual({
      title: 'Gone',
      detail: 'Your cart has expired.',
    });
    expect(readProblem('{"detail":"As text"}')).toEqual({ title: undefined, detail: 'As text' });
    expect(readProblem('<html>Bad gateway</html>')).toEqual({
      title: undefined,
      detail: undefined,
    });
    expect(readProblem({ detail: 42, title: '  ' })).toEqual({
      title: undefined,
      detail: undefined,
    });
    expect(readProblem(undefined)).toEqual({ title: undefined, detail: undefined });
  });
});

describe('against the reference server', () => {
  let api: ReferenceServer;
  beforeEach(async () => {
    api = await startReferenceServer();
  });
  afterEach(async () => {
    await api.close();
  });

  it('sends credentials and asks for JSON on every call', async () => {
    await giftsByEmail(api.http);
    await createCart(api.http);
    expect(api.sent).toHaveLength(2);
    for (const sent of api.sent) {
      expect(sent.credentials).toBe('include');
      expect(sent.accept).toBe('application/json');
    }
  });

  it('passes a problem-details answer on as ApiError with status, title and detail', async () => {
    const error = await apiRejection(festivalPasses(api.http, 'nope'));
    expect(error.status).toBe(404);
    expect(error.title).toBe('Not Found');
    expect(error.detail).toBe('There is no festival with id "nope".');
    expect(error.message).toContain('There is no festival with id "nope".');
  });

  it('never retries a POST: one request for a 500', async () => {
    const cart = await createCart(api.http);
    await addProductOrder(api.http, cart!.id, {
      cinemaId: 'c1',
      products: [{ id: 'jiff-5-film', quantity: 1 }],
    });
    const customer = {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      postCode: '2000',
    };
    const error = await apiRejection(
      completePayment(api.http, cart!.id, {
        paymentType: 'payPal',
        orderType: 'festivalPass',
        customer,
        // One $75.00 pass and its $1.50 booking fee.
        expectedTotalInCents: 7650,
        securedCardData: { nonce: 'fake-server-error-nonce' },
      }),
    );
    expect(error.status).toBe(500);
    expect(error.detail).toBeUndefined();
    expect(api.count('POST', `/api/checkout/${cart!.id}`)).toBe(1);
  });
});

describe('against a stub upstream', () => {
  let stub: StubServer | undefined;
  afterEach(async () => {
    await stub?.close();
    stub = undefined;
  });
  const client = (base: string) => createHttp(base, { storage: memoryStorage().storage });

  it('tolerates a non-JSON error body: status kept, no detail to show', async () => {
    stub = await startStubServer((_req, res) =>
      reply(res, 404, '<html>Not here</html>', 'text/html'),
    );
    const error = await apiRejection(giftsByEmail(client(stub.base)));
    expect(error.status).toBe(404);
    expect(error.detail).toBeUndefined();
  });

  it('reads problem fields from a JSON body sent as text/plain', async () => {
    stub = await startStubServer((_req, res) =>
      reply(res, 409, '{"title":"Conflict","detail":"Already paid."}', 'text/plain'),
    );
    const error = await apiRejection(giftsByEmail(client(stub.base)));
    expect(error).toMatchObject({ status: 409, title: 'Conflict', detail: 'Already paid.' });
  });

  it('retries a GET on 503 and succeeds', async () => {
    stub = await startStubServer((_req, res, index) =>
      index === 0 ? reply(res, 503, '') : reply(res, 200, '[]'),
    );
    await expect(giftsByEmail(client(stub.base))).resolves.toEqual([]);
    expect(stub.received).toEqual(['GET /api/shop/gifts-by-email', 'GET /api/shop/gifts-by-email']);
  });

  it('gives up on a GET after two retries: three requests in all, the first try counted', async () => {
    stub = await startStubServer((_req, res) => reply(res, 503, '{"title":"Busy"}'));
    const error = await apiRejection(giftsByEmail(client(stub.base)));
    expect(error).toMatchObject({ status: 503, title: 'Busy' });
    expect(stub.received).toHaveLength(3);
  });

  it('needs no ky for a GET that succeeds or fails for good, and loads it for a retry or a change', async () => {
    let status = 200;
    stub = await startStubServer((req, res, index) => {
      if (req.method === 'POST') {
        return reply(
          res,
          201,
          JSON.stringify({
            id: 'c1',
            expiry: '2026-12-01T00:00:00Z',
            totalInCents: 0,
            bookingFeeInCents: 0,
            concessions: [],
            sessions: [],
          }),
        );
      }
      // The third GET (index 2) is the 502 whose retry, the fourth, succeeds.
      const answer = index === 3 ? 200 : status;
      return reply(res, answer, answer === 200 ? '[]' : '{"detail":"No."}');
    });
    const http = client(stub.base);
    const kyLoads = vi.spyOn(http, 'client');
    await expect(giftsByEmail(http)).resolves.toEqual([]);
    status = 404;
    expect(await apiRejection(giftsByEmail(http))).toMatchObject({ status: 404, detail: 'No.' });
    expect(kyLoads).not.toHaveBeenCalled();
    status = 502;
    await expect(giftsByEmail(http)).resolves.toEqual([]);
    expect(kyLoads).toHaveBeenCalledTimes(1);
    await createCart(http);
    expect(kyLoads).toHaveBeenCalledTimes(2);
    expect(stub.received).toEqual([
      'GET /api/shop/gifts-by-email',
      'GET /api/shop/gifts-by-email',
      'GET /api/shop/gifts-by-email',
      'GET /api/shop/gifts-by-email',
      'POST /api/cart',
    ]);
  });

  it('says the server could not be reached when ky’s own code cannot be fetched', async () => {
    stub = await startStubServer((_req, res) => reply(res, 201, '{}'));
    const http = client(stub.base);
    vi.spyOn(http, 'client').mockRejectedValue(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    const error = await apiRejection(createCart(http));
    expect(error.status).toBe(0);
    expect(error.message).toBe(
      'Could not reach the server (POST cart). Check your connection and try again.',
    );
    expect(stub.received).toEqual([]);
  });

  it('does not retry a GET on a 4xx other than 408/429', async () => {
    stub = await startStubServer((_req, res) =>
      reply(res, 400, '{"detail":"festivalId: required"}'),
    );
    const error = await apiRejection(festivalPasses(client(stub.base), 'jiff'));
    expect(error.detail).toBe('festivalId: required');
    expect(stub.received).toHaveLength(1);
  });

  it('does not retry a POST on 503 either', async () => {
    stub = await startStubServer((_req, res) => reply(res, 503, ''));
    const error = await apiRejection(createCart(client(stub.base)));
    expect(error.status).toBe(503);
    expect(stub.received).toEqual(['POST /api/cart']);
  });

  it('treats any 2xx as success and a 204 with no body as "nothing"', async () => {
    stub = await startStubServer((_req, res, index) =>
      index === 0 ? reply(res, 203, '[]') : (res.writeHead(204), res.end()),
    );
    const http = client(stub.base);
    await expect(
      request(http, { method: 'get', path: 'shop/gifts-by-post' }, ShopItemList),
    ).resolves.toEqual([]);
    const answer = await send(http, { method: 'get', path: 'anything' });
    expect(answer?.status).toBe(204);
  });

  it('has no request timeout: an answer a minute late still arrives', async () => {
    let answer: (() => void) | undefined;
    stub = await startStubServer((_req, res) => {
      answer = () => reply(res, 200, '[]');
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const pending = giftsByEmail(client(stub.base));
      await vi.waitFor(() => expect(answer).toBeDefined(), { interval: 5 });
      // ky's default would have given up after 10 s.
      await vi.advanceTimersByTimeAsync(60_000);
      answer?.();
      await expect(pending).resolves.toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a network failure as ApiError with status 0 and a clear message', async () => {
    stub = await startStubServer((_req, res) => reply(res, 200, '[]'));
    const { base } = stub;
    await stub.close();
    stub = undefined;
    const error = await apiRejection(createCart(client(base)));
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/Could not reach the server/);
  });
});
