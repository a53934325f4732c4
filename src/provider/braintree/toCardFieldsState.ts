/**
 * Turn braintree-web's state object into the CardFieldsState React sees: our four fields only,
 * `allValid` only when all four are valid (product-rules §8.6: Process Payment stays disabled until
 * then).
 */
import type { CardFieldName, CardFieldState, CardFieldsState } from '../PaymentProvider';
import type { HostedFieldsStateObject } from './sdkTypes';

/**
 * The four card fields in display order: number, name on card, expiry, CVV (product-rules §7.3).
 */
export const CARD_FIELDS: readonly CardFieldName[] = [
  'number',
  'cardholderName',
  'expirationDate',
  'cvv',
];

const EMPTY_FIELD: CardFieldState = {
  isEmpty: true,
  isValid: false,
  isPotentiallyValid: true,
  isFocused: false,
};

/** Aggregate the SDK state; a field the SDK has not reported yet counts as empty and not valid. */
export function toCardFieldsState(sdkState: HostedFieldsStateObject): CardFieldsState {
  const entries = CARD_FIELDS.map((name): [CardFieldName, CardFieldState] => {
    const field = sdkState.fields[name];
    return [
      name,
      field
        ? {
            isEmpty: field.isEmpty,
            isValid: field.isValid,
            isPotentiallyValid: field.isPotentiallyValid,
            isFocused: field.isFocused,
          }
        : { ...EMPTY_FIELD },
    ];
  });
  const fields = Object.fromEntries(entries) as Record<CardFieldName, CardFieldState>;
  const state: CardFieldsState = {
    fields,
    allValid: entries.every(([, field]) => field.isValid),
  };
  // Only a single remaining candidate is a known card type; several mean "not yet known".
  const onlyCard = sdkState.cards.length === 1 ? sdkState.cards[0] : undefined;
  if (onlyCard) state.cardType = onlyCard.type;
  return state;
}
