/**
 * The rules for the festival-pass details form (product-rules §8.3), as pure functions so the
 * atoms, the React form and the tests share one reading of them.
 */
import {
  BUYER_MISSING_MESSAGES,
  EMAIL_MESSAGE,
  REQUIRED_MESSAGE,
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
] as const;

/** A field that can carry a message. */
export type FestivalPassField = (typeof FESTIVAL_PASS_FIELDS)[number];

/** The message per field; a field without one is valid. */
export type FestivalPassErrors = Partial<Record<FestivalPassField, string>>;

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
/** First name, last name or post code left empty; an e-mail that fails the pattern (§8.1). */
export { EMAIL_MESSAGE, REQUIRED_MESSAGE };

/**
 * The message for one field as product-rules §8.1 checks it when the visitor leaves it, or
 * `undefined`. The post code is checked on its own value, never on the first name's (§8.1).
 */
export function validateField(
  field: FestivalPassField,
  values: FestivalPassFormValues,
): string | undefined {
  if (field === 'passId') return filled(values.passId) ? undefined : PASS_REQUIRED_MESSAGE;
  return validateBuyerField(field, values);
}

/** Every field's message, as pressing Next checks them. Empty when the form may be sent. */
export function validateForm(values: FestivalPassFormValues): FestivalPassErrors {
  const errors: FestivalPassErrors = {};
  for (const field of FESTIVAL_PASS_FIELDS) {
    const message = validateField(field, values);
    if (message) errors[field] = message;
  }
  return errors;
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

/** What keeps Next unavailable, in the order of the form: a field (or the terms box) and why. */
export interface MissingForNext {
  field: 'passId' | 'firstName' | 'lastName' | 'email' | 'postCode' | 'terms';
  message: string;
}

/** The error summary's words for each thing §8.3 needs before Next (GOV.UK's "Enter …"). */
export const MISSING_MESSAGES: Readonly<Record<MissingForNext['field'], string>> = {
  passId: 'Select a festival pass',
  ...BUYER_MISSING_MESSAGES,
  terms: 'Accept the terms and conditions',
};

/**
 * Everything still needed before Next can succeed, for the "There is a problem" summary: what
 * product-rules §8.3 requires to enable Next, and the pass, which Next would otherwise only report
 * when pressed.
 */
export function missingForNext(values: FestivalPassFormValues): MissingForNext[] {
  const missing: MissingForNext[] = [];
  for (const field of ['passId', 'firstName', 'lastName', 'email', 'postCode'] as const) {
    if (!filled(values[field])) missing.push({ field, message: MISSING_MESSAGES[field] });
  }
  if (!values.terms) missing.push({ field: 'terms', message: MISSING_MESSAGES.terms });
  return missing;
}
