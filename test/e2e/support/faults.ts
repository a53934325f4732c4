/**
 * Fault injection for the API (docs/api/openapi.yaml, product-rules §9): make chosen calls fail the
 * ways real networks and servers fail, so E2E tests can check what the user sees. Faults are page
 * routes, which take precedence over the context-wide outside-request blocker in test.ts.
 */
import type { Page, Request, Route } from '@playwright/test';

/** How a matched call fails. */
export type FaultKind =
  'network' | 'problem4xx' | 'server5xx' | 'malformedJson' | 'schemaInvalid' | 'held';

/** Every way a call can fail in a fault matrix (`held` is a wait for {@link FaultHandle.release}). */
export const FAILURE_KINDS: readonly Exclude<FaultKind, 'held'>[] = [
  'network',
  'problem4xx',
  'server5xx',
  'malformedJson',
  'schemaInvalid',
];

/** Text that would mean an internal error leaked to the buyer instead of a clear message. */
export const TECHNICAL_TEXT =
  /JSON|Unexpected|SyntaxError|TypeError|schema|undefined|null|\[object|Failed to fetch|api\//i;

/** Which API calls to break, and how. */
export interface FaultSpec {
  /** HTTP method to match (any when omitted). */
  method?: string;
  /**
   * The path after `/api/`, without the query: a string must equal it (`'cart'`,
   * `'shop/festival-passes'`), a RegExp is tested against it (`/^cart\/[^/]+\/products$/`).
   */
  path: string | RegExp;
  kind: FaultKind;
  /** Status for problem4xx (default 422) and server5xx (default 500). */
  status?: number;
  /** problem4xx `detail` (default 'Injected fault: the request was refused.'). */
  detail?: string;
  /** Break only the first N matching calls; later ones go through untouched. */
  times?: number;
  /** schemaInvalid body (default `{"unexpected":true}`, which fits no answer schema). */
  body?: unknown;
}

/** A live fault: how many calls it has intercepted, and how to lift it. */
export interface FaultHandle {
  /** Matching calls intercepted so far (calls past `times` are not counted). */
  readonly count: number;
  /**
   * Let every `held` call through, now and from now on. A test holds a call until it has seen
   * what the wait shows (a loading state, a busy button), never for a fixed time: on a slow
   * machine the element's own code may take longer than any fixed delay.
   */
  release(): void;
  /** Stop intercepting (and release what is held). */
  remove(): Promise<void>;
}

/** What the route handler should do with one intercepted call. */
export type FaultAction =
  | { type: 'abort'; errorCode: 'failed' }
  | { type: 'fulfill'; status: number; contentType: string; body: string }
  | { type: 'hold' };

/** The path after the first `/api/` segment, or null for a URL outside the API. */
export function apiPath(url: string): string | null {
  const { pathname } = new URL(url);
  const at = pathname.indexOf('/api/');
  return at === -1 ? null : pathname.slice(at + '/api/'.length);
}

/** Whether a request (method + URL) is one the fault targets. */
export function faultMatches(spec: FaultSpec, method: string, url: string): boolean {
  if (spec.method && spec.method.toUpperCase() !== method.toUpperCase()) return false;
  const path = apiPath(url);
  if (path === null) return false;
  return typeof spec.path === 'string' ? path === spec.path : spec.path.test(path);
}

/** The response (or abort, or hold) that realises a fault kind. */
export function faultAction(spec: FaultSpec): FaultAction {
  switch (spec.kind) {
    case 'network':
      return { type: 'abort', errorCode: 'failed' };
    case 'problem4xx': {
      const status = spec.status ?? 422;
      const detail = spec.detail ?? 'Injected fault: the request was refused.';
      const body = { type: 'about:blank', title: 'Request refused', status, detail };
      return problem(status, body);
    }
    case 'server5xx': {
      // No detail on purpose: the product must fall back to its own default text (product-rules
      // §9).
      const status = spec.status ?? 500;
      return problem(status, { type: 'about:blank', title: 'Internal Server Error', status });
    }
    case 'malformedJson':
      return { type: 'fulfill', status: 200, contentType: 'application/json', body: '{"oops":' };
    case 'schemaInvalid':
      return {
        type: 'fulfill',
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(spec.body ?? { unexpected: true }),
      };
    case 'held':
      return { type: 'hold' };
  }
}

function problem(status: number, body: object): FaultAction {
  return {
    type: 'fulfill',
    status,
    contentType: 'application/problem+json',
    body: JSON.stringify(body),
  };
}

/** Break matching API calls made by `page` until the returned handle is removed. */
export async function injectFault(page: Page, spec: FaultSpec): Promise<FaultHandle> {
  let count = 0;
  const action = faultAction(spec);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const matcher = (url: URL) => apiPath(url.href) !== null;
  const handler = async (route: Route, request: Request) => {
    const exhausted = spec.times !== undefined && count >= spec.times;
    // CORS preflights belong to the server; only the real call is broken.
    const preflight = request.method() === 'OPTIONS' && spec.method?.toUpperCase() !== 'OPTIONS';
    if (exhausted || preflight || !faultMatches(spec, request.method(), request.url())) {
      await route.fallback();
      return;
    }
    count += 1;
    if (action.type === 'abort') await route.abort(action.errorCode);
    else if (action.type === 'fulfill') {
      // A cross-origin caller (api-base on another domain) must be able to read the fault.
      const origin = await request.headerValue('origin');
      const headers: Record<string, string> = origin
        ? {
            'access-control-allow-origin': origin,
            'access-control-allow-credentials': 'true',
            vary: 'Origin',
          }
        : {};
      await route.fulfill({
        status: action.status,
        contentType: action.contentType,
        body: action.body,
        headers,
      });
    } else {
      await released;
      // fallback, not continue: the call still passes the outside-request blocker.
      await route.fallback();
    }
  };
  await page.route(matcher, handler);
  return {
    get count() {
      return count;
    },
    release,
    remove: async () => {
      release();
      await page.unroute(matcher, handler);
    },
  };
}
