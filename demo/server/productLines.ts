/**
 * The lines of a product order (`POST cart/{id}/products`) and how they join a cart's concessions.
 * A gift card by e-mail is a gift (product-rules §15.2): each of its lines carries an amount and a
 * recipient, checked here, and the cart keeps one line per item, amount and recipient. The caps of
 * product-rules §5.1 apply to each line and to every gift card by e-mail together.
 */
import * as v from 'valibot';
import { GiftRecipient, Id, ProductOrder, Quantity } from '../../src/api/schemas';
import { formatMoney } from '../../src/format/formatMoney';
import { products } from './catalog/products';
import type { Product } from './catalog/products';
import type { CartConcession, DemoCart } from './DemoState';
import { HttpProblem } from './HttpProblem';
import { sendDateProblem } from './sendDate';

/** Most of one item (one line) a cart may hold (product-rules §5.1). */
export const MAX_QUANTITY_PER_ITEM = 10;
/** Most gift cards by e-mail a cart may hold (product-rules §5.1). */
export const MAX_GIFTS_BY_EMAIL = 5;
/** The message when a quantity limit is reached (product-rules §5.1). */
export const MAX_QUANTITY_MESSAGE =
  'You have added the maximum quantity of this item to your cart.';

/**
 * The product order as the server reads it: the shape of openapi.yaml `ProductOrder`, except that
 * a line's amount and recipient are read as they come, so that a wrong one is a 422 naming the
 * gift (openapi.yaml `addProductOrder`) rather than a 400 about the body.
 */
export const ProductOrderBody = v.object({
  ...ProductOrder.entries,
  products: v.pipe(
    v.array(
      v.object({
        id: Id,
        quantity: Quantity,
        priceInCents: v.optional(v.number()),
        recipient: v.optional(v.unknown()),
      }),
    ),
    v.minLength(1),
  ),
});
type OrderLine = v.InferOutput<typeof ProductOrderBody>['products'][number];

/** What each wrong recipient field says, for the gift `name` (product-rules §15.2, §8.2). */
const FIELD_PROBLEMS: Record<string, (name: string) => string> = {
  name: (name) => `Enter the recipient's name for the ${name}.`,
  email: (name) => `Enter a valid e-mail address for the recipient of the ${name}.`,
  from: (name) => `Enter who the ${name} is from.`,
  message: (name) => `Keep the message with the ${name} to 250 characters or fewer.`,
  sendDate: () => 'Choose a send date within the next 12 months.',
};

/** The recipient of a gift card by e-mail `line`, checked, or a thrown 422 (product-rules §15.2). */
function checkedRecipient(product: Product, line: OrderLine, today: string): GiftRecipient {
  if (typeof line.recipient !== 'object' || line.recipient === null) {
    throw new HttpProblem(
      422,
      `Tell us who the ${product.name} is for: a gift card by e-mail needs a recipient.`,
    );
  }
  const result = v.safeParse(GiftRecipient, line.recipient);
  if (!result.success) {
    const fields = new Set(result.issues.map((issue) => String(issue.path?.[0]?.key ?? 'name')));
    const details = [...Object.keys(FIELD_PROBLEMS)]
      .filter((field) => fields.has(field))
      .map((field) => FIELD_PROBLEMS[field]?.(product.name));
    throw new HttpProblem(422, details.join(' '));
  }
  const dateProblem = sendDateProblem(result.output.sendDate, today);
  if (dateProblem) throw new HttpProblem(422, dateProblem);
  const { message, ...recipient } = result.output;
  return message ? { ...recipient, message } : recipient;
}

/** The price of one of `product` on `line`: its price, or the amount chosen within its bounds. */
function linePrice(product: Product, line: OrderLine): number {
  const amount = line.priceInCents;
  if ('priceInCents' in product) {
    if (amount !== undefined && amount !== product.priceInCents) {
      throw new HttpProblem(
        422,
        `The ${product.name} costs ${formatMoney(product.priceInCents)}, not ${formatMoney(amount)}.`,
      );
    }
    return product.priceInCents;
  }
  const { minPriceInCents: min, maxPriceInCents: max } = product;
  if (amount === undefined || !Number.isInteger(amount) || amount < min || amount > max) {
    throw new HttpProblem(
      422,
      `Enter an amount between ${formatMoney(min)} and ${formatMoney(max)}.`,
    );
  }
  return amount;
}

/** `line` as a concession: its product, price and (for a gift card by e-mail) recipient. */
function toConcession(line: OrderLine, index: number, today: string): CartConcession {
  const product = products.get(line.id);
  if (!product) throw new HttpProblem(400, `products.${index}.id: Unknown product "${line.id}".`);
  const { id, name, kind } = product;
  const concession: CartConcession = {
    id,
    name,
    kind,
    priceInCents: linePrice(product, line),
    quantity: line.quantity,
  };
  if (kind === 'giftByEmail') concession.recipient = checkedRecipient(product, line, today);
  else if (line.recipient !== undefined) {
    throw new HttpProblem(422, `Only a gift card by e-mail has a recipient: not the ${name}.`);
  }
  return concession;
}

/** What makes a line one line: its item, and for a gift its amount and recipient (§15.2). */
const lineKey = ({ id, priceInCents, recipient }: CartConcession): string =>
  recipient
    ? JSON.stringify([
        id,
        priceInCents,
        recipient.name,
        recipient.email,
        recipient.from,
        recipient.message ?? '',
        recipient.sendDate,
      ])
    : id;

/**
 * The cart's concessions with `additions` merged in, checked against the quantity limits; `today`
 * is Sydney's date (`YYYY-MM-DD`) for the send dates. Throws before anything changes.
 */
export function mergeProducts(
  cart: DemoCart,
  additions: readonly OrderLine[],
  today: string,
): CartConcession[] {
  const lines = cart.concessions.map((line) => ({ ...line }));
  additions.forEach((addition, index) => {
    const added = toConcession(addition, index, today);
    const existing = lines.find((line) => lineKey(line) === lineKey(added));
    if (existing) existing.quantity += added.quantity;
    else lines.push(added);
  });
  for (const line of lines) {
    if (line.quantity > MAX_QUANTITY_PER_ITEM) throw new HttpProblem(422, MAX_QUANTITY_MESSAGE);
  }
  const count = (kind: CartConcession['kind']) =>
    lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.quantity, 0);
  if (count('giftByEmail') > MAX_GIFTS_BY_EMAIL) throw new HttpProblem(422, MAX_QUANTITY_MESSAGE);
  if (count('membership') > 1) throw new HttpProblem(422, 'A cart can hold one membership.');
  return lines;
}
