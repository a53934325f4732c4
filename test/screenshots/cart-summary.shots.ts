/**
 * Screenshots of `<cinema-cart-summary>` in a page header, empty and with items, as a link and as
 * a button, with the time left to pay, and (on a phone) the shop's cart bar below it, in all four themes at 1280, 390 and 320 px (`npm run screenshots`).
 */
import { test, expect } from '../e2e/support/test';
import { THEME_NAMES } from '../../src/themes/themeNames';
import { SHOT_WIDTHS } from './widths';

const ITEMS = [
  { id: 'hamper', type: 'giftByPost', name: 'Popcorn hamper', priceInCents: 4500, quantity: 2 },
  { id: 'gc-50', type: 'giftCardByEmail', name: '$50 gift card', priceInCents: 5000, quantity: 1 },
];

for (const theme of THEME_NAMES) {
  for (const width of SHOT_WIDTHS) {
    test(`cart summary, ${theme} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 300 });
      const shot = (state: string) =>
        page.screenshot({
          path: `.reports/screenshots/cart-summary-${theme}-${width}-${state}.png`,
        });
      await page.goto(`/demo/test/cart-summary.html?theme=${theme}`);
      await expect(page.getByRole('button', { name: 'Cart: empty' })).toBeVisible();
      await shot('1-empty-button');
      await page.evaluate((value) => {
        // The shop cart of the page's API (`shop/<base>cart`, README's storage table).
        const base = new URL('/api/', location.href).href;
        const key = `cinema-elements:shop/${base}cart`.toLowerCase().replaceAll('/', '-');
        localStorage.setItem(key, JSON.stringify({ value, expiresAt: null }));
      }, ITEMS);
      await page.goto(`/demo/test/cart-summary.html?theme=${theme}&href=/cart`);
      await expect(page.getByRole('link', { name: 'Cart: 3 items, $140.00' })).toBeVisible();
      await shot('2-items-link');
      await page.getByRole('link').focus();
      await shot('3-items-link-focused');
      // A server cart: the time left to pay, labelled (product-rules §5.7).
      await page.goto(`/demo/test/cart-summary.html?theme=${theme}`);
      await page.evaluate(async () => {
        await customElements.whenDefined('cinema-shop-cart');
        await document.querySelector('cinema-shop-cart')?.addTickets({
          sessionId: 'S-1001',
          tickets: [{ id: 'adult', quantity: 2 }],
          seats: ['F7', 'F8'],
        });
      });
      const summary = page.getByRole('button', { name: /left to pay$/ });
      await expect(summary).toBeVisible();
      await shot('4-time-left');
      if (width < 600) {
        // Down at the shop on a phone: the summary is off screen, the shop's cart bar stands in.
        await page.setViewportSize({ width, height: 700 });
        // One jump to the shop, not a glide the shot would catch half-way.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await summary.click();
        const bar = page
          .locator('cinema-shop-cart')
          .getByRole('group', { name: 'Cart', exact: true });
        await expect(bar).toBeInViewport();
        await shot('5-shop-cart-bar');
      }
    });
  }
}
