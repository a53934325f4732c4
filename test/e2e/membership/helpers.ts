/**
 * The membership sale as a buyer uses it: the test page, the cards, the applicant form.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/test';

/** The test page (demo/public/test/membership.html). */
export const MEMBERSHIP_PAGE = '/demo/test/membership.html';

/** The `<cinema-membership>` element. */
export const sale = (page: Page): Locator => page.locator('cinema-membership');

/** Open the test page (`query` e.g. `?member-area=1`) and wait for the cards. */
export async function openMemberships(page: Page, query = ''): Promise<void> {
  await page.goto(`${MEMBERSHIP_PAGE}${query}`);
  // A cold first view under a parallel run can take a few seconds: its chunks, then two calls.
  await expect(sale(page).getByRole('list').getByRole('listitem').first()).toBeVisible({
    timeout: 15_000,
  });
}

/** Sign in as the demo member (an `adult`), for this browser context. */
export async function signIn(page: Page): Promise<void> {
  const response = await page.request.post('/demo/session');
  expect(response.ok()).toBe(true);
}

/** The card of the option named `name`. */
export const optionCard = (page: Page, name: string): Locator =>
  sale(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The applicant who joins in these tests. */
export const APPLICANT = {
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam.lee@example.com',
  mobilePhone: '0400 111 222',
  dateOfBirth: '1990-05-06',
  postCode: '2000',
} as const;

/** Fill the applicant form (within `scope`, the element by default) and tick the terms. */
export async function fillApplicant(page: Page, scope: Locator = sale(page)): Promise<void> {
  await scope.getByRole('textbox', { name: 'Given names' }).fill(APPLICANT.firstName);
  await scope.getByRole('textbox', { name: 'Surname' }).fill(APPLICANT.lastName);
  await scope.getByRole('textbox', { name: 'Email' }).fill(APPLICANT.email);
  await scope.getByRole('textbox', { name: 'Mobile' }).fill(APPLICANT.mobilePhone);
  await scope.getByRole('textbox', { name: 'Post code' }).fill(APPLICANT.postCode);
  await scope.getByLabel('Date of birth').fill(APPLICANT.dateOfBirth);
  await scope.getByRole('checkbox', { name: /terms and conditions/ }).check();
}

/** The applicant form's heading for a new membership. */
export const detailsHeading = (page: Page) =>
  sale(page).getByRole('heading', { name: 'Your details' });

/** The shared payment page's heading inside the sale. */
export const checkoutHeading = (page: Page) =>
  sale(page).getByRole('heading', { name: 'Checkout', exact: true });

/**
 * As a visitor: choose the option named `option`, fill the applicant form (with `email` instead of
 * the applicant's when given), press Next and wait for the payment page.
 */
export async function toPaymentPage(page: Page, option: string, email?: string): Promise<void> {
  await sale(page)
    .getByRole('button', { name: `Choose ${option}` })
    .click();
  await fillApplicant(page);
  if (email) await sale(page).getByRole('textbox', { name: 'Email' }).fill(email);
  await sale(page).getByRole('button', { name: 'Next' }).click();
  await expect(checkoutHeading(page)).toBeVisible({ timeout: 15_000 });
}
