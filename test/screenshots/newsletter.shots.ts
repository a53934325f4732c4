/**
 * Screenshots of `<cinema-newsletter>`: empty, with errors, and signed up, in all four themes at
 * 1280, 390 and 320 px (`npm run screenshots`).
 */
import { test, expect } from '../e2e/support/test';
import { THEME_NAMES } from '../../src/themes/themeNames';
import { SHOT_WIDTHS } from './widths';

for (const theme of THEME_NAMES) {
  for (const width of SHOT_WIDTHS) {
    test(`newsletter, ${theme} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      const shot = (state: string) =>
        page.screenshot({ path: `.reports/screenshots/newsletter-${theme}-${width}-${state}.png` });
      await page.goto(`/demo/test/newsletter.html?theme=${theme}&type=JIF`);
      await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
      await shot('1-empty');
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeFocused();
      await shot('2-errors');
      await page.getByRole('textbox', { name: 'Given names' }).fill('Sam');
      await page.getByRole('textbox', { name: 'Surname' }).fill('Lee');
      await page.getByRole('textbox', { name: 'Email' }).fill('sam@example.com');
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByRole('status')).toContainText("you're signed up");
      await shot('3-signed-up');
    });
  }
}
