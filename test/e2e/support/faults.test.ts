import type { Page, Request, Route } from '@playwright/test';
import * as v from 'valibot';
import * as schemas from '../../../src/api/schemas';
import { apiPath, faultAction, faultMatches, injectFault } from './faults';
import type { FaultSpec } from './faults';

/** Every answer the product parses (docs/api/openapi.yaml): a schemaInvalid body must fail each of them. */
const ANSWER_SCHEMAS = {
  FestivalPassList: schemas.FestivalPassList,
  ShopItemList: schemas.ShopItemList,
  Cart: schemas.Cart,
  MembershipOptionList: schemas.MembershipOptionList,
  GiftCardList: schemas.GiftCardList,
  PaymentDetails: schemas.PaymentDetails,
  SuccessResult: schemas.SuccessResult,
  Member: schemas.Member,
  MemberDetails: schemas.MemberDetails,
  ActivityList: schemas.ActivityList,
  BookingList: schemas.BookingList,
  VoucherList: schemas.VoucherList,
  MemberSubscriptionList: schemas.MemberSubscriptionList,
  PasskeyList: schemas.PasskeyList,
};

type Handler = (route: Route, request: Request) => Promise<void>;

/** A Page that records page.route handlers, and calls that drive them like Chromium would. */
function fakePage() {
  const handlers: Handler[] = [];
  const page = {
    route: async (_url: unknown, handler: Handler) => {
      handlers.push(handler);
    },
    unroute: async (_url: unknown, handler: Handler) => {
      handlers.splice(handlers.indexOf(handler), 1);
    },
  } as unknown as Page;

  /** Send one request through the routes; resolves with what the fault did to it. */
  async function call(method: string, url: string, origin?: string) {
    const outcome: {
      kind: string;
      status?: number;
      body?: string;
      headers?: Record<string, string>;
    } = {
      kind: 'network-passthrough',
    };
    const route = {
      fallback: async () => {
        outcome.kind = 'fallback';
      },
      abort: async (code: string) => {
        outcome.kind = `abort:${code}`;
      },
      fulfill: async (r: { status: number; body: string; headers: Record<string, string> }) => {
        Object.assign(outcome, {
          kind: 'fulfill',
          status: r.status,
          body: r.body,
          headers: r.headers,
        });
      },
    } as unknown as Route;
    const request = {
      method: () => method,
      url: () => url,
      headerValue: async (name: string) => (name === 'origin' ? (origin ?? null) : null),
    } as unknown as Request;
    for (const handler of handlers) await handler(route, request);
    return outcome;
  }
  return { page, call, handlers };
}

const PASSES = 'http://127.0.0.1:4321/api/shop/festival-passes?festivalId=jiff';

describe('apiPath', () => {
  it('takes the path after /api/ without the query, on any origin', () => {
    expect(apiPath(PASSES)).toBe('shop/festival-passes');
    expect(apiPath('https://cinema.example/api/cart/abc/products')).toBe('cart/abc/products');
    expect(apiPath('http://127.0.0.1:4321/cdn/cinema-elements.js')).toBeNull();
  });
});

describe('faultMatches', () => {
  it('matches a string path exactly and a RegExp by test', () => {
    expect(faultMatches({ path: 'shop/festival-passes', kind: 'network' }, 'GET', PASSES)).toBe(
      true,
    );
    expect(faultMatches({ path: 'shop', kind: 'network' }, 'GET', PASSES)).toBe(false);
    const products = 'http://127.0.0.1:4321/api/cart/c1/products';
    expect(
      faultMatches({ path: /^cart\/[^/]+\/products$/, kind: 'network' }, 'POST', products),
    ).toBe(true);
  });

  it('honours the method when given, case-insensitively', () => {
    const spec: FaultSpec = { method: 'post', path: 'cart', kind: 'network' };
    expect(faultMatches(spec, 'POST', 'http://127.0.0.1:4321/api/cart')).toBe(true);
    expect(faultMatches(spec, 'GET', 'http://127.0.0.1:4321/api/cart')).toBe(false);
  });
});

describe('faultAction', () => {
  it('problem4xx answers 422 problem+json with the detail the product should show', () => {
    const action = faultAction({ path: 'cart', kind: 'problem4xx', detail: 'Sold out.' });
    expect(action).toMatchObject({
      type: 'fulfill',
      status: 422,
      contentType: 'application/problem+json',
    });
    const body = JSON.parse(action.type === 'fulfill' ? action.body : '{}');
    expect(v.parse(schemas.ProblemDetails, body)).toMatchObject({
      status: 422,
      detail: 'Sold out.',
    });
    expect(faultAction({ path: 'cart', kind: 'problem4xx', status: 409 })).toMatchObject({
      status: 409,
    });
  });

  it('server5xx answers 500 problem+json with no detail, so the default text must show', () => {
    const action = faultAction({ path: 'cart', kind: 'server5xx' });
    expect(action).toMatchObject({ status: 500, contentType: 'application/problem+json' });
    const body = JSON.parse(action.type === 'fulfill' ? action.body : '{}');
    expect(body).toMatchObject({ status: 500 });
    expect(body).not.toHaveProperty('detail');
  });

  it('malformedJson is a 200 JSON answer that cannot be parsed', () => {
    const action = faultAction({ path: 'cart', kind: 'malformedJson' });
    expect(action).toMatchObject({ status: 200, contentType: 'application/json' });
    expect(() => JSON.parse(action.type === 'fulfill' ? action.body : '')).toThrow(SyntaxError);
  });

  it.each(Object.entries(ANSWER_SCHEMAS))('schemaInvalid fails the %s schema', (_name, schema) => {
    const action = faultAction({ path: 'cart', kind: 'schemaInvalid' });
    expect(action).toMatchObject({ status: 200, contentType: 'application/json' });
    const body: unknown = JSON.parse(action.type === 'fulfill' ? action.body : 'null');
    expect(v.safeParse(schema, body).success).toBe(false);
  });

  it('network aborts and held holds', () => {
    expect(faultAction({ path: 'cart', kind: 'network' })).toEqual({
      type: 'abort',
      errorCode: 'failed',
    });
    expect(faultAction({ path: 'cart', kind: 'held' })).toEqual({ type: 'hold' });
  });
});

describe('injectFault', () => {
  it('breaks matching calls only, counts them, and lets the rest through', async () => {
    const { page, call } = fakePage();
    const fault = await injectFault(page, {
      method: 'GET',
      path: 'shop/festival-passes',
      kind: 'network',
    });
    expect(await call('GET', PASSES)).toEqual({ kind: 'abort:failed' });
    expect(await call('POST', 'http://127.0.0.1:4321/api/cart')).toEqual({ kind: 'fallback' });
    expect(fault.count).toBe(1);
  });

  it('stops after `times` calls', async () => {
    const { page, call } = fakePage();
    const fault = await injectFault(page, {
      path: 'shop/festival-passes',
      kind: 'server5xx',
      times: 2,
    });
    expect((await call('GET', PASSES)).status).toBe(500);
    expect((await call('GET', PASSES)).status).toBe(500);
    expect((await call('GET', PASSES)).kind).toBe('fallback');
    expect(fault.count).toBe(2);
  });

  it('lets cross-origin callers read the fault and leaves preflights to the server', async () => {
    const { page, call } = fakePage();
    await injectFault(page, { path: 'cart', kind: 'problem4xx' });
    const outcome = await call('POST', 'http://127.0.0.1:4321/api/cart', 'http://localhost:4321');
    expect(outcome.headers).toMatchObject({
      'access-control-allow-origin': 'http://localhost:4321',
      'access-control-allow-credentials': 'true',
    });
    expect((await call('OPTIONS', 'http://127.0.0.1:4321/api/cart')).kind).toBe('fallback');
  });

  it('held waits, however long, until release() lets every held call through', async () => {
    const { page, call } = fakePage();
    const fault = await injectFault(page, { path: 'cart', kind: 'held', times: 2 });
    const done: string[] = [];
    const first = call('POST', 'http://127.0.0.1:4321/api/cart').then((o) => done.push(o.kind));
    const second = call('POST', 'http://127.0.0.1:4321/api/cart').then((o) => done.push(o.kind));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toEqual([]);
    expect(fault.count).toBe(2);
    fault.release();
    await Promise.all([first, second]);
    expect(done).toEqual(['fallback', 'fallback']);
    // Past `times`, and after the release, calls go straight through.
    expect((await call('POST', 'http://127.0.0.1:4321/api/cart')).kind).toBe('fallback');
  });

  it('remove() releases what is held', async () => {
    const { page, call } = fakePage();
    const fault = await injectFault(page, { path: 'cart', kind: 'held' });
    const pending = call('POST', 'http://127.0.0.1:4321/api/cart');
    await fault.remove();
    expect((await pending).kind).toBe('fallback');
  });

  it('remove() lifts the fault', async () => {
    const { page, call, handlers } = fakePage();
    const fault = await injectFault(page, { path: 'cart', kind: 'network' });
    await fault.remove();
    expect(handlers).toHaveLength(0);
    expect((await call('POST', 'http://127.0.0.1:4321/api/cart')).kind).toBe('network-passthrough');
  });
});
