/**
 * The React and Vue host apps (test/hosts, built per run into dist/hosts, served at /hosts/) driven
 * like a customer and read like their developer would: the events the app heard through its own
 * framework binding are rendered by the app into its "Events" list.
 */
import type { Page } from '@playwright/test';
import { CARD_FIELDS, cardInput, processPayment, typeCard } from '../festival-pass/helpers/card';
import { PAYMENT_PAGE_TIMEOUT, checkoutHeading } from '../festival-pass/helpers/checkout';
import { detailsForm, fillDetails } from '../festival-pass/helpers/detailsForm';
import { openOption, thanksHeading } from '../festival-pass/helpers/payment';
import { PRODUCTS, addGift, shopThanks, shopToPayment } from '../shop-cart/helpers';
import { expect } from '../support/test';

/** The two host apps. */
export type HostApp = 'react' | 'vue';

/** The app's routes (its nav links). */
const ROUTE_LINKS = { festival: 'Festival pass', shop: 'Shop', about: 'About' } as const;

/**
 * Open `app` and collect console errors and warnings from now on (Chromium's own "Failed to load
 * resource" lines for non-2xx answers are the network, not code, and are left out). Vue's
 * development build warns when it takes a custom element for a component, so a warning fails too.
 */
export async function openHostApp(page: Page, app: HostApp): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if (
      (type === 'error' || type === 'warning') &&
      !/^Failed to load resource/.test(message.text())
    ) {
      problems.push(`${type}: ${message.text()}`);
    }
  });
  await page.goto(`/hosts/${app}/#/festival`);
  return problems;
}

/** The list the app renders from the `cinema-*` events it heard. */
export const heardEvents = (page: Page) =>
  page.getByRole('list', { name: 'Events' }).getByRole('listitem');

/** Follow one of the app's nav links. */
export async function goToRoute(page: Page, route: keyof typeof ROUTE_LINKS): Promise<void> {
  await page
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: ROUTE_LINKS[route] })
    .click();
  await expect(
    page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: ROUTE_LINKS[route] }),
  ).toHaveAttribute('aria-current', 'page');
}

/** The app's own festival picker, which feeds the element's `data-festival-id`. */
export const festivalPicker = (page: Page) =>
  page.getByRole('combobox', { name: 'Festival shown', exact: true });

/**
 * Switch festivals in the app's state and check the element follows: its attribute and the passes
 * it lists.
 */
export async function expectFestivalFromState(page: Page): Promise<void> {
  const element = page.locator('cinema-festival-pass');
  const passes = detailsForm(page).pass;
  await expect(passes.getByRole('option', { name: /JIFF 5-Film Pass/ })).toBeAttached();
  await festivalPicker(page).selectOption('chiff');
  await expect(element).toHaveAttribute('data-festival-id', 'chiff');
  await expect(passes.getByRole('option', { name: /CHIFF 5-Film Pass/ })).toBeAttached();
  await expect(passes.getByRole('option', { name: /JIFF/ })).toHaveCount(0);
  await festivalPicker(page).selectOption('jiff');
  await expect(element).toHaveAttribute('data-festival-id', 'jiff');
  await expect(passes.getByRole('option', { name: /JIFF 5-Film Pass/ })).toBeAttached();
}

/**
 * How long the card step may take, from opening the row to the thanks page: four hosted-field
 * frames load, then tokenize, the bot check, the completion and the lazy thanks page, on a busy
 * two-core runner.
 */
const CARD_STEP_TIMEOUT = 20_000;

/** Pay by card through the offline emulator on the payment page. */
async function payByCard(page: Page): Promise<void> {
  await openOption(page, 'Credit Card');
  for (const field of CARD_FIELDS) {
    await expect(cardInput(page, field)).toBeVisible({ timeout: CARD_STEP_TIMEOUT });
  }
  await typeCard(page);
  await processPayment(page).click();
}

/** Fill the festival pass, pay by card through the emulator, and reach its thanks page. */
export async function buyFestivalPass(page: Page): Promise<void> {
  await fillDetails(page);
  await detailsForm(page).next.click();
  await expect(checkoutHeading(page)).toBeVisible({ timeout: PAYMENT_PAGE_TIMEOUT });
  await payByCard(page);
  await expect(thanksHeading(page)).toBeVisible({ timeout: CARD_STEP_TIMEOUT });
}

/** Add a gift card by e-mail for a recipient, check out, pay by card, and reach the thanks page. */
export async function buyInShop(page: Page): Promise<void> {
  await addGift(page, PRODUCTS.egift25);
  await shopToPayment(page);
  await payByCard(page);
  await expect(shopThanks(page)).toBeVisible({ timeout: CARD_STEP_TIMEOUT });
}
