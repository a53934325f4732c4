/**
 * The rules for the buyer's details (product-rules §8.1, §8.2), shared by every checkout form (the
 * festival pass, the shop): one reading of the texts and of when they show.
 */
import { EMAIL_MESSAGE, EMAIL_PATTERN, REQUIRED_MESSAGE } from '../../api/schemas/email';

/** A required field left empty (product-rules §8); an e-mail that fails the pattern (§8.2). */
export { EMAIL_MESSAGE, REQUIRED_MESSAGE };

/** The buyer's fields every checkout asks for. */
export const BUYER_FIELDS = ['firstName', 'lastName', 'email', 'postCode'] as const;
export type BuyerField = (typeof BUYER_FIELDS)[number];

/** The buyer's details as typed. */
export type BuyerValues = Record<BuyerField, string>;

/** Whether a text field holds more than white space. */
export const filled = (value: string): boolean => value.trim() !== '';

/**
 * The e-mail check on its own: empty, 'This field is required' (product-rules §8); a non-empty
 * address that fails §8.2's pattern, 'Please enter a valid email address'.
 */
export const validateEmail = (email: string): string | undefined =>
  !filled(email) ? REQUIRED_MESSAGE : EMAIL_PATTERN.test(email.trim()) ? undefined : EMAIL_MESSAGE;

/**
 * The message for one buyer field as product-rules §8.1 checks it when the buyer leaves it, or
 * `undefined`. The post code is checked on its own value, never on the first name's (§8.1).
 */
export function validateBuyerField(field: BuyerField, values: BuyerValues): string | undefined {
  if (field === 'email') return validateEmail(values.email);
  return filled(values[field]) ? undefined : REQUIRED_MESSAGE;
}

/** The terms box left unticked (product-rules §8.3, §8.8): at the box and in the summary. */
export const TERMS_MESSAGE = 'Accept the terms and conditions';

/** The error summary's words for each buyer field (GOV.UK's "Enter …"). */
export const BUYER_MISSING_MESSAGES: Readonly<Record<BuyerField, string>> = {
  firstName: 'Enter your given names',
  lastName: 'Enter your surname',
  email: 'Enter your email address',
  postCode: 'Enter your post code',
};
