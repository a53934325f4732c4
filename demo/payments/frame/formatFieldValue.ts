/**
 * Formatting as the customer types: card numbers grouped by the brand's gaps, expiry as MM/YYYY,
 * digits only in the CVV. Formatting never changes what is tokenized beyond spaces and the slash.
 */
import { cardTypesFor, cvvSizesFor } from './validateField';
import type { FieldKey } from './validateField';

/** Longest card number any brand has. */
const MAX_CARD_DIGITS = 19;

/** Group `digits` at `gaps` (positions after which a space goes). */
function group(digits: string, gaps: readonly number[]): string {
  let out = '';
  for (const [index, digit] of [...digits].entries()) {
    if (index > 0 && gaps.includes(index)) out += ' ';
    out += digit;
  }
  return out;
}

/** `raw` as the field shows it; `number` is the current card number (for CVV length). */
export function formatFieldValue(key: FieldKey, raw: string, number = ''): string {
  switch (key) {
    case 'number': {
      const cards = cardTypesFor(raw);
      const card = cards.length === 1 ? cards[0] : undefined;
      const maxDigits = card ? Math.max(...card.lengths) : MAX_CARD_DIGITS;
      const digits = raw.replace(/\D/g, '').slice(0, maxDigits);
      return group(digits, card?.gaps ?? [4, 8, 12]);
    }
    case 'expirationDate': {
      let digits = raw.replace(/\D/g, '');
      // A first digit above 1 can only be a one-digit month.
      if (/^[2-9]/.test(digits)) digits = `0${digits}`;
      digits = digits.slice(0, 6);
      return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
    }
    case 'cvv':
      return raw.replace(/\D/g, '').slice(0, Math.max(...cvvSizesFor(number)));
    case 'expirationMonth':
      return raw.replace(/\D/g, '').slice(0, 2);
    case 'expirationYear':
      return raw.replace(/\D/g, '').slice(0, 4);
    case 'cardholderName':
    case 'postalCode':
      return raw.slice(0, 255);
  }
}
