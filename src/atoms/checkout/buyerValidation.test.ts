import {
  EMAIL_MESSAGE,
  REQUIRED_MESSAGE,
  validateBuyerField,
  validateEmail,
} from './buyerValidation';

const BUYER = { firstName: 'Mia', lastName: 'Wong', email: 'mia@example.com', postCode: '2031' };

describe('the e-mail check (product-rules §8, §8.2)', () => {
  it.each(['', ' ', '\t'])(
    'says "This field is required" for an empty address (%j), as for any required field',
    (email) => {
      expect(validateEmail(email)).toBe(REQUIRED_MESSAGE);
      expect(validateBuyerField('email', { ...BUYER, email })).toBe('This field is required');
    },
  );

  it.each(['mia@example', '.mia@example.com', 'mia example.com'])(
    'says "Please enter a valid email address" only for a non-empty address that fails (%j)',
    (email) => {
      expect(validateEmail(email)).toBe(EMAIL_MESSAGE);
      expect(validateBuyerField('email', { ...BUYER, email })).toBe(
        'Please enter a valid email address',
      );
    },
  );

  it('accepts a valid address, trimmed', () => {
    expect(validateEmail(' mia@example.com ')).toBeUndefined();
  });
});
