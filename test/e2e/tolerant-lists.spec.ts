/**
 * Lists tolerate what they do not know (docs/product-rules.md §14): a stored shop line of a
 * type this shop does not sell is kept, shown by its name and price with no gift form, and ordered
 * as it is; a line that cannot be read is dropped alone with one admin console line; one bad
 * membership option is left out and the rest show.
 */
import type { ConsoleMessage, Page, Request } from '@playwright/test';
import { payByCard } from './festival-pass/helpers/card';
import { openMemberships, optionCard, sale } from './membership/helpers';
import { cart, shopThanks, shopToPayment, storeCart } from './shop-cart/helpers';
import { expect, test } from './support/test';

const SHOP_PAGE = '/demo/test/shop-cart.html';

/** A line another version of the elements (or the cinema's own code) stored: a festival pass. */
const PASS_LINE = {
  id: 'jiff-10-film',
  type: 'festivalPass',
  name: 'JIFF 10-Film Pass',
  priceInCents: 14000,
  quantity: 1,
};
const HAMPER = { id: 'gift-box-50', type: 'giftByPost', name: 'Gift box', priceInCents: 5000 };

/** Store the page's shop cart and reload, as a visitor coming back would. */
async function storeCartAndReload(page: Page, items: unknown[]) {
  await storeCart(page, items);
  await page.reload();
}

/** The console lines of `page` that mention `words`. */
function consoleLines(page: Page, words: string): string[] {
  const lines: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.text().includes(words)) lines.push(message.text());
  });
  return lines;
}

const isProductOrder = (request: Request) =>
  request.method() === 'POST' && /\/api\/cart\/[^/]+\/products$/.test(request.url());

test('a stored line of a type the shop does not sell is kept, shown, ordered as it is and paid', async ({
  page,
}) => {
  await page.goto(SHOP_PAGE);
  await storeCartAndReload(page, [{ ...HAMPER, quantity: 1 }, PASS_LINE]);
  const theCart = cart(page);
  await expect(theCart).toContainText('JIFF 10-Film Pass');
  await expect(theCart).toContainText('$190.00');
  // No gift form for it: only a gift card by e-mail asks who it is for.
  await expect(theCart.getByRole('button', { name: /recipient/i })).toHaveCount(0);
  await expect(theCart.getByText('Who is it for?')).toHaveCount(0);

  const orders: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (isProductOrder(request)) orders.push(request.postDataJSON() as Record<string, unknown>);
  });
  await shopToPayment(page);
  expect(orders.at(-1)?.products).toEqual([
    { id: 'gift-box-50', quantity: 1 },
    { id: 'jiff-10-film', quantity: 1 },
  ]);
  // The server adds the pass's booking fee, as it would on the festival's own page.
  await expect(page.locator('cinema-shop-cart')).toContainText('Total$191.50');
  await payByCard(page);
  await expect(shopThanks(page)).toBeVisible();
});

test('a stored line that cannot be read is dropped alone, with one admin console line per element', async ({
  page,
}) => {
  const lines = consoleLines(page, 'cannot read');
  await page.goto(SHOP_PAGE);
  await storeCartAndReload(page, [
    { ...HAMPER, quantity: 2 },
    { id: 'broken', type: 'giftByPost', quantity: 99 },
  ]);
  await expect(cart(page)).toContainText('Gift box');
  await expect(cart(page)).toContainText('$100.00');
  // One line from each element that shows the cart: the shop, and the page's cart summary.
  await expect.poll(() => lines.length, lines.join('\n')).toBe(2);
  expect(lines.map((line) => line.split(':')[0]).sort()).toEqual([
    'cinema-cart-summary',
    'cinema-shop-cart',
  ]);
  for (const line of lines)
    expect(line).toMatch(
      /: the cart stored in this browser \(cinema-elements:shop-.*cart\) holds 1 entry it cannot read \(#2 name: /,
    );
});

test('one membership option the elements cannot read is left out, the rest show, the admin hears it', async ({
  page,
}) => {
  const lines = consoleLines(page, 'cannot read');
  await page.route(/\/api\/shop\/membership-options(\?|$)/, async (route) => {
    const response = await route.fetch();
    const options = (await response.json()) as Record<string, unknown>[];
    const bad = { ...options[0], slug: 'Not A Slug!', name: 'Broken Membership' };
    await route.fulfill({ response, json: [...options, bad] });
  });
  await openMemberships(page);
  await expect(sale(page).getByRole('listitem')).toHaveCount(4);
  await expect(optionCard(page, 'Adult Premium Membership (1 year)')).toBeVisible();
  await expect(sale(page).getByText('Broken Membership')).toHaveCount(0);
  await expect(sale(page).getByRole('alert')).toHaveCount(0);
  await expect.poll(() => lines.length).toBe(1);
  expect(lines[0]).toContain('GET shop/membership-options with 1 entry it cannot read (#5 slug:');
});
