/**
 * The payment page's 'Payment Options' (product-rules §7.1, §7.2) in the browser, with the real
 * braintree-web and the offline gateway: which rows the cinema's settings, the balance and the
 * device allow; the accordion by mouse and keyboard; the spinner until the provider's client
 * exists; and the page's fixed content (order summary in AUD, PayPal notice, ticket terms, Edit).
 */
import type { Page } from '@playwright/test';
import * as v from 'valibot';
import { FestivalPassList } from '../../../src/api/schemas';
import { expect, test } from '../support/test';
import { checkoutHeading, goToPayment } from './helpers/checkout';
import { JIFF_DETAILS } from './helpers/detailsForm';
import { applyGiftCard, GIFT_CARDS, giftCardRow } from './helpers/giftCardRow';
import { METHOD_FLAGS, ROW_TITLES, setPaymentMethods } from './helpers/paymentSettings';

/** Every row, in the page's order, when every method is on and something is left to pay. */
const ALL_ROWS = METHOD_FLAGS.map((flag) => ROW_TITLES[flag]);

/** The row headings of 'Payment Options', in order. */
const rowHeadings = (page: Page) =>
  page.getByRole('region', { name: 'Payment Options' }).getByRole('heading', { level: 4 });

/** A row's header button (the accordion trigger). */
const rowButton = (page: Page, title: string) =>
  rowHeadings(page).filter({ hasText: title }).getByRole('button');

/** product-rules §7.1's spinner while the provider's client is created. */
const connecting = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Loading payment options' });

/** The rows once the provider's client exists (rows that need it are added all at once). */
async function expectRows(page: Page, titles: readonly string[]): Promise<void> {
  await expect(connecting(page)).toHaveCount(0);
  await expect(rowHeadings(page)).toHaveText([...titles]);
}

/** Which rows are expanded, by title, in order. */
async function expandedRows(page: Page): Promise<string[]> {
  const expanded: string[] = [];
  for (const heading of await rowHeadings(page).all()) {
    const button = heading.getByRole('button');
    if ((await button.getAttribute('aria-expanded')) === 'true')
      expanded.push((await button.innerText()).trim());
  }
  return expanded;
}

/** Dollars with two decimals, as product-rules §1.1 shows AUD. */
const aud = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test.describe('which options show (product-rules §7.2)', () => {
  test('every option shows while every method is on and a balance remains', async ({ page }) => {
    await goToPayment(page);
    await expectRows(page, ALL_ROWS);
  });

  for (const flag of METHOD_FLAGS) {
    test(`${flag} off: the ${ROW_TITLES[flag]} row is gone, the others stay`, async ({
      page,
      request,
    }) => {
      await setPaymentMethods(request, { [flag]: false });
      await goToPayment(page);
      await expectRows(
        page,
        ALL_ROWS.filter((title) => title !== ROW_TITLES[flag]),
      );
    });
  }

  test('a gift card covering the balance leaves only the gift card row, open, with Pay Now', async ({
    page,
  }) => {
    await goToPayment(page);
    await expectRows(page, ALL_ROWS);
    await applyGiftCard(page, GIFT_CARDS.coversOrder);
    // Balance 0: card, Apple Pay, Google Pay and PayPal need a balance above 0; the gift card row does not.
    await expect(rowHeadings(page)).toHaveText(['Gift Card']);
    const giftCard = rowButton(page, 'Gift Card');
    await expect(giftCard).toHaveAttribute('aria-expanded', 'true');
    await expect(giftCardRow(page).payNow).toBeVisible();
    await expect(page.getByText('PAY BALANCE')).toHaveCount(0);
    await expect(page.getByRole('row', { name: 'Balance to pay $0.00' })).toBeVisible();
    // Applied gift cards keep their row open: it does not collapse. (It says so with aria-disabled,
    // which Playwright's actionability check honours, hence force: the user can still click it.)
    await expect(giftCard).toHaveAttribute('aria-disabled', 'true');
    await giftCard.click({ force: true });
    await expect(giftCard).toHaveAttribute('aria-expanded', 'true');
  });

  test('a gift card paying part: the PAY BALANCE notice, and its row stays open beside another', async ({
    page,
  }) => {
    await goToPayment(page);
    await expectRows(page, ALL_ROWS);
    await applyGiftCard(page, GIFT_CARDS.coversPart);
    const notice = page.getByRole('status').filter({ hasText: 'PAY BALANCE' });
    await expect(notice).toContainText(
      'There are insufficient funds on your gift card. Please select a payment method below for your remaining balance.',
    );
    await expect(page.getByRole('row', { name: /^Balance to pay/ })).toContainText('$56.50');
    await expect(giftCardRow(page).payNow).toHaveCount(0);
    await expectRows(page, ALL_ROWS);

    // Credit Card opened first (product-rules §7.2) and stays open beside the locked gift card row.
    await expect.poll(() => expandedRows(page)).toEqual(['Gift Card', 'Credit Card']);
    await rowButton(page, 'PayPal').click();
    await expect.poll(() => expandedRows(page)).toEqual(['Gift Card', 'PayPal']);
    await rowButton(page, 'Gift Card').click({ force: true });
    await expect.poll(() => expandedRows(page)).toEqual(['Gift Card', 'PayPal']);
  });

  test('the gift card row shows even when it is the only method on', async ({ page, request }) => {
    await setPaymentMethods(request, {
      creditCard: false,
      applePay: false,
      googlePay: false,
      payPal: false,
    });
    await goToPayment(page);
    await expectRows(page, ['Gift Card']);
    // The only row, so it is the one open.
    await expect(giftCardRow(page).cardNumber).toBeVisible();
  });

  test('Apple Pay shows only where the browser has ApplePaySession', async ({ page }) => {
    await goToPayment(page, { walletStubs: 'googlePay,paypal' });
    expect(await page.evaluate(() => 'ApplePaySession' in window)).toBe(false);
    await expectRows(
      page,
      ALL_ROWS.filter((title) => title !== 'Apple Pay'),
    );
  });

  test('a spinner shows until the payment client exists', async ({ page }) => {
    // Hold the provider's configuration call (offline gateway) so the client cannot be created yet.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/braintree/merchants/*/client_api/v1/configuration*', async (route) => {
      await held;
      await route.fallback();
    });
    await goToPayment(page);
    await expect(connecting(page)).toBeVisible();
    // The gift card row needs no client; the rest wait for it.
    await expect(rowHeadings(page)).toHaveText(['Gift Card']);
    release();
    await expectRows(page, ALL_ROWS);
  });
});

test.describe('the accordion', () => {
  test('opens one row at a time by mouse, and closes the open one on a second click', async ({
    page,
  }) => {
    await goToPayment(page);
    await expectRows(page, ALL_ROWS);
    // Nothing remembered: Credit Card opens first (product-rules §7.2).
    await expect.poll(() => expandedRows(page)).toEqual(['Credit Card']);
    for (const title of ALL_ROWS.filter((row) => row !== 'Credit Card')) {
      await rowButton(page, title).click();
      await expect.poll(() => expandedRows(page)).toEqual([title]);
      await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();
    }
    await rowButton(page, 'PayPal').click();
    await expect.poll(() => expandedRows(page)).toEqual([]);
    await expect(page.getByRole('region', { name: 'PayPal', exact: true })).toHaveCount(0);
  });

  test('a closed row is out of reach and out of sight, and the card row opens again as it was', async ({
    page,
  }) => {
    await goToPayment(page);
    await expectRows(page, ALL_ROWS);
    const cardFields = page.locator('iframe[name^="braintree-hosted-field-"]');
    await expect(cardFields).toHaveCount(4);
    await expect(cardFields.first()).toBeVisible();
    await rowButton(page, 'PayPal').click();
    await expect.poll(() => expandedRows(page)).toEqual(['PayPal']);
    // Closed, the card row keeps its fields (a closed panel keeps its layout, docs/speed.md)
    // but shows none, names no region, and Tab passes over them to the next row.
    await expect(page.getByRole('region', { name: 'Credit Card', exact: true })).toHaveCount(0);
    for (const field of await cardFields.all()) await expect(field).toBeHidden();
    await rowButton(page, 'Credit Card').focus();
    await page.keyboard.press('Tab');
    await expect(rowButton(page, 'PayPal')).toBeFocused();
    await rowButton(page, 'Credit Card').click();
    await expect.poll(() => expandedRows(page)).toEqual(['Credit Card']);
    await expect(cardFields).toHaveCount(4);
    for (const field of await cardFields.all()) await expect(field).toBeVisible();
  });

  test('works from the keyboard: Enter and Space toggle, arrows, Home and End move', async ({
    page,
  }) => {
    await goToPayment(page);
    await expectRows(page, ALL_ROWS);
    await rowButton(page, 'Gift Card').focus();
    // The express wallets come before the card (product-rules §7.2).
    for (const title of ['Apple Pay', 'Google Pay', 'Credit Card']) {
      await page.keyboard.press('ArrowDown');
      await expect(rowButton(page, title)).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => expandedRows(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect.poll(() => expandedRows(page)).toEqual(['Credit Card']);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(rowButton(page, 'Apple Pay')).toBeFocused();
    await page.keyboard.press('Space');
    await expect.poll(() => expandedRows(page)).toEqual(['Apple Pay']);
    await page.keyboard.press('Space');
    await expect.poll(() => expandedRows(page)).toEqual([]);
    await page.keyboard.press('End');
    await expect(rowButton(page, 'PayPal')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(rowButton(page, 'Gift Card')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(rowButton(page, 'PayPal')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(rowButton(page, 'Gift Card')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => expandedRows(page)).toEqual(['Gift Card']);
  });
});

test.describe('the page around the options', () => {
  test('the order summary shows the pass, the booking fee and the total in AUD', async ({
    page,
    request,
  }) => {
    const answer = await request.get('/api/shop/festival-passes?festivalId=jiff');
    const pass = v.parse(FestivalPassList, await answer.json())[0];
    if (!pass) throw new Error('jiff has no passes');
    // demo/README.md: a booking fee of $1.50 per pass, included in the total.
    const fee = 150;
    await goToPayment(page);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(
      summary.getByRole('row', { name: `${pass.name} × 1 ${aud(pass.priceInCents)}` }),
    ).toBeVisible();
    await expect(summary.getByRole('row', { name: `Booking fee ${aud(fee)}` })).toBeVisible();
    await expect(
      summary.getByRole('row', { name: `Total ${aud(pass.priceInCents + fee)}` }),
    ).toBeVisible();
    await expect(summary).toContainText('Demo Cinema');
  });

  test('the PayPal row carries the surcharge notice; the page carries the ticket terms', async ({
    page,
  }) => {
    await goToPayment(page);
    await expectRows(page, ALL_ROWS);
    const notice =
      'Using PayPal will incur an additional $0.25 per ticket on top of the standard booking fee.';
    await expect(page.getByText(notice)).toBeHidden();
    await rowButton(page, 'PayPal').click();
    await expect(
      page.getByRole('region', { name: 'PayPal', exact: true }).getByText(notice),
    ).toBeVisible();

    const terms = page.getByRole('region', { name: 'Ticket terms' });
    await expect(terms).toContainText(
      'A ticket exchange costs $2.50 per ticket and must be made at least 24 hours before the screening, at the box office.',
    );
    await expect(terms).toContainText(
      'Festival and multi-film passes are valid for one admission per pass, are non-refundable, and cannot be used for special events.',
    );
  });

  test('the card row says it is secure, names the brands the gateway accepts, and the amount to pay', async ({
    page,
  }) => {
    await goToPayment(page);
    await expectRows(page, ALL_ROWS);
    const card = page.getByRole('region', { name: 'Credit Card' });
    await expect(card.getByText('Secure payment by Braintree')).toBeVisible();
    // The real braintree-web's configuration, as the offline gateway answers it.
    await expect(
      card.getByText('We accept Visa, Mastercard, American Express, Discover, JCB and UnionPay.', {
        exact: true,
      }),
    ).toBeAttached();
    await expect(card.locator('.brand')).toHaveCount(6);
    const pay = card.getByRole('button', { name: 'Process Payment' });
    await expect(card.getByText('To pay $76.50')).toBeVisible();
    const above = await pay.evaluate((button) => button.previousElementSibling?.textContent);
    expect(above).toBe('To pay $76.50');
  });

  test("'Edit' returns to the form with what was typed", async ({ page }) => {
    await goToPayment(page);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(checkoutHeading(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Buy a festival pass' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Given names' })).toHaveValue(
      JIFF_DETAILS.firstName,
    );
    await expect(page.getByRole('textbox', { name: 'Surname' })).toHaveValue(JIFF_DETAILS.lastName);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(JIFF_DETAILS.email);
    await expect(page.getByRole('textbox', { name: 'Post code' })).toHaveValue(
      JIFF_DETAILS.postCode,
    );
    await expect(page.getByRole('combobox', { name: 'Festival pass' })).not.toHaveValue('');
    await expect(page.getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();
  });
});
