/**
 * A partner festival's site (product-rules §2.3 `api-base`): the page on one origin
 * (`http://localhost:<port>`), the cinema's API on another (`http://127.0.0.1:<port>`, a different
 * site too), reached with an absolute `api-base`. CORS preflights happen and pass, the member's
 * cookie rides along, a card purchase completes; an origin the API does not allow gets a clear
 * message in the element and `cinema-error`, never a blank box or an endless spinner.
 */
import type { CDPSession, Page } from '@playwright/test';
import { startServer } from '../../demo/server/server';
import { recordCinemaEvents } from './festival-pass/helpers/cinemaEvents';
import { payByCard } from './festival-pass/helpers/card';
import { PAYMENT_PAGE_TIMEOUT, checkoutHeading } from './festival-pass/helpers/checkout';
import { detailsForm, fillDetails } from './festival-pass/helpers/detailsForm';
import { thanksHeading } from './festival-pass/helpers/payment';
import { expect, test } from './support/test';

/** A CORS preflight as Chromium's network stack sent and received it. */
interface Preflight {
  url: string;
  /** `Access-Control-Request-Method` of the preflight. */
  method: string | undefined;
  status?: number;
  allowOrigin?: string | undefined;
  allowMethods?: string | undefined;
  allowCredentials?: string | undefined;
}

/** Header `name` of a CDP header object, whatever its case. */
const header = (headers: Record<string, unknown>, name: string): string | undefined => {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : String(headers[key]);
};

/**
 * Record the page's CORS preflights through the DevTools protocol: Playwright's own request events
 * never show preflights. Chromium reports one as an OPTIONS request carrying
 * `Access-Control-Request-Method`, and its answer as a response of type `Preflight`.
 */
async function recordPreflights(page: Page): Promise<{ cdp: CDPSession; preflights: Preflight[] }> {
  const cdp = await page.context().newCDPSession(page);
  const byId = new Map<string, Preflight>();
  const preflights: Preflight[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    const method = header(event.request.headers, 'access-control-request-method');
    if (event.request.method !== 'OPTIONS' || method === undefined) return;
    const preflight: Preflight = { url: event.request.url, method };
    byId.set(event.requestId, preflight);
    preflights.push(preflight);
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.type !== 'Preflight') return;
    const preflight =
      byId.get(event.requestId) ??
      preflights.find((p) => p.url === event.response.url && p.status === undefined);
    if (!preflight) return;
    preflight.status = event.response.status;
    preflight.allowOrigin = header(event.response.headers, 'access-control-allow-origin');
    preflight.allowMethods = header(event.response.headers, 'access-control-allow-methods');
    preflight.allowCredentials = header(event.response.headers, 'access-control-allow-credentials');
  });
  await cdp.send('Network.enable');
  return { cdp, preflights };
}

/** Sign the demo member in on the cinema's own site, as a visitor would before going elsewhere. */
async function signInOnCinemaSite(page: Page, baseURL: string): Promise<void> {
  await page.goto(`${baseURL}/demo/wallet-saved.html`);
  const status = await page.evaluate(async () => {
    const response = await fetch('/demo/session', { method: 'POST' });
    return response.status;
  });
  expect(status).toBe(200);
}

test.describe('partner domain', () => {
  test('the member cookie: sent to a partner on the same site, and cross-site withheld only by third-party cookie blocking', async ({
    page,
    baseURL,
    crossOrigin,
    sameSiteOrigin,
  }) => {
    const apiBase = `${baseURL}/api/`;
    const memberPage = (origin: string) =>
      `${origin}/demo/test/member-area.html?api-base=${encodeURIComponent(apiBase)}`;
    await signInOnCinemaSite(page, baseURL!);

    // A festival page on the cinema's own site (same site, another origin): the member shows.
    const partner = await startServer({ port: Number(new URL(sameSiteOrigin).port) });
    try {
      const memberCall = page.waitForResponse((r) => r.url() === `${apiBase}member`);
      await page.goto(memberPage(sameSiteOrigin));
      const answer = await memberCall;
      expect(answer.status()).toBe(200);
      expect(answer.headers()['access-control-allow-origin']).toBe(sameSiteOrigin);
      expect(answer.headers()['access-control-allow-credentials']).toBe('true');
      await expect(page.getByRole('heading', { level: 2 })).toContainText('Alex Citizen');
    } finally {
      await partner.close();
    }

    // Another site: the cookie's SameSite=None; Secure lets it go cross-site, so nothing but the
    // browser's third-party cookie setting may hold it back (Chromium 156 blocks third-party
    // cookies by default, as Safari and Firefox do). A SameSite=Lax cookie would be withheld
    // for SameSite too, whatever the setting.
    const cdp = await page.context().newCDPSession(page);
    const withheld: string[][] = [];
    cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
      for (const { cookie, blockedReasons } of event.associatedCookies) {
        if (cookie.name === 'cinema_demo_session') withheld.push(blockedReasons);
      }
    });
    await cdp.send('Network.enable');
    const crossSiteCall = page.waitForResponse((r) => r.url() === `${apiBase}member`);
    await page.goto(memberPage(crossOrigin));
    const crossSite = await crossSiteCall;
    await expect.poll(() => withheld.length).toBeGreaterThan(0);
    const reasons = withheld.flat();
    expect(reasons.filter((reason) => reason !== 'UserPreferences')).toEqual([]);
    if (reasons.includes('UserPreferences')) {
      // Withheld by the browser: the element shows the signed-out view, not an error.
      expect(crossSite.status()).toBe(401);
      await expect(page.getByText("Sign in on the cinema's website")).toBeVisible();
    } else {
      expect(crossSite.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 2 })).toContainText('Alex Citizen');
    }
  });

  test('a festival pass bought by card on the partner page: preflighted POSTs, captured payment', async ({
    page,
    baseURL,
    crossOrigin,
  }) => {
    // Every API call from this page pays a preflight first (a new cart id is a new URL), on top of
    // the whole purchase: more than the 60 s a same-origin purchase gets on a busy runner.
    test.slow();
    const apiBase = `${baseURL}/api/`;
    const events = await recordCinemaEvents(page);
    const { preflights } = await recordPreflights(page);
    await page.goto(
      `${crossOrigin}/demo/test/festival-pass.html?festival=jiff&api-base=${encodeURIComponent(apiBase)}`,
    );
    await fillDetails(page);
    await detailsForm(page).next.click();
    await expect(checkoutHeading(page)).toBeVisible({ timeout: PAYMENT_PAGE_TIMEOUT });
    await payByCard(page);
    await expect(thanksHeading(page)).toBeVisible({ timeout: PAYMENT_PAGE_TIMEOUT });

    expect((await events()).filter((event) => event.type === 'cinema-payment-captured')).toEqual([
      {
        type: 'cinema-payment-captured',
        detail: { orderType: 'festivalPass', paymentType: 'braintree' },
      },
    ]);
    // A POST with a JSON body is not a "simple" request: the browser asked first, and the API
    // said yes to this origin, with credentials.
    const productsPreflight = preflights.find(
      (preflight) =>
        /\/api\/cart\/[^/]+\/products$/.test(preflight.url) && preflight.method === 'POST',
    );
    expect(productsPreflight).toMatchObject({
      status: 204,
      allowOrigin: crossOrigin,
      allowCredentials: 'true',
      allowMethods: expect.stringContaining('POST'),
    });
    const checkoutPreflight = preflights.find(
      (preflight) => /\/api\/checkout\/[^/]+$/.test(preflight.url) && preflight.method === 'POST',
    );
    expect(checkoutPreflight).toMatchObject({ status: 204, allowOrigin: crossOrigin });
  });

  test('a page on an origin the API does not allow shows a clear message and emits cinema-error', async ({
    page,
    baseURL,
  }) => {
    // Another site the cinema never allowed: a second server, serving the same pages and bundle
    // on its own port, whose page points api-base at this worker's API.
    const stranger = await startServer({ port: 0 });
    try {
      const apiBase = `${baseURL}/api/`;
      const events = await recordCinemaEvents(page);
      const cdp = await page.context().newCDPSession(page);
      const corsErrors: Array<{ url: string; error: string }> = [];
      const urls = new Map<string, string>();
      cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
      cdp.on('Network.loadingFailed', (event) => {
        if (event.corsErrorStatus) {
          corsErrors.push({
            url: urls.get(event.requestId) ?? '',
            error: event.corsErrorStatus.corsError,
          });
        }
      });
      await cdp.send('Network.enable');
      await page.goto(
        `${stranger.url}/demo/test/festival-pass.html?festival=jiff&api-base=${encodeURIComponent(apiBase)}`,
      );

      const alert = page.locator('cinema-festival-pass').getByRole('alert');
      await expect(alert).toContainText('Error loading products', { timeout: 20_000 });
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(page.locator('cinema-festival-pass').getByRole('status')).toHaveCount(0);
      // The API answered, but the browser withheld the answer: no CORS grant for this origin.
      expect(corsErrors).toContainEqual({
        url: `${apiBase}shop/festival-passes?festivalId=jiff`,
        error: 'MissingAllowOriginHeader',
      });
      expect(await events()).toContainEqual({
        type: 'cinema-error',
        detail: { message: 'Error loading products' },
      });
    } finally {
      await stranger.close();
    }
  });
});
