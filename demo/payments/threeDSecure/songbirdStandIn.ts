/**
 * The Songbird stand-in as a script (createCardinal.ts, bundled with esbuild on first use and
 * cached, like ../buildFrame.ts), and where it is served: by the payment emulator at
 * {@link SONGBIRD_STAND_IN_PATH}, and in Playwright tests at Cardinal's real sandbox URL, which
 * braintree-web 3.102.0 hard-codes (three-d-secure/shared/constants.js `CARDINAL_SCRIPT_SOURCE`) and
 * always loads with a script tag before reading `window.Cardinal` (three-d-secure/external/
 * frameworks/songbird.js `_loadCardinalScript`). Nothing in src/ knows about it.
 */
import { cachedBrowserBundle } from '../bundleForBrowser';

/** Where the reference server serves the stand-in. */
export const SONGBIRD_STAND_IN_PATH = '/demo/3ds/songbird.js';

/** Cardinal's sandbox Songbird, the one braintree-web loads for a `sandbox` gateway. */
export const CARDINAL_SONGBIRD_URL =
  'https://songbirdstag.cardinalcommerce.com/edge/v1/songbird.js';

/** Cardinal's production Songbird, the one braintree-web loads for a `production` gateway. */
export const CARDINAL_SONGBIRD_PRODUCTION_URL =
  'https://songbird.cardinalcommerce.com/edge/v1/songbird.js';

/** The stand-in's script text, defining `window.Cardinal`. A failed build is not cached. */
export const buildSongbirdStandIn = cachedBrowserBundle('./threeDSecure/songbirdEntry.ts');
