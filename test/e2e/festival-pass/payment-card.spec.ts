/**
 * Paying for a festival pass by card, from the details form to the thanks page, with the real
 * braintree-web 3.102.0 hosted fields against the offline fake gateway (and once in intercept mode,
 * through Braintree's real hosts answered by Playwright). product-rules §7.3, §8.6 and §9.4.
 */
import type { Page } from '@playwright/test';
import { isLocalRequest } from '../support/isLocalRequest';
import { useRealBraintree } from '../support/braintree';
import { injectFault } from '../support/faults';
import { expect, test } from '../support/test';
import { isWalletScriptUrl } from '../support/wallets';
import {
  CARD_FIELDS,
  CARDS,
  cardInput,
  cardLabel,
  openCardRow,
  processPayment,
  typeCard,
} from './helpers/card';
import { PAYMENT_PAGE_TIMEOUT, checkoutHeading, goToPayment } from './helpers/checkout';
import { fillDetails, openFestivalPass } from './helpers/detailsForm';
import {
  expectCaptured,
  expectWhoops,
  isCompletion,
  overlay,
  recordCaptures,
  recordCompletions,
} from './helpers/payment';

/** product-rules §9.4's texts. */
const CARD_DETAILS_MESSAGE = 'Something went wrong. Check your card details and try again.';
const PAYMENT_FAILED_MESSAGE = 'An error occurred during payment processing.';
/** The reference server's detail for a declined card (demo/server/checkoutRoutes.ts). */
const DECLINED_DETAIL = 'Your card was declined by the bank.';

/** Go to payment, open the card row and type `number` (plus a valid name, expiry and CVV). */
async function cardReady(page: Page, number: string): Promise<void> {
  await goToPayment(page);
  await openCardRow(page);
  await typeCard(page, { number });
  await expect(processPayment(page)).toBeEnabled();
}

/** After a failed payment: the button is usable again and the overlay is gone (product-rules §7.1). */
async function expectIdleAgain(page: Page): Promise<void> {
  await expect(overlay(page)).toHaveCount(0);
  await expect(processPayment(page)).toBeEnabled();
  await expect(processPayment(page)).not.toHaveAttribute('aria-disabled', 'true');
}

test.describe('card payment', () => {
  test('a valid card pays: thanks page, cinema-payment-captured, and the server gets the nonce and a payment bot check', async ({
    page,
  }) => {
    await cardReady(page, CARDS.approved);
    const captures = await recordCaptures(page);
    const completions = recordCompletions(page);

    await processPayment(page).click();

    await expectCaptured(page, captures, 'braintree');
    expect(completions).toHaveLength(1);
    expect(completions[0]?.body).toMatchObject({
      paymentType: 'braintree',
      orderType: 'festivalPass',
      securedCardData: { nonce: expect.stringMatching(/^fake-valid-visa-nonce-\d+$/) },
      recaptchaToken: expect.stringMatching(/^demo-payment-\d+$/),
    });
  });

  test("'Process Payment' stays disabled until all four hosted fields are valid", async ({
    page,
  }) => {
    await goToPayment(page);
    await openCardRow(page);
    await expect(processPayment(page)).toBeDisabled();

    await cardInput(page, 'number').pressSequentially(CARDS.approved);
    await expect(processPayment(page)).toBeDisabled();
    await cardInput(page, 'cardholderName').pressSequentially('Pat Buyer');
    await expect(processPayment(page)).toBeDisabled();
    await cardInput(page, 'expirationDate').pressSequentially(`12${new Date().getFullYear() + 2}`);
    await expect(processPayment(page)).toBeDisabled();
    // Two digits of three: still not a valid CVV.
    await cardInput(page, 'cvv').pressSequentially('12');
    await expect(processPayment(page)).toBeDisabled();
    await cardInput(page, 'cvv').press('3');
    await expect(processPayment(page)).toBeEnabled();

    // A number one digit short makes the form invalid again.
    await cardInput(page, 'number').clear();
    await cardInput(page, 'number').pressSequentially(CARDS.approved.slice(0, -1));
    await expect(processPayment(page)).toBeDisabled();
  });

  test("clicking a field's label focuses its hosted field", async ({ page }) => {
    await goToPayment(page);
    await openCardRow(page);
    for (const field of CARD_FIELDS) {
      await cardLabel(page, field).click();
      await expect(cardInput(page, field)).toBeFocused();
    }
  });

  test('a declined card shows the server detail in WHOOPS, removes the overlay and lets the customer pay again', async ({
    page,
  }) => {
    await cardReady(page, CARDS.declined);
    const captures = await recordCaptures(page);
    const completions = recordCompletions(page);

    await processPayment(page).click();
    await expectWhoops(page, DECLINED_DETAIL);
    // Closing WHOOPS returns focus to the button that was pressed.
    await expect(processPayment(page)).toBeFocused();
    await expectIdleAgain(page);
    expect(completions).toHaveLength(1);
    expect(await captures()).toEqual([]);

    // The same form, another card: the page is fully usable again.
    await cardInput(page, 'number').clear();
    await cardInput(page, 'number').pressSequentially(CARDS.approved);
    await expect(processPayment(page)).toBeEnabled();
    await processPayment(page).click();
    await expectCaptured(page, captures, 'braintree');
    expect(completions).toHaveLength(2);
  });

  test('a server failure with no detail shows the default payment error', async ({ page }) => {
    await cardReady(page, CARDS.serverError);
    const completions = recordCompletions(page);

    await processPayment(page).click();
    await expectWhoops(page, PAYMENT_FAILED_MESSAGE);
    await expectIdleAgain(page);
    expect(completions).toHaveLength(1);
  });

  test('a card the gateway refuses to tokenize shows the card-details error and is never sent for payment', async ({
    page,
  }) => {
    // Valid to the hosted fields (UnionPay skips Luhn there), refused by the gateway (Luhn fails).
    await cardReady(page, CARDS.gatewayRejects);
    const completions = recordCompletions(page);
    const tokenized = page.waitForResponse(
      (response) =>
        response.url().endsWith('/v1/payment_methods/credit_cards') &&
        response.request().method() === 'POST',
    );

    await processPayment(page).click();
    expect((await tokenized).status()).toBe(422);
    await expectWhoops(page, CARD_DETAILS_MESSAGE);
    await expectIdleAgain(page);
    expect(completions).toEqual([]);
  });
});

test('intercept mode: the card payment goes through the real Braintree hosts, answered locally', async ({
  page,
  context,
  request,
  baseURL,
  blockedRequests,
}) => {
  const braintree = await useRealBraintree(context, request, baseURL);
  const outside: string[] = [];
  context.on('request', (r) => {
    if (!isLocalRequest(r.url())) outside.push(r.url());
  });

  await goToPayment(page, { walletStubs: 'none' });
  await openCardRow(page);
  await expect(page.locator('iframe[name="braintree-hosted-field-number"]')).toHaveAttribute(
    'src',
    /^https:\/\/assets\.braintreegateway\.com\/web\/3\.102\.0\/html\/hosted-fields-frame\.min\.html#/,
  );
  await typeCard(page, { number: CARDS.approved });
  const captures = await recordCaptures(page);
  await processPayment(page).click();
  await expectCaptured(page, captures, 'braintree');

  const answered = new Set(braintree.calls.map((call) => call.url.href));
  const tokenize = braintree.calls.find((call) =>
    call.url.pathname.endsWith('/v1/payment_methods/credit_cards'),
  );
  expect(tokenize?.url.origin).toBe('https://api.sandbox.braintreegateway.com');
  expect(JSON.parse(tokenize?.body ?? '{}')).toMatchObject({
    creditCard: { number: CARDS.approved },
  });
  // Every request that was not to 127.0.0.1 was one our routes answered; none was blocked.
  expect(outside.filter((url) => !answered.has(url) && !isWalletScriptUrl(new URL(url)))).toEqual(
    [],
  );
  expect(blockedRequests).toEqual([]);
});

test('no card input exists outside the provider iframes', async ({ page }) => {
  await goToPayment(page);
  await openCardRow(page);

  // Every <input>, <select> and <textarea> of the page and of every open shadow root.
  const suspicious = await page.evaluate(() => {
    const CARD_AUTOCOMPLETE =
      /\bcc-(number|exp|exp-month|exp-year|csc|name|given-name|family-name|type)\b/i;
    const CARD_NAME =
      /card.?(num|no\b|#)|cc.?(num|no\b)|pan\b|cvv|cvc|csc|cvn|security.?code|expir|exp.?date/i;
    const found: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const control of root.querySelectorAll<HTMLElement>('input, select, textarea')) {
        const autocomplete = control.getAttribute('autocomplete') ?? '';
        const names = `${control.getAttribute('name') ?? ''} ${control.id}`;
        if (CARD_AUTOCOMPLETE.test(autocomplete) || CARD_NAME.test(names))
          found.push(control.outerHTML);
      }
      for (const element of root.querySelectorAll('*'))
        if (element.shadowRoot) visit(element.shadowRoot);
    };
    visit(document);
    return found;
  });
  expect(suspicious).toEqual([]);

  // The four card inputs are there, each in its own provider frame.
  await expect(page.locator('iframe[name^="braintree-hosted-field-"]')).toHaveCount(4);
  for (const field of CARD_FIELDS) {
    await expect(cardInput(page, field)).toHaveCount(1);
    await expect(
      page.frameLocator(`iframe[name="braintree-hosted-field-${field}"]`).locator('input'),
    ).toHaveCount(1);
  }
});

test.describe('double submit', () => {
  test("several quick clicks on 'Process Payment' plus Enter send exactly one completion", async ({
    page,
  }) => {
    await cardReady(page, CARDS.approved);
    const captures = await recordCaptures(page);
    let posts = 0;
    page.on('request', (r) => {
      if (isCompletion(r)) posts += 1;
    });
    // Hold the completion until the extra presses have landed while it is in flight.
    const slow = await injectFault(page, {
      method: 'POST',
      path: /^checkout\/[^/]+$/,
      kind: 'held',
    });

    const button = processPayment(page);
    await button.click({ clickCount: 3 });
    // Clicks straight at the button too, in case the overlay caught the mouse.
    await button.dispatchEvent('click');
    await button.dispatchEvent('click');
    await button.press('Enter');
    await expect.poll(() => slow.count).toBe(1);
    slow.release();

    await expectCaptured(page, captures, 'braintree');
    expect(slow.count).toBe(1);
    expect(posts).toBe(1);
  });

  test('several quick clicks on Next plus Enter create exactly one cart', async ({ page }) => {
    await openFestivalPass(page);
    await fillDetails(page);
    let carts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/cart') carts += 1;
    });
    const slow = await injectFault(page, { method: 'POST', path: 'cart', kind: 'held' });

    const next = page.getByRole('button', { name: 'Next' });
    await next.click({ clickCount: 3 });
    await next.dispatchEvent('click');
    await page.getByRole('textbox', { name: 'Post code', exact: true }).press('Enter');
    await expect.poll(() => slow.count).toBe(1);
    slow.release();

    await expect(checkoutHeading(page)).toBeVisible({ timeout: PAYMENT_PAGE_TIMEOUT });
    expect(slow.count).toBe(1);
    expect(carts).toBe(1);
  });
});
