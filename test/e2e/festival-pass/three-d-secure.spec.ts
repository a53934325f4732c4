/**
 * 3D Secure 2 on the festival pass's card payment (product-rules §7.9), with the real braintree-web
 * 3.102.0 three-d-secure module ('2-inline-iframe') against the offline fake gateway, Cardinal's
 * Songbird answered by the demo's stand-in and the demo's bank page as the challenge.
 */
import type { Page } from '@playwright/test';
import { routeSongbird } from '../support/songbird';
import { expectNoAxeViolationsInEveryTheme } from '../support/axe';
import { expect, test } from '../support/test';
import { cardInput, openCardRow, processPayment, typeCard } from './helpers/card';
import { recordCinemaEvents } from './helpers/cinemaEvents';
import { goToPayment } from './helpers/checkout';
import { expectCaptured, expectWhoops, recordCaptures, recordCompletions } from './helpers/payment';

const CARDS_3DS = {
  frictionless: '4000000000001000',
  challenge: '4000000000001091',
  lookupFails: '4000000000001109',
  /** Frictionless, but the bank did not authenticate the buyer. */
  notAuthenticated: '4000000000001018',
};
const CANCELLED =
  'Card verification was cancelled. Please try again or choose another payment option.';
const NOT_VERIFIED = 'Your card could not be verified. Please try another card or payment option.';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Verify your card' });
/** The bank's page, in the frame the provider put in the element's challenge slot. */
const bank = (page: Page) =>
  page.locator('cinema-festival-pass > [slot="cinema-3ds-challenge"] iframe').contentFrame();

test.beforeEach(async ({ page, context }, testInfo) => {
  const response = await page.request.put('/demo/settings', { data: { threeDSecure: true } });
  expect(response.ok()).toBe(true);
  // One test leaves Cardinal's script to the blockedRequests fixture, as a blocked Songbird.
  if (!testInfo.title.startsWith('Songbird blocked')) await routeSongbird(context);
});

/** Go to payment, enter `number`, and resolve what `recordCaptures` gives once on the page. */
async function payWith(page: Page, number: string) {
  await goToPayment(page);
  const captures = await recordCaptures(page);
  await openCardRow(page);
  await typeCard(page, { number });
  await processPayment(page).click();
  return captures;
}

test('a card the bank verifies without a challenge is paid with the verified nonce', async ({
  page,
}) => {
  const completions = recordCompletions(page);
  const captures = await payWith(page, CARDS_3DS.frictionless);
  await expectCaptured(page, captures, 'braintree');
  expect(completions).toHaveLength(1);
  expect(completions[0]?.body).toMatchObject({
    securedCardData: {
      nonce: expect.stringContaining('3ds-verified'),
      threeDSecure: { liabilityShifted: true, liabilityShiftPossible: true },
    },
  });
});

test('a challenge opens ‘Verify your card’ with the bank’s page; Approve pays, and nothing is left behind', async ({
  page,
}) => {
  const completions = recordCompletions(page);
  const captures = await payWith(page, CARDS_3DS.challenge);
  await expect(dialog(page)).toBeVisible();
  await bank(page).getByRole('button', { name: 'Approve' }).click();
  await expectCaptured(page, captures, 'braintree');
  expect(completions[0]?.body).toMatchObject({
    securedCardData: { threeDSecure: { liabilityShifted: true } },
  });
  await expect(page.locator('[slot="cinema-3ds-challenge"]')).toHaveCount(0);
});

test('a declined challenge is a failed verification: the ‘could not be verified’ text and no completion', async ({
  page,
}) => {
  const completions = recordCompletions(page);
  await payWith(page, CARDS_3DS.challenge);
  await bank(page).getByRole('button', { name: 'Decline' }).click();
  await expectWhoops(page, NOT_VERIFIED);
  await expect(dialog(page)).toHaveCount(0);
  expect(completions).toHaveLength(0);
});

test('4000 0000 0000 1018, answered without a challenge that the bank did not authenticate the buyer: ‘could not be verified’, cinema-error, no completion', async ({
  page,
}) => {
  const events = await recordCinemaEvents(page);
  const completions = recordCompletions(page);
  await payWith(page, CARDS_3DS.notAuthenticated);
  await expectWhoops(page, NOT_VERIFIED);
  expect(completions).toHaveLength(0);
  await expect(dialog(page)).toHaveCount(0);
  expect(await events()).toContainEqual({
    type: 'cinema-error',
    detail: { message: NOT_VERIFIED },
  });
  await expect(processPayment(page)).toBeEnabled();
});

test('Cancel ends the challenge: no completion, the text of §5.1, the card form works again', async ({
  page,
}) => {
  const completions = recordCompletions(page);
  await payWith(page, CARDS_3DS.challenge);
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expectWhoops(page, CANCELLED);
  expect(completions).toHaveLength(0);
  await expect(page.locator('[slot="cinema-3ds-challenge"]')).toHaveCount(0);
  await expect(processPayment(page)).toBeEnabled();
  await expect(cardInput(page, 'number')).toBeVisible();
});

test('Escape on the dialog cancels the challenge as Cancel does', async ({ page }) => {
  const completions = recordCompletions(page);
  await payWith(page, CARDS_3DS.challenge);
  await dialog(page).getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Escape');
  await expectWhoops(page, CANCELLED);
  expect(completions).toHaveLength(0);
  await expect(page.locator('[slot="cinema-3ds-challenge"]')).toHaveCount(0);
});

test('leaving the page mid-challenge and coming back: no dialog, no bank page, nothing sent, and the card pays', async ({
  page,
}) => {
  const completions = recordCompletions(page);
  await payWith(page, CARDS_3DS.challenge);
  await expect(dialog(page)).toBeVisible();
  await page.goto('about:blank');
  await page.goBack();
  await expect(page.locator('cinema-festival-pass').getByRole('heading').first()).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(
    page.locator('[slot="cinema-3ds-challenge"], iframe[src*="/demo/3ds/"]'),
  ).toHaveCount(0);
  expect(completions).toHaveLength(0);
  // The buyer starts again and pays: nothing of the abandoned verification is in the way.
  const captures = await payWith(page, CARDS_3DS.frictionless);
  await expectCaptured(page, captures, 'braintree');
  expect(completions).toHaveLength(1);
});

test('a card whose lookup fails is not verified: the text of §5.1 and no completion', async ({
  page,
}) => {
  const completions = recordCompletions(page);
  await payWith(page, CARDS_3DS.lookupFails);
  await expectWhoops(page, NOT_VERIFIED);
  expect(completions).toHaveLength(0);
});

test('Songbird blocked: after 15 s verification is unavailable, nothing is sent, and Process Payment works again', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const completions = recordCompletions(page);
  await payWith(page, CARDS_3DS.challenge);
  await expect(page.getByRole('dialog', { name: 'WHOOPS' })).toBeVisible({ timeout: 25_000 });
  await expectWhoops(
    page,
    'Card verification is unavailable right now. Please try again or choose another payment option.',
  );
  expect(completions).toHaveLength(0);
  await expect(processPayment(page)).toBeEnabled();
});

test('the element removed mid-challenge takes the dialog and the bank’s frame with it; nothing is sent', async ({
  page,
}) => {
  const completions = recordCompletions(page);
  await payWith(page, CARDS_3DS.challenge);
  await expect(dialog(page)).toBeVisible();
  await page.evaluate(() => document.querySelector('cinema-festival-pass')?.remove());
  await expect(page.locator('[slot="cinema-3ds-challenge"]')).toHaveCount(0);
  // No bank page, and no card frame, anywhere in the page.
  await expect(
    page.locator('iframe[src*="/demo/3ds/"], iframe[name^="braintree-hosted"]'),
  ).toHaveCount(0);
  expect(completions).toHaveLength(0);
});

test('a second press of Process Payment while verifying does nothing: one challenge, one completion', async ({
  page,
}) => {
  const completions = recordCompletions(page);
  await goToPayment(page);
  await openCardRow(page);
  await typeCard(page, { number: CARDS_3DS.challenge });
  await processPayment(page).dblclick();
  await expect(dialog(page)).toBeVisible();
  await bank(page).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: /thank/i })).toBeVisible();
  expect(completions).toHaveLength(1);
});

test('the challenge by keyboard: focus in the bank’s page, Tab on to Cancel, Enter cancels; axe finds nothing in any theme', async ({
  page,
}) => {
  await payWith(page, CARDS_3DS.challenge);
  await expect(dialog(page)).toBeVisible();
  const approve = bank(page).getByRole('button', { name: 'Approve' });
  // Enabled once the bank page's script has run (served disabled): only then can it take focus.
  await expect(approve).toBeEnabled();
  await expectNoAxeViolationsInEveryTheme(page);
  await approve.focus();
  await page.keyboard.press('Tab');
  await expect(bank(page).getByRole('button', { name: 'Decline' })).toBeFocused();
  await page.keyboard.press('Tab');
  const cancel = dialog(page).getByRole('button', { name: 'Cancel' });
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');
  await expectWhoops(page, CANCELLED);
});

test('on a 320 px phone the dialog and the bank’s page fit without sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await payWith(page, CARDS_3DS.challenge);
  await expect(dialog(page)).toBeVisible();
  await expect(bank(page).getByRole('button', { name: 'Approve' })).toBeVisible();
  const box = await dialog(page).boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const frame = await page
    .locator('cinema-festival-pass > [slot="cinema-3ds-challenge"] iframe')
    .boundingBox();
  expect(frame && frame.x >= 0 && frame.x + frame.width <= 320).toBe(true);
});
