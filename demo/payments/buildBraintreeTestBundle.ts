/**
 * The E2E test page's copy of braintree-web (client, hosted fields and 3D Secure as
 * `window.braintree`), built with esbuild on first use and cached in memory, like buildFrame.ts.
 */
import { bundleForBrowser } from './bundleForBrowser';

let cached: Promise<string> | undefined;

/** The script served at /demo/test/bt.js. A failed build is not cached. */
export function buildBraintreeTestBundle(): Promise<string> {
  cached ??= bundleForBrowser('./testPage/braintreeGlobal.ts').catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
