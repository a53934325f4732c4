/**
 * The E2E test page's copy of braintree-web (client, hosted fields and 3D Secure as
 * `window.braintree`), built with esbuild on first use and cached in memory, like buildFrame.ts.
 */
import { cachedBrowserBundle } from './bundleForBrowser';

/** The script served at /demo/test/bt.js. A failed build is not cached. */
export const buildBraintreeTestBundle = cachedBrowserBundle('./testPage/braintreeGlobal.ts');
