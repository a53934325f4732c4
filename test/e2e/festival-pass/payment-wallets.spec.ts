/**
 * Paying for a festival pass with PayPal, Google Pay and Apple Pay (product-rules §7.5), through
 * the real braintree-web wallet components with the wallets themselves stubbed
 * (demo/public/wallet-stubs.js): approve, cancel and failure, from the details form to thanks.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { checkoutHeading, goToPayment } from './helpers/checkout';
import {
  expectCaptured,
  expectWhoops,
  openOption,
  optionRegion,
  overlay,
  recordCaptures,
  recordCompletions,
  whoops,
} from './helpers/payment';
import {
  applePayButton,
  applePayCompletions,
  googlePayButton,
  payPalButton,
  scriptWalletOutcome,
  walletSheet,
} from './helpers/wallets';

/** product-rules §7.1's PayPal notice. */
const PAYPAL_NOTICE =
  'Using PayPal will incur an additional $0.25 per ticket on top of the standard booking fee.';
/** product-rules §9.4's default for a failed payment. */
const PAYMENT_FAILED_MESSAGE = 'An error occurred during payment processing.';
/** The reference server's detail for a declined payment. */
const DECLINED_DETAIL = 'Your card was declined by the bank.';
/** ApplePaySession status codes. */
const STATUS_SUCCESS = 0;
const STATUS_FAILURE = 1;

/** On the payment page with `row` open, recording captures and completions from here on. */
async function openWallet(page: Page, row: 'PayPal' | 'Google Pay' | 'Apple Pay') {
  await goToPayment(page);
  await openOption(page, row);
  const captures = await recordCaptures(page);
  const completions = recordCompletions(page);
  return { captures, completions };
}

/** The wallet was closed without paying: overlay gone, still on the payment page, no WHOOPS. */
async function expectStillOnPayment(page: Page): Promise<void> {
  await expect(overlay(page)).toHaveCount(0);
  await expect(checkoutHeading(page)).toBeVisible();
  await expect(whoops(page)).toHaveCount(0);
}

test.describe('PayPal', () => {
  test('approve: thanks page, paymentType payPal, and no bot-check token sent', async ({
    page,
  }) => {
    const { captures, completions } = await openWallet(page, 'PayPal');
    await expect(optionRegion(page, 'PayPal').getByText(PAYPAL_NOTICE)).toBeVisible();

    await payPalButton(page).click();
    const sheet = walletSheet(page, 'PayPal');
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: 'Pay' }).click();

    await expectCaptured(page, captures, 'payPal');
    expect(completions).toHaveLength(1);
    expect(completions[0]?.body).toMatchObject({
      paymentType: 'payPal',
      orderType: 'festivalPass',
      securedCardData: { nonce: expect.any(String) },
    });
    expect(completions[0]?.body).not.toHaveProperty('recaptchaToken');
  });

  test('cancel: the overlay goes, the customer stays on the payment page, nothing is completed', async ({
    page,
  }) => {
    const { captures, completions } = await openWallet(page, 'PayPal');
    await payPalButton(page).click();
    const sheet = walletSheet(page, 'PayPal');
    await expect(sheet).toBeVisible();
    // The overlay covers the page while the wallet is open; cancelling must take it away.
    await expect(overlay(page)).toBeVisible();
    await sheet.getByRole('button', { name: 'Cancel' }).click();

    await expect(sheet).toHaveCount(0);
    await expectStillOnPayment(page);
    await expect(payPalButton(page)).toBeVisible();
    expect(completions).toEqual([]);
    expect(await captures()).toEqual([]);
  });

  test('error: WHOOPS shows the payment error and the overlay goes', async ({ page }) => {
    const { captures, completions } = await openWallet(page, 'PayPal');
    await scriptWalletOutcome(page, 'error');
    await payPalButton(page).click();

    await expectWhoops(page, PAYMENT_FAILED_MESSAGE);
    await expect(payPalButton(page)).toBeVisible();
    expect(completions).toEqual([]);
    expect(await captures()).toEqual([]);
  });
});

test.describe('Google Pay', () => {
  test('approve: thanks page with paymentType googlePay', async ({ page }) => {
    const { captures, completions } = await openWallet(page, 'Google Pay');
    await googlePayButton(page).click();
    const sheet = walletSheet(page, 'Google Pay');
    // product-rules §7.5: the amount is the balance in cents / 100 (the first JIFF pass and its
    // fee).
    await expect(sheet).toContainText('Pay 76.50 AUD');
    await sheet.getByRole('button', { name: 'Pay' }).click();

    await expectCaptured(page, captures, 'googlePay');
    expect(completions.map((c) => c.body)).toEqual([
      expect.objectContaining({ paymentType: 'googlePay', orderType: 'festivalPass' }),
    ]);
  });

  test('cancel: no completion request and still on the payment page', async ({ page }) => {
    const { captures, completions } = await openWallet(page, 'Google Pay');
    await googlePayButton(page).click();
    const sheet = walletSheet(page, 'Google Pay');
    await expect(sheet).toBeVisible();
    await expect(overlay(page)).toBeVisible();
    await sheet.getByRole('button', { name: 'Cancel' }).click();

    await expect(sheet).toHaveCount(0);
    await expectStillOnPayment(page);
    await expect(googlePayButton(page)).toBeEnabled();
    expect(completions).toEqual([]);
    expect(await captures()).toEqual([]);
  });
});

test.describe('Apple Pay', () => {
  test('approve: thanks page, and the session is completed with STATUS_SUCCESS', async ({
    page,
  }) => {
    const { captures, completions } = await openWallet(page, 'Apple Pay');
    await applePayButton(page).click();
    const sheet = walletSheet(page, 'Apple Pay');
    await expect(sheet).toContainText('Pay 76.50 AUD');
    await sheet.getByRole('button', { name: 'Pay' }).click();

    await expectCaptured(page, captures, 'applePay');
    expect(await applePayCompletions(page)).toEqual([STATUS_SUCCESS]);
    expect(completions.map((c) => c.body)).toEqual([
      expect.objectContaining({ paymentType: 'applePay', orderType: 'festivalPass' }),
    ]);
  });

  test('declined: the session is completed with STATUS_FAILURE and WHOOPS shows the detail', async ({
    page,
  }) => {
    const { captures, completions } = await openWallet(page, 'Apple Pay');
    await scriptWalletOutcome(page, 'declined');
    await applePayButton(page).click();

    await expectWhoops(page, DECLINED_DETAIL);
    await expect.poll(() => applePayCompletions(page)).toEqual([STATUS_FAILURE]);
    expect(completions).toHaveLength(1);
    expect(await captures()).toEqual([]);
    await expect(applePayButton(page)).toBeEnabled();
  });
});
