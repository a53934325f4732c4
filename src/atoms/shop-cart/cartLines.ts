/**
 * The cart's lines once gift cards by e-mail are gifts (product-rules §15.2): one line per item,
 * amount and recipient, and the caps of §5.1 on each line and across every gift card by e-mail
 * (the product order that sends each recipient: orderLines.ts). Pure functions over the browser
 * cart's items; the line a key names is shopCartRules.ts's `lineKey`, and `removeOne` /
 * `removeLine` take that key.
 */
import { amountInRange, amountRangeMessage, offersChosenAmount } from './chosenAmountBounds';
import type { ChosenAmountProduct } from './chosenAmountBounds';
import type { GiftRecipient } from './giftRecipientSchema';
import {
  MAX_GIFT_CARDS_BY_EMAIL,
  MAX_ITEM_QUANTITY,
  MAX_QUANTITY_MESSAGE,
  giftCardsByEmail,
  lineKey,
} from './shopCartRules';
import type { AddResult, ShopCartItem, ShopProduct } from './shopCartRules';

/**
 * Checkout waits until every gift card by e-mail says who it is for (product-rules §15.2). Here,
 * with the lines' rules, rather than in shopCartRules.ts, which the cart summary's first view loads.
 */
export const RECIPIENT_NEEDED_MESSAGE =
  'Say who each gift card by e-mail is for before you check out.';

/** Whether a gift card by e-mail still needs a recipient before checkout (product-rules §15.2). */
export const needsRecipient = (item: ShopCartItem): boolean =>
  item.type === 'giftCardByEmail' && item.recipient === undefined;

/**
 * What makes a line besides its item: a recipient, and with one an amount when the item offers a
 * chosen amount (or to replace its price). Without a recipient a line is its item's, at its price,
 * as product-rules §5.1 has it: such a line is found by its id alone, so two amounts of it could not
 * be told apart.
 */
export type LineOptions =
  | { recipient: GiftRecipient; priceInCents?: number }
  | { recipient?: undefined; priceInCents?: undefined };

/** What an edit changes: the amount, the recipient, or both; what is left out stays. */
export interface LineEdit {
  priceInCents?: number;
  recipient?: GiftRecipient;
}

/**
 * The recipient the cart keeps, from the form's values (giftRecipient.ts's `RecipientValues`) once
 * its `validateRecipient` passed them: trimmed, and with no `message` when none was written, so
 * the same details always make the same cart line (§15.2).
 */
export function toGiftRecipient(values: Record<keyof GiftRecipient, string>): GiftRecipient {
  const recipient: GiftRecipient = {
    name: values.name.trim(),
    email: values.email.trim(),
    from: values.from.trim(),
    sendDate: values.sendDate.trim(),
  };
  const message = values.message.trim();
  if (message !== '') recipient.message = message;
  return recipient;
}

/** `recipient` trimmed and with no empty message, so the same details make the same {@link lineKey}. */
const tidy = (recipient: GiftRecipient): GiftRecipient =>
  toGiftRecipient({ ...recipient, message: recipient.message ?? '' });

/** `items` with the line at `index` replaced by `line`. */
const replaceAt = (items: readonly ShopCartItem[], index: number, line: ShopCartItem) =>
  items.map((item, i) => (i === index ? line : item));

/**
 * Add one of `product` (product-rules §5.1, §15.2): the same item, amount and recipient as a line
 * already in the cart raises that line by 1 and keeps its place; anything else is a new line, last.
 * Past 10 on the line, or past 5 gift cards by e-mail over every line, nothing changes and the
 * result carries {@link MAX_QUANTITY_MESSAGE}. A chosen amount outside the product's bounds (or
 * missing) changes nothing and carries the bounds' message.
 */
export function addLine(
  items: readonly ShopCartItem[],
  product: ShopProduct | ChosenAmountProduct,
  options: LineOptions = {},
): AddResult {
  let added: Omit<ShopCartItem, 'quantity'>;
  if (offersChosenAmount(product)) {
    const { minPriceInCents: min, maxPriceInCents: max, ...rest } = product;
    const { priceInCents } = options;
    if (priceInCents === undefined || !amountInRange(priceInCents, min, max)) {
      return { ok: false, items, message: amountRangeMessage(min, max) };
    }
    added = { ...rest, priceInCents };
  } else {
    added = { ...product, priceInCents: options.priceInCents ?? product.priceInCents };
  }
  if (options.recipient) added.recipient = tidy(options.recipient);

  const key = lineKey(added);
  const index = items.findIndex((line) => lineKey(line) === key);
  const line = items[index];
  const overCap =
    (line !== undefined && line.quantity >= MAX_ITEM_QUANTITY) ||
    (added.type === 'giftCardByEmail' && giftCardsByEmail(items) >= MAX_GIFT_CARDS_BY_EMAIL);
  if (overCap) return { ok: false, items, message: MAX_QUANTITY_MESSAGE };
  if (!line) return { ok: true, items: [...items, { ...added, quantity: 1 }] };
  return { ok: true, items: replaceAt(items, index, { ...line, quantity: line.quantity + 1 }) };
}

/**
 * Change the amount or the recipient of the line `key` (product-rules §15.2); a line stored without
 * a recipient gets one this way. When the line becomes the same as another, the two merge, their
 * quantities added, in the edited line's place; if that passes 10, nothing changes and the result
 * carries {@link MAX_QUANTITY_MESSAGE}. No line `key`: nothing changes. The amount and recipient
 * are the form's, already checked (`validateAmount`, `validateRecipient`).
 */
export function editLine(items: readonly ShopCartItem[], key: string, edit: LineEdit): AddResult {
  const index = items.findIndex((item) => lineKey(item) === key);
  const line = items[index];
  if (!line) return { ok: true, items };
  const edited: ShopCartItem = { ...line };
  if (edit.priceInCents !== undefined) edited.priceInCents = edit.priceInCents;
  if (edit.recipient) edited.recipient = tidy(edit.recipient);

  const editedKey = lineKey(edited);
  const other = items.findIndex((item, i) => i !== index && lineKey(item) === editedKey);
  const twin = items[other];
  if (!twin) return { ok: true, items: replaceAt(items, index, edited) };
  const quantity = edited.quantity + twin.quantity;
  // Both lines are the same item, so the count of gift cards by e-mail does not change.
  if (quantity > MAX_ITEM_QUANTITY) return { ok: false, items, message: MAX_QUANTITY_MESSAGE };
  return {
    ok: true,
    items: replaceAt(items, index, { ...edited, quantity }).filter((_, i) => i !== other),
  };
}
