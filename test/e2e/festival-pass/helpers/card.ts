/**
 * The card row of the payment page: the provider's four hosted-field iframes (braintree-web names
 * them `braintree-hosted-field-<field>`), typed into like a customer, and 'Process Payment'.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { expect } from '../../support/test';
import { openOption, optionRegion } from './payment';

/** The SDK's field keys, in form order. */
export const CARD_FIELDS = ['number', 'cardholderName', 'expirationDate', 'cvv'] as const;

/** One of the four hosted fields. */
export type CardField = (typeof CARD_FIELDS)[number];

/** The label the widget shows for each field (also the frames' internal label). */
export const CARD_FIELD_LABELS: Readonly<Record<CardField, string>> = {
  number: 'Card Number',
  cardholderName: 'Name on Card',
  expirationDate: 'Expiry Date (MM/YYYY)',
  cvv: 'Security Code (CVV)',
};

/** Test cards the fake gateway knows (demo/payments/tokenizeCard.ts). */
export const CARDS = {
  approved: '4111111111111111',
  declined: '4000111111111115',
  serverError: '4000000000000259',
  /**
   * A UnionPay number that fails the Luhn check. Hosted fields accept it (card-validator skips Luhn
   * for UnionPay, as braintree-web's frame does) so 'Process Payment' enables, but the gateway
   * rejects it at tokenize time: the path to product-rules §9.4's tokenize error.
   */
  gatewayRejects: '6200000000000004',
} as const;

/** The iframe of one hosted field. */
export const cardFrame = (page: Page, field: CardField): FrameLocator =>
  page.frameLocator(`iframe[name="braintree-hosted-field-${field}"]`);

/** The input inside one hosted field's iframe. */
export const cardInput = (page: Page, field: CardField) =>
  cardFrame(page, field).getByLabel(CARD_FIELD_LABELS[field]);

/** An expiry two years ahead, as typed (MMYYYY; the field formats it to MM/YYYY). */
export const FUTURE_EXPIRY = `12${new Date().getFullYear() + 2}`;

/** What to type into each field; number defaults to an approved card. */
export interface CardValues {
  number?: string;
  cardholderName?: string;
  expirationDate?: string;
  cvv?: string;
}

/** The widget's own label of one hosted field (in the shadow root, outside the frame). */
export const cardLabel = (page: Page, field: CardField) =>
  optionRegion(page, 'Credit Card').getByText(CARD_FIELD_LABELS[field], { exact: true });

/**
 * Open the 'Credit Card' row if it is closed and wait for it as a buyer does: its four frames in,
 * and the card form loaded ('Loading the card form' gone, the fields its own).
 */
export async function openCardRow(page: Page): Promise<void> {
  await openOption(page, 'Credit Card');
  for (const field of CARD_FIELDS) await expect(cardInput(page, field)).toBeVisible();
  await expect(
    optionRegion(page, 'Credit Card')
      .getByRole('status')
      .filter({ hasText: 'Loading the card form' }),
  ).toHaveCount(0);
}

/**
 * Enter a card into the four hosted fields (`fill` fires the input events a paste would; the
 * keyboard spec types key by key).
 */
export async function typeCard(page: Page, values: CardValues = {}): Promise<void> {
  const entries: Array<[CardField, string]> = [
    ['number', values.number ?? CARDS.approved],
    ['cardholderName', values.cardholderName ?? 'Pat Buyer'],
    ['expirationDate', values.expirationDate ?? FUTURE_EXPIRY],
    ['cvv', values.cvv ?? '123'],
  ];
  for (const [field, value] of entries) await cardInput(page, field).fill(value);
  // Each value still there once all are typed: a field whose frame was replaced after it was
  // typed in (as a remount of the card form would, or a reload of the number field's frame, which
  // in the offline stand-in runs all four fields: demo/payments/frame/main.ts) fails here, by
  // name, not as a disabled button later.
  for (const [field, value] of entries) {
    if (value !== '') await expect(cardInput(page, field), `${field} kept`).not.toHaveValue('');
  }
}

/** The card form's submit button. */
export const processPayment = (page: Page) => page.getByRole('button', { name: 'Process Payment' });

/** Open the card row, enter a card (the approved one unless told) and press 'Process Payment'. */
export async function payByCard(page: Page, values: CardValues = {}): Promise<void> {
  await openCardRow(page);
  await typeCard(page, values);
  await processPayment(page).click();
}
