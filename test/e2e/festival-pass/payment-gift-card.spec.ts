/**
 * Paying for a festival pass with the cinema's gift cards (product-rules §7.4, §8.5, §9.4): in
 * full, in part with the rest by card, removing a card, the form's messages on blur, and the
 * server's refusals in WHOOPS.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { CARDS, openCardRow, processPayment, typeCard } from './helpers/card';
import { goToPayment } from './helpers/checkout';
import {
  GIFT_CARDS,
  applyGiftCard,
  enterGiftCard,
  giftCardRow,
  maskedGiftCard,
} from './helpers/giftCardRow';
import {
  expectCaptured,
  expectWhoops,
  openOption,
  optionHeader,
  optionRegion,
  recordCaptures,
  recordCompletions,
} from './helpers/payment';

/** product-rules §7.1's PAY BALANCE notice. */
const PAY_BALANCE =
  'There are insufficient funds on your gift card. Please select a payment method below for your remaining balance.';

/** The order summary's amount on the row named `label` ('Total', 'Balance to pay', ...). */
const summaryAmount = (page: Page, label: string) =>
  page.getByRole('row', { name: new RegExp(`^${label}\\b`) }).getByRole('cell');

const payNow = (page: Page) => giftCardRow(page).payNow;
/** The 'Gift Card' accordion row's region. */
const giftCardRegion = (page: Page) => optionRegion(page, 'Gift Card');

test.describe('gift card', () => {
  test("a card that covers the order: 'Pay Now' appears only at balance 0, and pays", async ({
    page,
  }) => {
    await goToPayment(page);
    // Credit Card opens first (product-rules §7.2); the buyer opens Gift Card.
    await expect(giftCardRegion(page)).toHaveCount(0);
    await openOption(page, 'Gift Card');
    await expect(payNow(page)).toHaveCount(0);
    // The first pass: $75.00 + $1.50 booking fee.
    await expect(summaryAmount(page, 'Total')).toHaveText('$76.50');
    const added = page.waitForRequest(
      (r) => r.method() === 'POST' && /\/api\/checkout\/[^/]+\/gift-card$/.test(r.url()),
    );

    await applyGiftCard(page, GIFT_CARDS.coversOrder);

    expect((await added).postDataJSON()).toMatchObject({
      cardNumber: GIFT_CARDS.coversOrder,
      cardPin: '1234',
      recaptchaToken: expect.stringMatching(/^demo-giftCard-\d+$/),
    });
    const row = giftCardRegion(page);
    await expect(row.getByText(maskedGiftCard(GIFT_CARDS.coversOrder))).toBeAttached();
    await expect(row.getByText(`•••• ${GIFT_CARDS.coversOrder.slice(-4)}`)).toBeVisible();
    await expect(row.getByRole('button', { name: 'Remove Card' })).toBeVisible();
    await expect(row.getByText('Card Balance')).toBeVisible();
    await expect(row.getByText('Expiry Date')).toBeVisible();
    await expect(summaryAmount(page, 'Balance to pay')).toHaveText('$0.00');
    // Nothing left to pay: the other methods go, the gift card row stays open and locked.
    await expect(optionHeader(page, 'Credit Card')).toHaveCount(0);
    await expect(optionHeader(page, 'Gift Card')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(PAY_BALANCE)).toHaveCount(0);

    const captures = await recordCaptures(page);
    const completions = recordCompletions(page);
    await payNow(page).click();
    await expectCaptured(page, captures, 'giftCard');
    expect(completions.map((c) => c.body)).toEqual([
      expect.objectContaining({ paymentType: 'giftCard', orderType: 'festivalPass' }),
    ]);
  });

  test('a card that covers part: the PAY BALANCE notice, then the rest by card', async ({
    page,
  }) => {
    await goToPayment(page);
    await applyGiftCard(page, GIFT_CARDS.coversPart);

    await expect(page.getByText('PAY BALANCE', { exact: true })).toBeVisible();
    await expect(page.getByText(PAY_BALANCE)).toBeVisible();
    await expect(summaryAmount(page, 'Balance to pay')).toHaveText('$56.50');
    await expect(payNow(page)).toHaveCount(0);
    // The entry form is back, empty, for another card.
    await expect(giftCardRow(page).cardNumber).toHaveValue('');

    await openCardRow(page);
    // The gift card row stays open beside the card row.
    await expect(optionHeader(page, 'Gift Card')).toHaveAttribute('aria-expanded', 'true');
    await typeCard(page, { number: CARDS.approved });
    const captures = await recordCaptures(page);
    await processPayment(page).click();
    await expectCaptured(page, captures, 'braintree');
  });

  test("'Remove Card' clears the form and puts the balance back", async ({ page }) => {
    await goToPayment(page);
    await applyGiftCard(page, GIFT_CARDS.coversPart);
    await expect(page.getByText(PAY_BALANCE)).toBeVisible();
    await expect(summaryAmount(page, 'Balance to pay')).toHaveText('$56.50');
    // Half-typed into the form when the customer removes the card.
    await giftCardRow(page).cardNumber.fill('628');

    const removed = page.waitForResponse(
      (r) =>
        r.request().method() === 'DELETE' && /\/api\/checkout\/[^/]+\/gift-card$/.test(r.url()),
    );
    const refreshed = page.waitForRequest(
      (r) => r.method() === 'GET' && /\/api\/checkout\/[^/]+$/.test(r.url()),
    );
    await giftCardRow(page).remove.click();
    expect((await removed).status()).toBe(200);
    // product-rules §7.4: removing a card refreshes the payment details.
    await refreshed;

    await expect(giftCardRegion(page).getByText(maskedGiftCard(GIFT_CARDS.coversPart))).toHaveCount(
      0,
    );
    await expect(giftCardRegion(page).getByText('Card Balance')).toHaveCount(0);
    await expect(page.getByText(PAY_BALANCE)).toHaveCount(0);
    await expect(summaryAmount(page, 'Balance to pay')).toHaveCount(0);
    await expect(summaryAmount(page, 'Total')).toHaveText('$76.50');
    await expect(giftCardRow(page).cardNumber).toHaveValue('');
    await expect(giftCardRow(page).pin).toHaveValue('');
    // The whole amount is payable again by the other methods.
    await expect(optionHeader(page, 'Credit Card')).toBeVisible();
  });

  test('the entry form checks each field on blur with its messages (product-rules §8.5)', async ({
    page,
  }) => {
    await goToPayment(page);
    await openOption(page, 'Gift Card');
    const number = giftCardRow(page).cardNumber;
    const pin = giftCardRow(page).pin;
    await expect(giftCardRow(page).add).toHaveAttribute('aria-disabled', 'true');
    await expect(giftCardRegion(page).getByText('This field is required')).toHaveCount(0);

    await number.focus();
    await number.blur();
    await expect(number).toHaveAccessibleDescription('This field is required');
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(giftCardRegion(page).getByText('Please correct form errors.')).toBeVisible();
    await pin.focus();
    await pin.blur();
    await expect(pin).toHaveAccessibleDescription('This field is required');

    await number.fill('6280-0000');
    await number.blur();
    await expect(number).toHaveAccessibleDescription('Please enter a valid gift card number');
    await pin.fill('12a4');
    await pin.blur();
    await expect(pin).toHaveAccessibleDescription('Please enter a valid gift card PIN');
    await expect(giftCardRow(page).add).toHaveAttribute('aria-disabled', 'true');
    await expect(giftCardRow(page).add).toHaveAccessibleDescription('Please correct form errors.');

    await number.fill(GIFT_CARDS.coversOrder);
    await number.blur();
    await pin.fill('1234');
    await pin.blur();
    await expect(number).not.toHaveAttribute('aria-invalid');
    await expect(pin).not.toHaveAttribute('aria-invalid');
    await expect(giftCardRegion(page).getByText('Please correct form errors.')).toHaveCount(0);
    await expect(giftCardRow(page).add).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('an expired card and a wrong PIN show the server detail in WHOOPS', async ({ page }) => {
    await goToPayment(page);

    await enterGiftCard(page, GIFT_CARDS.expired);
    await giftCardRow(page).add.click();
    await expectWhoops(page, 'This gift card has expired.');
    await expect(giftCardRegion(page).getByText('Card Balance')).toHaveCount(0);

    await enterGiftCard(page, GIFT_CARDS.coversOrder, '9999');
    await giftCardRow(page).add.click();
    await expectWhoops(page, 'The gift card number or PIN is incorrect.');
    await expect(giftCardRegion(page).getByText('Card Balance')).toHaveCount(0);
    await expect(payNow(page)).toHaveCount(0);
    // Typed values stay so the customer can correct them.
    await expect(giftCardRow(page).cardNumber).toHaveValue(GIFT_CARDS.coversOrder);
  });
});
