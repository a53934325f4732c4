/**
 * Entry of the E2E test page's script (/demo/test/bt.js): braintree-web's client and hosted fields,
 * unmodified from the npm package, as `window.braintree` the way Braintree's CDN script offers them.
 * The product bundle keeps braintree-web private, so the proof test needs its own copy.
 */
import client from 'braintree-web/client';
import hostedFields from 'braintree-web/hosted-fields';

(window as unknown as { braintree: unknown }).braintree = {
  client,
  hostedFields,
  VERSION: '3.102.0',
};
