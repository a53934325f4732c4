import { cardOf } from './cardOf';

describe('cardOf', () => {
  it("reads braintree-web's card type and last four", () => {
    expect(cardOf({ cardType: 'Visa', lastFour: '1111' })).toEqual({
      brand: 'Visa',
      lastFour: '1111',
    });
  });

  it('gives nothing rather than a guess when the SDK did not say', () => {
    expect(cardOf(undefined)).toBeUndefined();
    expect(cardOf({ cardType: 'Visa' })).toBeUndefined();
    expect(cardOf({ cardType: '', lastFour: '1111' })).toBeUndefined();
    expect(cardOf({ cardType: 'Visa', lastFour: '11a1' })).toBeUndefined();
  });
});
