import type { Member, MembershipOption } from '../../api/schemas';
import { DATE_OF_BIRTH_MESSAGE } from '../checkout/dateOfBirth';
import { DEFAULT_TIME_ZONE as SYDNEY } from '../../config/timeZone';
import {
  EMPTY_APPLICANT,
  TERMS_MESSAGE,
  applicantFieldsFor,
  applicantFromMember,
  validateApplicant,
} from './membershipRules';
import { isFreeOption, orderTypeFor } from './optionRules';

const option = (slug: string, action: MembershipOption['action'] = 'new'): MembershipOption => ({
  slug,
  action,
  concessionItemId: 'X',
  name: slug,
  priceInCents: 0,
});

const MEMBER: Member = {
  id: 'm-1',
  email: 'alex@example.com',
  memberType: 'adult',
  firstName: 'Alex',
  lastName: 'Citizen',
  dateOfBirth: '1988-04-12',
  postCode: '2000',
  sendNewsletter: true,
  sendLoyaltyUpdates: false,
  wallet: {},
};

describe('membership option rules (product-rules §11.1)', () => {
  it('calls only the free slugs free, whatever the price says', () => {
    expect(isFreeOption(option('freeAdult'))).toBe(true);
    expect(isFreeOption(option('freeSenior'))).toBe(true);
    expect(isFreeOption(option('adult-premium-1-year'))).toBe(false);
  });

  it('completes a new membership as registration, a renewal or upgrade as renewal', () => {
    expect(orderTypeFor(option('freeAdult'))).toBe('registration');
    expect(orderTypeFor(option('adult-premium-renewal-1-year', 'renew'))).toBe('renewal');
    expect(orderTypeFor(option('adult-gold-upgrade', 'upgrade'))).toBe('renewal');
  });
});

describe('the applicant', () => {
  it('asks a new or renewing member everything, an upgrade only who pays', () => {
    expect(applicantFieldsFor(option('freeAdult'))).toEqual(Object.keys(EMPTY_APPLICANT));
    expect(applicantFieldsFor(option('adult-gold-upgrade', 'upgrade'))).toEqual([
      'firstName',
      'lastName',
      'email',
      'postCode',
      'terms',
    ]);
  });

  it("starts from the member's details, and from nothing for a visitor", () => {
    expect(applicantFromMember(null)).toEqual(EMPTY_APPLICANT);
    expect(applicantFromMember(MEMBER)).toEqual({
      firstName: 'Alex',
      lastName: 'Citizen',
      email: 'alex@example.com',
      mobilePhone: '',
      dateOfBirth: '1988-04-12',
      postCode: '2000',
      sendNewsletter: true,
      sendLoyaltyUpdates: false,
      terms: false,
    });
  });

  it('checks each field with the messages of product-rules §8.8', () => {
    const filled = { ...applicantFromMember(MEMBER), terms: true };
    for (const field of Object.keys(EMPTY_APPLICANT))
      expect(validateApplicant(field, filled, SYDNEY)).toBeUndefined();
    expect(validateApplicant('firstName', { ...filled, firstName: '  ' }, SYDNEY)).toBe(
      'This field is required',
    );
    expect(validateApplicant('email', { ...filled, email: 'alex@' }, SYDNEY)).toBe(
      'Please enter a valid email address',
    );
    expect(validateApplicant('dateOfBirth', { ...filled, dateOfBirth: '' }, SYDNEY)).toBe(
      'This field is required',
    );
    expect(validateApplicant('dateOfBirth', { ...filled, dateOfBirth: '2999-01-01' }, SYDNEY)).toBe(
      DATE_OF_BIRTH_MESSAGE,
    );
    expect(validateApplicant('dateOfBirth', { ...filled, dateOfBirth: '1990-13' }, SYDNEY)).toBe(
      DATE_OF_BIRTH_MESSAGE,
    );
    expect(validateApplicant('terms', { ...filled, terms: false }, SYDNEY)).toBe(TERMS_MESSAGE);
    expect(
      validateApplicant('mobilePhone', { ...filled, mobilePhone: '' }, SYDNEY),
    ).toBeUndefined();
  });
});
