/**
 * A tiny method + path router. Patterns are literal segments and `:name` parameters; a path that
 * matches some route but not the method is reported so the dispatcher can answer 405 with `Allow`.
 */
import type { IncomingMessage } from 'node:http';
import type * as v from 'valibot';
import type { DemoState } from './DemoState';
import type { Reply } from './reply';

/** HTTP methods the routes use. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a handler gets to work with. */
export interface RouteContext {
  req: IncomingMessage;
  url: URL;
  /** Decoded `:name` path parameters. */
  params: Readonly<Record<string, string>>;
  state: DemoState;
  /** The server clock (injectable in tests), ms since the epoch. */
  now: () => number;
  /** This server's origin as the client reached it, e.g. `http://127.0.0.1:4173`. */
  origin: string;
  cookies: Readonly<Record<string, string>>;
  /** True when the sign-in cookie must reach partner sites: `SameSite=None; Secure` (cookies.ts). */
  crossSiteCookies: boolean;
  /** The JSON body checked against `schema`; a bad body is a thrown 400 problem. */
  body<S extends v.GenericSchema>(schema: S): Promise<v.InferOutput<S>>;
}

/** One endpoint. */
export interface Route {
  method: Method;
  /** e.g. `/api/cart/:id/products`. */
  path: string;
  /** True when the demo member must be signed in (401 otherwise). */
  member?: boolean;
  handler(ctx: RouteContext): Reply | Promise<Reply>;
}

/** The outcome of matching a request against the routes. */
export type RouteMatch =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'wrong-method'; allowed: Method[] }
  | { kind: 'none' };

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/** Matches requests to {@link Route}s. */
export class Router {
  readonly #routes: { route: Route; segments: string[] }[];

  constructor(routes: readonly Route[]) {
    this.#routes = routes.map((route) => ({ route, segments: segmentsOf(route.path) }));
  }

  /** The route for `method` and the raw (still percent-encoded) `pathname`. */
  match(method: string, pathname: string): RouteMatch {
    const actual = segmentsOf(pathname);
    const allowed: Method[] = [];
    for (const { route, segments } of this.#routes) {
      const params = matchSegments(segments, actual);
      if (!params) continue;
      if (route.method === method) return { kind: 'found', route, params };
      allowed.push(route.method);
    }
    return allowed.length > 0 ? { kind: 'wrong-method', allowed } : { kind: 'none' };
  }
}

function matchSegments(
  pattern: readonly string[],
  actual: readonly string[],
): Record<string, string> | undefined {
  if (pattern.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, expected] of pattern.entries()) {
    const segment = actual[index] ?? '';
    if (expected.startsWith(':')) {
      try {
        params[expected.slice(1)] = decodeURIComponent(segment);
      } catch {
        return undefined;
      }
    } else if (expected !== segment) {
      return undefined;
    }
  }
  return params;
}
