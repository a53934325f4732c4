/**
 * Everything the offline payment emulator serves from the reference server, behind one call: the
 * hosted-fields frame stand-in, the E2E test page and its braintree-web bundle, and the fake gateway
 * in offline mode. The server calls this before its own routes and uses the answer when not null.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildBraintreeTestBundle } from './buildBraintreeTestBundle';
import { buildFrame } from './buildFrame';
import { handleGatewayRequest } from './gateway';
import type { GatewayRequest, GatewayResponse } from './gateway';
import { isHostedFieldsFrameUrl } from './isHostedFieldsFrameUrl';

/** Where the proof test's page and script live on the reference server. */
export const TEST_PAGE_PATH = '/demo/test/hosted-fields.html';
/** The test page's braintree-web bundle (the page loads it as `bt.js`). */
export const TEST_BUNDLE_PATH = '/demo/test/bt.js';

const TEST_PAGE_FILE = path.join(import.meta.dirname, 'testPage', 'hosted-fields.html');

const page = (body: string, type: string): GatewayResponse => ({
  status: 200,
  headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-store' },
  body,
});

/** The emulator's answer to `req`, or null when the request is not the emulator's. */
export async function handlePaymentEmulatorRequest(
  req: GatewayRequest,
  origin: string,
  merchant: { threeDSecure?: boolean } = {},
): Promise<GatewayResponse | null> {
  const isRead = req.method === 'GET' || req.method === 'HEAD';
  if (isRead && isHostedFieldsFrameUrl(req.url)) return page(await buildFrame(), 'text/html');
  if (isRead && req.url.pathname === TEST_PAGE_PATH) {
    return page(await readFile(TEST_PAGE_FILE, 'utf8'), 'text/html');
  }
  if (isRead && req.url.pathname === TEST_BUNDLE_PATH) {
    return page(await buildBraintreeTestBundle(), 'text/javascript');
  }
  return handleGatewayRequest(req, {
    mode: 'offline',
    origin,
    threeDSecure: merchant.threeDSecure === true,
  });
}
