/**
 * Everything the offline payment emulator serves from the reference server, behind one call: the
 * hosted-fields frame stand-in, the E2E test page and its braintree-web bundle, the 3D Secure
 * stand-ins (Cardinal's Songbird script and the bank's challenge page, ./threeDSecure), and the fake
 * gateway in offline mode. The server calls this before its own routes and uses the answer when not null.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildBraintreeTestBundle } from './buildBraintreeTestBundle';
import { buildFrame } from './buildFrame';
import { handleGatewayRequest } from './gateway';
import type { GatewayRequest, GatewayResponse } from './gateway';
import { isHostedFieldsFrameUrl } from './isHostedFieldsFrameUrl';
import {
  BANK_PAGE_CSP,
  BANK_PAGE_HTML,
  BANK_PAGE_PATH,
  BANK_SCRIPT_PATH,
  buildBankScript,
} from './threeDSecure/bankPage';
import { buildSongbirdStandIn, SONGBIRD_STAND_IN_PATH } from './threeDSecure/songbirdStandIn';
import {
  SONGBIRD_WORKER_PATH,
  SONGBIRD_WORKER_SCOPE,
  SONGBIRD_WORKER_SOURCE,
} from './threeDSecure/songbirdWorker';

/** Where the proof test's page and script live on the reference server. */
export const TEST_PAGE_PATH = '/demo/test/hosted-fields.html';
/** The test page's braintree-web bundle (the page loads it as `bt.js`). */
export const TEST_BUNDLE_PATH = '/demo/test/bt.js';

const TEST_PAGE_FILE = path.join(import.meta.dirname, 'testPage', 'hosted-fields.html');

const page = (
  body: string,
  type: string,
  headers: Record<string, string> = {},
): GatewayResponse => ({
  status: 200,
  headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-store', ...headers },
  body,
});

/** The emulator's own files (not the gateway's), by path. */
const FILES: Readonly<Record<string, () => Promise<GatewayResponse>>> = {
  [TEST_PAGE_PATH]: async () => page(await readFile(TEST_PAGE_FILE, 'utf8'), 'text/html'),
  [TEST_BUNDLE_PATH]: async () => page(await buildBraintreeTestBundle(), 'text/javascript'),
  [SONGBIRD_STAND_IN_PATH]: async () => page(await buildSongbirdStandIn(), 'text/javascript'),
  [BANK_PAGE_PATH]: () =>
    Promise.resolve(
      page(BANK_PAGE_HTML, 'text/html', { 'Content-Security-Policy': BANK_PAGE_CSP }),
    ),
  [BANK_SCRIPT_PATH]: async () => page(await buildBankScript(), 'text/javascript'),
  // The demo page's worker for Songbird; it may control the demo's pages, never the whole origin.
  [SONGBIRD_WORKER_PATH]: () =>
    Promise.resolve(
      page(SONGBIRD_WORKER_SOURCE, 'text/javascript', {
        'Service-Worker-Allowed': SONGBIRD_WORKER_SCOPE,
      }),
    ),
};

/** True for the paths of the emulator's own files (test page, bundles, 3D Secure stand-ins). */
export const isEmulatorFilePath = (pathname: string): boolean => Object.hasOwn(FILES, pathname);

/** The emulator's answer to `req`, or null when the request is not the emulator's. */
export async function handlePaymentEmulatorRequest(
  req: GatewayRequest,
  origin: string,
  merchant: { threeDSecure?: boolean } = {},
): Promise<GatewayResponse | null> {
  const isRead = req.method === 'GET' || req.method === 'HEAD';
  if (isRead && isHostedFieldsFrameUrl(req.url)) return page(await buildFrame(), 'text/html');
  const file = isRead && isEmulatorFilePath(req.url.pathname) ? FILES[req.url.pathname] : undefined;
  if (file) return file();
  return handleGatewayRequest(req, {
    mode: 'offline',
    origin,
    threeDSecure: merchant.threeDSecure === true,
  });
}
