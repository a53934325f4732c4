/**
 * Screenshots of every state of the festival-pass widget, in all four themes at 1280, 390 and 320 px,
 * for a person to look at (`npm run screenshots` → .reports/screenshots/). Not part of `npm test`:
 * the journeys themselves are asserted by the E2E specs; this only records how they look.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../e2e/support/test';
import { THEME_NAMES } from '../../src/themes/themeNames';
import type { ThemeName } from '../../src/themes/themeNames';
import {
  detailsForm,
  fillDetails,
  openFestivalPass,
} from '../e2e/festival-pass/helpers/detailsForm';
import { applyGiftCard, GIFT_CARDS, giftCardRow } from '../e2e/festival-pass/helpers/giftCardRow';
import { CARDS, processPayment, typeCard } from '../e2e/festival-pass/helpers/card';
import { goToPayment } from '../e2e/festival-pass/helpers/checkout';
import {
  openOption,
  optionRegion,
  thanksHeading,
  whoops,
} from '../e2e/festival-pass/helpers/payment';
import { useRealBraintree } from '../e2e/support/braintree';
import { SHOT_WIDTHS } from './widths';

const WIDTHS = SHOT_WIDTHS;

for (const theme of THEME_NAMES) {
  for (const width of WIDTHS) {
    test(`${theme} at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      const shot = (state: string) => snap(page, theme, width, state);

      await openFestivalPass(page, { theme });
      const form = detailsForm(page);
      await expect(form.pass).toBeVisible();
      await shot('1-details-empty');

      await form.firstName.fill('Pat');
      await form.next.click({ force: true });
      await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
      await shot('2-details-problem');

      await fillDetails(page);
      await form.next.click();
      await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeFocused({
        timeout: 15_000,
      });
      await expect(page.getByRole('button', { name: 'Credit Card' })).toBeVisible();
      // The options can show before the card frames are in (the client connects ahead): the
      // shot is of the card form the buyer types into.
      await expect(page.getByText('Loading the card form')).toHaveCount(0);
      await shot('3-payment-credit-card');

      await openOption(page, 'Gift Card');
      await applyGiftCard(page, GIFT_CARDS.coversPart);
      await expect(page.getByText('PAY BALANCE')).toBeVisible();
      await shot('4-payment-gift-card-part');

      await giftCardRow(page).remove.click();
      await expect(giftCardRow(page).remove).toHaveCount(0);
      await openOption(page, 'Credit Card');
      await typeCard(page, { number: CARDS.declined });
      await processPayment(page).click();
      await expect(whoops(page)).toBeVisible({ timeout: 15_000 });
      await shot('5-payment-whoops');
      await whoops(page).getByRole('button', { name: 'Close' }).click();

      await openOption(page, 'Gift Card');
      await applyGiftCard(page, GIFT_CARDS.coversOrder);
      await shot('6-payment-gift-card-paid-in-full');
      await giftCardRow(page).payNow.click();
      await expect(thanksHeading(page)).toBeVisible({ timeout: 15_000 });
      await shot('7-thanks-receipt');
    });
  }
}

// A wallet whose script cannot load: the real braintree-web, PayPal's SDK blocked.
for (const theme of THEME_NAMES) {
  for (const width of WIDTHS) {
    test(`${theme} at ${width} px, PayPal that could not load`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await useRealBraintree(context, request, baseURL, { payPal: false });
      await goToPayment(page, { theme, walletStubs: 'none' });
      await openOption(page, 'PayPal');
      await expect(optionRegion(page, 'PayPal').getByRole('alert')).toHaveText(
        'PayPal could not be loaded. Please choose another payment option.',
      );
      await snap(page, theme, width, '8-payment-paypal-failed');
    });
  }
}

async function snap(page: Page, theme: ThemeName, width: number, state: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: `.reports/screenshots/${theme}-${width}-${state}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}
