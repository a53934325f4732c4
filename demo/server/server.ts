/**
 * The reference API server: every operation of docs/api/openapi.yaml under /api/, the demo page and
 * the element bundle, on `node:http` with an in-memory store made fresh for each server; with `tls`,
 * on `node:http2` over TLS instead, as a CDN serves (docs/bench.md).
 */
import { createServer } from 'node:http';
import type { RequestListener } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { resolve } from 'node:path';
import { normalizeOrigins } from './applyCors';
import { cartRoutes } from './cartRoutes';
import { cdnMounts } from './cdnMounts';
import { checkoutRoutes } from './checkoutRoutes';
import { configureRoutes } from './configureRoutes';
import { createRequestHandler } from './createRequestHandler';
import { createDemoState } from './DemoState';
import type { DemoState } from './DemoState';
import { demoRoutes } from './demoRoutes';
import { giftCardRoutes } from './giftCardRoutes';
import { memberRoutes } from './memberRoutes';
import { Router } from './Router';
import { shopRoutes } from './shopRoutes';
import { visitorRoutes } from './visitorRoutes';

/** The store type, re-exported for tests that read `RunningServer.state`. */
export type { DemoState } from './DemoState';

/** How to start a server; everything is optional. */
export interface ServerOptions {
  /** Port to listen on; 0 picks a free one. Default 4173. */
  port?: number;
  /** Interface to bind. Default 127.0.0.1. */
  host?: string;
  /** Origins (e.g. `https://festival.example`) allowed to call the API cross-origin with credentials. */
  allowedOrigins?: string[];
  /**
   * Set the sign-in cookie `SameSite=None; Secure` so partner sites send it (cookies.ts). Default:
   * when `allowedOrigins` has any.
   */
  crossSiteCookies?: boolean;
  /**
   * Folder served at /cdn/ and at the versioned path `/cinema-elements/<version>/` (cdnMounts.ts).
   * Default `<repo>/dist/cdn`.
   */
  cdnDir?: string;
  /**
   * The manifest served at /custom-elements.json for the configurator (`/configure`). Default
   * `custom-elements.json` beside `cdnDir` (`<repo>/dist/custom-elements.json`).
   */
  manifestFile?: string;
  /** Folder served at /hosts/: the E2E host apps (test/hosts). Default `<repo>/dist/hosts`. */
  hostsDir?: string;
  /** How long a new server cart lives, in seconds. Default 900 (15 minutes). */
  cartLifetimeSeconds?: number;
  /**
   * Whether the demo merchant has 3D Secure from the start (and after every reset). Default off;
   * the `npm start` demo turns it on (main.ts).
   */
  threeDSecure?: boolean;
  /** The clock, ms since the epoch; tests inject one to expire carts. */
  now?: () => number;
  /**
   * Serve HTTP/2 over TLS with this key and certificate (selfSignedCertificate.ts), HTTP/1.1 over
   * TLS to a client that asks for it; the URL is then `https://`. Default: plain HTTP/1.1.
   */
  tls?: { key: string; cert: string };
}

/** A listening server. */
export interface RunningServer {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:4173` (`https://` with `tls`). */
  url: string;
  port: number;
  /** Stop listening and drop open connections. */
  close(): Promise<void>;
  /** The live store: what the server holds and what it received. */
  state: DemoState;
}

/** The repository root (two folders up from this file). */
export const REPO_ROOT = resolve(import.meta.dirname, '../..');
/** Folder of the demo page and its assets. */
export const PUBLIC_DIR = resolve(import.meta.dirname, '../public');
/** Default port of the demo (`npm run demo`). */
export const DEFAULT_PORT = 4173;

/** Every route the server answers, in matching order. */
export const routes = [
  ...cartRoutes,
  ...shopRoutes,
  ...checkoutRoutes,
  ...giftCardRoutes,
  ...memberRoutes,
  ...visitorRoutes,
  ...demoRoutes,
];

/** How a bound address is written in a URL (wildcards become loopback, IPv6 gets brackets). */
function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * An HTTP/2 server over TLS that also speaks HTTP/1.1 over TLS (ALPN), answering with the same
 * listener: node:http2's compatibility API gives it a request and a response that behave as
 * node:http's do for everything the listener uses (headers, body stream, writeHead, end).
 */
function secureServer(tls: { key: string; cert: string }, handler: RequestListener) {
  const listener = handler as unknown as (
    req: Http2ServerRequest,
    res: Http2ServerResponse,
  ) => void;
  return createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, listener);
}

/** Start a server; resolves once it is listening. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const now = options.now ?? Date.now;
  const host = options.host ?? '127.0.0.1';
  const state = createDemoState(now(), {
    ...(options.cartLifetimeSeconds === undefined
      ? {}
      : { cartLifetimeSeconds: options.cartLifetimeSeconds }),
    ...(options.threeDSecure === undefined ? {} : { threeDSecure: options.threeDSecure }),
  });
  const cdnDir = options.cdnDir ?? resolve(REPO_ROOT, 'dist/cdn');
  let url = '';
  const handler = createRequestHandler({
    state,
    now,
    router: new Router([
      ...routes,
      ...configureRoutes({
        manifestFile: options.manifestFile ?? resolve(cdnDir, '..', 'custom-elements.json'),
        cdnDir,
      }),
    ]),
    allowedOrigins: normalizeOrigins(options.allowedOrigins ?? []),
    ...(options.crossSiteCookies === undefined
      ? {}
      : { crossSiteCookies: options.crossSiteCookies }),
    staticMounts: [
      { prefix: '/demo/', dir: PUBLIC_DIR },
      ...cdnMounts(cdnDir),
      {
        // React and Vue apps that use the elements as a customer's app would; the Playwright run
        // builds them (test/hosts/buildHostApps.ts).
        prefix: '/hosts/',
        dir: options.hostsDir ?? resolve(REPO_ROOT, 'dist/hosts'),
        notFoundDetail:
          'The host apps are built by the E2E run (test/hosts/buildHostApps.ts) into dist/hosts.',
      },
    ],
    fallbackOrigin: () => url,
  });
  const server = options.tls ? secureServer(options.tls, handler) : createServer(handler);
  // Every connection, so that close() can drop them (an HTTP/2 server has no closeAllConnections).
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  url = `${options.tls ? 'https' : 'http'}://${urlHost(host)}:${port}`;
  return {
    url,
    port,
    state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        for (const socket of sockets) socket.destroy();
      }),
  };
}
