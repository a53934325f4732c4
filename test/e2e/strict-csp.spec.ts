/**
 * A host page with a strict Content-Security-Policy (no 'unsafe-inline' styles, as banks,
 * governments and many CMS hosts run): the widget must look exactly as it does without one, and
 * nothing of ours may trip the policy. The reference server adds the policy for `?csp=strict`.
 */
import type { Page } from '@playwright/test';
import { goToPayment } from './festival-pass/helpers/checkout';
import { openFestivalPass, detailsForm } from './festival-pass/helpers/detailsForm';
import type { FestivalPassPageOptions } from './festival-pass/helpers/detailsForm';
import { watchViolations } from './support/cspViolations';
import { CARD_FIELDS, cardInput } from './festival-pass/helpers/card';
import { expect, test } from './support/test';

/** The computed properties compared inside the shadow root. */
const PROPERTIES = [
  'color',
  'background-color',
  'font-family',
  'font-size',
  'padding-top',
  'padding-left',
  'border-top-width',
  'border-top-color',
  'border-radius',
  'display',
  'position',
  'width',
  'height',
  'clip',
  'overflow',
] as const;

/** Computed styles of the elements matching `selectors` inside the widget's shadow root. */
async function styles(page: Page, selectors: readonly string[]) {
  return page.locator('cinema-festival-pass').evaluate(
    (host, { selectors, properties }) => {
      const root = host.shadowRoot as ShadowRoot;
      return selectors.map((selector) => {
        const element = root.querySelector(selector);
        if (!element) return `${selector}: missing`;
        const style = getComputedStyle(element);
        return `${selector}: ${properties.map((name) => style.getPropertyValue(name)).join(' | ')}`;
      });
    },
    { selectors, properties: PROPERTIES },
  );
}

const FORM = [
  '[part="base"]',
  'h2',
  'label',
  'input[name="firstName"]',
  'select',
  'button[type="submit"]',
  '.visually-hidden',
];
const PAYMENT = ['.payment-page', 'h2', '.accordion', '.terms', 'button'];

async function formStyles(page: Page, options: FestivalPassPageOptions) {
  await openFestivalPass(page, options);
  await expect(detailsForm(page).firstName).toBeVisible();
  return styles(page, FORM);
}

async function paymentStyles(page: Page, options: FestivalPassPageOptions) {
  await goToPayment(page, options);
  await expect(page.getByRole('heading', { name: 'Payment Options' })).toBeVisible();
  // Rows that need the provider appear once it has connected: measure when all five are there.
  for (const row of ['Gift Card', 'Credit Card', 'Apple Pay', 'Google Pay', 'PayPal']) {
    await expect(page.getByRole('button', { name: row, exact: true })).toBeVisible();
  }
  // ...and the open card row has its fields (not its loading status), so both pages are measured
  // in the same state.
  for (const field of CARD_FIELDS) await expect(cardInput(page, field)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading the card form' })).toHaveCount(
    0,
  );
  return styles(page, PAYMENT);
}

test('the details form looks the same under a strict CSP, and nothing trips it', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const open = await formStyles(page, { theme: 'ritz' });
  const strict = await formStyles(page, { theme: 'ritz', csp: 'strict' });
  expect(strict).toEqual(open);
  expect(strict.join('\n')).not.toContain('missing');
  // The screen-reader-only text stays clipped to nothing.
  expect(strict.find((line) => line.startsWith('.visually-hidden'))).toContain('1px');
  expect(await violations()).toEqual([]);
});

test('the payment page looks the same under a strict CSP, and nothing trips it', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const open = await paymentStyles(page, { theme: 'lido' });
  const strict = await paymentStyles(page, { theme: 'lido', csp: 'strict' });
  expect(strict).toEqual(open);
  expect(strict.join('\n')).not.toContain('missing');
  expect(await violations()).toEqual([]);
});

test('a theme switch restyles the widget under a strict CSP', async ({ page }) => {
  await openFestivalPass(page, { theme: 'classic', csp: 'strict' });
  const next = detailsForm(page).next;
  await expect(next).toBeVisible();
  const before = await next.evaluate((button) => getComputedStyle(button).backgroundColor);
  await page.evaluate(() => (document.documentElement.className = 'cameo'));
  await expect
    .poll(() => next.evaluate((button) => getComputedStyle(button).backgroundColor))
    .not.toBe(before);
});
