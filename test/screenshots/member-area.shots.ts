/**
 * Screenshots of `<cinema-member-area>`: signed out, and signed in on each section, in all four
 * themes at 1280, 390 and 320 px (`npm run screenshots`).
 */
import { test, expect } from '../e2e/support/test';
import { THEME_NAMES } from '../../src/themes/themeNames';
import { MEMBER_TABS } from '../e2e/member-area/helpers';
import { SHOT_WIDTHS } from './widths';

for (const theme of THEME_NAMES) {
  for (const width of SHOT_WIDTHS) {
    test(`member area, ${theme} at ${width} px`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 900 });
      const shot = (state: string) =>
        page.screenshot({
          path: `.reports/screenshots/member-${theme}-${width}-${state}.png`,
          fullPage: true,
        });
      await page.goto(`/demo/test/member-area.html?theme=${theme}&sign-in-url=/sign-in`);
      await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
      await shot('0-signed-out');
      await page.request.post('/demo/session');
      await page.reload();
      const tabs = page.getByRole('tab');
      await expect(tabs.first()).toBeVisible();
      for (const [index, name] of MEMBER_TABS.entries()) {
        await page.getByRole('tab', { name }).click();
        await expect(page.locator('.section-loading, .page-loading')).toHaveCount(0, {
          timeout: 10_000,
        });
        await shot(`${index + 1}-${name.toLowerCase()}`);
      }
    });
  }
}
