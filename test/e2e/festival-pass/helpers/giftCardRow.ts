/**
 * The 'Gift Card' row of the payment page, used like a customer: type a card number and PIN, press
 * 'Add Gift Card', and read the applied-card view. Demo cards are listed in demo/README.md.
 */
import type { Page } from '@playwright/test';
import { expect } from '../../support/test';
import { openOption } from './payment';

/** The reference server's gift cards (PIN {@link GIFT_CARD_PIN}). */
export const GIFT_CARDS = {
  /** $500: covers any festival pass on its own. */
  coversOrder: '6280000000000001',
  /** $20: pays part; the rest needs another method. */
  coversPart: '6280000000000002',
  expired: '6280000000000003',
} as const;

/** The PIN of every demo gift card. */
export const GIFT_CARD_PIN = '1234';

/** The gift card entry form's controls and the applied view's buttons. */
export function giftCardRow(page: Page) {
  return {
    cardNumber: page.getByRole('textbox', { name: 'Card Number', exact: true }),
    pin: page.getByRole('textbox', { name: 'PIN', exact: true }),
    add: page.getByRole('button', { name: 'Add Gift Card' }),
    remove: page.getByRole('button', { name: 'Remove Card' }),
    payNow: page.getByRole('button', { name: 'Pay Now' }),
  };
}

/** Type a gift card into the entry form (the row must be open) and leave the PIN field. */
export async function enterGiftCard(
  page: Page,
  cardNumber: string,
  pin = GIFT_CARD_PIN,
): Promise<void> {
  const row = giftCardRow(page);
  await openOption(page, 'Gift Card');
  await row.cardNumber.fill(cardNumber);
  await row.pin.fill(pin);
  await row.pin.blur();
  await expect(row.add).not.toHaveAttribute('aria-disabled', 'true');
}

/** How an applied card reads: masked to its last four digits. */
export const maskedGiftCard = (cardNumber: string) => `Gift card ending ${cardNumber.slice(-4)}`;

/** Enter and add a gift card, and wait for the applied-card view to show it. */
export async function applyGiftCard(
  page: Page,
  cardNumber: string,
  pin = GIFT_CARD_PIN,
): Promise<void> {
  await enterGiftCard(page, cardNumber, pin);
  await giftCardRow(page).add.click();
  await expect(giftCardRow(page).remove).toBeVisible();
  await expect(page.getByText(maskedGiftCard(cardNumber), { exact: true })).toBeAttached();
  await expect(page.getByText(cardNumber, { exact: true })).toHaveCount(0);
}
