import { canAddGiftCard, validateGiftCardField } from './giftCardValidation';

describe('gift card validation (product-rules §8.5)', () => {
  it('requires both fields', () => {
    expect(validateGiftCardField('cardNumber', '')).toBe('This field is required');
    expect(validateGiftCardField('pin', '   ')).toBe('This field is required');
  });

  it('accepts digits only, with its own message per field', () => {
    expect(validateGiftCardField('cardNumber', '6280 0000')).toBe(
      'Please enter a valid gift card number',
    );
    expect(validateGiftCardField('cardNumber', '62800a')).toBe(
      'Please enter a valid gift card number',
    );
    expect(validateGiftCardField('pin', '12-4')).toBe('Please enter a valid gift card PIN');
    expect(validateGiftCardField('cardNumber', '6280000000000001')).toBeNull();
    expect(validateGiftCardField('pin', ' 1234 ')).toBeNull();
  });

  it('allows adding only when both fields are filled in and valid', () => {
    expect(canAddGiftCard({ cardNumber: '6280000000000001', pin: '1234' })).toBe(true);
    expect(canAddGiftCard({ cardNumber: '6280000000000001', pin: '' })).toBe(false);
    expect(canAddGiftCard({ cardNumber: 'x', pin: '1234' })).toBe(false);
  });
});
