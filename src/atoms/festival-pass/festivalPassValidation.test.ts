import {
  EMPTY_FESTIVAL_PASS_FORM,
  FESTIVAL_PASS_FIELDS,
  canSubmit,
  validateField,
} from './festivalPassValidation';
import type { FestivalPassFormValues } from './festivalPassValidation';
import { FILLED_FESTIVAL_PASS_FORM } from './testing/festivalPassFixtures';

const filled = FILLED_FESTIVAL_PASS_FORM;

describe('validateField (product-rules §8.3, on blur)', () => {
  it.each(['firstName', 'lastName', 'postCode'] as const)(
    '%s empty → "This field is required"',
    (field) => {
      expect(validateField(field, { ...filled, [field]: '' })).toBe('This field is required');
      expect(validateField(field, { ...filled, [field]: '   ' })).toBe('This field is required');
      expect(validateField(field, filled)).toBeUndefined();
    },
  );

  it('checks the post code on its own value, not the first name (the spec note calls that a defect)', () => {
    expect(validateField('postCode', { ...filled, firstName: 'Mia', postCode: '' })).toBe(
      'This field is required',
    );
    expect(
      validateField('postCode', { ...filled, firstName: '', postCode: '2031' }),
    ).toBeUndefined();
  });

  it.each([
    'mia@example',
    '.mia@example.com',
    'mia@example.c',
    'mia example.com',
    `mia@${'a'.repeat(64)}.com`,
  ])('rejects e-mail %j with "Please enter a valid email address"', (email) => {
    expect(validateField('email', { ...filled, email })).toBe('Please enter a valid email address');
  });

  it.each(['mia@example.com', 'mia.wong+jiff@mail.example.com.au', ' mia@example.com '])(
    'accepts e-mail %j',
    (email) => {
      expect(validateField('email', { ...filled, email })).toBeUndefined();
    },
  );

  it.each(['', '   '])(
    'asks for an empty e-mail (%j) with "This field is required", as for any required field (§8)',
    (email) => {
      expect(validateField('email', { ...filled, email })).toBe('This field is required');
    },
  );

  it('asks for a pass with "Please select a pass!"', () => {
    expect(validateField('passId', { ...filled, passId: '' })).toBe('Please select a pass!');
  });
});

/** What Next finds: each of `FESTIVAL_PASS_FIELDS` with its message, as the form's `checkAll` asks. */
const onNext = (values: FestivalPassFormValues) =>
  Object.fromEntries(
    FESTIVAL_PASS_FIELDS.flatMap((field) => {
      const message = validateField(field, values);
      return message ? [[field, message]] : [];
    }),
  );

describe('the fields Next checks', () => {
  it('find nothing in a complete form', () => {
    expect(onNext(filled)).toEqual({});
  });

  it('are every field, each with its message in an empty form', () => {
    expect(onNext(EMPTY_FESTIVAL_PASS_FORM)).toEqual({
      passId: 'Please select a pass!',
      firstName: 'This field is required',
      lastName: 'This field is required',
      email: 'This field is required',
      postCode: 'This field is required',
      terms: 'Accept the terms and conditions',
    });
  });
});

describe('canSubmit (product-rules §8.3)', () => {
  it('is true with names, e-mail, post code and terms, even before a pass is chosen', () => {
    expect(canSubmit(filled, false)).toBe(true);
    expect(canSubmit({ ...filled, passId: '' }, false)).toBe(true);
  });

  it.each(['firstName', 'lastName', 'email', 'postCode'] as const)(
    'is false while %s is empty',
    (field) => {
      expect(canSubmit({ ...filled, [field]: ' ' }, false)).toBe(false);
    },
  );

  it('is false until the terms are ticked', () => {
    expect(canSubmit({ ...filled, terms: false }, false)).toBe(false);
  });

  it('is false while submitting', () => {
    expect(canSubmit(filled, true)).toBe(false);
  });
});
