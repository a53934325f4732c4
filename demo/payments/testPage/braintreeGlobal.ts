/**
 * Entry of the E2E test page's script (/demo/test/bt.js): braintree-web's client, hosted fields and
 * 3D Secure, unmodified from the npm package, as `window.braintree` the way Braintree's CDN script
 * offers them. The product bundle keeps braintree-web private, so the proof tests need their own
 * copy.
 */
import client from 'braintree-web/client';
import hostedFields from 'braintree-web/hosted-fields';
import threeDSecure from 'braintree-web/three-d-secure';

(window as unknown as { braintree: unknown }).braintree = {
  client,
  hostedFields,
  threeDSecure,
  VERSION: '3.102.0',
};
