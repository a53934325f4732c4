/**
 * Entry of the Songbird stand-in script (built by songbirdStandIn.ts): defines `window.Cardinal`.
 * braintree-web 3.102.0 reads the global only after the script's load event (three-d-secure/
 * external/frameworks/songbird.js `setupSongbird`) and loads the script once per page (its asset
 * loader caches the promise by URL), so every three-d-secure instance shares this one stand-in.
 */
import { createCardinal } from './createCardinal';

(window as unknown as { Cardinal: unknown }).Cardinal = createCardinal(window);
