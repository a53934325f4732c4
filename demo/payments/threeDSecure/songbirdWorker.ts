/**
 * The `npm start` demo's way to Cardinal's Songbird with no network (product-rules §7.9): a service
 * worker, registered by the demo page (demo/public/songbird-offline.js), answers the two Songbird
 * URLs braintree-web 3.102.0 loads with the stand-in the emulator serves. The page still asks for
 * Cardinal's real URL, so its Content-Security-Policy is checked against Cardinal's host as for a
 * real buyer; nothing in src/ knows about the worker. Every other request goes past it untouched.
 *
 * The worker takes control of the open page at once (`skipWaiting`, `clients.claim`), so a
 * buyer's first visit pays with it too: the page registers it long before a card is verified.
 */
import { SONGBIRD_STAND_IN_PATH } from './songbirdStandIn';
import { CARDINAL_SONGBIRD_PRODUCTION_URL, CARDINAL_SONGBIRD_URL } from './songbirdStandIn';

/** Where the emulator serves the worker. */
export const SONGBIRD_WORKER_PATH = '/demo/3ds/songbird-worker.js';

/**
 * The widest scope the worker may have (its `Service-Worker-Allowed`): the demo's pages, never the
 * whole origin (demo/public/songbird-offline.js registers it there).
 */
export const SONGBIRD_WORKER_SCOPE = '/demo/';

/** The worker's script. */
export const SONGBIRD_WORKER_SOURCE = `/* The Cinema Elements demo's Songbird stand-in worker (demo/payments/threeDSecure/songbirdWorker.ts). */
'use strict';
const SONGBIRD = new Set(${JSON.stringify([CARDINAL_SONGBIRD_URL, CARDINAL_SONGBIRD_PRODUCTION_URL])});
const STAND_IN = ${JSON.stringify(SONGBIRD_STAND_IN_PATH)};
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET' || !SONGBIRD.has(event.request.url)) return;
  event.respondWith(fetch(STAND_IN, { cache: 'no-store', credentials: 'omit' }));
});
`;
