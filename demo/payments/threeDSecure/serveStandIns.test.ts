// @vitest-environment node
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import { startReferenceServer } from '../../../test/support/referenceServer';
import type { ReferenceServer } from '../../../test/support/referenceServer';
import { isPaymentEmulatorUrl } from '../servePaymentEmulator';
import { BANK_PAGE_CSP, BANK_PAGE_PATH, BANK_SCRIPT_PATH } from './bankPage';
import {
  CARDINAL_SONGBIRD_PRODUCTION_URL,
  CARDINAL_SONGBIRD_URL,
  SONGBIRD_STAND_IN_PATH,
} from './songbirdStandIn';
import { SONGBIRD_WORKER_PATH } from './songbirdWorker';

let client: ReferenceServer;

beforeAll(async () => {
  client = await startReferenceServer();
});

afterAll(async () => {
  await client.close();
});

describe('the 3D Secure stand-ins on the reference server (product-rules §7.9)', () => {
  it('stands in for the Songbird URLs braintree-web 3.102.0 loads for each gateway', () => {
    const constants = createRequire(import.meta.url)(
      'braintree-web/three-d-secure/shared/constants',
    ) as { CARDINAL_SCRIPT_SOURCE: { sandbox: string; production: string } };
    expect(CARDINAL_SONGBIRD_URL).toBe(constants.CARDINAL_SCRIPT_SOURCE.sandbox);
    expect(CARDINAL_SONGBIRD_PRODUCTION_URL).toBe(constants.CARDINAL_SCRIPT_SOURCE.production);
  });

  it('belong to the payment emulator', () => {
    for (const path of [
      SONGBIRD_STAND_IN_PATH,
      BANK_PAGE_PATH,
      BANK_SCRIPT_PATH,
      SONGBIRD_WORKER_PATH,
    ]) {
      expect(isPaymentEmulatorUrl(new URL(path, client.url))).toBe(true);
    }
  });

  it('serves a Songbird script that defines window.Cardinal with what braintree-web calls', async () => {
    const response = await client.call('GET', SONGBIRD_STAND_IN_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const sandbox: { window: { Cardinal?: Record<string, unknown> } } = { window: {} };
    runInNewContext(response.text, sandbox);
    const cardinal = sandbox.window.Cardinal ?? {};
    expect(Object.keys(cardinal).sort()).toEqual([
      'configure',
      'continue',
      'off',
      'on',
      'setup',
      'trigger',
    ]);
    expect(Object.values(cardinal).every((method) => typeof method === 'function')).toBe(true);
  }, 20_000);

  it('serves the bank page under its own strict policy, with its script as a file', async () => {
    const response = await client.call('GET', BANK_PAGE_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(BANK_PAGE_CSP);
    expect(BANK_PAGE_CSP).toMatch(/script-src 'self';/);
    expect(BANK_PAGE_CSP).not.toContain('unsafe-inline');

    const scripts = [...response.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes, body]) => [attributes?.trim(), body])).toEqual([
      ['src="bank.js" defer', ''],
    ]);
    const style = /<style>([\s\S]*?)<\/style>/.exec(response.text)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(BANK_PAGE_CSP).toContain(`style-src 'sha256-${hash}'`);
    expect(response.text).toContain('<title>Demo Bank — verify this payment</title>');
    expect(response.text).toContain('<button type="button" id="approve" disabled>Approve</button>');
    expect(response.text).toContain('<button type="button" id="decline" disabled>Decline</button>');

    const script = await client.call('GET', BANK_SCRIPT_PATH);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.text).toContain('cinema-demo-bank:answer');
  }, 20_000);

  it('serves the demo page’s worker, allowed to control the demo’s pages only, answering both Songbird URLs with the stand-in and nothing else', async () => {
    const response = await client.call('GET', SONGBIRD_WORKER_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('service-worker-allowed')).toBe('/demo/');
    const listeners: Record<string, (event: unknown) => void> = {};
    const fetched: unknown[] = [];
    runInNewContext(response.text, {
      self: {
        addEventListener: (name: string, listener: (event: unknown) => void) => {
          listeners[name] = listener;
        },
      },
      fetch: (...args: unknown[]) => {
        fetched.push(args);
        return 'the stand-in';
      },
      Set,
    });
    const answer = (url: string, method = 'GET') => {
      let answered: unknown = null;
      listeners.fetch?.({ request: { url, method }, respondWith: (r: unknown) => (answered = r) });
      return answered;
    };
    expect(answer(CARDINAL_SONGBIRD_URL)).toBe('the stand-in');
    expect(answer(CARDINAL_SONGBIRD_PRODUCTION_URL)).toBe('the stand-in');
    expect(answer(`${client.url}/api/shop/products`)).toBeNull();
    expect(answer('https://songbirdstag.cardinalcommerce.com/other.js')).toBeNull();
    expect(answer(CARDINAL_SONGBIRD_URL, 'POST')).toBeNull();
    expect(fetched).toEqual([
      [SONGBIRD_STAND_IN_PATH, { cache: 'no-store', credentials: 'omit' }],
      [SONGBIRD_STAND_IN_PATH, { cache: 'no-store', credentials: 'omit' }],
    ]);
  });
});
