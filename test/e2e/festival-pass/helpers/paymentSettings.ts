/**
 * The cinema's payment settings on the reference server (`PUT /demo/settings`, demo-only): which
 * methods its payment details enable. The fixture resets them before every test.
 */
import type { APIRequestContext } from '@playwright/test';
import type { PaymentMethods } from '../../../../src/api/schemas';
import { expect } from '../../support/test';

/**
 * Every payment method flag (openapi.yaml `PaymentMethods`), in the order the page lists the rows
 * (product-rules §7.2: the gift card, the express wallets above the card, PayPal last).
 */
export const METHOD_FLAGS = ['giftCard', 'applePay', 'googlePay', 'creditCard', 'payPal'] as const;

/** The row title the page shows for each flag. */
export const ROW_TITLES: Readonly<Record<keyof PaymentMethods, string>> = {
  giftCard: 'Gift Card',
  creditCard: 'Credit Card',
  applePay: 'Apple Pay',
  googlePay: 'Google Pay',
  payPal: 'PayPal',
};

/** Switch methods on or off for the carts this test makes (the flags not named keep their value). */
export async function setPaymentMethods(
  request: APIRequestContext,
  methods: Partial<PaymentMethods>,
): Promise<void> {
  const response = await request.put('/demo/settings', { data: { methods } });
  expect(response.ok(), `PUT /demo/settings answered ${response.status()}`).toBe(true);
}
