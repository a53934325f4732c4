/**
 * The membership sale for everyone: axe finds nothing in any state in all four themes (visitor
 * options, the form with its problems, the welcome; a member's renewals and upgrades), the whole
 * journey works from the keyboard alone with a visible focus ring, and an element moved in the
 * DOM keeps its page and what was typed.
 */
import { expectNoAxeViolationsInEveryTheme } from '../support/axe';
import { expect, test } from '../support/test';
import { expectFocusVisible, tabTo } from '../festival-pass/helpers/keyboard';
import {
  MEMBERSHIP_PAGE,
  detailsHeading,
  fillApplicant,
  openMemberships,
  sale,
  signIn,
} from './helpers';

test('axe in every theme: the options, the form with its problems, the welcome', async ({
  page,
}) => {
  test.slow();
  await openMemberships(page);
  await expectNoAxeViolationsInEveryTheme(page);
  await sale(page).getByRole('button', { name: 'Choose Free Adult Membership' }).click();
  await sale(page).getByRole('button', { name: 'Join' }).click();
  await expect(sale(page).getByText('There is a problem')).toBeVisible();
  await expectNoAxeViolationsInEveryTheme(page);
  await fillApplicant(page);
  await sale(page).getByRole('button', { name: 'Join' }).click();
  await expect(
    sale(page).getByRole('heading', { name: 'Welcome to Demo Cinema membership' }),
  ).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolationsInEveryTheme(page);
});

test("axe in every theme: a member's renewals and upgrades, and their prefilled form", async ({
  page,
}) => {
  test.slow();
  await signIn(page);
  await openMemberships(page);
  await expectNoAxeViolationsInEveryTheme(page);
  await sale(page).getByRole('button', { name: 'Renew Renew Adult Premium (2 years)' }).click();
  await expect(sale(page).getByRole('heading', { name: 'Confirm your details' })).toBeVisible();
  await expectNoAxeViolationsInEveryTheme(page);
});

test('keyboard only: choose, fill, tick the terms and join, with focus always visible', async ({
  page,
}) => {
  await openMemberships(page);
  const choose = sale(page).getByRole('button', { name: 'Choose Free Senior Membership' });
  await tabTo(page, choose);
  await expectFocusVisible(choose);
  await page.keyboard.press('Enter');
  await expect(detailsHeading(page)).toBeFocused();

  const givenNames = sale(page).getByRole('textbox', { name: 'Given names' });
  await tabTo(page, givenNames);
  await expectFocusVisible(givenNames);
  await page.keyboard.type('Sam');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lee');
  await page.keyboard.press('Tab');
  await page.keyboard.type('sam.lee@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0400 111 222');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2000');
  const dateOfBirth = sale(page).getByLabel('Date of birth');
  await tabTo(page, dateOfBirth);
  // A date input takes its parts from the keyboard: day, month, year in the page's locale order.
  await dateOfBirth.pressSequentially('06051990');
  await expect(dateOfBirth).toHaveValue(/^1990-0[56]-0[56]$/);
  const terms = sale(page).getByRole('checkbox', { name: /terms and conditions/ });
  await tabTo(page, terms);
  await expectFocusVisible(terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  const join = sale(page).getByRole('button', { name: 'Join' });
  await tabTo(page, join);
  await expectFocusVisible(join);
  await page.keyboard.press('Enter');
  const welcome = sale(page).getByRole('heading', { name: 'Welcome to Demo Cinema membership' });
  await expect(welcome).toBeFocused({ timeout: 15_000 });
  const done = sale(page).getByRole('button', { name: 'Done' });
  await tabTo(page, done);
  await page.keyboard.press('Enter');
  await expect(sale(page).getByRole('heading', { name: 'Become a member' })).toBeFocused();
});

test('moved in the DOM, the sale keeps its page and what was typed', async ({ page }) => {
  await openMemberships(page);
  await sale(page)
    .getByRole('button', { name: 'Choose Adult Premium Membership (1 year)' })
    .click();
  await sale(page).getByRole('textbox', { name: 'Given names' }).fill('Sam');
  await sale(page).getByLabel('Date of birth').fill('1990-05-06');
  await page.evaluate(() => {
    const element = document.querySelector('cinema-membership');
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    if (element) elsewhere.append(element);
  });
  await expect(detailsHeading(page)).toBeVisible();
  await expect(sale(page).getByRole('textbox', { name: 'Given names' })).toHaveValue('Sam');
  await expect(sale(page).getByLabel('Date of birth')).toHaveValue('1990-05-06');
  await expect(sale(page).getByText('Adult Premium Membership (1 year)')).toBeVisible();
});

test('two sales on one page keep separate forms', async ({ page }) => {
  await page.goto(MEMBERSHIP_PAGE);
  await page.evaluate(() => {
    const first = document.querySelector('cinema-membership');
    if (first) first.after(first.cloneNode());
  });
  const [one, two] = [sale(page).nth(0), sale(page).nth(1)];
  await one
    .getByRole('button', { name: 'Choose Free Adult Membership' })
    .click({ timeout: 15_000 });
  await two
    .getByRole('button', { name: 'Choose Free Senior Membership' })
    .click({ timeout: 15_000 });
  await one.getByRole('textbox', { name: 'Given names' }).fill('One');
  await expect(two.getByRole('textbox', { name: 'Given names' })).toHaveValue('');
  await expect(two.getByText('Free Senior Membership')).toBeVisible();
  await expect(one.getByText('Free Adult Membership')).toBeVisible();
});
