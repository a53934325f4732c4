/**
 * Screenshots of gift cards by e-mail as gifts (product-rules §15.2) in `<cinema-shop-cart>`: the
 * 'Who is it for?' form (empty, with its errors, with a chosen amount), a cart of three recipients,
 * and the thanks page that says where each card goes, in all four themes at 1280, 390 and 320 px
 * (`npm run screenshots`).
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../e2e/support/test';
import { THEME_NAMES } from '../../src/themes/themeNames';
import { payByCard } from '../e2e/festival-pass/helpers/card';
import {
  PRODUCTS,
  addButton,
  cart,
  daysFromToday,
  fillGiftForm,
  shopThanks,
  shopToPayment,
} from '../e2e/shop-cart/helpers';
import { SHOT_WIDTHS } from './widths';

const form = (page: Page) =>
  page.locator('cinema-shop-cart').first().getByRole('region', { name: 'Who is it for?' });

/** Fill the open form and add the card. */
async function giveTo(page: Page, name: string, email: string, message?: string) {
  await fillGiftForm(form(page), { name, email, from: 'Pat', ...(message && { message }) });
  await form(page).getByRole('button', { name: 'Add to cart' }).click();
  await expect(cart(page)).toContainText(`For ${name} (${email})`);
}

for (const theme of THEME_NAMES) {
  for (const width of SHOT_WIDTHS) {
    test(`shop gifts, ${theme} at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      const shot = (state: string) =>
        page.screenshot({
          path: `.reports/screenshots/shop-gifts-${theme}-${width}-${state}.png`,
          fullPage: true,
        });
      await page.goto(`/demo/test/shop-cart.html?theme=${theme}`);
      await expect(addButton(page, PRODUCTS.egift50).first()).toBeVisible();

      await addButton(page, PRODUCTS.egift50).first().click();
      await expect(form(page)).toBeVisible();
      await shot('1-form');
      await form(page).getByRole('button', { name: 'Add to cart' }).click();
      await shot('2-form-errors');
      await giveTo(page, 'Bea Ng', 'bea@example.com', 'Happy birthday, Bea! Enjoy a film on us.');

      await addButton(page, PRODUCTS.egiftAny).first().click();
      await form(page).getByLabel('Amount').fill('35');
      await shot('3-form-chosen-amount');
      await giveTo(page, 'Cal Ortiz', 'cal.ortiz@example.com');
      await cart(page)
        .getByRole('button', { name: /Change the recipient of Any Amount eGift Card/ })
        .click();
      await form(page).getByLabel('Send on').fill(daysFromToday(21));
      await form(page).getByRole('button', { name: 'Save' }).click();

      await addButton(page, PRODUCTS.egift25).first().click();
      await giveTo(page, 'Pat Buyer', 'pat@example.com');
      await cart(page).scrollIntoViewIfNeeded();
      await shot('4-cart-three-recipients');

      await shopToPayment(page);
      await payByCard(page);
      await expect(shopThanks(page)).toBeVisible();
      await shot('5-thanks');
    });
  }
}
