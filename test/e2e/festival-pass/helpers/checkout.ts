/**
 * Getting the festival-pass widget from page load to its payment page like a customer: the test
 * page, the details form filled in by label, and Next. Shared by the festival-pass E2E specs.
 */
import type { Page } from '@playwright/test';
import { expect } from '../../support/test';

/** Options for {@link openFestivalPass}. */
export interface OpenOptions {
  /** `data-festival-id`; jiff by default. */
  festival?: string;
  /** Page theme class: classic, ritz, cameo or lido. */
  theme?: string;
  /** Extra query parameters for the test page (e.g. `{ 'wallet-stubs': 'none' }`). */
  query?: Record<string, string>;
}

/** The test page's URL (demo/public/test/festival-pass.html) for these options. */
export function festivalPassUrl(options: OpenOptions = {}): string {
  const query = new URLSearchParams({ festival: options.festival ?? 'jiff', ...options.query });
  if (options.theme) query.set('theme', options.theme);
  return `/demo/test/festival-pass.html?${query.toString()}`;
}

/** Load the test page and wait until the details form shows its pass selector. */
export async function openFestivalPass(page: Page, options: OpenOptions = {}): Promise<void> {
  await page.goto(festivalPassUrl(options));
  await expect(page.getByLabel('Festival pass', { exact: true })).toBeVisible();
}

/** What the customer types into the details form. */
export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  postCode: string;
}

/** A customer every form accepts. */
export const CUSTOMER: Customer = {
  firstName: 'Pat',
  lastName: 'Buyer',
  email: 'pat.buyer@example.com',
  postCode: '2000',
};

/** Fill the details form (first pass unless `passIndex` says otherwise) and tick the terms. */
export async function fillDetails(
  page: Page,
  customer: Customer = CUSTOMER,
  passIndex = 1,
): Promise<void> {
  await page.getByLabel('Festival pass', { exact: true }).selectOption({ index: passIndex });
  await page.getByLabel('Given names', { exact: true }).fill(customer.firstName);
  await page.getByLabel('Surname', { exact: true }).fill(customer.lastName);
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Post code', { exact: true }).fill(customer.postCode);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
}

/**
 * How long the switch to the payment page may take: it runs the 8-step submit and then fetches and
 * parses the lazy payment chunk (braintree-web included), slow on a busy CI machine.
 */
export const PAYMENT_PAGE_TIMEOUT = 15_000;

/** The payment page's 'Checkout' heading. */
export const checkoutHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Checkout', exact: true });

/** Open the widget, fill the details form, press Next and wait for the payment page. */
export async function goToPayment(page: Page, options: OpenOptions = {}): Promise<void> {
  await openFestivalPass(page, options);
  await fillDetails(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(checkoutHeading(page)).toBeVisible({ timeout: PAYMENT_PAGE_TIMEOUT });
}
