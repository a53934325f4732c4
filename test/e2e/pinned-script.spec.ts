/**
 * The pinned script (README "Embedding"): the configurator's snippet loads the CDN entry from its
 * versioned folder with `integrity` and `crossorigin="anonymous"`. Pasted into a partner
 * festival's page on another origin (`crossOrigin`, as partner-domain.spec.ts sets it up), it
 * runs, its chunks load from the same folder with CORS, and a pass is bought; a changed entry does
 * not run at all.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';
import { VERSIONED_CDN_PREFIX } from '../../demo/server/cdnMounts';
import { payByCard } from './festival-pass/helpers/card';
import { recordCinemaEvents } from './festival-pass/helpers/cinemaEvents';
import { PAYMENT_PAGE_TIMEOUT, checkoutHeading } from './festival-pass/helpers/checkout';
import { detailsForm, fillDetails } from './festival-pass/helpers/detailsForm';
import { thanksHeading } from './festival-pass/helpers/payment';
import { pinnedScript } from './support/pinnedScript';
import { expect, test } from './support/test';

/** The partner's page: the blank page, on the partner's origin. */
const PARTNER_PAGE = '/demo/test/blank.html';

/**
 * Open the partner's page at `origin` with `snippet` pasted in, after the demo's offline stand-ins
 * a real page would not have (the bot-check stub, the wallets' stubs).
 */
async function openPartnerPage(context: BrowserContext, origin: string, snippet: string) {
  // A page the test answers itself has no address, so Chromium counts it as on the public
  // internet and asks before it reaches a loopback address (Local Network Access); a real partner
  // loads from a public CDN and API. Granted to that page only.
  await context.grantPermissions(['local-network-access'], { origin });
  const page = await context.newPage();
  await page.route(`${origin}${PARTNER_PAGE}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace(
        '</head>',
        '<script src="/demo/demo.js"></script>\n' +
          '<script src="/demo/wallet-stubs.js" data-install="applePay googlePay paypal"></script>\n' +
          '</head>',
      )
      .replace('<!-- paste here -->', snippet);
    await route.fulfill({ response, body: html, headers: { 'content-type': 'text/html' } });
  });
  return page;
}

/** Every request `page` makes for the element bundle, in either folder. */
function bundleRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/cdn/') || pathname.startsWith('/cinema-elements/'))
      requests.push(request);
  });
  return requests;
}

test('the configurator’s pinned snippet on a partner’s page: every file from the versioned folder, a pass bought', async ({
  page,
  context,
  request,
  baseURL,
  crossOrigin,
}) => {
  // The whole purchase cross-origin, after the configurator: more than the 60 s of a plain one.
  test.slow();
  const apiBase = `${baseURL}/api/`;
  await page.goto('/configure');
  await page.getByRole('radio', { name: '<cinema-festival-pass>' }).check();
  const attributes = {
    'data-cinema-id': 'demo-cinema',
    'data-cinema-name': 'Demo Cinema',
    'data-recaptcha-key': 'demo-key',
    'data-festival-id': 'jiff',
    'api-base': apiBase,
  };
  for (const [name, value] of Object.entries(attributes))
    await page.getByRole('textbox', { name, exact: false }).fill(value);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy snippet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied the snippet.' })).toBeVisible();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  const pinned = await pinnedScript(request, baseURL!);
  expect(snippet).toContain(pinned.tag);

  const partner = await openPartnerPage(context, crossOrigin, snippet);
  const bundle = bundleRequests(partner);
  const events = await recordCinemaEvents(partner);
  await partner.goto(`${crossOrigin}${PARTNER_PAGE}`);
  await fillDetails(partner);
  await detailsForm(partner).next.click();
  await expect(checkoutHeading(partner)).toBeVisible({ timeout: PAYMENT_PAGE_TIMEOUT });
  await payByCard(partner);
  await expect(thanksHeading(partner)).toBeVisible({ timeout: PAYMENT_PAGE_TIMEOUT });
  expect((await events()).filter((event) => event.type === 'cinema-payment-captured')).toHaveLength(
    1,
  );

  // The entry and every chunk from the versioned folder on the cinema's origin, none from /cdn/,
  // each answered for any origin (a module script from another origin is a CORS request).
  const folder = `${baseURL}${VERSIONED_CDN_PREFIX}`;
  expect(bundle.map((r) => r.url())).toContain(pinned.src);
  expect(bundle.some((r) => r.url().startsWith(`${folder}chunks/`))).toBe(true);
  expect(bundle.filter((r) => !r.url().startsWith(folder)).map((r) => r.url())).toEqual([]);
  for (const file of bundle) {
    const answer = await file.response();
    expect(answer?.status(), file.url()).toBe(200);
    expect(answer?.headers()['access-control-allow-origin'], file.url()).toBe('*');
  }
});

test('a changed entry does not run: the browser refuses it for its integrity, and nothing is defined', async ({
  context,
  request,
  baseURL,
  crossOrigin,
}) => {
  const pinned = await pinnedScript(request, baseURL!);
  // The CDN's copy changed after the snippet was made: one comment more at its end.
  await context.route(pinned.src, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n// changed\n` });
  });
  const snippet = `${pinned.tag}
<cinema-festival-pass data-cinema-id="demo-cinema" data-cinema-name="Demo Cinema"
  data-recaptcha-key="demo-key" data-festival-id="jiff" api-base="${baseURL}/api/"
></cinema-festival-pass>`;
  const partner = await openPartnerPage(context, crossOrigin, snippet);
  const bundle = bundleRequests(partner);
  const refused = partner.waitForEvent('console', (message) => /integrity/i.test(message.text()));
  await partner.goto(`${crossOrigin}${PARTNER_PAGE}`);
  expect((await refused).text()).toContain(pinned.src);
  await partner.waitForLoadState('load');
  await partner.waitForTimeout(500);
  expect(await partner.evaluate(() => customElements.get('cinema-festival-pass'))).toBeUndefined();
  expect(
    await partner.locator('cinema-festival-pass').evaluate((element) => element.shadowRoot),
  ).toBeNull();
  // The entry alone was fetched: nothing it would have imported.
  expect(bundle.map((r) => r.url())).toEqual([pinned.src]);
});
