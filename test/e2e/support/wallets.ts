/**
 * Wallet stubs in E2E, from the same source the demo page uses (demo/public/wallet-stubs.js): the
 * real wallet script URLs are answered with scripts that install the stubs, and ApplePaySession
 * (which no script provides) is installed before the page's own scripts run. Drive a wallet sheet
 * by clicking "Pay"/"Cancel" in its dialog, or set `window.__walletStubs.nextOutcome` first.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The stubs' source file. */
const STUBS_FILE = path.join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'demo',
  'public',
  'wallet-stubs.js',
);

/** Google's pay.js. */
const isPayJs = (url: URL) =>
  url.hostname === 'pay.google.com' && url.pathname === '/gp/p/js/pay.js';
/** The PayPal JS SDK, as paypal-checkout's `loadPayPalSDK` requests it (query varies). */
const isPayPalSdk = (url: URL) =>
  /^www\.(sandbox\.)?paypal\.com$/.test(url.hostname) && url.pathname === '/sdk/js';
/** PayPal's fraud script, loaded by the data collector and (with collectDeviceData) card tokenization. */
const isFraudNet = (url: URL) => url.hostname === 'c.paypal.com' && url.pathname === '/da/r/fb.js';

/** True for the wallet script URLs this module answers (braintree.ts leaves them to it). */
export function isWalletScriptUrl(url: URL): boolean {
  return url.protocol === 'https:' && (isPayJs(url) || isPayPalSdk(url) || isFraudNet(url));
}

/** Which wallets to stub; all by default. */
export interface WalletStubOptions {
  applePay?: boolean;
  googlePay?: boolean;
  payPal?: boolean;
}

const installing = (source: string, wallet: string) =>
  `${source}\nwindow.__walletStubs.install(${JSON.stringify(wallet)});\n`;

/** The stubs' source, read once per test worker. */
let stubsSource: Promise<string> | undefined;
const readStubs = (): Promise<string> => (stubsSource ??= readFile(STUBS_FILE, 'utf8'));

/** A 200 answer with a script body. */
const script = (body: string) => ({
  status: 200,
  contentType: 'text/javascript; charset=utf-8',
  body,
});

/**
 * Stub the wallets in `context`: pay.js and the PayPal SDK URL serve the stubs, fb.js is an empty
 * script, and ApplePaySession exists from the first script on. A wallet turned off stays absent
 * (its script URL is then left to the fixture that blocks outside requests).
 */
export async function stubWallets(
  context: BrowserContext,
  options: WalletStubOptions = {},
): Promise<void> {
  const { applePay = true, googlePay = true, payPal = true } = options;
  const source = await readStubs();
  await context.route(isFraudNet, (route) => route.fulfill(script('')));
  if (googlePay)
    await context.route(isPayJs, (route) => route.fulfill(script(installing(source, 'googlePay'))));
  if (payPal)
    await context.route(isPayPalSdk, (route) =>
      route.fulfill(script(installing(source, 'paypal'))),
    );
  if (applePay) await context.addInitScript({ content: installing(source, 'applePay') });
}

/** The wallets whose script can be answered later in a test. */
export type ScriptWallet = 'googlePay' | 'paypal';

/**
 * From now on, answer one wallet's script URL in `page` with its stub (page routes come before the
 * context's), e.g. after a test has shown what happens while it is blocked.
 */
export async function unblockWalletScript(page: Page, wallet: ScriptWallet): Promise<void> {
  const source = await readStubs();
  await page.route(wallet === 'paypal' ? isPayPalSdk : isPayJs, (route) =>
    route.fulfill(script(installing(source, wallet))),
  );
}

/** Requests for a wallet's script URL made by `page`, counted from now on. */
export function countWalletScriptRequests(page: Page, wallet: ScriptWallet): () => number {
  let count = 0;
  const matches = wallet === 'paypal' ? isPayPalSdk : isPayJs;
  page.on('request', (request) => {
    if (matches(new URL(request.url()))) count += 1;
  });
  return () => count;
}
