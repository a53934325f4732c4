/**
 * The rules for the festival-pass details form (product-rules §8.3), as pure functions so the
 * atoms, the React form and the tests share one reading of them.
 */
import {
  BUYER_MISSING_MESSAGES,
  EMAIL_MESSAGE,
  REQUIRED_MESSAGE,
  TERMS_MESSAGE,
  filled,
  validateBuyerField,
} from '../checkout/buyerValidation';

/** What the visitor has entered in the form. */
export interface FestivalPassFormValues {
  /** The chosen pass's id; `''` until one is chosen. */
  passId: string;
  firstName: string;
  lastName: string;
  email: string;
  postCode: string;
  /** The festival newsletter opt-in (shown only for festivals that have one). */
  newsletter: boolean;
  /** The required terms-and-conditions box. */
  terms: boolean;
}

/** The fields that can carry a message, in the order they appear in the form. */
export const FESTIVAL_PASS_FIELDS = [
  'passId',
  'firstName',
  'lastName',
  'email',
  'postCode',
  'terms',
] as const;

/** A field that can carry a message. */
export type FestivalPassField = (typeof FESTIVAL_PASS_FIELDS)[number];

/** The form before the visitor types anything. */
export const EMPTY_FESTIVAL_PASS_FORM: Readonly<FestivalPassFormValues> = {
  passId: '',
  firstName: '',
  lastName: '',
  email: '',
  postCode: '',
  newsletter: false,
  terms: false,
};

/** No pass chosen when Next is pressed (product-rules §8.3). */
export const PASS_REQUIRED_MESSAGE = 'Please select a pass!';
/**
 * A required field left empty (§8), an e-mail that fails the pattern (§8.2), the terms unticked.
 */
export { EMAIL_MESSAGE, REQUIRED_MESSAGE, TERMS_MESSAGE };

/**
 * The message for one field as product-rules §8.1 checks it when the visitor leaves it, or
 * `undefined`. The post code is checked on its own value, never on the first name's (§8.1).
 */
export function validateField(
  field: FestivalPassField,
  values: FestivalPassFormValues,
): string | undefined {
  if (field === 'passId') return filled(values.passId) ? undefined : PASS_REQUIRED_MESSAGE;
  if (field === 'terms') return values.terms ? undefined : TERMS_MESSAGE;
  return validateBuyerField(field, values);
}

/**
 * Next is enabled (product-rules §8.3) only when first name, last name, e-mail and post code are
 * non-empty and the terms box is ticked, and not while submitting. (A missing pass is reported on
 * Next.)
 */
export function canSubmit(values: FestivalPassFormValues, submitting: boolean): boolean {
  return (
    !submitting &&
    values.terms &&
    filled(values.firstName) &&
    filled(values.lastName) &&
    filled(values.email) &&
    filled(values.postCode)
  );
}

/**
 * The error summary's words for a field left empty (GOV.UK's "Enter …", product-rules §8.3): the
 * pass, §8.1's words, and the terms box, whose message says the same at the box.
 */
export const MISSING_MESSAGES: Readonly<Record<FestivalPassField, string>> = {
  passId: 'Select a festival pass',
  ...BUYER_MISSING_MESSAGES,
  terms: TERMS_MESSAGE,
};
