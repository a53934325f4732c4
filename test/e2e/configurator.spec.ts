/**
 * The configurator (`/configure`, README "Configurator"): for each element, a web admin picks it,
 * fills its attributes and a theme, and copies the snippet; pasted into a blank page served under
 * the published host-page policy (`?csp=published`, as published-csp.spec.ts serves its pages)
 * and, at the same time, under the policy the configurator gave beside the snippet, the element
 * shows its first view there with nothing tripping either policy. A wrong value shows the
 * element's own message in the preview and on the pasted page alike.
 */
import type { BrowserContext, FrameLocator, Locator, Page } from '@playwright/test';
import { policyHeaderValue } from '../../demo/configure/snippet';
import { HOST_PAGE_CSP } from '../../demo/server/contentSecurityPolicy';
import type { CinemaTag } from '../../demo/server/contentSecurityPolicy';
import type { ThemeName } from '../../src/themes/themeNames';
import { expectNoAxeViolations } from './support/axe';
import { watchViolations } from './support/cspViolations';
import { pinnedScript } from './support/pinnedScript';
import { expect, test } from './support/test';
import { PRODUCTS, addButton } from './shop-cart/helpers';

/** The blank page, asked for with the published policy. */
const BLANK_PAGE = '/demo/test/blank.html?csp=published';

/** A cinema name with every character an attribute value must escape. */
const CINEMA_NAME = `Dendy "Newtown" & <Friends>`;
/** A sign-in address with a query, whose `&` the snippet must escape. */
const SIGN_IN_URL = 'https://cinema.example/sign-in?next=/members&lang=en';

type Scope = Page | FrameLocator;

interface Case {
  tag: CinemaTag;
  theme: ThemeName;
  /** The preview frame's width. */
  width: 'Phone (390 px)' | 'Desktop (1280 px)';
  /** Valid values from the reference server's demo data (demo/README.md, demo/public/test). */
  attributes: Readonly<Record<string, string>>;
  /** The element's first view is there, and what the escaped values should have become. */
  firstView(scope: Scope): Promise<void>;
}

const CASES: readonly Case[] = [
  {
    tag: 'cinema-festival-pass',
    width: 'Desktop (1280 px)',
    theme: 'ritz',
    attributes: {
      'data-cinema-id': 'demo-cinema',
      'data-cinema-name': CINEMA_NAME,
      'data-recaptcha-key': 'demo-key',
      'data-festival-id': 'jiff',
      'api-base': '/api/',
    },
    async firstView(scope) {
      const pass = scope.locator('cinema-festival-pass');
      await expect(pass.getByRole('combobox', { name: /Festival pass/ })).toBeVisible();
      await expect(pass.getByText(CINEMA_NAME, { exact: true })).toBeVisible();
    },
  },
  {
    tag: 'cinema-shop-cart',
    width: 'Desktop (1280 px)',
    theme: 'cameo',
    attributes: { 'data-cinema-id': 'demo-cinema', 'data-recaptcha-key': 'demo-key' },
    async firstView(scope) {
      await expect(addButton(scope.locator('cinema-shop-cart'), PRODUCTS.egift25)).toBeVisible();
    },
  },
  {
    tag: 'cinema-cart-summary',
    width: 'Phone (390 px)',
    theme: 'classic',
    attributes: { 'api-base': '/api/', href: '/cart?from=configure&step=1' },
    async firstView(scope) {
      const link = scope.locator('cinema-cart-summary').getByRole('link', { name: 'Cart: empty' });
      await expect(link).toHaveAttribute('href', '/cart?from=configure&step=1');
    },
  },
  {
    tag: 'cinema-member-area',
    width: 'Phone (390 px)',
    theme: 'lido',
    attributes: {
      'data-cinema-id': 'demo-cinema',
      'data-recaptcha-key': 'demo-key',
      'sign-in-url': SIGN_IN_URL,
    },
    async firstView(scope) {
      const area = scope.locator('cinema-member-area');
      await expect(area.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        SIGN_IN_URL,
      );
    },
  },
  {
    tag: 'cinema-membership',
    width: 'Desktop (1280 px)',
    theme: 'ritz',
    attributes: {
      'data-cinema-id': 'demo-cinema',
      'data-recaptcha-key': 'demo-key',
      'data-cinema-name': CINEMA_NAME,
    },
    async firstView(scope) {
      const sale = scope.locator('cinema-membership');
      await expect(
        sale.getByRole('heading', { name: 'Free Adult Membership', exact: true }),
      ).toBeVisible();
    },
  },
  {
    tag: 'cinema-newsletter',
    width: 'Phone (390 px)',
    theme: 'cameo',
    attributes: { 'data-recaptcha-key': 'demo-key', 'data-type-id': 'JIF' },
    async firstView(scope) {
      const form = scope.locator('cinema-newsletter');
      await expect(form.getByRole('textbox', { name: 'Given names' })).toBeVisible();
    },
  },
];

/** The live preview beside the form. */
const preview = (page: Page): FrameLocator => page.frameLocator('#preview');

/** What the configurator repeats of what the element says. */
const elementSays = (page: Page): Locator => page.locator('#element-says');

/** Open the configurator and pick `tag` by its label, as an admin would. */
async function pick(page: Page, tag: string): Promise<void> {
  await page.goto('/configure');
  await page.getByRole('radio', { name: `<${tag}>` }).check();
  await expect(page.getByRole('group', { name: /: attributes$/ })).toBeVisible();
}

/** Fill `attributes` in the generated form, by the labels the manifest gave. */
async function fill(page: Page, attributes: Readonly<Record<string, string>>): Promise<void> {
  for (const [name, value] of Object.entries(attributes)) {
    await page.getByRole('textbox', { name, exact: false }).fill(value);
  }
}

/** Copy the snippet with the page's 'Copy snippet' button; the clipboard's text and the box's. */
async function copySnippet(page: Page, context: BrowserContext): Promise<string> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy snippet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied the snippet.' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await page.getByRole('textbox', { name: 'HTML for your page' }).inputValue());
  return copied;
}

/** The policy beside the snippet, as a header value. */
async function snippetPolicy(page: Page): Promise<string> {
  const text = await page.getByRole('textbox', { name: 'Content-Security-Policy' }).inputValue();
  return policyHeaderValue(text);
}

/**
 * Paste `snippet` into the blank page, served under the published policy and the snippet's own
 * (a browser enforces both policies of one header), on a page of its own; the theme's class goes
 * on `<html>` as the snippet says. Resolves with the page and a reader of policy violations.
 */
async function pasteIntoBlankPage(
  context: BrowserContext,
  snippet: string,
  policy: string,
): Promise<{ pasted: Page; violations: () => Promise<string[]> }> {
  const pasted = await context.newPage();
  const theme = /class="([a-z]+)" on the page's <html> element/.exec(snippet)?.[1];
  await pasted.route(
    (url) => url.pathname === '/demo/test/blank.html',
    async (route) => {
      const response = await route.fetch();
      expect(response.headers()['content-security-policy']).toBe(HOST_PAGE_CSP);
      const html = (await response.text())
        .replace('<!-- paste here -->', snippet)
        .replace('<html lang="en-AU">', `<html lang="en-AU" class="${theme ?? ''}">`);
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      headers['content-security-policy'] = `${HOST_PAGE_CSP}, ${policy}`;
      await route.fulfill({ response, body: html, headers });
    },
  );
  const violations = await watchViolations(pasted);
  await pasted.goto(BLANK_PAGE);
  return { pasted, violations };
}

for (const { tag, theme, width, attributes, firstView } of CASES) {
  test(`${tag}: configured, copied and pasted into a page under the published policy`, async ({
    page,
    context,
    request,
  }) => {
    // The configurator itself runs under the strict policy, and trips nothing.
    const configuratorViolations = await watchViolations(page);
    await pick(page, tag);
    await fill(page, attributes);
    await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
    await page.getByRole('radio', { name: width }).check();
    const frameWidth = width.startsWith('Desktop') ? 1280 : 390;
    await expect(page.locator('#preview-caption')).toContainText(`(${frameWidth} px`);
    await expect
      .poll(() =>
        preview(page)
          .locator('html')
          .evaluate(() => window.innerWidth),
      )
      .toBe(frameWidth);

    // The live element beside the form, themed, with nothing to say.
    await firstView(preview(page));
    await expect(preview(page).locator('html')).toHaveClass(theme);
    await expect(elementSays(page)).toHaveText('The element shows no message.');

    const snippet = await copySnippet(page, context);
    // The entry at its versioned path, pinned by the integrity of the bytes served there.
    const pinned = await pinnedScript(request, new URL(page.url()).origin);
    expect(snippet).toContain(pinned.tag);
    // With the stylesheet that keeps the element's space, pinned the same way.
    expect(snippet).toContain(pinned.stylesheetTag);
    const policy = await snippetPolicy(page);
    const { pasted, violations } = await pasteIntoBlankPage(context, snippet, policy);
    await firstView(pasted);
    await expect(pasted.locator(tag).locator('[part="config-error"]')).toHaveCount(0);
    await expect(pasted.locator('html')).toHaveClass(theme);
    expect(await violations()).toEqual([]);
    expect(await configuratorViolations()).toEqual([]);
  });
}

test('the snippet writes quotes, ampersands and angle brackets as the element needs them', async ({
  page,
}) => {
  await pick(page, 'cinema-festival-pass');
  await fill(page, { 'data-cinema-name': CINEMA_NAME, 'data-festival-id': 'jiff' });
  const snippet = page.getByRole('textbox', { name: 'HTML for your page' });
  await expect(snippet).toHaveValue(
    /<cinema-festival-pass\n {2}data-cinema-name="Dendy &quot;Newtown&quot; &amp; &lt;Friends&gt;"\n {2}data-festival-id="jiff"\n><\/cinema-festival-pass>/,
  );
});

test("the cinema's time zone, one of Australia's eight, and its terms page: in the snippet when not the default", async ({
  page,
}) => {
  await pick(page, 'cinema-festival-pass');
  await fill(page, {
    'data-cinema-id': 'demo-cinema',
    'data-cinema-name': 'Demo Cinema',
    'data-recaptcha-key': 'demo-key',
    'data-festival-id': 'jiff',
  });
  const zone = page.getByRole('combobox', { name: 'time-zone' });
  await expect(zone.getByRole('option')).toHaveText([
    'Sydney, Canberra (NSW, ACT): Australia/Sydney (the default)',
    'Melbourne (Victoria): Australia/Melbourne',
    'Brisbane (Queensland, no daylight saving): Australia/Brisbane',
    'Adelaide (South Australia): Australia/Adelaide',
    'Darwin (Northern Territory, no daylight saving): Australia/Darwin',
    'Perth (Western Australia, no daylight saving): Australia/Perth',
    'Hobart (Tasmania): Australia/Hobart',
    'Lord Howe Island: Australia/Lord_Howe',
  ]);
  const snippet = page.getByRole('textbox', { name: 'HTML for your page' });
  await expect(snippet).not.toHaveValue(/time-zone=/);
  await zone.selectOption('Australia/Perth');
  await fill(page, { 'terms-url': 'https://cinema.example/terms' });
  await expect(snippet).toHaveValue(
    /\n {2}time-zone="Australia\/Perth"\n {2}terms-url="https:\/\/cinema.example\/terms"\n/,
  );
  const element = preview(page).locator('cinema-festival-pass');
  await expect(element).toHaveAttribute('time-zone', 'Australia/Perth');
  await expect(element.getByRole('link', { name: /terms and conditions/ })).toHaveAttribute(
    'href',
    'https://cinema.example/terms',
  );
  await zone.selectOption({ label: 'Sydney, Canberra (NSW, ACT): Australia/Sydney (the default)' });
  await expect(snippet).not.toHaveValue(/time-zone=/);
});

test('the newsletter pasted: a visitor signs up, reCAPTCHA loading from Google under the snippet’s policy', async ({
  page,
  context,
}) => {
  await pick(page, 'cinema-newsletter');
  await fill(page, { 'data-recaptcha-key': 'demo-key' });
  await expect(preview(page).getByRole('textbox', { name: 'Given names' })).toBeVisible();
  const snippet = await copySnippet(page, context);
  const policy = await snippetPolicy(page);
  expect(policy).not.toMatch(/braintree|paypal|pay\.google|cardinalcommerce/);

  // Google's api.js, answered offline with the same stand-in the demo page uses.
  await context.route('https://www.google.com/recaptcha/api.js?*', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.grecaptcha = {
        ready: function (callback) { setTimeout(callback, 0); },
        execute: function () { return Promise.resolve('configurator-token'); },
      };`,
    }),
  );
  const { pasted, violations } = await pasteIntoBlankPage(context, snippet, policy);
  await pasted.getByRole('textbox', { name: 'Given names' }).fill('Sam');
  await pasted.getByRole('textbox', { name: 'Surname' }).fill('Lee');
  await pasted.getByRole('textbox', { name: 'Email' }).fill('sam@example.com');
  await pasted.getByRole('button', { name: 'Sign up' }).click();
  await expect(pasted.getByRole('status')).toHaveText(
    "Thanks, you're signed up. Look out for our next newsletter.",
  );
  expect(await violations()).toEqual([]);
});

test('a wrong festival id: the element’s own message in the preview and on the pasted page', async ({
  page,
  context,
}) => {
  await pick(page, 'cinema-festival-pass');
  await fill(page, {
    'data-cinema-id': 'demo-cinema',
    'data-cinema-name': 'Demo Cinema',
    'data-recaptcha-key': 'demo-key',
    'data-festival-id': 'nope',
  });
  // The preview shows the element again once typing stops: this one, with the wrong id.
  const inPreview = preview(page)
    .locator('cinema-festival-pass[data-festival-id="nope"]')
    .getByRole('alert');
  await expect(inPreview).toBeVisible();
  const message = (await inPreview.innerText()).trim();
  expect(message).not.toMatch(/Missing attribute/);
  await expect(elementSays(page)).toContainText('The element says:');
  await expect(elementSays(page)).not.toContainText('Missing attribute');

  const snippet = await copySnippet(page, context);
  const { pasted, violations } = await pasteIntoBlankPage(
    context,
    snippet,
    await snippetPolicy(page),
  );
  const onPage = pasted.locator('cinema-festival-pass').getByRole('alert');
  await expect(onPage).toBeVisible();
  expect((await onPage.innerText()).trim()).toBe(message);
  expect(await violations()).toEqual([]);
});

test('a missing reCAPTCHA key: the element names it in the preview, beside the form and on the pasted page', async ({
  page,
  context,
}) => {
  await pick(page, 'cinema-newsletter');
  await fill(page, { 'data-type-id': 'JIF' });
  const inPreview = preview(page)
    .locator('cinema-newsletter[data-type-id="JIF"]')
    .getByRole('alert');
  await expect(inPreview).toContainText('<cinema-newsletter> is not set up correctly.');
  await expect(inPreview).toContainText('data-recaptcha-key');
  await expect(elementSays(page)).toContainText('The element says:');
  await expect(elementSays(page)).toContainText('data-recaptcha-key');
  const message = (await inPreview.innerText()).trim();

  const snippet = await copySnippet(page, context);
  expect(snippet).not.toContain('data-recaptcha-key');
  const { pasted } = await pasteIntoBlankPage(context, snippet, await snippetPolicy(page));
  const onPage = pasted.locator('cinema-newsletter').getByRole('alert');
  await expect(onPage).toBeVisible();
  expect((await onPage.innerText()).trim()).toBe(message);
});

test('without a clipboard, Copy selects the snippet and says how to copy it', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
  });
  await pick(page, 'cinema-newsletter');
  await fill(page, { 'data-recaptcha-key': 'demo-key' });
  await page.getByRole('button', { name: 'Copy snippet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is selected' })).toHaveText(
    'The snippet is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
  );
  const snippet = page.getByRole('textbox', { name: 'HTML for your page' });
  await expect(snippet).toBeFocused();
  const selection = await snippet.evaluate((box: HTMLTextAreaElement) => [
    box.selectionStart,
    box.selectionEnd,
    box.value.length,
  ]);
  expect(selection).toEqual([0, selection[2], selection[2]]);
});

test('the policy beside the snippet is only what the chosen element needs', async ({ page }) => {
  const policy = page.getByRole('textbox', { name: 'Content-Security-Policy' });
  await pick(page, 'cinema-cart-summary');
  await expect(policy).toHaveValue(/frame-src 'none';/);
  await expect(policy).not.toHaveValue(/recaptcha|braintree/);
  await expect(
    page.getByRole('group', { name: 'Payment options your cinema offers' }),
  ).toBeHidden();

  await page.getByRole('radio', { name: '<cinema-shop-cart>' }).check();
  await expect(policy).toHaveValue(/paypal/);
  await page.getByRole('checkbox', { name: 'PayPal' }).uncheck();
  await page.getByRole('checkbox', { name: 'Google Pay' }).uncheck();
  await page.getByRole('checkbox', { name: '3D Secure card checks' }).uncheck();
  await expect(policy).not.toHaveValue(/paypal|pay\.google|cardinalcommerce/);
  await expect(policy).toHaveValue(/https:\/\/assets\.braintreegateway\.com/);
});

for (const width of [1280, 390]) {
  test(`no accessibility violations at ${width} px, the preview included`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await pick(page, 'cinema-member-area');
    await fill(page, { 'data-cinema-id': 'demo-cinema', 'data-recaptcha-key': 'demo-key' });
    await expect(preview(page).getByRole('heading', { name: 'Your account' })).toBeVisible();
    await expect(elementSays(page)).toHaveText('The element shows no message.');
    await expectNoAxeViolations(page);
  });
}

test('by keyboard alone: an element chosen with the arrow keys, its fields filled, the snippet copied', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/configure');
  const festivalPass = page.getByRole('radio', { name: '<cinema-festival-pass>' });
  await expect(festivalPass).toBeChecked();
  // The skip link, the demo page's link, then the chosen element.
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
  await expect(festivalPass).toBeFocused();
  const outline = await festivalPass.evaluate((radio) => getComputedStyle(radio).outlineStyle);
  expect(outline).toBe('solid');

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '<cinema-member-area>' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Member area: attributes' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'data-cinema-id' })).toBeFocused();
  await page.keyboard.type('demo-cinema');
  await page.keyboard.press('Tab');
  await page.keyboard.type('demo-key');
  await expect(preview(page).getByRole('heading', { name: 'Your account' })).toBeVisible();

  await page.getByRole('button', { name: 'Copy snippet' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Copied the snippet.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    '<cinema-member-area\n  data-cinema-id="demo-cinema"\n  data-recaptcha-key="demo-key"\n></cinema-member-area>',
  );
});
