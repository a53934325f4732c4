/**
 * 3D Secure on a Google Pay card (product-rules §7.9): a card that is not network-tokenized
 * (`PAN_ONLY`) is verified with the real braintree-web 3.102.0 three-d-secure module before its
 * completion, with the same dialog and texts as a typed card; a network token is not. Google Pay
 * is the page's stub (demo/public/wallet-stubs.js, its card chosen with `googlePayCard`), the
 * lookup the offline fake gateway's, Songbird the demo's stand-in and the bank the demo's page.
 */
import type { Page } from '@playwright/test';
import { routeSongbird } from '../support/songbird';
import { expect, test } from '../support/test';
import { goToPayment } from './helpers/checkout';
import { recordCinemaEvents } from './helpers/cinemaEvents';
import {
  expectCaptured,
  expectWhoops,
  openOption,
  recordCaptures,
  recordCompletions,
} from './helpers/payment';
import { googlePayButton, setGooglePayCard, walletSheet } from './helpers/wallets';
import type { GooglePayCard } from './helpers/wallets';

const NOT_VERIFIED = 'Your card could not be verified. Please try another card or payment option.';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Verify your card' });
/** The bank's page, in the frame the provider put in the element's challenge slot. */
const bank = (page: Page) =>
  page.locator('cinema-festival-pass > [slot="cinema-3ds-challenge"] iframe').contentFrame();

/** The bodies of the 3D Secure lookups the page asks the gateway for. */
function recordLookups(page: Page): Record<string, unknown>[] {
  const lookups: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/three_d_secure\/lookup$/.test(request.url())) {
      lookups.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return lookups;
}

test.beforeEach(async ({ page, context }) => {
  const response = await page.request.put('/demo/settings', { data: { threeDSecure: true } });
  expect(response.ok()).toBe(true);
  await routeSongbird(context);
});

/** On the payment page, Google Pay handing over `card`: press its button and Pay in the sheet. */
async function payWithGooglePay(page: Page, card: GooglePayCard) {
  const events = await recordCinemaEvents(page);
  const completions = recordCompletions(page);
  const lookups = recordLookups(page);
  await goToPayment(page);
  await openOption(page, 'Google Pay');
  const captures = await recordCaptures(page);
  await setGooglePayCard(page, card);
  await googlePayButton(page).click();
  await walletSheet(page, 'Google Pay').getByRole('button', { name: 'Pay' }).click();
  return { events, completions, lookups, captures };
}

test('a PAN_ONLY card is verified before its completion: the bank’s challenge in ‘Verify your card’, Approve pays with the verified nonce', async ({
  page,
}) => {
  const { completions, lookups, captures } = await payWithGooglePay(page, {
    authMethod: 'PAN_ONLY',
    threeDSecure: 'challenge',
  });
  await expect(dialog(page)).toBeVisible();
  expect(completions).toHaveLength(0);
  // The card's bin and the amount the page shows (the first JIFF pass and its fee).
  expect(lookups).toEqual([expect.objectContaining({ bin: '411111', amount: '76.50' })]);
  await bank(page).getByRole('button', { name: 'Approve' }).click();
  await expectCaptured(page, captures, 'googlePay');
  expect(completions).toHaveLength(1);
  expect(completions[0]?.body).toMatchObject({
    paymentType: 'googlePay',
    orderType: 'festivalPass',
    securedCardData: {
      nonce: expect.stringContaining('3ds-verified'),
      threeDSecure: { liabilityShifted: true, liabilityShiftPossible: true },
    },
  });
  expect(completions[0]?.body).not.toHaveProperty('recaptchaToken');
  await expect(page.locator('[slot="cinema-3ds-challenge"]')).toHaveCount(0);
});

test('a PAN_ONLY card the bank does not enrol is verified without a challenge and paid', async ({
  page,
}) => {
  const { completions, lookups, captures } = await payWithGooglePay(page, {
    authMethod: 'PAN_ONLY',
    threeDSecure: null,
  });
  await expectCaptured(page, captures, 'googlePay');
  expect(lookups).toHaveLength(1);
  expect(completions[0]?.body).toMatchObject({
    securedCardData: {
      nonce: expect.stringContaining('3ds-verified'),
      threeDSecure: { liabilityShifted: false, liabilityShiftPossible: false },
    },
  });
});

test('a PAN_ONLY card the bank did not authenticate: ‘could not be verified’, cinema-error, no completion', async ({
  page,
}) => {
  const { events, completions } = await payWithGooglePay(page, {
    authMethod: 'PAN_ONLY',
    threeDSecure: 'not-authenticated',
  });
  await expectWhoops(page, NOT_VERIFIED);
  expect(completions).toHaveLength(0);
  expect(await events()).toContainEqual({
    type: 'cinema-error',
    detail: { message: NOT_VERIFIED },
  });
  await expect(googlePayButton(page)).toBeEnabled();
});

test('a network-tokenized card is paid without a lookup', async ({ page }) => {
  const { completions, lookups, captures } = await payWithGooglePay(page, {
    authMethod: 'CRYPTOGRAM_3DS',
    threeDSecure: null,
  });
  await expectCaptured(page, captures, 'googlePay');
  expect(lookups).toEqual([]);
  expect(completions[0]?.body).toMatchObject({
    paymentType: 'googlePay',
    securedCardData: { nonce: expect.stringMatching(/^fake-google-pay-visa-nonce-/) },
  });
  expect(completions[0]?.body).not.toHaveProperty('securedCardData.threeDSecure');
});
