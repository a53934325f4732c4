/**
 * Cardinal's Songbird, offline: answer the sandbox script URL braintree-web 3.102.0 loads
 * (https://songbirdstag.cardinalcommerce.com/edge/v1/songbird.js, three-d-secure/shared/constants.js)
 * with the demo's stand-in (demo/payments/threeDSecure/createCardinal.ts), so the real three-d-secure
 * module runs end to end (CONTRACT.md §5.1). The stand-in's challenge frame is the reference
 * server's bank page, which needs no route. Call before `threeDSecure.create`; without it the
 * `blockedRequests` fixture (test.ts) aborts the script, as a blocked Songbird would be.
 */
import type { BrowserContext } from '@playwright/test';
import {
  buildSongbirdStandIn,
  CARDINAL_SONGBIRD_URL,
} from '../../../demo/payments/threeDSecure/songbirdStandIn';

/** What {@link routeSongbird} gives the test. */
export interface SongbirdRoute {
  /** How many times the browser loaded the script. */
  loads: () => number;
}

/** Fulfil Cardinal's Songbird URL in `context` with the stand-in script. */
export async function routeSongbird(context: BrowserContext): Promise<SongbirdRoute> {
  let loads = 0;
  await context.route(CARDINAL_SONGBIRD_URL, async (route) => {
    loads += 1;
    await route.fulfill({
      status: 200,
      contentType: 'text/javascript; charset=utf-8',
      body: await buildSongbirdStandIn(),
    });
  });
  return { loads: () => loads };
}
