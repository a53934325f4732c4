import { cardTypesFor, cvvSizesFor, validateField } from './validateField';

describe('validateField', () => {
  it('keeps an empty field potentially valid but not valid', () => {
    expect(validateField('number', '')).toEqual({
      isEmpty: true,
      isValid: false,
      isPotentiallyValid: true,
    });
  });

  it('card number: valid once complete and Luhn-correct; impossible input is not potentially valid', () => {
    expect(validateField('number', '4111 1111 1111 1111')).toMatchObject({ isValid: true });
    expect(validateField('number', '4111')).toMatchObject({
      isValid: false,
      isPotentiallyValid: true,
    });
    // Mastercard numbers stop at 16 digits, so a wrong check digit cannot be typed away.
    expect(validateField('number', '5555555555554445')).toMatchObject({
      isValid: false,
      isPotentiallyValid: false,
    });
    expect(validateField('number', '4x')).toMatchObject({
      isValid: false,
      isPotentiallyValid: false,
    });
  });

  it('expiry: MM/YYYY in the future is valid, a past one is not', () => {
    expect(validateField('expirationDate', `12/${new Date().getFullYear() + 1}`)).toMatchObject({
      isValid: true,
    });
    expect(validateField('expirationDate', '01/2001')).toMatchObject({
      isValid: false,
      isPotentiallyValid: false,
    });
    expect(validateField('expirationDate', '1')).toMatchObject({
      isValid: false,
      isPotentiallyValid: true,
    });
  });

  it('CVV: its length follows the card brand', () => {
    expect(validateField('cvv', '123', cvvSizesFor('4111111111111111'))).toMatchObject({
      isValid: true,
    });
    expect(validateField('cvv', '123', cvvSizesFor('378282246310005'))).toMatchObject({
      isValid: false,
      isPotentiallyValid: true,
    });
    expect(validateField('cvv', '1234', cvvSizesFor('378282246310005'))).toMatchObject({
      isValid: true,
    });
    expect(validateField('cvv', '12a')).toMatchObject({
      isValid: false,
      isPotentiallyValid: false,
    });
  });

  it('cardholder name: any name, but not a card number', () => {
    expect(validateField('cardholderName', 'Pat Buyer')).toMatchObject({ isValid: true });
    expect(validateField('cardholderName', '4111 1111')).toMatchObject({ isValid: false });
  });
});

describe('cardTypesFor', () => {
  it('names Mastercard the way braintree-web does, and narrows as digits arrive', () => {
    expect(cardTypesFor('5555').map((card) => card.type)).toEqual(['master-card']);
    expect(cardTypesFor('').length).toBeGreaterThan(5);
    expect(cardTypesFor('4')[0]).toMatchObject({
      type: 'visa',
      niceType: 'Visa',
      code: { name: 'CVV', size: 3 },
    });
  });
});
