/**
 * Test helper (not product code): the reference server on a free port and an API client for it
 * that behaves like a browser — it keeps the sign-in cookie (Node's fetch has no cookie jar) — and
 * records every request it sends, so tests can count what reached the network.
 */
import { startServer } from '../../../demo/server/server';
import type { RunningServer, ServerOptions } from '../../../demo/server/server';
import { createHttp } from '../http';
import type { Http } from '../http';
import { memoryStorage } from './memoryStorage';
import type { MemoryStorage } from './memoryStorage';

/** A request as the client sent it. */
export interface SentRequest {
  method: string;
  /** Path and query, e.g. `/api/shop/festival-passes?festivalId=jiff`. */
  path: string;
  credentials: RequestCredentials;
  accept: string | null;
}

/** The server, a client for its `/api/`, and what that client sent. */
export interface ApiTest extends MemoryStorage {
  server: RunningServer;
  http: Http;
  /** Every request sent so far, in order. */
  sent: SentRequest[];
  /** How many `method path` requests were sent (path without query). */
  count(method: string, path: string): number;
  /** A fetch sharing the cookie jar and the log, for extra clients on the same server. */
  fetch: (input: Request | URL | string, init?: RequestInit) => Promise<Response>;
  /** Sign the demo member in (`POST /demo/session`, outside the API) and keep the cookie. */
  signIn(): Promise<void>;
  close(): Promise<void>;
}

/** Start the reference server on port 0 and a recording, cookie-keeping client for it. */
export async function startApiTest(options: ServerOptions = {}): Promise<ApiTest> {
  const server = await startServer({ port: 0, ...options });
  const memory = memoryStorage();
  const sent: SentRequest[] = [];
  let cookie: string | undefined;

  const fetchWithCookies = async (
    input: Request | URL | string,
    init?: RequestInit,
  ): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    sent.push({
      method: request.method,
      path: url.pathname + url.search,
      credentials: request.credentials,
      accept: request.headers.get('accept'),
    });
    const headers = new Headers(request.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(new Request(request, { headers }));
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = /Max-Age=0/i.test(setCookie) ? undefined : setCookie.split(';')[0];
    return response;
  };

  const http = createHttp(`${server.url}/api/`, {
    fetch: fetchWithCookies,
    storage: memory.storage,
  });
  return {
    ...memory,
    server,
    http,
    sent,
    fetch: fetchWithCookies,
    count: (method, path) =>
      sent.filter((r) => r.method === method && r.path.split('?')[0] === path).length,
    signIn: async () => {
      const response = await fetchWithCookies(`${server.url}/demo/session`, { method: 'POST' });
      if (!response.ok) throw new Error(`demo sign-in failed with ${response.status}`);
      await response.arrayBuffer();
    },
    close: () => server.close(),
  };
}
