/**
 * What the CDN bundle loads, and when: the checkout page needs only the entry and its static
 * chunks; the payment page brings braintree-web's client and hosted fields with the payment UI;
 * each wallet's module loads only when the server enables that wallet and the page offers it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { goToPayment } from './helpers/checkout';
import { detailsForm, fillDetails, openFestivalPass } from './helpers/detailsForm';
import { setPaymentMethods } from './helpers/paymentSettings';

/** Lazy chunk names as tsup writes them (`chunks/<name>-<hash>.js`). */
const PAYMENT_CHUNKS = ['paymentStepCode-', 'client-', 'hosted-fields-'];
const WALLET_CHUNKS = ['apple-pay-', 'google-payment-', 'paypal-checkout-'];

/** Every bundle file the page requests, as `chunks/<file>` or the entry's name. */
function recordBundleFiles(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/cdn/')) files.push(pathname.slice('/cdn/'.length));
  });
  return files;
}

const loaded = (files: string[], prefix: string) =>
  files.some((file) => file.startsWith(`chunks/${prefix}`));

test('a page with the script and no element downloads only the loader, until an element appears', async ({
  page,
}) => {
  const files = recordBundleFiles(page);
  await openFestivalPass(page, { count: 0 });
  await page.waitForLoadState('networkidle');
  expect(files).toContain('cinema-elements.js');
  // The loader alone, one file: no React, no runtime, no element's code, not even esbuild's
  // helpers (the lazy chunks import those themselves).
  expect(files).toEqual(['cinema-elements.js']);
  expect(loaded(files, 'cdnRuntime-')).toBe(false);
  expect(await page.evaluate(() => customElements.get('cinema-festival-pass'))).toBeUndefined();
  const bytes = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/cdn/'))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
  );
  expect(bytes, 'what the script tag alone costs, compressed').toBeLessThanOrEqual(8 * 1024);

  // A single-page host adds one later: the runtime and its tree load then, and it works.
  await page.evaluate(() => {
    const element = document.createElement('cinema-festival-pass');
    element.setAttribute('data-cinema-id', 'demo-cinema');
    element.setAttribute('data-cinema-name', 'Demo Cinema');
    element.setAttribute('data-recaptcha-key', 'demo-key');
    element.setAttribute('data-festival-id', 'jiff');
    document.getElementById('host')?.append(element);
  });
  await expect(detailsForm(page).pass).toBeVisible();
  expect(loaded(files, 'cdnRuntime-')).toBe(true);
  expect(loaded(files, 'FestivalPass-')).toBe(true);
  for (const tree of ['ShopCart-', 'CartSummary-'])
    expect(loaded(files, tree), `the ${tree} tree with no such element`).toBe(false);
  for (const prefix of [...PAYMENT_CHUNKS, ...WALLET_CHUNKS])
    expect(loaded(files, prefix)).toBe(false);
});

test('a host that sets a property and calls addTickets() before the shop is defined is told, and keeps what it set', async ({
  page,
}) => {
  await openFestivalPass(page, { count: 0 });
  const early = await page.evaluate(async () => {
    const shop = document.createElement('cinema-shop-cart') as HTMLElement & {
      apiBase?: string;
      addTickets?(order: unknown): Promise<unknown>;
    };
    shop.apiBase = '/api/';
    shop.setAttribute('data-cinema-id', 'demo-cinema');
    shop.setAttribute('data-recaptcha-key', 'demo-key');
    document.getElementById('host')?.append(shop);
    // The loader has seen it (after a microtask) while the runtime is still on its way.
    await Promise.resolve();
    const message = customElements.get('cinema-shop-cart')
      ? 'defined already'
      : await shop.addTickets?.({ sessionId: 'S-1', tickets: [] }).then(
          () => 'resolved',
          (error: Error) => error.message,
        );
    await customElements.whenDefined('cinema-shop-cart');
    return { message, apiBase: shop.getAttribute('api-base') };
  });
  expect(early.message).toBe(
    "<cinema-shop-cart> is not defined yet: await customElements.whenDefined('cinema-shop-cart') before calling addTickets().",
  );
  expect(early.apiBase).toBe('/api/');
});

test('an element’s first data is asked for while its code loads, once', async ({ page }) => {
  /** When each request went out, and when each answer ended, by path. */
  const started = new Map<string, number>();
  const ended = new Map<string, number>();
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    started.set(pathname, Date.now());
    if (pathname.endsWith('/api/shop/festival-passes')) asked.push(request.url());
  });
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    ended.set(pathname, Date.now());
  });
  await openFestivalPass(page);
  await expect(detailsForm(page).pass).toBeVisible();
  // One request for the passes, the element's own: no second one once its code ran.
  expect(asked).toHaveLength(1);
  const tree = [...ended.keys()].find((path) => path.startsWith('/cdn/chunks/FestivalPass-'));
  const passes = [...started.keys()].find((path) => path.endsWith('/api/shop/festival-passes'));
  expect(tree && passes, 'the tree chunk and the passes were fetched').toBeTruthy();
  // Asked for before the element's tree had even arrived.
  expect(started.get(passes ?? '')).toBeLessThanOrEqual(ended.get(tree ?? '') ?? 0);
});

test('each element, in the markup or added later, preloads its own tree and its imports, and only those', async ({
  page,
}) => {
  const preloads = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map(
        (link) => new URL((link as HTMLLinkElement).href).pathname,
      ),
    );
  const has = (paths: string[], tree: string) =>
    paths.some((path) => path.startsWith(`/cdn/chunks/${tree}`));
  // The demo page holds festival passes, a shop and a cart summary in its HTML (as a CMS page would).
  await page.goto('/demo/');
  const trees = ['FestivalPass-', 'ShopCart-', 'CartSummary-'];
  await expect
    .poll(async () => {
      const paths = await preloads();
      return trees.every((tree) => has(paths, tree));
    })
    .toBe(true);
  // Each hint names a file the build wrote.
  for (const path of await preloads()) {
    expect((await page.request.get(path)).status(), path).toBe(200);
  }
  // The festival pass's test page adds its element from a script, as a single-page app would:
  // the festival pass's tree and what it imports are hinted, nothing of any other element.
  await page.goto('/demo/test/festival-pass.html');
  await expect(detailsForm(page).pass).toBeVisible();
  const festivalOnly = await preloads();
  expect(has(festivalOnly, 'FestivalPass-')).toBe(true);
  expect(festivalOnly.length).toBeGreaterThan(1);
  for (const tree of ['ShopCart-', 'CartSummary-', 'MemberArea-', 'Membership-', 'Newsletter-'])
    expect(has(festivalOnly, tree), tree).toBe(false);
});

test('the details form loads no payment code until the buyer starts on it; then the payment code comes before Next, the wallets only on the payment page', async ({
  page,
}) => {
  const files = recordBundleFiles(page);
  await openFestivalPass(page);
  await expect(detailsForm(page).pass).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(files).toContain('cinema-elements.js');
  for (const prefix of [...PAYMENT_CHUNKS, 'checkoutFlow-', 'kyClient-', ...WALLET_CHUNKS]) {
    expect(loaded(files, prefix), `${prefix} before the buyer starts`).toBe(false);
  }

  // The buyer starts on the form: the order's and the payment page's code load while they type.
  await fillDetails(page);
  for (const prefix of [
    ...PAYMENT_CHUNKS,
    'submitFestivalPass-',
    'checkoutFlow-',
    'checkoutAtoms-',
    'kyClient-',
  ]) {
    await expect.poll(() => loaded(files, prefix), `${prefix} while the form is filled`).toBe(true);
  }
  // Its own order calls only: not the shop's, not the membership's.
  for (const prefix of ['shopCartFlow-', 'submitMembership-']) {
    expect(loaded(files, prefix), `${prefix} for a festival pass`).toBe(false);
  }
  for (const prefix of WALLET_CHUNKS) {
    expect(loaded(files, prefix), `${prefix} before the payment page`).toBe(false);
  }

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Process Payment' })).toBeVisible();
});

test('a wallet the server switches off never loads its module', async ({ page, request }) => {
  await setPaymentMethods(request, { applePay: false, googlePay: false, payPal: false });
  const files = recordBundleFiles(page);
  await goToPayment(page);
  await expect(page.getByRole('button', { name: 'Credit Card' })).toBeVisible();
  await expect.poll(() => loaded(files, 'hosted-fields-') || loaded(files, 'client-')).toBe(true);
  for (const prefix of WALLET_CHUNKS) expect(loaded(files, prefix), prefix).toBe(false);
});

test('each wallet offered loads its module', async ({ page }) => {
  const files = recordBundleFiles(page);
  await goToPayment(page);
  for (const title of ['Apple Pay', 'Google Pay', 'PayPal']) {
    await expect(page.getByRole('button', { name: title, exact: true })).toBeVisible();
  }
  for (const prefix of WALLET_CHUNKS) {
    await expect.poll(() => loaded(files, prefix), prefix).toBe(true);
  }
});

test('no element’s first view downloads ky; it comes when the visitor starts on something that sends', async ({
  page,
}) => {
  const files = recordBundleFiles(page);
  const firstView = async (path: string, tag: string) => {
    await page.goto(path);
    const element = page.locator(tag);
    // Its first view: a heading, or for the cart summary its link or button.
    await expect(
      element
        .getByRole('heading')
        .or(element.getByRole('link'))
        .or(element.getByRole('button'))
        .first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(loaded(files, 'kyClient-'), `ky in the first view of ${tag}`).toBe(false);
  };
  for (const tag of ['festival-pass', 'shop-cart', 'cart-summary', 'membership', 'member-area']) {
    await firstView(`/demo/test/${tag}.html`, `cinema-${tag}`);
  }
  // The sign-up form: ky arrives while the visitor types.
  await firstView('/demo/test/newsletter.html', 'cinema-newsletter');
  await page.locator('cinema-newsletter').getByLabel('Email').focus();
  await expect.poll(() => loaded(files, 'kyClient-'), 'ky once the sign-up has focus').toBe(true);
  // A signed-in member: the first section's GETs need none; reaching for 'Edit' brings it.
  files.length = 0;
  await page.request.post('/demo/session');
  await firstView('/demo/test/member-area.html', 'cinema-member-area');
  await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(loaded(files, 'kyClient-'), 'ky in the signed-in first view').toBe(false);
  await page.locator('cinema-member-area').getByRole('button', { name: 'Edit' }).hover();
  await page.mouse.down();
  await expect
    .poll(() => loaded(files, 'kyClient-'), 'ky once the member presses a button')
    .toBe(true);
});
