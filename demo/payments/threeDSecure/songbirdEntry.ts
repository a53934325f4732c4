/**
 * Entry of the Songbird stand-in script (built by songbirdStandIn.ts): defines `window.Cardinal`.
 * braintree-web 3.102.0 reads the global only after the script's load event (three-d-secure/
 * external/frameworks/songbird.js `setupSongbird`), and loads the script again for every new
 * three-d-secure instance; each load gets a fresh stand-in, as re-running Songbird would.
 */
import { createCardinal } from './createCardinal';

(window as unknown as { Cardinal: unknown }).Cardinal = createCardinal(window);
