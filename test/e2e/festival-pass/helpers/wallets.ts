/**
 * The wallet rows of the payment page with the stubbed wallets (demo/public/wallet-stubs.js): the
 * provider's PayPal and Google Pay buttons (light-DOM children of the element, shown through
 * slots), our Apple Pay button, each wallet's sheet (a <dialog> named after it, with 'Pay' and
 * 'Cancel'), and the stubs' control hooks.
 */
import type { Page } from '@playwright/test';

/** What a stubbed wallet does when its sheet next opens. */
export type WalletOutcome = 'approve' | 'cancel' | 'error' | 'declined' | 'server-error';

/** The PayPal stub's button, inside the element's `paypal-button` slot container. */
export const payPalButton = (page: Page) =>
  page
    .locator('cinema-festival-pass > [slot="paypal-button"]')
    .getByRole('button', { name: 'PayPal' });

/** Google's (stubbed) 'Buy with Google Pay' button. */
export const googlePayButton = (page: Page) =>
  page.getByRole('button', { name: 'Buy with Google Pay' });

/** Our Apple Pay button. */
export const applePayButton = (page: Page) =>
  page.getByRole('button', { name: 'Pay with Apple Pay' });

/** A wallet's sheet: 'Apple Pay', 'Google Pay' or 'PayPal'. */
export const walletSheet = (page: Page, wallet: 'Apple Pay' | 'Google Pay' | 'PayPal') =>
  page.getByRole('dialog', { name: wallet });

/** Settle the next wallet sheet without showing it (`window.__walletStubs.nextOutcome`). */
export async function scriptWalletOutcome(page: Page, outcome: WalletOutcome): Promise<void> {
  await page.evaluate((next) => {
    (
      window as unknown as { __walletStubs: { nextOutcome: string | null } }
    ).__walletStubs.nextOutcome = next;
  }, outcome);
}

/** The statuses the page gave ApplePaySession.completePayment (0 = STATUS_SUCCESS, 1 = STATUS_FAILURE). */
export const applePayCompletions = (page: Page) =>
  page.evaluate(() => [
    ...(window as unknown as { __walletStubs: { applePayCompletions: number[] } }).__walletStubs
      .applePayCompletions,
  ]);

/** The card Google Pay hands over (`window.__walletStubs.googlePayCard`, see wallet-stubs.js). */
export interface GooglePayCard {
  /** `PAN_ONLY`: the card's own number, which 3-D Secure verifies; `CRYPTOGRAM_3DS`: a network token. */
  authMethod: 'PAN_ONLY' | 'CRYPTOGRAM_3DS';
  /** The 3-D Secure test card whose behaviour the nonce carries (demo/payments/answerThreeDSecure.ts). */
  threeDSecure: 'frictionless' | 'challenge' | 'lookup-error' | 'not-authenticated' | null;
}

/** Have Google Pay hand over `card` from now on (the page's stubs must be loaded). */
export async function setGooglePayCard(page: Page, card: GooglePayCard): Promise<void> {
  await page.evaluate((next) => {
    (
      window as unknown as { __walletStubs: { googlePayCard: unknown } }
    ).__walletStubs.googlePayCard = next;
  }, card);
}
