/**
 * The shop for everyone (docs/accessibility.md): axe with zero violations on the catalogue, the
 * 'Who is it for?' form with its errors (product-rules §15.2), the cart, the details with errors
 * and the thanks page in all four themes, and a whole purchase with the keyboard alone.
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
  RECIPIENTS,
  add,
  addButton,
  addGift,
  cart,
  continueToPayment,
  fillShopDetails,
  giftForm,
  giftLine,
  openShop,
  shopThanks,
} from './helpers';

const SHOP = ['cinema-shop-cart'];

test("axe in every theme: catalogue, 'Who is it for?' with errors, cart, details with errors, thanks", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openShop(page);
  await expectNoAxeViolationsInEveryTheme(page, { include: SHOP });
  await addButton(page, PRODUCTS.egift50).click();
  const form = giftForm(page);
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(form.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expectNoAxeViolationsInEveryTheme(page, { include: SHOP });
  await form.getByRole('button', { name: 'Cancel' }).click();
  await addGift(page, PRODUCTS.egift50, RECIPIENTS.bea, { quantity: 2 });
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
  const addGiftCard = addButton(page, PRODUCTS.egift50);
  await tabTo(page, addGiftCard, { maxPresses: 12 });
  await expectFocusVisible(addGiftCard);
  await page.keyboard.press('Enter');
  // 'Who is it for?' takes focus to its heading; its fields follow in order (product-rules §15.2).
  const form = giftForm(page);
  await expect(form.getByRole('heading', { name: 'Who is it for?' })).toBeFocused();
  const bea = RECIPIENTS.bea;
  for (const [label, value] of [
    [/^Recipient's name/, bea.name],
    [/^Recipient's e-mail/, bea.email],
    [/^From/, bea.from],
  ] as const) {
    const input = form.getByLabel(label);
    await tabTo(page, input, { maxPresses: 3 });
    await expectFocusVisible(input);
    await page.keyboard.type(value);
  }
  // Past the message and the send date (today by default), whose day, month and year each stop Tab.
  const addToCart = form.getByRole('button', { name: 'Add to cart' });
  await tabTo(page, addToCart, { maxPresses: 6 });
  await expectFocusVisible(addToCart);
  await page.keyboard.press('Enter');
  // Back on the product's 'Add to cart', the card in the cart for Bea.
  await expect(addGiftCard).toBeFocused();
  await expect(giftLine(page, PRODUCTS.egift50, bea)).toBeVisible();
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
  // Enabled once the card fields say they are valid; until then Tab passes it by.
  await expect(processPayment(page)).toBeEnabled();
  await tabTo(page, processPayment(page), { maxPresses: 3 });
  await page.keyboard.press('Enter');
  await expect(shopThanks(page)).toBeFocused();
});
