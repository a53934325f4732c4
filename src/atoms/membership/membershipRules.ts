/**
 * The membership applicant (product-rules §11.2), without any API code: the fields each option asks
 * for, the member's details as first values, and the checks of product-rules §8.8. (Which options
 * are free, and the order type each completes with, are in ./optionRules, which the checkout flow
 * uses too.)
 */
import type { Member, MembershipOption } from '../../api/schemas';
import {
  BUYER_MISSING_MESSAGES,
  REQUIRED_MESSAGE,
  TERMS_MESSAGE,
  filled,
  validateEmail,
} from '../checkout/buyerValidation';
import { DATE_OF_BIRTH_MISSING, validateDateOfBirth } from '../checkout/dateOfBirth';

/** What the applicant types (product-rules §11.2). */
export interface ApplicantValues {
  [field: string]: string | boolean;
  firstName: string;
  lastName: string;
  email: string;
  mobilePhone: string;
  dateOfBirth: string;
  postCode: string;
  sendNewsletter: boolean;
  sendLoyaltyUpdates: boolean;
  terms: boolean;
}

/** An empty applicant form. */
export const EMPTY_APPLICANT: ApplicantValues = {
  firstName: '',
  lastName: '',
  email: '',
  mobilePhone: '',
  dateOfBirth: '',
  postCode: '',
  sendNewsletter: false,
  sendLoyaltyUpdates: false,
  terms: false,
};

/** The fields an option asks for: an upgrade needs only the buyer, a membership the applicant. */
export function applicantFieldsFor(option: MembershipOption): readonly (keyof ApplicantValues)[] {
  return option.action === 'upgrade'
    ? ['firstName', 'lastName', 'email', 'postCode', 'terms']
    : Object.keys(EMPTY_APPLICANT);
}

/** The member's details as the form's first values (a renewal or upgrade is prefilled). */
export function applicantFromMember(member: Member | null): ApplicantValues {
  if (!member) return { ...EMPTY_APPLICANT };
  return {
    ...EMPTY_APPLICANT,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    mobilePhone: member.mobilePhone ?? '',
    dateOfBirth: member.dateOfBirth ?? '',
    postCode: member.postCode ?? '',
    sendNewsletter: member.sendNewsletter,
    sendLoyaltyUpdates: member.sendLoyaltyUpdates,
  };
}

/** The terms box left unticked (product-rules §8.8). */
export { TERMS_MESSAGE };

/**
 * The message for one applicant field as product-rules §8.8 checks it, or `undefined`; the date of
 * birth is checked in `timeZone`'s calendar (the cinema's).
 */
export function validateApplicant(
  field: keyof ApplicantValues & string,
  values: ApplicantValues,
  timeZone: string,
): string | undefined {
  switch (field) {
    case 'email':
      return validateEmail(values.email);
    case 'firstName':
    case 'lastName':
    case 'postCode':
      return filled(values[field]) ? undefined : REQUIRED_MESSAGE;
    case 'dateOfBirth':
      return validateDateOfBirth(values.dateOfBirth, timeZone);
    case 'terms':
      return values.terms ? undefined : TERMS_MESSAGE;
    default:
      return undefined;
  }
}

/** The error summary's words for each field that can be at fault. */
export const APPLICANT_MISSING_MESSAGES: Readonly<Record<string, string>> = {
  ...BUYER_MISSING_MESSAGES,
  dateOfBirth: DATE_OF_BIRTH_MISSING,
  terms: TERMS_MESSAGE,
};
