import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttp } from '../api/http';
import { parseApiBase } from '../config/apiBase';
import { send } from '../api/request';
import { registerElementChunks, SIGNED_OUT_STEP } from './elementChunks';
import { PREFETCH_TTL_MS, prefetchFor, prefetchSlot } from './prefetch';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

afterEach(() => {
  prefetchSlot().clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The attributes every element asks for (the festival pass its name too). */
const SET_UP = {
  'data-cinema-id': 'demo-cinema',
  'data-cinema-name': 'Demo Cinema',
  'data-recaptcha-key': 'demo-key',
};

function element(tag: string, attributes: Record<string, string> = {}, base = SET_UP) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries({ ...base, ...attributes }))
    el.setAttribute(name, value);
  return el;
}

describe('data while code loads', () => {
  it('asks for each element’s first data as the element’s client would, once per URL', () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json([]));
    vi.stubGlobal('fetch', fetch);
    prefetchFor(element('cinema-festival-pass', { 'data-festival-id': 'jiff' }));
    prefetchFor(element('cinema-festival-pass', { 'data-festival-id': 'jiff' }));
    prefetchFor(element('cinema-shop-cart', { 'api-base': 'https://api.example/v1' }));
    prefetchFor(element('cinema-member-area'));
    prefetchFor(element('cinema-newsletter'));
    const base = new URL('/api/', document.baseURI).href;
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      `${base}shop/festival-passes?festivalId=jiff`,
      'https://api.example/v1/shop/gifts-by-email',
      'https://api.example/v1/shop/gifts-by-post',
      `${base}member`,
    ]);
    expect(fetch.mock.calls[0]?.[1]).toEqual({
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
  });

  it('asks nothing for an element missing a required attribute, or with an api-base that is no URL', () => {
    const fetch = vi.fn(async () => json([]));
    vi.stubGlobal('fetch', fetch);
    prefetchFor(element('cinema-festival-pass'));
    prefetchFor(
      element(
        'cinema-festival-pass',
        { 'data-festival-id': 'jiff' },
        { ...SET_UP, 'data-cinema-id': ' ' },
      ),
    );
    prefetchFor(element('cinema-member-area', {}, { ...SET_UP, 'data-recaptcha-key': '' }));
    prefetchFor(element('cinema-shop-cart', { 'api-base': 'ftp://example.com/' }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    '\u0001//evil.example/api/',
    '/\\evil.example/api/',
    '//evil.example/api/',
    ' /ap\ti/',
    'https:evil.example/api/',
    'https://cinema.example@evil.example/api/',
    'javascript:alert(1)//',
    '/api/?x=1',
  ])(
    'asks nothing for an api-base the element’s own check refuses: %j (product-rules §2.8)',
    (apiBase) => {
      const fetch = vi.fn(async () => json([]));
      vi.stubGlobal('fetch', fetch);
      const shop = element('cinema-shop-cart', { 'api-base': apiBase });
      prefetchFor(shop);
      expect(fetch).not.toHaveBeenCalled();
      expect(parseApiBase(shop.getAttribute('api-base'))).toBeNull();
    },
  );

  it('hands the answer to the element’s client instead of a second request, once', async () => {
    const fetch = vi.fn(async () => json([{ id: 'egift-50' }]));
    vi.stubGlobal('fetch', fetch);
    prefetchFor(element('cinema-shop-cart', { 'api-base': 'https://api.example/' }));
    expect(fetch).toHaveBeenCalledTimes(2);
    const http = createHttp('https://api.example/');
    const first = await send(http, { method: 'get', path: 'shop/gifts-by-email' });
    await expect(first?.json()).resolves.toEqual([{ id: 'egift-50' }]);
    expect(fetch).toHaveBeenCalledTimes(2);
    // Taken: the next read is the client's own request.
    await send(http, { method: 'get', path: 'shop/gifts-by-email' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('reads each answer as it comes, for an element to show in its first render', async () => {
    const fetch = vi.fn(async () => new Response('[{"id":"egift-50"}]', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    prefetchFor(element('cinema-shop-cart', { 'api-base': 'https://api.example/' }));
    const entry = prefetchSlot().get('https://api.example/shop/gifts-by-email');
    expect(entry?.read).toBeUndefined();
    await vi.waitFor(() => expect(entry?.read).toBeDefined());
    const [response, body] = entry?.read ?? [];
    expect([response?.status, body]).toEqual([200, '[{"id":"egift-50"}]']);
    // A client that takes the response the usual way gets the same answer.
    const taken = await entry?.response;
    expect(taken?.status).toBe(200);
    await expect(taken?.text()).resolves.toBe(body);
  });

  it('hands on an answer that has no body (204) as one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    prefetchFor(element('cinema-member-area', { 'api-base': 'https://api.example/' }));
    const taken = await prefetchSlot().get('https://api.example/member')?.response;
    expect(taken?.status).toBe(204);
    await expect(taken?.text()).resolves.toBe('');
  });

  it('asks a visitor’s next request on the 401’s status, before the 401’s body has come', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/member')
        ? new Response(new ReadableStream({ start() {} }), { status: 401 })
        : json([]),
    );
    vi.stubGlobal('fetch', fetch);
    prefetchFor(
      element('cinema-membership', { 'api-base': 'https://api.example/s/' }, {
        'data-cinema-id': '1',
        'data-recaptcha-key': 'k',
      } as typeof SET_UP),
    );
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith(
        'https://api.example/s/shop/membership-options',
        expect.anything(),
      ),
    );
    expect(prefetchSlot().get('https://api.example/s/member')?.read).toBeUndefined();
  });

  it('leaves no unhandled rejection when an answer nobody takes fails', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    prefetchFor(element('cinema-member-area', { 'api-base': 'https://api.example/f/' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    // An element that takes it still sees the failure.
    const answer = prefetchSlot().get('https://api.example/f/member')?.response;
    await expect(answer).rejects.toThrow('Failed to fetch');
  });

  it('drops an answer nobody took in time', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => json({}));
    vi.stubGlobal('fetch', fetch);
    prefetchFor(element('cinema-member-area', { 'api-base': 'https://api.example/' }));
    expect(prefetchSlot().size).toBe(1);
    vi.advanceTimersByTime(PREFETCH_TTL_MS);
    expect(prefetchSlot().size).toBe(0);
  });

  it('asks for a visitor’s membership options once GET member says 401, and only then', async () => {
    let status = 200;
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) => new Response('{}', { status }),
    );
    vi.stubGlobal('fetch', fetch);
    const urls = () => fetch.mock.calls.map(([url]) => String(url));
    const sale = (base: string) =>
      element('cinema-membership', {
        'data-cinema-id': '1',
        'data-recaptcha-key': 'k',
        'api-base': base,
      });
    // A member: their options depend on their type, which the element asks for itself.
    prefetchFor(sale('https://api.example/m/'));
    await [...prefetchSlot().values()][0]?.response;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(urls()).toEqual(['https://api.example/m/member']);
    status = 401;
    prefetchFor(sale('https://api.example/v/'));
    await vi.waitFor(() =>
      expect(urls()).toEqual([
        'https://api.example/m/member',
        'https://api.example/v/member',
        'https://api.example/v/shop/membership-options',
      ]),
    );
    // The list waits where the element's client takes it, with the same request.
    expect(prefetchSlot().has('https://api.example/v/shop/membership-options')).toBe(true);
    expect(fetch).toHaveBeenLastCalledWith('https://api.example/v/shop/membership-options', {
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
  });

  it('asks for the sign-in form’s chunk as soon as the member area’s GET member says 401, not for a member', async () => {
    registerElementChunks(
      { 'cinema-member-area': 'MemberArea-A', [SIGNED_OUT_STEP]: 'SignedOut-S chunk-C' },
      'https://cdn.example/ce/cinema-elements.js',
    );
    const hints = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map(
        (link) => (link as HTMLLinkElement).href,
      );
    let status = 200;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status })),
    );
    prefetchFor(element('cinema-member-area', { 'api-base': 'https://api.example/a/' }));
    // The member's answer has come and been read: nothing to preload for a signed-in member.
    await [...prefetchSlot().values()][0]?.response;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hints()).toEqual([]);
    status = 401;
    prefetchFor(element('cinema-member-area', { 'api-base': 'https://api.example/b/' }));
    await vi.waitFor(() =>
      expect(hints()).toEqual([
        'https://cdn.example/ce/chunks/SignedOut-S.js',
        'https://cdn.example/ce/chunks/chunk-C.js',
      ]),
    );
    document.head.replaceChildren();
  });
});
