import { formatFieldValue } from './formatFieldValue';

describe('formatFieldValue', () => {
  it('groups a card number by its brand and stops at the brand length', () => {
    expect(formatFieldValue('number', '4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatFieldValue('number', '378282246310005999')).toBe('3782 822463 10005');
    expect(formatFieldValue('number', '4111-11')).toBe('4111 11');
  });

  it('writes the expiry as MM/YYYY while typing', () => {
    expect(formatFieldValue('expirationDate', '1')).toBe('1');
    expect(formatFieldValue('expirationDate', '12')).toBe('12');
    expect(formatFieldValue('expirationDate', '122')).toBe('12/2');
    expect(formatFieldValue('expirationDate', '12/20301')).toBe('12/2030');
    expect(formatFieldValue('expirationDate', '3')).toBe('03');
  });

  it('keeps CVV digits only, up to the brand size', () => {
    expect(formatFieldValue('cvv', '12a34', '4111111111111111')).toBe('123');
    expect(formatFieldValue('cvv', '12345', '378282246310005')).toBe('1234');
  });
});
