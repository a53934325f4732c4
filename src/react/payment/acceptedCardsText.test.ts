import { acceptedCardsText } from './acceptedCardsText';

describe('acceptedCardsText (product-rules §7.1)', () => {
  it('lists the brands with commas and a final "and"', () => {
    expect(acceptedCardsText(['Visa', 'Mastercard', 'American Express'])).toBe(
      'We accept Visa, Mastercard and American Express.',
    );
  });

  it('says one or two brands plainly', () => {
    expect(acceptedCardsText(['Visa'])).toBe('We accept Visa.');
    expect(acceptedCardsText(['Visa', 'JCB'])).toBe('We accept Visa and JCB.');
  });

  it('says nothing without brands', () => {
    expect(acceptedCardsText([])).toBe('');
  });
});
