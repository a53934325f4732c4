/**
 * The shop for everyone (issue 7): axe with zero violations on the catalogue, the
 * cart, the details with errors and the thanks page in all four themes, and a whole purchase with
 * the keyboard alone.
 */
import type { Locator } from '@playwright/test';
import { expectNoAxeViolationsInEveryTheme } from '../support/axe';
import { expect, test } from '../support/test';
import {
  CARDS,
  FUTURE_EXPIRY,
  cardInput,
  payByCard,
  processPayment,
} from '../festival-pass/helpers/card';
import { expectFocusVisible, tabTo } from '../festival-pass/helpers/keyboard';
import {
  PRODUCTS,
  add,
  addButton,
  cart,
  continueToPayment,
  fillShopDetails,
  openShop,
  shopThanks,
} from './helpers';

const SHOP = ['cinema-shop-cart'];

test('axe in every theme: catalogue, cart, details with errors, thanks', async ({ page }) => {
  test.setTimeout(180_000);
  await openShop(page);
  await expectNoAxeViolationsInEveryTheme(page, { include: SHOP });
  await add(page, PRODUCTS.egift50, 2);
  await add(page, PRODUCTS.giftBox);
  await page.evaluate(() =>
    document.querySelector('cinema-shop-cart')!.addTickets({
      sessionId: 'S-1001',
      tickets: [{ id: 'adult', quantity: 1 }],
      seats: ['E1'],
    }),
  );
  await expect(cart(page)).toContainText('Harbour Lights');
  await expectNoAxeViolationsInEveryTheme(page, { include: [...SHOP, 'cinema-cart-summary'] });
  await cart(page).getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await page.getByLabel(/Same as billing/).uncheck();
  await expectNoAxeViolationsInEveryTheme(page, { include: SHOP });
  await page.getByLabel(/Same as billing/).check();
  await fillShopDetails(page);
  await continueToPayment(page);
  await payByCard(page);
  await expect(shopThanks(page)).toBeVisible();
  await expectNoAxeViolationsInEveryTheme(page, { include: SHOP });
});

test('a gift card bought with the keyboard alone, from the catalogue to thanks', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openShop(page);
  const addGift = addButton(page, PRODUCTS.egift50);
  await tabTo(page, addGift, { maxPresses: 12 });
  await expectFocusVisible(addGift);
  await page.keyboard.press('Enter');
  await expect(cart(page)).toContainText('$50.00');
  const checkout = cart(page).getByRole('button', { name: 'Checkout' });
  await tabTo(page, checkout, { maxPresses: 20 });
  await expectFocusVisible(checkout);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeFocused();

  const contact = page.getByRole('group', { name: 'Contact' });
  const billing = page.getByRole('group', { name: 'Billing address' });
  const typed: [Locator, string][] = [
    [contact.getByLabel('Given names'), 'Kim'],
    [contact.getByLabel('Surname'), 'Tran'],
    [contact.getByLabel('Email'), 'kim@example.com'],
    [contact.getByLabel('Post code'), '3000'],
    [billing.getByLabel('Street address'), '5 Swanston St'],
    [billing.getByLabel('Suburb'), 'Melbourne'],
  ];
  for (const [input, value] of typed) {
    await tabTo(page, input, { maxPresses: 6 });
    await expectFocusVisible(input);
    await page.keyboard.type(value);
  }
  const state = billing.getByLabel('State');
  await tabTo(page, state, { maxPresses: 2 });
  await page.keyboard.type('Vic');
  await expect(state).toHaveValue('VIC');
  await tabTo(page, billing.getByLabel('Post code'), { maxPresses: 2 });
  await page.keyboard.type('3000');
  const next = page.getByRole('button', { name: 'Continue to payment' });
  await tabTo(page, next, { maxPresses: 3 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeFocused({
    timeout: 15_000,
  });
  for (const [field, value] of [
    ['number', CARDS.approved],
    ['cardholderName', 'Kim Tran'],
    ['expirationDate', FUTURE_EXPIRY],
    ['cvv', '123'],
  ] as const) {
    await tabTo(page, cardInput(page, field), { maxPresses: 12 });
    await page.keyboard.type(value);
  }
  await tabTo(page, processPayment(page), { maxPresses: 3 });
  await page.keyboard.press('Enter');
  await expect(shopThanks(page)).toBeFocused();
});
