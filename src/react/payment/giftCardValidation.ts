/**
 * The gift card form rules (product-rules §8.5), checked on blur: both fields required and digits
 * only, and 'Add Gift Card' only when both are filled in and error-free.
 */
import { DIGITS_PATTERN } from '../../atoms/checkout/giftCardRules';

/** The two inputs of the gift card form. */
export type GiftCardField = 'cardNumber' | 'pin';

/** The texts of product-rules §8.5. */
export const GIFT_CARD_MESSAGES = {
  required: 'This field is required',
  cardNumber: 'Please enter a valid gift card number',
  pin: 'Please enter a valid gift card PIN',
  form: 'Please correct form errors.',
} as const;

/** The message for one field's value, or null when it is fine. */
export function validateGiftCardField(field: GiftCardField, value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return GIFT_CARD_MESSAGES.required;
  if (!DIGITS_PATTERN.test(trimmed)) return GIFT_CARD_MESSAGES[field];
  return null;
}

/**
 * True when both fields are non-empty and pass their checks (product-rules §8.5's rule for 'Add
 * Gift Card').
 */
export function canAddGiftCard(values: Record<GiftCardField, string>): boolean {
  return (
    validateGiftCardField('cardNumber', values.cardNumber) === null &&
    validateGiftCardField('pin', values.pin) === null
  );
}
