/**
 * `POST .../v1/payment_methods/credit_cards`: what the hosted-fields frame stand-in sends
 * (`{ creditCard: { number, expirationDate, cvv, cardholderName }, authorizationFingerprint, ... }`).
 * It checks the card the way a gateway would (Luhn, a future expiry, the CVV length for the brand) and
 * turns a few magic numbers into the nonces the reference server declines or fails on.
 */
import cardValidator from 'card-validator';
import { ok, validationError } from './clientApiAnswer';
import type { ClientApiAnswer, FieldError } from './clientApiAnswer';
import { threeDSecureMark, THREE_DS_CARDS } from './answerThreeDSecure';
import { fakeNonce } from './fakeNonce';
import type { NonceOutcome } from './fakeNonce';

/** Test card numbers with a fixed outcome; any other valid card is approved. */
export const MAGIC_CARDS: Readonly<Record<string, NonceOutcome>> = {
  '4111111111111111': 'approved',
  '5555555555554444': 'approved',
  '4000111111111115': 'processor-declined',
  '4000000000000259': 'server-error',
};

/** The Luhn (mod 10) check every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Braintree's names for card brands (credit-card-type spells a few differently). */
const GATEWAY_CARD_TYPE: Readonly<Record<string, string>> = { Mastercard: 'MasterCard' };

const UNKNOWN_BIN_DATA = {
  commercial: 'Unknown',
  countryOfIssuance: 'Unknown',
  debit: 'Unknown',
  durbinRegulated: 'Unknown',
  healthcare: 'Unknown',
  issuingBank: 'Unknown',
  payroll: 'Unknown',
  prepaid: 'Unknown',
  productId: 'Unknown',
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** Month and four-digit year from `MM/YYYY`, `MM/YY`, `MM / YYYY`, or separate fields. */
function readExpiry(card: Record<string, unknown>): { month: string; year: string } | undefined {
  const date = text(card.expirationDate);
  if (date !== undefined) {
    const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(date);
    if (!match) return { month: '', year: '' };
    return { month: match[1] ?? '', year: match[2] ?? '' };
  }
  const month = text(card.expirationMonth);
  const year = text(card.expirationYear);
  return month === undefined && year === undefined
    ? undefined
    : { month: month ?? '', year: year ?? '' };
}

function checkExpiry(
  card: Record<string, unknown>,
  now: Date,
  errors: FieldError[],
): { month: string; year: string } {
  const expiry = readExpiry(card);
  if (!expiry) {
    errors.push({
      field: 'expirationDate',
      code: '81709',
      message: 'Expiration date is required.',
    });
    return { month: '', year: '' };
  }
  const month = Number(expiry.month);
  const year = expiry.year.length === 2 ? 2000 + Number(expiry.year) : Number(expiry.year);
  if (!/^\d{1,2}$/.test(expiry.month) || month < 1 || month > 12) {
    errors.push({
      field: 'expirationMonth',
      code: '81712',
      message: 'Expiration month is invalid.',
    });
  } else if (!/^\d{2}$|^\d{4}$/.test(expiry.year)) {
    errors.push({ field: 'expirationYear', code: '81713', message: 'Expiration year is invalid.' });
  } else if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) {
    // A card is good until the end of its expiry month.
    errors.push({ field: 'expirationDate', code: '81710', message: 'Expiration date is invalid.' });
  }
  return { month: String(month).padStart(2, '0'), year: String(year) };
}

/** Answer a card tokenization request body (already parsed JSON). */
export function tokenizeCard(body: unknown, now: Date = new Date()): ClientApiAnswer {
  const root = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const card =
    typeof root.creditCard === 'object' && root.creditCard !== null
      ? (root.creditCard as Record<string, unknown>)
      : {};
  const errors: FieldError[] = [];

  const number = (text(card.number) ?? '').replace(/[\s-]/g, '');
  if (number === '') {
    errors.push({ field: 'number', code: '81714', message: 'Credit card number is required.' });
  } else if (!/^\d{12,19}$/.test(number)) {
    errors.push({
      field: 'number',
      code: '81716',
      message: 'Credit card number must be 12-19 digits.',
    });
  } else if (!passesLuhn(number)) {
    errors.push({ field: 'number', code: '81715', message: 'Credit card number is invalid.' });
  }

  const expiry = checkExpiry(card, now, errors);

  const brand = cardValidator.number(number).card;
  const cvv = text(card.cvv);
  const cvvSize = brand?.code.size ?? 3;
  if (cvv === undefined || cvv === '') {
    errors.push({ field: 'cvv', code: '81706', message: 'CVV is required.' });
  } else if (!/^\d+$/.test(cvv) || cvv.length !== cvvSize) {
    errors.push({
      field: 'cvv',
      code: '81707',
      message: 'CVV must be 4 digits for American Express and 3 digits for other card types.',
    });
  }

  const cardholderName = text(card.cardholderName) ?? '';
  if (cardholderName.length > 255) {
    errors.push({
      field: 'cardholderName',
      code: '81723',
      message: 'Cardholder name is too long.',
    });
  }

  if (errors.length > 0) return validationError('creditCard', errors);

  const cardType = brand ? (GATEWAY_CARD_TYPE[brand.niceType] ?? brand.niceType) : 'Unknown';
  const brandKind = `valid-${brand?.type.replace('american-express', 'amex') ?? 'card'}`;
  // A 3D Secure test card says what its lookup will do in its nonce (answerThreeDSecure.ts).
  const threeDs = THREE_DS_CARDS[number];
  const kind = threeDs ? `${brandKind}-${threeDSecureMark(threeDs)}` : brandKind;
  const lastTwo = number.slice(-2);
  return ok(
    {
      creditCards: [
        {
          type: 'CreditCard',
          nonce: fakeNonce(kind, MAGIC_CARDS[number] ?? 'approved'),
          description: `ending in ${lastTwo}`,
          consumed: false,
          threeDSecureInfo: null,
          details: {
            bin: number.slice(0, 6),
            cardType,
            lastFour: number.slice(-4),
            lastTwo,
            expirationMonth: expiry.month,
            expirationYear: expiry.year,
            cardholderName,
          },
          binData: UNKNOWN_BIN_DATA,
        },
      ],
    },
    201,
  );
}
