/**
 * A recipient for a gift card by e-mail in tests (openapi.yaml `GiftRecipient`), sent a month from
 * `now`: within the reference server's window of send dates (product-rules §15.2) whatever the
 * time of day in Sydney.
 */
import type { GiftRecipient } from '../schemas';

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

/** A valid recipient, with `overrides`. */
export const giftRecipient = (
  overrides: Partial<GiftRecipient> = {},
  now = Date.now(),
): GiftRecipient => ({
  name: 'Alex Kim',
  email: 'alex@example.com',
  from: 'Sam',
  sendDate: new Date(now + MONTH_MS).toISOString().slice(0, 10),
  ...overrides,
});
