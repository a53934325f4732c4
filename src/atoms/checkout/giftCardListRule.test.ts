import { giftCardListRule } from './giftCardListRule';

const card = (cardNumber: string, balanceInCents: number) => ({
  cardNumber,
  balanceInCents,
  cardExpiry: '2027-01-01',
});

describe('giftCardListRule (product-rules §7.4)', () => {
  it('takes the new list when the current one is empty', () => {
    const incoming = [card('1', 0)];
    expect(giftCardListRule([], incoming)).toBe(incoming);
  });

  it('takes the new list when some card in it has a balance above 0', () => {
    const incoming = [card('1', 0), card('2', 500)];
    expect(giftCardListRule([card('9', 100)], incoming)).toBe(incoming);
  });

  it('keeps the current list when every new card is at 0', () => {
    const current = [card('1', 2000)];
    expect(giftCardListRule(current, [card('1', 0)])).toBe(current);
  });

  it('keeps the current list when the new list is empty', () => {
    const current = [card('1', 2000)];
    expect(giftCardListRule(current, [])).toBe(current);
  });
});
