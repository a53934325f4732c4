import { firstOpenOption, offeredPaymentOptions } from './offeredPaymentOptions';

const ALL = { applePay: true, creditCard: true, giftCard: true, googlePay: true, payPal: true };

describe('offeredPaymentOptions (product-rules §7.2)', () => {
  it('offers every enabled method while a balance remains: gift card, wallets, card, PayPal', () => {
    expect(
      offeredPaymentOptions({ methods: ALL, balanceInCents: 1, canUseApplePay: true }),
    ).toEqual(['giftCard', 'applePay', 'googlePay', 'creditCard', 'payPal']);
  });

  it('keeps the express wallets above the card without a gift card', () => {
    expect(
      offeredPaymentOptions({
        methods: { ...ALL, giftCard: false },
        balanceInCents: 1,
        canUseApplePay: false,
      }),
    ).toEqual(['googlePay', 'creditCard', 'payPal']);
  });

  it('needs the device check for Apple Pay', () => {
    expect(
      offeredPaymentOptions({ methods: ALL, balanceInCents: 100, canUseApplePay: false }),
    ).not.toContain('applePay');
  });

  it('offers only the gift card at a balance of 0', () => {
    expect(
      offeredPaymentOptions({ methods: ALL, balanceInCents: 0, canUseApplePay: true }),
    ).toEqual(['giftCard']);
  });

  it.each(['applePay', 'creditCard', 'giftCard', 'googlePay', 'payPal'] as const)(
    'honours the %s flag',
    (flag) => {
      const methods = { ...ALL, [flag]: false };
      expect(
        offeredPaymentOptions({ methods, balanceInCents: 100, canUseApplePay: true }),
      ).not.toContain(flag);
    },
  );

  it('offers nothing when every method is off', () => {
    const methods = {
      applePay: false,
      creditCard: false,
      giftCard: false,
      googlePay: false,
      payPal: false,
    };
    expect(offeredPaymentOptions({ methods, balanceInCents: 100, canUseApplePay: true })).toEqual(
      [],
    );
  });
});

describe('firstOpenOption', () => {
  const all = ['giftCard', 'googlePay', 'creditCard', 'payPal'] as const;

  it('opens the row of the payment type used last, when it is offered', () => {
    expect(firstOpenOption(all, 'payPal')).toBe('payPal');
    expect(firstOpenOption(all, 'braintree')).toBe('creditCard');
  });

  it('else Credit Card, else the first row, else none', () => {
    expect(firstOpenOption(all, null)).toBe('creditCard');
    expect(firstOpenOption(all, 'free')).toBe('creditCard');
    expect(firstOpenOption(['giftCard', 'googlePay', 'creditCard'], 'applePay')).toBe('creditCard');
    expect(firstOpenOption(['giftCard', 'payPal'], undefined)).toBe('giftCard');
    expect(firstOpenOption([], 'payPal')).toBeNull();
  });
});
