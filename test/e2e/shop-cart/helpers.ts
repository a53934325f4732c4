/**
 * Shop E2E helpers: open the test page, add products (a gift card by e-mail through its 'Who is it
 * for?' form, product-rules §15.2), fill the details, reach payment.
 */
import type { Locator, Page } from '@playwright/test';
import { isoToday } from '../../../src/format/formatDate';
import { expect } from '../support/test';
import { PAYMENT_PAGE_TIMEOUT } from '../festival-pass/helpers/checkout';

/** The reference server's catalogue (demo/server/catalog/shopItems.ts). */
export const PRODUCTS = {
  egift25: '$25 eGift Card',
  egift50: '$50 eGift Card',
  egift100: '$100 eGift Card',
  /** Of an amount the buyer chooses, from $10.00 to $500.00 (product-rules §15.2). */
  egiftAny: 'Any Amount eGift Card',
  giftBox: '$50 Gift Card in a Gift Box',
  moviePack: 'Movie Lovers Pack',
  dateNight: 'Date Night Pack',
} as const;

/** The gift cards by e-mail of {@link PRODUCTS}: each asks who it is for first (§15.2). */
const GIFT_CARDS_BY_EMAIL: readonly string[] = [
  PRODUCTS.egift25,
  PRODUCTS.egift50,
  PRODUCTS.egift100,
  PRODUCTS.egiftAny,
];

/** Open the shop test page (`query` e.g. `count=2`), waiting for its products. */
export async function openShop(page: Page, query = ''): Promise<void> {
  await page.goto(`/demo/test/shop-cart.html${query ? `?${query}` : ''}`);
  await expect(page.getByRole('heading', { name: 'Gift shop' }).first()).toBeVisible();
  await expect(addButton(page, PRODUCTS.egift25).first()).toBeVisible();
}

/** The 'Add to cart' button of `product` (its name starts with its words, then the product's). */
export const addButton = (page: Page | Locator, product: string) =>
  page.getByRole('button', { name: `Add to cart, ${product}` });

/** The cart region of the first (or `index`th) shop. */
export const cart = (page: Page, index = 0) =>
  page.getByRole('region', { name: 'Your cart' }).nth(index);

/** The first shop's cart bar (a phone's: an element under 600 px wide, once the cart has items). */
export const cartBar = (page: Page) =>
  page.locator('cinema-shop-cart').first().getByRole('group', { name: 'Cart', exact: true });

/** Add `product`, a gift by post, `times` times from the first shop (e-mail gifts: `addGift`). */
export async function add(page: Page, product: string, times = 1): Promise<void> {
  if (GIFT_CARDS_BY_EMAIL.includes(product))
    throw new Error(`${product} is a gift card by e-mail: add it with addGift, for a recipient`);
  for (let i = 0; i < times; i += 1) await addButton(page, product).first().click();
}

/** Who a gift card by e-mail is for, as its 'Who is it for?' form asks (product-rules §15.2). */
export interface GiftFor {
  name: string;
  email: string;
  from: string;
  message?: string;
  /** `YYYY-MM-DD`; the form's own (today in Sydney) when left out. */
  sendDate?: string;
}

/** Recipients for the tests' gift cards by e-mail. */
export const RECIPIENTS = {
  bea: { name: 'Bea Ng', email: 'bea@example.com', from: 'Pat' },
  cal: { name: 'Cal Ortiz', email: 'cal@example.com', from: 'Pat' },
} as const satisfies Record<string, GiftFor>;

/** `days` after today in Sydney (the form's default send date), as `YYYY-MM-DD`. */
export const daysFromToday = (days: number): string =>
  new Date(Date.parse(`${isoToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The `index`th shop element on the page. */
const shopAt = (page: Page, index = 0) => page.locator('cinema-shop-cart').nth(index);

/** The open 'Who is it for?' form in `scope` (a page, or one shop). */
export const giftForm = (scope: Page | Locator) =>
  scope.getByRole('region', { name: 'Who is it for?' });

/** The cart line of `product` for `recipient` ('For <name> (<e-mail>)') in the `index`th cart. */
export const giftLine = (page: Page, product: string, recipient: GiftFor, index = 0) =>
  cart(page, index)
    .getByRole('listitem')
    .filter({ hasText: product })
    .filter({ hasText: `For ${recipient.name} (${recipient.email})` });

/** How many of a line are in the cart, from its quantity control ('2 in cart'). */
async function quantityOf(line: Locator): Promise<number> {
  const label = await line.getByLabel(/^\d+ in cart$/).getAttribute('aria-label');
  return Number.parseInt(label ?? '', 10);
}

/** Type `recipient` into the open 'Who is it for?' form (the send date only when given). */
export async function fillGiftForm(form: Locator, recipient: GiftFor): Promise<void> {
  await form.getByLabel(/^Recipient's name/).fill(recipient.name);
  await form.getByLabel(/^Recipient's e-mail/).fill(recipient.email);
  await form.getByLabel(/^From/).fill(recipient.from);
  if (recipient.message !== undefined) await form.getByLabel(/^Message/).fill(recipient.message);
  if (recipient.sendDate !== undefined) await form.getByLabel(/^Send on/).fill(recipient.sendDate);
}

/**
 * Add the gift card by e-mail `product` for `recipient` as a buyer does (product-rules §15.2): the
 * product's 'Add to cart' opens 'Who is it for?', the recipient is typed in, the form's own 'Add to
 * cart' adds it, and the line 'For <name> (<e-mail>)' shows in the cart. A `quantity` past 1 is
 * then the line's '+' (the same card for the same recipient is one line). `amount` (dollars, as
 * typed) is for a card of a chosen amount. `shop` picks the shop on a page with several.
 */
export async function addGift(
  page: Page,
  product: string,
  recipient: GiftFor = RECIPIENTS.bea,
  { quantity = 1, shop = 0, amount }: { quantity?: number; shop?: number; amount?: string } = {},
): Promise<void> {
  const host = shopAt(page, shop);
  await addButton(host, product).click();
  const form = giftForm(host);
  await expect(form).toBeVisible();
  if (amount !== undefined) await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await fillGiftForm(form, recipient);
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(form).toHaveCount(0);
  const line = giftLine(page, product, recipient, shop);
  await expect(line).toBeVisible();
  const more = line.getByRole('button', { name: `Add one more ${product} for ${recipient.name}` });
  const start = await quantityOf(line);
  for (let n = start + 1; n < start + quantity; n += 1) {
    await more.click();
    await expect(line.getByLabel(`${n} in cart`, { exact: true })).toBeAttached();
  }
}

/** A valid billing address, typed into the form. */
export async function fillShopDetails(page: Page): Promise<void> {
  const contact = page.locator('cinema-shop-cart').getByRole('group', { name: 'Contact' });
  await contact.getByLabel('Given names').fill('Pat');
  await contact.getByLabel('Surname').fill('Buyer');
  await contact.getByLabel('Email').fill('pat@example.com');
  await contact.getByLabel('Post code').fill('2000');
  const billing = page.getByRole('group', { name: 'Billing address' });
  await billing.getByLabel('Street address').fill('1 George St');
  await billing.getByLabel('Suburb').fill('Sydney');
  await billing.getByLabel('State').selectOption('NSW');
  await billing.getByLabel('Post code').fill('2000');
}

/** From the cart: Checkout, the details, Continue, and the payment page. */
export async function shopToPayment(page: Page): Promise<void> {
  await cart(page).getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await fillShopDetails(page);
  await continueToPayment(page);
}

/** Press 'Continue to payment' on filled details and wait for the payment page. */
export async function continueToPayment(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible({
    timeout: PAYMENT_PAGE_TIMEOUT,
  });
}

/** The shop's thanks heading. */
export const shopThanks = (page: Page) =>
  page.getByRole('heading', { name: 'Thank you for your order' });

/**
 * Write the stored shop cart of the page's API (`shop/<base>cart`, README's storage table) as the
 * shop in another tab, or another version of the elements, would.
 */
export async function storeCart(page: Page, items: unknown[]): Promise<void> {
  await page.evaluate((value) => {
    const base = new URL('/api/', location.href).href;
    const key = `cinema-elements:shop/${base}cart`.toLowerCase().replaceAll('/', '-');
    localStorage.setItem(key, JSON.stringify({ value, expiresAt: null }));
  }, items);
}
