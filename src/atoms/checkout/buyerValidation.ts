/**
 * Spec 5's rules for the buyer's details, shared by every checkout form (the festival pass, the
 * shop): one reading of the texts and of when they show.
 */
import { EMAIL_MESSAGE, EMAIL_PATTERN } from '../../api/schemas/primitives';

/** Spec 5: a required field left empty. */
export const REQUIRED_MESSAGE = 'This field is required';
/** Spec 5: an e-mail that fails the pattern. */
export { EMAIL_MESSAGE };

/** The buyer's fields every checkout asks for. */
export const BUYER_FIELDS = ['firstName', 'lastName', 'email', 'postCode'] as const;
export type BuyerField = (typeof BUYER_FIELDS)[number];

/** The buyer's details as typed. */
export type BuyerValues = Record<BuyerField, string>;

/** Whether a text field holds more than white space. */
export const filled = (value: string): boolean => value.trim() !== '';

/** Spec 5's e-mail check on its own, for forms that ask only for an e-mail. */
export const validateEmail = (email: string): string | undefined =>
  EMAIL_PATTERN.test(email.trim()) ? undefined : EMAIL_MESSAGE;

/**
 * The message for one buyer field as spec 5 checks it when the buyer leaves it, or `undefined`.
 * The post code is checked on its own value: the spec's note calls the first-name reading a defect.
 */
export function validateBuyerField(field: BuyerField, values: BuyerValues): string | undefined {
  if (field === 'email') return EMAIL_PATTERN.test(values.email.trim()) ? undefined : EMAIL_MESSAGE;
  return filled(values[field]) ? undefined : REQUIRED_MESSAGE;
}

/** The error summary's words for each buyer field (GOV.UK's "Enter …"). */
export const BUYER_MISSING_MESSAGES: Readonly<Record<BuyerField, string>> = {
  firstName: 'Enter your given names',
  lastName: 'Enter your surname',
  email: 'Enter your email address',
  postCode: 'Enter your post code',
};
