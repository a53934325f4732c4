import {
  amountInRange,
  amountRangeMessage,
  fromPriceLabel,
  offersChosenAmount,
  parseAmount,
  validateAmount,
} from './chosenAmount';
import { GIFT_50, GIFT_CHOSEN } from './testing/shopProducts';

describe('a chosen amount (product-rules §15.2)', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['25.50', 2550],
    ['$25.50', 2550],
    [' 25 ', 2500],
    ['$ 25', 2500],
    ['0.05', 5],
    ['010', 1000],
    ['1,000', 100000],
    ['$1,250.75', 125075],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseAmount(text)).toBe(cents);
  });

  it.each([
    '25.555',
    '-5',
    'abc',
    '',
    '   ',
    '1e3',
    '25.',
    '.5',
    '$',
    '10,5',
    '1,00',
    '1000,00',
    '0x10',
    'Infinity',
    '25 50',
    '25$',
    '٢٥',
    '99999999999999999999',
  ])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeUndefined();
  });

  it("says the item's own bounds in dollars", () => {
    expect(amountRangeMessage(1000, 50000)).toBe('Enter an amount between $10.00 and $500.00.');
    expect(amountRangeMessage(1050, 2500)).toBe('Enter an amount between $10.50 and $25.00.');
    expect(amountRangeMessage(100000, 250000)).toBe(
      'Enter an amount between $1,000.00 and $2,500.00.',
    );
  });

  it('accepts the bounds and what lies between, and nothing else', () => {
    const message = 'Enter an amount between $10.00 and $500.00.';
    expect(validateAmount('10', 1000, 50000)).toBeUndefined();
    expect(validateAmount('$500.00', 1000, 50000)).toBeUndefined();
    expect(validateAmount('25.5', 1000, 50000)).toBeUndefined();
    expect(validateAmount('9.99', 1000, 50000)).toBe(message);
    expect(validateAmount('500.01', 1000, 50000)).toBe(message);
    expect(validateAmount('abc', 1000, 50000)).toBe(message);
    expect(validateAmount('', 1000, 50000)).toBe(message);
    expect(validateAmount('25.555', 1000, 50000)).toBe(message);
    expect(amountInRange(1000, 1000, 50000)).toBe(true);
    expect(amountInRange(1000.5, 1000, 50000)).toBe(false);
  });

  it('shows such an item from its lowest amount, and tells it from a priced one', () => {
    expect(fromPriceLabel(1000)).toBe('From $10.00');
    expect(fromPriceLabel(GIFT_CHOSEN.minPriceInCents)).toBe('From $10.00');
    expect(offersChosenAmount(GIFT_CHOSEN)).toBe(true);
    expect(offersChosenAmount(GIFT_50)).toBe(false);
  });
});
