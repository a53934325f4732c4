/* global location */
/**
 * The demo page's offline Songbird: registers the service worker that answers Cardinal's Songbird
 * URLs with the demo's stand-in (demo/payments/threeDSecure/songbirdWorker.ts), so a 3D Secure
 * card works from `npm start` with no network. Only the demo page and the configurator's preview
 * load this; tests route the URL.
 *
 * A worker stays in the browser after its page has gone, so this one is held to the demo: it is
 * registered only on the demo's own machine (`localhost`, `127.0.0.1`), and only over the demo's
 * pages (`/demo/`), never over `/` of the origin. A worker an older demo registered over `/` is
 * removed.
 */
(function () {
  'use strict';
  if (!('serviceWorker' in navigator)) return;
  if (location.hostname !== 'localhost' && location.hostname !== '127.0.0.1') return;
  var scope = '/demo/';
  var wholeOrigin = location.origin + '/';
  navigator.serviceWorker
    .getRegistrations()
    .then(function (registrations) {
      registrations.forEach(function (registration) {
        if (registration.scope === wholeOrigin) registration.unregister();
      });
    })
    .catch(function () {
      // Nothing to tidy up.
    });
  navigator.serviceWorker
    .register('/demo/3ds/songbird-worker.js', { scope: scope })
    .catch(function () {
      // Without it a 3D Secure card says the verification could not load, as a blocked Songbird would.
    });
})();
