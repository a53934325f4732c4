/**
 * Field validity as hosted fields report it (`isEmpty`, `isValid`, `isPotentiallyValid`), computed
 * with card-validator, the library braintree-web itself depends on.
 */
import cardValidator from 'card-validator';
// Directly, not card-validator's re-export: that one is an ES-module namespace, not the function.
import creditCardType from 'credit-card-type';

/** The fields braintree-web can ask a frame for. */
export type FieldKey =
  | 'number'
  | 'cardholderName'
  | 'expirationDate'
  | 'expirationMonth'
  | 'expirationYear'
  | 'cvv'
  | 'postalCode';

/** What a field reports about its value. */
export interface FieldValidity {
  isEmpty: boolean;
  isValid: boolean;
  isPotentiallyValid: boolean;
}

/** A card type as the SDK's state object lists it (`master-card`, as braintree-web renames it). */
export interface CardTypeInfo {
  type: string;
  niceType: string;
  code: { name: string; size: number };
  gaps: number[];
  lengths: number[];
  supported: boolean;
}

/** The card types still possible for a (partial) number; all of them for an empty one. */
export function cardTypesFor(number: string): CardTypeInfo[] {
  return creditCardType(number.replace(/\D/g, '')).map((card) => ({
    type: card.type === 'mastercard' ? 'master-card' : card.type,
    niceType: card.niceType,
    code: { name: card.code.name, size: card.code.size },
    gaps: [...card.gaps],
    lengths: [...card.lengths],
    supported: true,
  }));
}

/** CVV lengths allowed for the number typed so far: the brand's size, or 3 or 4 while unknown. */
export function cvvSizesFor(number: string): number[] {
  const cards = cardTypesFor(number);
  return cards.length === 1 && cards[0] ? [cards[0].code.size] : [3, 4];
}

/** Validity of `value` in field `key`; `cvvSizes` comes from the number field. */
export function validateField(
  key: FieldKey,
  value: string,
  cvvSizes: readonly number[] = [3, 4],
): FieldValidity {
  const isEmpty = value === '';
  const result = ((): { isValid: boolean; isPotentiallyValid: boolean } => {
    switch (key) {
      case 'number':
        return cardValidator.number(value.replace(/\s/g, ''));
      case 'cardholderName':
        return cardValidator.cardholderName(value);
      case 'expirationDate':
        return cardValidator.expirationDate(value);
      case 'expirationMonth':
        return cardValidator.expirationMonth(value);
      case 'expirationYear':
        return cardValidator.expirationYear(value);
      case 'cvv':
        return cardValidator.cvv(value, [...cvvSizes]);
      case 'postalCode':
        return cardValidator.postalCode(value);
    }
  })();
  // An empty field is incomplete, not wrong: hosted fields keep it potentially valid.
  return {
    isEmpty,
    isValid: result.isValid,
    isPotentiallyValid: isEmpty || result.isPotentiallyValid,
  };
}
