/**
 * Screenshots of `<cinema-shop-cart>`: the catalogue with a cart holding products and session
 * tickets (and its time left), the phone's cart bar over the catalogue, the 'Who is it for?' form of a gift card by e-mail (§15.2), the details with errors, the delivery address, the payment page and
 * the thanks page, in all four themes at 1280, 390 and 320 px (`npm run screenshots`).
 */
import { test, expect } from '../e2e/support/test';
import { THEME_NAMES } from '../../src/themes/themeNames';
import { openCardRow, processPayment, typeCard } from '../e2e/festival-pass/helpers/card';
import {
  PRODUCTS,
  RECIPIENTS,
  add,
  addButton,
  addGift,
  cart,
  cartBar,
  fillGiftForm,
  fillShopDetails,
  giftForm,
  giftLine,
  shopThanks,
} from '../e2e/shop-cart/helpers';
import { SHOT_WIDTHS } from './widths';

for (const theme of THEME_NAMES) {
  for (const width of SHOT_WIDTHS) {
    test(`shop, ${theme} at ${width} px`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 900 });
      const shot = (state: string) =>
        page.screenshot({
          path: `.reports/screenshots/shop-${theme}-${width}-${state}.png`,
          fullPage: true,
        });
      await page.goto(`/demo/test/shop-cart.html?theme=${theme}`);
      await expect(
        page.getByRole('button', { name: `Add to cart, ${PRODUCTS.egift25}` }),
      ).toBeVisible();
      await page.evaluate(() =>
        Promise.all([...document.images].map((img) => img.decode().catch(() => {}))),
      );
      await shot('1-catalogue-empty-cart');
      const bea = { ...RECIPIENTS.bea, message: 'Happy birthday! Enjoy a night at the movies.' };
      await addButton(page, PRODUCTS.egift50).click();
      await fillGiftForm(giftForm(page), bea);
      await shot('1b-who-is-it-for');
      await giftForm(page).getByRole('button', { name: 'Add to cart' }).click();
      await expect(giftLine(page, PRODUCTS.egift50, bea)).toBeVisible();
      // The same card for the same recipient again: one line of two (product-rules §15.2).
      await addGift(page, PRODUCTS.egift50, bea);
      await add(page, PRODUCTS.giftBox);
      await page.evaluate(() =>
        document.querySelector('cinema-shop-cart')?.addTickets({
          sessionId: 'S-1001',
          tickets: [{ id: 'adult', quantity: 2 }],
          seats: ['F7', 'F8'],
        }),
      );
      await expect(cart(page)).toContainText('Harbour Lights');
      await shot('2-cart-with-tickets');
      if (width < 600) {
        // The phone's cart bar over the catalogue, as the buyer sees it: the screen, not the page.
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(cartBar(page)).toBeVisible();
        await page.screenshot({
          path: `.reports/screenshots/shop-${theme}-${width}-2b-cart-bar.png`,
        });
      }
      await cart(page).getByRole('button', { name: 'Checkout' }).click();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
      await shot('3-details-errors');
      await fillShopDetails(page);
      await page.getByLabel(/Same as billing/).uncheck();
      await shot('4-details-delivery');
      await page.getByLabel(/Same as billing/).check();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible({
        timeout: 15_000,
      });
      await openCardRow(page);
      await shot('5-payment');
      await typeCard(page);
      await processPayment(page).click();
      await expect(shopThanks(page)).toBeVisible();
      await shot('6-thanks');
    });
  }
}
