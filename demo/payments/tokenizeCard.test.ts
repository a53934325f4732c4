import { passesLuhn, tokenizeCard } from './tokenizeCard';

describe('passesLuhn', () => {
  it('accepts the test cards and rejects a changed digit', () => {
    for (const number of [
      '4111111111111111',
      '5555555555554444',
      '378282246310005',
      '4000111111111115',
      '4000000000000259',
      '4000000000001000',
      '4000000000001091',
      '4000000000001109',
      '4000000000001018',
    ]) {
      expect(passesLuhn(number)).toBe(true);
    }
    expect(passesLuhn('4111111111111121')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('tokenizeCard expiry', () => {
  const now = new Date(2026, 4, 15); // 15 May 2026
  const expiring = (expirationDate: string) =>
    tokenizeCard({ creditCard: { number: '4111111111111111', cvv: '123', expirationDate } }, now)
      .status;

  it('treats a card as good until the end of its expiry month', () => {
    expect(expiring('05/2026')).toBe(201);
    expect(expiring('04/2026')).toBe(422);
  });

  it('reads MM/YY, MM / YYYY and separate month and year fields', () => {
    expect(expiring('06/27')).toBe(201);
    expect(expiring('06 / 2027')).toBe(201);
    const separate = tokenizeCard(
      {
        creditCard: {
          number: '4111111111111111',
          cvv: '123',
          expirationMonth: '6',
          expirationYear: '2027',
        },
      },
      now,
    );
    expect(separate.status).toBe(201);
    expect(separate.body).toMatchObject({
      creditCards: [{ details: { expirationMonth: '06', expirationYear: '2027' } }],
    });
  });
});

describe('tokenizeCard and 3D Secure (product-rules §7.9)', () => {
  const nonceOf = (number: string) =>
    (
      tokenizeCard({
        creditCard: { number, cvv: '123', expirationDate: `12/${new Date().getFullYear() + 1}` },
      }).body as { creditCards: { nonce: string; details: { bin: string } }[] }
    ).creditCards[0];

  it('writes each test card’s 3D Secure behaviour into its nonce, with its bin', () => {
    expect(nonceOf('4000000000001000')?.nonce).toContain('3ds-frictionless');
    expect(nonceOf('4000000000001091')?.nonce).toContain('3ds-challenge');
    expect(nonceOf('4000000000001109')?.nonce).toContain('3ds-lookup-error');
    expect(nonceOf('4000000000001018')?.nonce).toContain('3ds-not-authenticated');
    expect(nonceOf('4000000000001018')?.details.bin).toBe('400000');
    expect(nonceOf('4111111111111111')?.nonce).not.toContain('3ds-');
  });
});
