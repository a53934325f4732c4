/**
 * The one `node:http` request listener: CORS, then the API and demo routes (the API's writes only
 * from this site or a partner, as JSON), then static files, and problem answers for everything that
 * goes wrong. A request that is rejected leaves the store as it
 * found it: handlers check before they change anything, and the store is rolled back if one did not.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import { servePaymentEmulator } from '../payments/servePaymentEmulator';
import { applyCors } from './applyCors';
import { parseCookies, SESSION_COOKIE } from './cookies';
import { replaceState } from './DemoState';
import type { DemoState } from './DemoState';
import { HttpProblem, isHttpProblem, sendProblem } from './HttpProblem';
import { readJsonBody } from './readJsonBody';
import { refuseCrossSiteWrite } from './refuseCrossSiteWrites';
import { redirect } from './reply';
import type { Reply } from './reply';
import type { Router, RouteContext } from './Router';
import { serveStatic } from './serveStatic';
import type { StaticMount } from './serveStatic';
import { validate } from './validate';

/** What the listener needs; all of it is per server. */
export interface RequestHandlerOptions {
  state: DemoState;
  now: () => number;
  router: Router;
  allowedOrigins: ReadonlySet<string>;
  /** Set the sign-in cookie `SameSite=None; Secure` (cookies.ts). Default: when `allowedOrigins` has any. */
  crossSiteCookies?: boolean;
  staticMounts: readonly StaticMount[];
  /** The server's own origin, used when the request's Host header is missing or odd. */
  fallbackOrigin: () => string;
}

const HOST_PATTERN = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin the client used to reach us, so links we hand out work from where it stands: its
 * host (HTTP/2's `:authority` stands for Host) with this server's own scheme.
 */
function originOf(req: IncomingMessage, fallback: () => string): string {
  const authority = req.headers[':authority'];
  const host = req.headers.host ?? (typeof authority === 'string' ? authority : undefined);
  if (!host || !HOST_PATTERN.test(host)) return fallback();
  return `${fallback().startsWith('https:') ? 'https' : 'http'}://${host}`;
}

function writeReply(res: ServerResponse, reply: Reply, head: boolean): void {
  const headers: Record<string, string | number> = { ...reply.headers };
  let payload: Uint8Array | undefined = reply.raw;
  if (reply.body !== undefined) {
    payload = Buffer.from(JSON.stringify(reply.body));
    headers['Content-Type'] = 'application/json';
  }
  if (payload) headers['Content-Length'] = payload.length;
  res.writeHead(reply.status, headers);
  res.end(head || !payload ? undefined : payload);
}

/** Create the listener for one server. */
export function createRequestHandler(options: RequestHandlerOptions): RequestListener {
  const { state, now, router, allowedOrigins, staticMounts, fallbackOrigin } = options;
  const crossSiteCookies = options.crossSiteCookies ?? allowedOrigins.size > 0;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (applyCors(req, res, allowedOrigins)) return;
    // The offline payment emulator (demo/payments): fake Braintree gateway and hosted-fields frame.
    const merchant = { threeDSecure: state.settings.threeDSecure };
    if (await servePaymentEmulator(req, res, originOf(req, fallbackOrigin), merchant)) return;

    const url = new URL(req.url ?? '/', 'http://placeholder');
    const method = req.method ?? 'GET';
    const match = router.match(method === 'HEAD' ? 'GET' : method, url.pathname);

    if (match.kind === 'wrong-method') {
      const allow = [...new Set(match.allowed)].join(', ');
      if (method === 'OPTIONS')
        return writeReply(res, { status: 204, headers: { Allow: allow } }, false);
      throw new HttpProblem(405, `${method} is not allowed on ${url.pathname}; use ${allow}.`, {
        Allow: allow,
      });
    }
    if (match.kind === 'none') {
      // The demo's pages live under /demo/, where its offline Songbird worker is scoped
      // (demo/public/songbird-offline.js): never over `/` of the origin.
      if (url.pathname === '/' && (method === 'GET' || method === 'HEAD'))
        return writeReply(res, redirect('/demo/'), false);
      if (await serveStatic(req, res, url.pathname, staticMounts)) return;
      throw new HttpProblem(404, `There is nothing at ${method} ${url.pathname}.`);
    }

    // The cinema's API refuses writes from other sites (refuseCrossSiteWrites.ts); the demo's own
    // routes (the test harness) are not the API.
    if (url.pathname.startsWith('/api/'))
      refuseCrossSiteWrite(req, originOf(req, fallbackOrigin), allowedOrigins);
    const cookies = parseCookies(req);
    if (match.route.member) {
      const session = cookies[SESSION_COOKIE];
      if (session === undefined || !state.signIns.includes(session))
        throw new HttpProblem(401, 'Please sign in.');
    }
    const ctx: RouteContext = {
      req,
      url,
      params: match.params,
      state,
      now,
      origin: originOf(req, fallbackOrigin),
      cookies,
      crossSiteCookies,
      body: async (schema) => validate(schema, await readJsonBody(req)),
    };
    const before = structuredClone(state);
    let reply: Reply;
    try {
      reply = await match.route.handler(ctx);
    } catch (error) {
      // A rejected request changes nothing, even if a handler wrote before it threw.
      if (!isDeepStrictEqual(before, state)) replaceState(state, before);
      throw error;
    }
    writeReply(res, reply, method === 'HEAD');
  }

  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      const problem = isHttpProblem(error) ? error : new HttpProblem(500);
      if (!isHttpProblem(error)) console.error('demo server: unexpected error', error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendProblem(res, problem, req.method === 'HEAD');
    });
  };
}
