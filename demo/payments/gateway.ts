/**
 * The fake Braintree gateway: one pure function over a request, used by the reference server
 * (offline mode) and by Playwright's `context.route` (intercept mode), so the demo and the E2E suite
 * exercise the same answers. The real braintree-web 3.102.0 runs unmodified against it.
 *
 * Offline: the client token's `configUrl` is on the reference server (`/braintree/merchants/...`),
 * and the configuration leaves out `assetsUrl`/`clientApiUrl`, so later calls arrive at page-relative
 * `.../undefined/v1/<endpoint>` paths. Intercept: the real sandbox hosts, answered for any https URL
 * on Braintree's or PayPal's domains.
 *
 * The hosted-fields frame itself is not answered here (it needs a build): see buildFrame.ts and
 * isHostedFieldsFrameUrl.ts.
 */
import { answerApplePay } from './answerApplePay';
import { answerPayPal } from './answerPayPal';
import { answerThreeDSecure } from './answerThreeDSecure';
import { gatewayError, ok } from './clientApiAnswer';
import type { ClientApiAnswer } from './clientApiAnswer';
import type { GatewayMode } from './createClientToken';
import { gatewayConfiguration } from './gatewayConfiguration';
import { isGatewayHost, OFFLINE_PREFIX, SDK_VERSION } from './gatewayUrls';
import { tokenizeCard } from './tokenizeCard';

/** A request as both callers can describe it. Header names may be in any case. */
export interface GatewayRequest {
  method: string;
  url: URL;
  headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  body: string;
}

/** Options for {@link handleGatewayRequest}. */
export interface GatewayOptions {
  mode: GatewayMode;
  /** The reference server's origin, e.g. `http://127.0.0.1:4321`: offline URLs point here. */
  origin: string;
  /**
   * Whether the merchant account has 3D Secure (`threeDSecureEnabled` in the configuration, and
   * the lookup and authentication endpoints answer). Off unless set.
   */
  threeDSecure?: boolean;
  /**
   * The origin of the 3D Secure challenge page a lookup sends the buyer to (its `acsUrl`): the
   * reference server's own by default; a test under the published policy puts it on a Cardinal
   * host it answers itself, as Cardinal's real challenge frame is.
   */
  challengeOrigin?: string;
}

/** The answer; `body` is text (JSON or HTML). */
export interface GatewayResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Merchant id used when a path does not name one (page-relative offline calls). */
const DEFAULT_MERCHANT_ID = 'demo';

type GatewayRoute =
  | { kind: 'client-api'; merchantId: string; endpoint: string }
  | { kind: 'analytics' }
  | { kind: 'asset'; file: string }
  | { kind: 'unknown' };

const CLIENT_API_PATH = /\/merchants\/([^/]+)\/client_api\/v1\/(.+)$/;
const RELATIVE_CLIENT_API_PATH = /\/undefined\/v1\/(.+)$/;
const ASSET_PATH = new RegExp(`/web/${SDK_VERSION.replaceAll('.', '\\.')}/html/([\\w.-]+\\.html)$`);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Which gateway resource `url` names, or undefined when it is not the gateway's in this mode. */
function routeOf(url: URL, mode: GatewayMode): GatewayRoute | undefined {
  const path = url.pathname;
  if (mode === 'intercept') {
    if (!isGatewayHost(url)) return undefined;
    const api = CLIENT_API_PATH.exec(path);
    if (api)
      return { kind: 'client-api', merchantId: decode(api[1] ?? ''), endpoint: api[2] ?? '' };
    if (url.hostname.startsWith('origin-analytics')) return { kind: 'analytics' };
    const asset = ASSET_PATH.exec(path);
    return asset ? { kind: 'asset', file: asset[1] ?? '' } : { kind: 'unknown' };
  }
  if (path.startsWith(`${OFFLINE_PREFIX}/`)) {
    const api = CLIENT_API_PATH.exec(path);
    if (api && path.startsWith(`${OFFLINE_PREFIX}/merchants/`)) {
      return { kind: 'client-api', merchantId: decode(api[1] ?? ''), endpoint: api[2] ?? '' };
    }
    if (path.startsWith(`${OFFLINE_PREFIX}/analytics/`)) return { kind: 'analytics' };
    const asset = ASSET_PATH.exec(path);
    if (asset && path.startsWith(`${OFFLINE_PREFIX}/assets/`))
      return { kind: 'asset', file: asset[1] ?? '' };
    return { kind: 'unknown' };
  }
  // Page-relative paths: a page at /x/y.html calls /x/undefined/v1/... (see gatewayConfiguration.ts).
  const relative = RELATIVE_CLIENT_API_PATH.exec(path);
  if (relative)
    return { kind: 'client-api', merchantId: DEFAULT_MERCHANT_ID, endpoint: relative[1] ?? '' };
  const asset = ASSET_PATH.exec(path);
  if (asset && path.includes('/undefined/web/')) return { kind: 'asset', file: asset[1] ?? '' };
  return undefined;
}

/** Whether {@link handleGatewayRequest} answers `url` in `mode` (lets a server read bodies only for it). */
export function isGatewayUrl(url: URL, mode: GatewayMode): boolean {
  return routeOf(url, mode) !== undefined;
}

function header(req: GatewayRequest, name: string): string | undefined {
  for (const [key, value] of Object.entries(req.headers)) {
    if (key.toLowerCase() !== name) continue;
    return typeof value === 'string' ? value : value?.[0];
  }
  return undefined;
}

/** CORS for every answer: the SDK calls the gateway cross-origin, from the page and the frame. */
function corsHeaders(req: GatewayRequest, options: GatewayOptions): Record<string, string> {
  const origin = header(req, 'origin');
  return {
    'Access-Control-Allow-Origin': origin ?? options.origin,
    'Access-Control-Allow-Credentials': 'true',
    Vary: 'Origin',
  };
}

function parseJson(body: string): unknown {
  if (body.trim() === '') return {};
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** The client API: configuration, card tokenization, PayPal, Apple Pay and 3D Secure. */
function answerClientApi(
  req: GatewayRequest,
  route: { merchantId: string; endpoint: string },
  options: GatewayOptions,
): ClientApiAnswer {
  const method = req.method.toUpperCase();
  if (route.endpoint === 'configuration') {
    if (method !== 'GET') return gatewayError(405, 'Use GET for the configuration.');
    if (!req.url.searchParams.get('authorizationFingerprint')) {
      return gatewayError(401, 'Authorization fingerprint is missing.');
    }
    return ok(
      gatewayConfiguration(options.mode, options.origin, route.merchantId, {
        threeDSecure: options.threeDSecure === true,
      }),
    );
  }
  if (method !== 'POST') return gatewayError(405, `Use POST for ${route.endpoint}.`);
  const body = parseJson(req.body);
  if (body === undefined) return gatewayError(400, 'The request body is not JSON.');
  const auth = body as { authorizationFingerprint?: unknown; tokenizationKey?: unknown };
  if (!auth.authorizationFingerprint && !auth.tokenizationKey) {
    return gatewayError(401, 'Authorization fingerprint is missing.');
  }
  if (route.endpoint === 'payment_methods/credit_cards') return tokenizeCard(body);
  return (
    answerPayPal(route.endpoint, body) ??
    answerApplePay(route.endpoint, body) ??
    answerThreeDSecure(route.endpoint, body, options.threeDSecure === true, {
      origin: options.challengeOrigin ?? options.origin,
    }) ??
    gatewayError(404, `The fake gateway does not emulate ${route.endpoint}.`)
  );
}

/** Frames other than hosted fields (PayPal's dispatch frame): an empty page is enough. */
const BLANK_FRAME =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Frame</title></head><body></body></html>';

/** Answer `req` as the gateway, or null when it is not a gateway request in this mode. */
export function handleGatewayRequest(
  req: GatewayRequest,
  options: GatewayOptions,
): GatewayResponse | null {
  const route = routeOf(req.url, options.mode);
  if (!route) return null;
  const cors = corsHeaders(req, options);
  const json = (answer: ClientApiAnswer): GatewayResponse => ({
    status: answer.status,
    headers: {
      ...cors,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    },
    body: JSON.stringify(answer.body),
  });

  if (req.method.toUpperCase() === 'OPTIONS') {
    return {
      status: 204,
      headers: {
        ...cors,
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers':
          header(req, 'access-control-request-headers') ??
          'Content-Type, Authorization, Braintree-Version',
        'Access-Control-Max-Age': '600',
      },
      body: '',
    };
  }

  switch (route.kind) {
    case 'client-api':
      return json(answerClientApi(req, route, options));
    case 'analytics':
      return json(ok({}));
    case 'asset':
      if (route.file.startsWith('hosted-fields-frame')) {
        return json(
          gatewayError(404, 'The hosted-fields frame is served by demo/payments/buildFrame.ts.'),
        );
      }
      return {
        status: 200,
        headers: { ...cors, 'Content-Type': 'text/html; charset=utf-8' },
        body: BLANK_FRAME,
      };
    case 'unknown':
      return json(gatewayError(404, `The fake gateway does not emulate ${req.url.pathname}.`));
  }
}
