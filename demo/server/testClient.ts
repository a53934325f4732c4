/**
 * Test helper (not product code): start a server on a free port and call it over real HTTP, keeping
 * the demo sign-in cookie like a browser would. Every demo/server test builds on this one factory.
 */
import * as v from 'valibot';
import { PaymentDetails } from '../../src/api/schemas';
import { startServer } from './server';
import type { RunningServer, ServerOptions } from './server';

/** An answer, with the body read once as text and parsed as JSON when it is JSON. */
export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body, or undefined when the body is empty or not JSON. */
  json: unknown;
}

/** Options for one call. */
export interface CallOptions {
  /** Serialised as JSON (unless a string, which is sent as is). */
  body?: unknown;
  headers?: Record<string, string>;
}

/** A running server plus a cookie-keeping caller. */
export interface TestClient {
  server: RunningServer;
  call(method: string, path: string, options?: CallOptions): Promise<TestResponse>;
  /** Sign the demo member in (POST /demo/session) and keep the cookie. */
  signIn(): Promise<void>;
  close(): Promise<void>;
}

/** Start a server on port 0 and return a client for it. */
export async function startTestClient(options: ServerOptions = {}): Promise<TestClient> {
  const server = await startServer({ port: 0, ...options });
  let cookie: string | undefined;

  async function call(
    method: string,
    path: string,
    { body, headers = {} }: CallOptions = {},
  ): Promise<TestResponse> {
    const init: RequestInit = { method, headers: { ...headers }, redirect: 'manual' };
    if (cookie) (init.headers as Record<string, string>).cookie = cookie;
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${server.url}${path}`, init);
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0] ?? '';
      cookie = /Max-Age=0/i.test(setCookie) ? undefined : pair;
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  return {
    server,
    call,
    signIn: async () => {
      const response = await call('POST', '/demo/session');
      if (response.status !== 200) throw new Error(`sign-in failed with ${response.status}`);
    },
    close: () => server.close(),
  };
}

/**
 * Checkout steps shared by the checkout and gift-card suites, on whichever client `current()`
 * returns (suites start a fresh one per test).
 */
export function checkoutSteps(current: () => TestClient) {
  let token = 0;
  /** A fresh, recognisable bot-check token, as the demo page's stub issues them. */
  const fresh = (action: string) => `demo-${action}-${++token}`;
  return {
    fresh,
    /** A cart holding `passes` JIFF 5-Film Passes: 7650 cents each with the booking fee. */
    async cartWithPasses(passes = 1): Promise<string> {
      const { id } = (await current().call('POST', '/api/cart')).json as { id: string };
      await current().call('POST', `/api/cart/${id}/products`, {
        body: { cinemaId: 'demo-cinema', products: [{ id: 'jiff-5-film', quantity: passes }] },
      });
      return id;
    },
    /** `GET checkout/{id}`, parsed with the product's schema. */
    details: async (id: string) =>
      v.parse(PaymentDetails, (await current().call('GET', `/api/checkout/${id}`)).json),
    /** `POST checkout/{id}/gift-card` with a fresh token. */
    addGiftCard: (id: string, cardNumber: string, cardPin = '1234') =>
      current().call('POST', `/api/checkout/${id}/gift-card`, {
        body: { cardNumber, cardPin, recaptchaToken: fresh('giftCard') },
      }),
  };
}
