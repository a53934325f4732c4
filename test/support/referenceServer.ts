/**
 * Test helper (not product code): THE one way a unit or component suite runs the reference server.
 * It starts the server on a free port and gives a fetch that behaves like the browser the suite
 * pretends to be — it keeps the demo sign-in cookie (Node's fetch has no cookie jar; happy-dom's
 * page keeps its own), records every request, and can drop the next matching request as a lost
 * connection would. `page: true` moves the happy-dom page onto the server's origin, so elements
 * call `/api/` same-origin with the page's own fetch, as on the demo page.
 */
import { inAnotherTab } from './anotherTab';
import { startServer } from '../../demo/server/server';
import type { RunningServer, ServerOptions } from '../../demo/server/server';
import { createHttp } from '../../src/api/http';
import type { Http, HttpOptions } from '../../src/api/http';
import { addProductOrder, createCart } from '../../src/api/cart';
import type { Customer, PaymentMethods } from '../../src/api/schemas';
import type { StorageHelper } from '../../src/storage/storage';
import { memoryStorage } from '../../src/storage/testing/memoryStorage';

/** The buyer every payment test pays as. */
export const TEST_CUSTOMER: Customer = {
  firstName: 'Alex',
  lastName: 'Citizen',
  email: 'alex.citizen@example.com',
  postCode: '2000',
};

/** A demo pass: $75.00 (+ $1.50 booking fee), one admission. */
export const TEST_PASS_ID = 'jiff-5-film';

/** A request as the suite's client sent it. */
export interface SentRequest {
  method: string;
  /** Path and query, e.g. `/api/shop/festival-passes?festivalId=jiff`. */
  path: string;
  /** Path below the API base without the query, e.g. `checkout/<id>/gift-card` ('' outside it). */
  apiPath: string;
  credentials: RequestCredentials;
  accept: string | null;
}

/** An answer to {@link ReferenceServer.call}, read once: the text, and the JSON when it is JSON. */
export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body, or undefined when the body is empty or not JSON. */
  json: unknown;
}

/** Options of one {@link ReferenceServer.call}. */
export interface CallOptions {
  /** Serialised as JSON (a string is sent as is). */
  body?: unknown;
  /**
   * Sent as given. Without a `content-type`, a call with a body, and any POST, PUT or PATCH, says
   * `application/json`, as the elements' writes do.
   */
  headers?: Record<string, string>;
}

/** How to start the server: the server's own options, plus where the page lives. */
export interface ReferenceServerOptions extends ServerOptions {
  /** Move the happy-dom page to `<server>/demo/` (same-origin suites). */
  page?: boolean;
  /**
   * Where {@link ReferenceServer.http} caches: an in-memory helper with a clock the test moves
   * (the default in Node, which has no localStorage), or the page's own storage (the default
   * under happy-dom, where elements use it too).
   */
  storage?: 'memory' | 'page';
}

/** A running reference server and the suite's view of it. */
export interface ReferenceServer {
  server: RunningServer;
  /** e.g. `http://127.0.0.1:40123`. */
  url: string;
  /** `<url>/api/`. */
  apiBase: string;
  /** Every request the suite's fetch sent so far, in order. */
  sent: SentRequest[];
  /** How many `method path` requests were sent; `path` is the full path without query. */
  count(method: string, path: string): number;
  /** The cookie-keeping, recording fetch every client of the suite should use. */
  fetch: (input: Request | URL | string, init?: RequestInit) => Promise<Response>;
  /** The suite's API client on `<url>/api/`, through {@link ReferenceServer.fetch}. */
  http: Http;
  /** The storage helper {@link ReferenceServer.http} caches in. */
  storage: StorageHelper;
  /** Move the memory storage's clock forward by `seconds` (memory storage only). */
  advance(seconds: number): void;
  /** Another API client on the same server and fetch, e.g. with its own storage. */
  client(options?: Omit<HttpOptions, 'fetch'>): Http;
  /** A cart holding one {@link TEST_PASS_ID}; resolves to its id. */
  createPassCart(): Promise<string>;
  /** Make the next `method apiPath` request fail as a dropped connection would. */
  failNext(method: string, apiPath: string): void;
  /** Switch payment methods on or off, as the cinema's settings would. */
  setMethods(methods: Partial<PaymentMethods>): void;
  /** A raw call to any path (API or not), through the same fetch. */
  call(method: string, path: string, options?: CallOptions): Promise<TestResponse>;
  /** Sign the demo member in (`POST /demo/session`) and keep the cookie. */
  signIn(): Promise<void>;
  /** Sign out again (`DELETE /demo/session`). */
  signOut(): Promise<void>;
  /** A fresh store, as if the server had just started (`POST /demo/reset`). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

interface HappyDomWindow {
  happyDOM: { setURL(url: string): void };
}

/** happy-dom's window keeps cookies itself; Node's fetch needs the header set by hand. */
const pageKeepsCookies = (): boolean =>
  typeof window !== 'undefined' && 'happyDOM' in (window as object);

/** `change`, made in another tab when there is a page (happy-dom) to come back to. */
const inThePage = (change: () => Promise<void>) => (): Promise<void> =>
  pageKeepsCookies() ? inAnotherTab(change) : change();

/** Start the reference server on a free port (`port: 0` unless given). */
export async function startReferenceServer(
  options: ReferenceServerOptions = {},
): Promise<ReferenceServer> {
  const { page = false, storage: where, ...serverOptions } = options;
  const pageOrigin = pageKeepsCookies() && !page ? [location.origin] : [];
  const server = await startServer({
    port: 0,
    // happy-dom keeps a Secure cookie from http://localhost only, not from http://127.0.0.1 as
    // browsers do, so its page gets the server's same-site (Lax) cookie unless a test asks.
    ...(pageKeepsCookies() ? { crossSiteCookies: false } : {}),
    ...serverOptions,
    allowedOrigins: [...(serverOptions.allowedOrigins ?? []), ...pageOrigin],
  });
  if (page) (window as unknown as HappyDomWindow).happyDOM.setURL(`${server.url}/demo/`);
  const apiBase = `${server.url}/api/`;
  const sent: SentRequest[] = [];
  const failures: Array<{ method: string; apiPath: string }> = [];
  let cookie: string | undefined;

  const send = async (input: Request | URL | string, init?: RequestInit): Promise<Response> => {
    const request =
      input instanceof Request ? input : new Request(new URL(input, `${server.url}/`), init);
    const url = new URL(request.url);
    const apiPath = request.url.startsWith(apiBase)
      ? (request.url.slice(apiBase.length).split('?')[0] ?? '')
      : '';
    sent.push({
      method: request.method,
      path: url.pathname + url.search,
      apiPath,
      credentials: request.credentials,
      accept: request.headers.get('accept'),
    });
    const failure = failures.findIndex((f) => f.method === request.method && f.apiPath === apiPath);
    if (failure !== -1) {
      failures.splice(failure, 1);
      throw new TypeError('Failed to fetch');
    }
    if (pageKeepsCookies()) return fetch(request);
    const headers = new Headers(request.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(new Request(request, { headers }));
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = /Max-Age=0/i.test(setCookie) ? undefined : setCookie.split(';')[0];
    return response;
  };

  const call = async (
    method: string,
    path: string,
    { body, headers = {} }: CallOptions = {},
  ): Promise<TestResponse> => {
    const init: RequestInit = {
      method,
      headers: { ...headers },
      redirect: 'manual',
      credentials: 'include',
    };
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
    // Like the elements, every POST, PUT and PATCH says it is JSON, with a body or without (a
    // DELETE without a body says nothing): the API refuses other writes with 415.
    const hasType = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
    if (!hasType && (body !== undefined || !['GET', 'HEAD', 'DELETE'].includes(method)))
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    const response = await send(`${server.url}${path}`, init);
    const text = await response.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  };

  const demo = (method: string, path: string) => async () => {
    const response = await call(method, path);
    if (response.status < 200 || response.status > 299) {
      throw new Error(`${method} ${path} failed with ${response.status}`);
    }
  };

  const memory =
    (where ?? (pageKeepsCookies() ? 'page' : 'memory')) === 'memory' ? memoryStorage() : undefined;
  const client = (httpOptions: Omit<HttpOptions, 'fetch'> = {}) =>
    createHttp(apiBase, { ...httpOptions, fetch: send });
  const http = client(memory ? { storage: memory.storage } : {});

  return {
    server,
    url: server.url,
    apiBase,
    sent,
    count: (method, path) =>
      sent.filter((r) => r.method === method && r.path.split('?')[0] === path).length,
    fetch: send,
    http,
    storage: http.storage,
    advance: (seconds) => {
      if (!memory) throw new Error('advance() needs the memory storage');
      memory.advance(seconds);
    },
    client,
    createPassCart: async () => {
      const cart = await createCart(http);
      if (!cart) throw new Error('The reference server made no cart.');
      await addProductOrder(http, cart.id, {
        cinemaId: '7',
        products: [{ id: TEST_PASS_ID, quantity: 1 }],
      });
      return cart.id;
    },
    failNext: (method, apiPath) => void failures.push({ method, apiPath }),
    setMethods: (methods) => {
      server.state.settings.methods = { ...server.state.settings.methods, ...methods };
    },
    call,
    // In a page, the visitor signs in or out at the cinema's site in another tab and comes back,
    // which is when the page asks who is signed in again (src/api/member.ts).
    signIn: inThePage(demo('POST', '/demo/session')),
    signOut: inThePage(demo('DELETE', '/demo/session')),
    reset: demo('POST', '/demo/reset'),
    close: () => server.close(),
  };
}
