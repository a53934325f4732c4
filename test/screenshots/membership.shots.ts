/**
 * Screenshots of `<cinema-membership>`: a visitor's options, the form with its problems, the
 * payment page, the welcome; a member's renewals and upgrades and the member area's Membership
 * section — in all four themes at 1280, 390 and 320 px (`npm run screenshots`).
 */
import { test, expect } from '../e2e/support/test';
import { THEME_NAMES } from '../../src/themes/themeNames';
import { SHOT_WIDTHS } from './widths';

for (const theme of THEME_NAMES) {
  for (const width of SHOT_WIDTHS) {
    test(`membership, ${theme} at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      const shot = (state: string) =>
        page.screenshot({
          path: `.reports/screenshots/membership-${theme}-${width}-${state}.png`,
          fullPage: true,
        });
      const sale = page.locator('cinema-membership');
      await page.goto(`/demo/test/membership.html?theme=${theme}`);
      await expect(sale.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
      await shot('1-options');
      await sale.getByRole('button', { name: 'Choose Adult Premium Membership (1 year)' }).click();
      await sale.getByRole('button', { name: 'Next' }).click();
      await expect(sale.getByText('There is a problem')).toBeVisible();
      await shot('2-errors');
      await sale.getByRole('textbox', { name: 'Given names' }).fill('Sam');
      await sale.getByRole('textbox', { name: 'Surname' }).fill('Lee');
      await sale.getByRole('textbox', { name: 'Email' }).fill('sam@example.com');
      await sale.getByRole('textbox', { name: 'Post code' }).fill('2000');
      await sale.getByLabel('Date of birth').fill('1990-05-06');
      await sale.getByRole('checkbox', { name: /terms and conditions/ }).check();
      await sale.getByRole('button', { name: 'Next' }).click();
      await expect(sale.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible({
        timeout: 15_000,
      });
      // The card form the buyer types into, not its loading state.
      await expect(sale.getByRole('button', { name: 'Credit Card' })).toBeVisible();
      await expect(sale.getByText('Loading the card form')).toHaveCount(0);
      await shot('3-payment');
      await sale.getByRole('button', { name: 'Edit', exact: true }).click();
      await sale.getByRole('button', { name: 'Change membership' }).click();
      await sale.getByRole('button', { name: 'Choose Free Adult Membership' }).click();
      await sale.getByRole('button', { name: 'Join' }).click();
      await expect(sale.getByRole('heading', { name: /^Welcome to/ })).toBeVisible({
        timeout: 15_000,
      });
      await shot('4-welcome');

      await page.request.post('/demo/session');
      await page.goto(`/demo/test/membership.html?theme=${theme}&member-area=1`);
      await expect(sale.getByRole('heading', { name: 'Renew or upgrade' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(
        page.locator('cinema-member-area').getByText('Adult Premium member'),
      ).toBeVisible({
        timeout: 15_000,
      });
      await shot('5-member-options');
      await page.goto(`/demo/test/member-area.html?theme=${theme}#member-membership`);
      await expect(
        page.locator('cinema-member-area').getByRole('heading', { name: 'Renew or upgrade' }),
      ).toBeVisible({ timeout: 15_000 });
      await shot('6-member-area-section');
    });
  }
}
