/**
 * Getting the festival-pass widget from page load to its payment page like a customer: the test
 * page, the details form filled in (see ./detailsForm), and Next. Shared by the festival-pass
 * E2E specs.
 */
import type { Page } from '@playwright/test';
import { expect } from '../../support/test';
import { fillDetails, openFestivalPass } from './detailsForm';
import type { FestivalPassPageOptions } from './detailsForm';

/**
 * How long the switch to the payment page may take: it runs the 8-step submit and then fetches and
 * parses the lazy payment chunk (braintree-web included), slow on a busy CI machine.
 */
export const PAYMENT_PAGE_TIMEOUT = 15_000;

/** The payment page's 'Checkout' heading. */
export const checkoutHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Checkout', exact: true });

/** Open the widget, fill the details form, press Next and wait for the payment page. */
export async function goToPayment(
  page: Page,
  options: FestivalPassPageOptions = {},
): Promise<void> {
  await openFestivalPass(page, options);
  await fillDetails(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(checkoutHeading(page)).toBeVisible({ timeout: PAYMENT_PAGE_TIMEOUT });
}
