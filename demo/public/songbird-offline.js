/**
 * The demo page's offline Songbird: registers the service worker that answers Cardinal's Songbird
 * URLs with the demo's stand-in (demo/payments/threeDSecure/songbirdWorker.ts), so a 3D Secure
 * card works from `npm start` with no network. Only the demo page loads this; tests route the URL.
 */
(function () {
  'use strict';
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/demo/3ds/songbird-worker.js', { scope: '/' })
    .catch(function () {
      // Without it a 3D Secure card says the verification could not load, as a blocked Songbird would.
    });
})();
