/**
 * The real reference server for the payment page's tests, reached over HTTP from happy-dom the
 * way a partner page reaches a cinema: cross-origin, with credentials, through the product's own
 * API client. It records every request, so a test can count what the server was asked.
 */
import { addProductOrder, createCart } from '../../../api/cart';
import { createHttp } from '../../../api/http';
import type { Http } from '../../../api/http';
import type { Customer, PaymentMethods } from '../../../api/schemas';
import { startServer } from '../../../../demo/server/server';
import type { RunningServer } from '../../../../demo/server/server';

/** A request the server received, as the client sent it. */
export interface SeenRequest {
  method: string;
  /** Path below the API base, e.g. `checkout/<id>/gift-card`. */
  path: string;
}

/** A running server plus a client for it. */
export interface TestServer {
  server: RunningServer;
  http: Http;
  requests: SeenRequest[];
  /** Switch payment methods on or off, as the cinema's settings would. */
  setMethods(methods: Partial<PaymentMethods>): void;
  /** Make the next request with this method and path fail as a dropped connection would. */
  failNext(method: string, path: string): void;
  /** A cart holding one JIFF 5-Film Pass ($75.00 + $1.50 booking fee); resolves to its id. */
  createPassCart(): Promise<string>;
  close(): Promise<void>;
}

/** The buyer every test pays as. */
export const TEST_CUSTOMER: Customer = {
  firstName: 'Alex',
  lastName: 'Citizen',
  email: 'alex.citizen@example.com',
  postCode: '2000',
};

/** A demo pass: $75.00, one admission. */
export const TEST_PASS_ID = 'jiff-5-film';

/** Start a server on a free port. */
export async function startTestServer(): Promise<TestServer> {
  const server = await startServer({ port: 0, allowedOrigins: [location.origin] });
  const requests: SeenRequest[] = [];
  const failures: SeenRequest[] = [];
  const base = `${server.url}/api/`;
  const recording: typeof fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const seen = {
      method: request.method,
      path: request.url.slice(base.length).split('?')[0] ?? '',
    };
    requests.push(seen);
    const failure = failures.findIndex((f) => f.method === seen.method && f.path === seen.path);
    if (failure !== -1) {
      failures.splice(failure, 1);
      return Promise.reject(new TypeError('Failed to fetch'));
    }
    return fetch(input, init);
  };
  const http = createHttp(base, { fetch: recording });
  return {
    server,
    http,
    requests,
    setMethods(methods) {
      server.state.settings.methods = { ...server.state.settings.methods, ...methods };
    },
    failNext(method, path) {
      failures.push({ method, path });
    },
    async createPassCart() {
      const cart = await createCart(http);
      if (!cart) throw new Error('The test server made no cart.');
      await addProductOrder(http, cart.id, {
        cinemaId: '7',
        products: [{ id: TEST_PASS_ID, quantity: 1 }],
      });
      return cart.id;
    },
    close: () => server.close(),
  };
}
