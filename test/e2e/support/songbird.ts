/**
 * Cardinal's Songbird, offline: answer the sandbox script URL braintree-web 3.102.0 loads
 * (https://songbirdstag.cardinalcommerce.com/edge/v1/songbird.js, three-d-secure/shared/constants.js)
 * with the demo's stand-in (demo/payments/threeDSecure/createCardinal.ts), so the real three-d-secure
 * module runs end to end (product-rules §7.9). The stand-in's challenge frame is the reference
 * server's bank page, which needs no route. Call before `threeDSecure.create`; without it the
 * `blockedRequests` fixture (test.ts) aborts the script, as a blocked Songbird would be.
 */
import type { APIRequestContext, BrowserContext } from '@playwright/test';
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

/**
 * Give the test's merchant account 3-D Secure (`PUT /demo/settings { threeDSecure: true }`, reset
 * before each test) and answer Cardinal's script with the stand-in.
 */
export async function enableThreeDSecure(
  request: APIRequestContext,
  context: BrowserContext,
): Promise<SongbirdRoute> {
  const response = await request.put('/demo/settings', { data: { threeDSecure: true } });
  if (!response.ok()) throw new Error(`PUT /demo/settings answered ${response.status()}`);
  return routeSongbird(context);
}

/**
 * Where a test under the published policy has the fake gateway put the challenge: a Cardinal host,
 * as Cardinal's real challenge frame is (the policy's `frame-src` names `*.cardinalcommerce.com`,
 * not the page's own origin).
 */
export const CARDINAL_CHALLENGE_ORIGIN = 'https://centinelapi.cardinalcommerce.com';

/**
 * Answer {@link CARDINAL_CHALLENGE_ORIGIN} in `context` with the reference server's bank page and
 * its script (the same paths below `baseURL`), headers included (the page's own policy).
 */
export async function routeCardinalChallenge(
  context: BrowserContext,
  baseURL: string,
): Promise<void> {
  await context.route(`${CARDINAL_CHALLENGE_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: new URL(url.pathname + url.search, baseURL).href });
    await route.fulfill({ response });
  });
}
