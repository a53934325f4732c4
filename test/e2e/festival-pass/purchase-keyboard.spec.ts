/**
 * A whole festival-pass purchase with the keyboard alone (docs/accessibility.md, WCAG 2.1.1): from
 * page load to the thanks page using only Tab, Shift+Tab, arrow keys, Space, Enter and typing,
 * including typing into the provider's hosted-field iframes after tabbing into them. No clicks.
 * Each control that takes focus shows it.
 */
import { expect, test } from '../support/test';
import { CARDS, FUTURE_EXPIRY, cardInput, processPayment } from './helpers/card';
import { PAYMENT_PAGE_TIMEOUT, checkoutHeading } from './helpers/checkout';
import { JIFF_DETAILS, festivalPassUrl } from './helpers/detailsForm';
import { expectFocusVisible, tabTo } from './helpers/keyboard';
import {
  expectCaptured,
  optionHeader,
  optionRegion,
  recordCaptures,
  recordCompletions,
} from './helpers/payment';

test('a customer buys a festival pass from page load to thanks with the keyboard only', async ({
  page,
}) => {
  await page.goto(festivalPassUrl());
  const select = page.getByRole('combobox', { name: 'Festival pass', exact: true });
  await expect(select).toBeVisible();

  // Details form: the pass by arrow key, the text fields by typing, the terms by Space.
  await tabTo(page, select);
  await expectFocusVisible(select);
  await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue('jiff-5-film');

  const fields = [
    ['Given names', JIFF_DETAILS.firstName],
    ['Surname', JIFF_DETAILS.lastName],
    ['Email', JIFF_DETAILS.email],
    ['Post code', JIFF_DETAILS.postCode],
  ] as const;
  for (const [label, value] of fields) {
    const input = page.getByRole('textbox', { name: label, exact: true });
    await tabTo(page, input, { maxPresses: 3 });
    await expectFocusVisible(input);
    await page.keyboard.type(value);
    await expect(input).toHaveValue(value);
  }

  const newsletter = page.getByRole('checkbox', { name: 'Subscribe to the JIFF newsletter' });
  await tabTo(page, newsletter, { maxPresses: 2 });
  await page.keyboard.press('Space');
  await expect(newsletter).toBeChecked();
  const terms = page.getByRole('checkbox', { name: /terms and conditions/ });
  await tabTo(page, terms, { maxPresses: 2 });
  await expectFocusVisible(terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();

  const next = page.getByRole('button', { name: 'Next' });
  await tabTo(page, next, { maxPresses: 3 });
  await expectFocusVisible(next);
  await page.keyboard.press('Enter');

  // Payment page: focus moves to its heading.
  await expect(checkoutHeading(page)).toBeFocused({ timeout: PAYMENT_PAGE_TIMEOUT });

  // 'Payment Options': Credit Card is open first (product-rules §7.2). Tab to the Gift Card row,
  // Space opens it (closing Credit Card); End goes to PayPal, the last row, and arrow up to Credit
  // Card just above it (the wallets come before the card, product-rules §7.2); Space opens it
  // again.
  const giftCard = optionHeader(page, 'Gift Card');
  const creditCard = optionHeader(page, 'Credit Card');
  await expect(creditCard).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, giftCard);
  await expectFocusVisible(giftCard);
  await page.keyboard.press('Space');
  await expect(giftCard).toHaveAttribute('aria-expanded', 'true');
  await expect(creditCard).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('End');
  await expectFocusVisible(optionHeader(page, 'PayPal'));
  await page.keyboard.press('ArrowUp');
  await expectFocusVisible(creditCard);
  await page.keyboard.press('Space');
  await expect(creditCard).toHaveAttribute('aria-expanded', 'true');
  await expect(giftCard).toHaveAttribute('aria-expanded', 'false');
  await expect(optionRegion(page, 'Credit Card')).toBeVisible();
  for (const field of ['number', 'cardholderName', 'expirationDate', 'cvv'] as const) {
    await expect(cardInput(page, field)).toBeVisible();
  }

  // The hosted fields: Tab into each provider frame in turn and type, as a customer would.
  const card = [
    ['number', CARDS.approved],
    ['cardholderName', 'Pat Buyer'],
    ['expirationDate', FUTURE_EXPIRY],
    ['cvv', '123'],
  ] as const;
  for (const [field, value] of card) {
    await tabTo(page, cardInput(page, field), { maxPresses: 4 });
    // Our box around the frame shows the focus the frame's input has.
    await expect(
      optionRegion(page, 'Credit Card').locator('.card-field__box[data-focused="true"]'),
    ).toHaveCount(1);
    await page.keyboard.type(value);
  }
  await expect(cardInput(page, 'number')).toHaveValue('4111 1111 1111 1111');
  // Shift+Tab goes back through the frames too.
  await page.keyboard.press('Shift+Tab');
  await expect(cardInput(page, 'expirationDate')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cardInput(page, 'cvv')).toBeFocused();

  const pay = processPayment(page);
  await expect(pay).toBeEnabled();
  await tabTo(page, pay, { maxPresses: 3 });
  await expectFocusVisible(pay);
  const captures = await recordCaptures(page);
  const completions = recordCompletions(page);
  await page.keyboard.press('Enter');

  await expectCaptured(page, captures, 'braintree');
  expect(completions).toHaveLength(1);
});
