/**
 * A shop item whose amount the buyer chooses (product-rules §15.2): typed in dollars, whole cents
 * only, within the item's own bounds. Pure rules over the text as typed; never a locale's number
 * parsing, which reads `1.000` and `1,5` differently from engine to engine. The bounds' rules, which
 * the catalogue and the cart's lines use too, are chosenAmountBounds.ts's.
 */
import { amountInRange, amountRangeMessage } from './chosenAmountBounds';

export {
  amountInRange,
  amountRangeMessage,
  fromPriceLabel,
  offersChosenAmount,
} from './chosenAmountBounds';
export type { ChosenAmountProduct } from './chosenAmountBounds';

/**
 * Dollars, then at most two decimals; an optional `$` first, as shown beside the field. Commas
 * only between groups of three (`1,000`, as formatMoney writes the bounds), never as a decimal
 * point (`10,5`).
 */
const AMOUNT = /^\$?\s*(\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;

/**
 * The amount typed, in cents, or `undefined` when it is not a whole number of cents written as
 * dollars (`25`, `25.5`, `25.50`, `$25.50`, `1,000`; not `25.555`, `-5`, `1e3` or `10,5`).
 */
export function parseAmount(text: string): number | undefined {
  const match = AMOUNT.exec(text.trim());
  if (!match) return undefined;
  const [, dollars = '', cents = ''] = match;
  const inCents = Number(dollars.replaceAll(',', '')) * 100 + Number(cents.padEnd(2, '0'));
  return Number.isSafeInteger(inCents) ? inCents : undefined;
}

/** The message for the amount typed, or `undefined` when it is within the bounds. */
export function validateAmount(
  text: string,
  minInCents: number,
  maxInCents: number,
): string | undefined {
  const cents = parseAmount(text);
  return cents !== undefined && amountInRange(cents, minInCents, maxInCents)
    ? undefined
    : amountRangeMessage(minInCents, maxInCents);
}
