/**
 * Gift cards by e-mail as gifts (product-rules §15.2): each card asks who it is for, the cart keeps
 * a line per card, amount and recipient, the product order sends every recipient, the reference
 * server refuses a bad one with a problem the shop shows, and after payment no recipient is left
 * in the browser.
 */
import type { Page, Request } from '@playwright/test';
import { expectNoAxeViolationsInEveryTheme } from '../support/axe';
import { expect, test } from '../support/test';
import { payByCard } from '../festival-pass/helpers/card';
import { expectFocusVisible, tabTo } from '../festival-pass/helpers/keyboard';
import {
  PRODUCTS,
  RECIPIENTS,
  addButton,
  addGift,
  cart,
  daysFromToday,
  fillGiftForm,
  fillShopDetails,
  openShop,
  shopThanks,
  shopToPayment,
} from './helpers';

const SHOP = ['cinema-shop-cart'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `YYYY-MM-DD` as the shop writes it: 'D MMM yyyy'. */
function readable(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** The open 'Who is it for?' form of the first shop. */
const giftForm = (page: Page) =>
  page.locator('cinema-shop-cart').first().getByRole('region', { name: 'Who is it for?' });

const isProductOrder = (request: Request) =>
  request.method() === 'POST' && /\/api\/cart\/[^/]+\/products$/.test(request.url());

/** Everything the page keeps in localStorage, as one text. */
const storedText = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .map((key) => `${key}=${localStorage.getItem(key) ?? ''}`)
      .join('\n'),
  );

const BEA = RECIPIENTS.bea;
const CAL = RECIPIENTS.cal;
const PAT = { name: 'Pat Buyer', email: 'pat@example.com', from: 'Pat' };

test('two cards for two people and one for yourself, a message and a later date, by card', async ({
  page,
}) => {
  const later = daysFromToday(10);
  const today = daysFromToday(0);
  const consoleText: string[] = [];
  page.on('console', (message) => consoleText.push(message.text()));
  await openShop(page);
  await addGift(page, PRODUCTS.egift50, { ...BEA, message: 'Happy birthday, Bea!' });
  await addGift(page, PRODUCTS.egift25, { ...CAL, sendDate: later });
  // The form remembers the last 'From' within the page.
  await addButton(page, PRODUCTS.egift25).first().click();
  await expect(giftForm(page).getByLabel('From')).toHaveValue('Pat');
  await expect(giftForm(page).getByLabel('Send on')).toHaveValue(today);
  await fillGiftForm(giftForm(page), PAT);
  await giftForm(page).getByRole('button', { name: 'Add to cart' }).click();

  const lines = cart(page).getByRole('listitem');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText('For Bea Ng (bea@example.com)');
  await expect(lines.nth(1)).toContainText(`Sent ${readable(later)}`);
  await expect(lines.nth(0)).not.toContainText('Sent ');
  await expect(cart(page)).toContainText('$100.00');

  const orders: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (isProductOrder(request)) orders.push(request.postDataJSON() as Record<string, unknown>);
  });
  await shopToPayment(page);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.products).toEqual([
    {
      id: 'egift-50',
      quantity: 1,
      priceInCents: 5000,
      recipient: { ...BEA, message: 'Happy birthday, Bea!', sendDate: today },
    },
    { id: 'egift-25', quantity: 1, priceInCents: 2500, recipient: { ...CAL, sendDate: later } },
    { id: 'egift-25', quantity: 1, priceInCents: 2500, recipient: { ...PAT, sendDate: today } },
  ]);

  await payByCard(page);
  await expect(shopThanks(page)).toBeVisible();
  const gifts = page.getByRole('list', { name: 'Your gift cards by e-mail' });
  await expect(gifts.getByRole('listitem')).toHaveText([
    '$50 eGift Card × 1: For Bea Ng (bea@example.com), sent by e-mail today.',
    `$25 eGift Card × 1: For Cal Ortiz (cal@example.com), sent by e-mail on ${readable(later)}.`,
    '$25 eGift Card × 1: For Pat Buyer (pat@example.com), sent by e-mail today.',
  ]);
  const receipt = page.getByRole('region', { name: 'Your receipt' });
  await expect(receipt).toContainText(
    `For Cal Ortiz (cal@example.com), sent by e-mail on ${readable(later)}`,
  );

  // Nothing about a recipient is left in the browser, or was ever written to the console.
  const stored = await storedText(page);
  for (const secret of ['Bea Ng', 'bea@example.com', 'Cal Ortiz', 'cal@example.com', 'Happy']) {
    expect(stored, `${secret} is still stored`).not.toContain(secret);
    expect(consoleText.join('\n'), `${secret} reached the console`).not.toContain(secret);
  }
});

test('a chosen amount: shown as From $10.00, its range and whole cents enforced', async ({
  page,
}) => {
  await openShop(page);
  const product = page
    .locator('cinema-shop-cart')
    .first()
    .getByRole('listitem', { name: PRODUCTS.egiftAny });
  await expect(product).toContainText('From $10.00');
  await addButton(page, PRODUCTS.egiftAny).first().click();
  const amount = giftForm(page).getByLabel('Amount');
  const message = 'Enter an amount between $10.00 and $500.00.';
  await fillGiftForm(giftForm(page), BEA);
  for (const wrong of ['5', '500.01', '12.345', 'ten']) {
    await amount.fill(wrong);
    await giftForm(page).getByRole('button', { name: 'Add to cart' }).click();
    await expect(giftForm(page).getByRole('alert', { name: 'There is a problem' })).toContainText(
      message,
    );
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
  }
  await amount.fill('25.50');
  await giftForm(page).getByRole('button', { name: 'Add to cart' }).click();
  await expect(cart(page)).toContainText('For Bea Ng (bea@example.com)');
  await expect(cart(page)).toContainText('$25.50');
});

test('every validation text of the form, the first problem focused', async ({ page }) => {
  await openShop(page);
  await addButton(page, PRODUCTS.egift50).first().click();
  const form = giftForm(page);
  await form.getByRole('button', { name: 'Add to cart' }).click();
  const summary = form.getByRole('alert', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Enter the recipient's name");
  await expect(summary).toContainText("Enter the recipient's e-mail address");
  await expect(summary).toContainText('Enter who the gift is from');
  await expect(form.getByLabel("Recipient's name")).toHaveAttribute('aria-invalid', 'true');
  // An empty e-mail is a required field left empty (product-rules §8), as in the other forms.
  await expect(form.getByText('This field is required')).toHaveCount(3);
  await expect(form.getByText('Please enter a valid email address')).toHaveCount(0);

  await summary.getByRole('link', { name: "Enter the recipient's name" }).click();
  await expect(form.getByLabel("Recipient's name")).toBeFocused();

  await fillGiftForm(giftForm(page), { ...BEA, email: 'bea@' });
  await form.getByLabel('Message').fill('x'.repeat(251));
  await expect(form.getByText('1 character too many')).toBeVisible();
  await form.getByLabel('Send on').fill(daysFromToday(400));
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(form.getByText('Please enter a valid email address').first()).toBeVisible();
  await expect(
    form.getByText('Keep the message to 250 characters or fewer.').first(),
  ).toBeVisible();
  await expect(
    form.getByText('Choose a send date within the next 12 months.').first(),
  ).toBeVisible();
  await expect(cart(page)).toContainText('Your cart is empty.');

  // Fixed, it goes in; nothing typed was lost on the way.
  await form.getByLabel("Recipient's e-mail").fill(BEA.email);
  await form.getByLabel('Message').fill('x'.repeat(250));
  await expect(form.getByText('0 characters left')).toBeVisible();
  await form.getByLabel('Send on').fill(daysFromToday(0));
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cart(page)).toContainText('For Bea Ng (bea@example.com)');
});

test("the server's 422 for a recipient is shown, and the cart and details are kept", async ({
  page,
}) => {
  await openShop(page);
  await addGift(page, PRODUCTS.egift50, BEA);
  // The product order reaches the real reference server with a send date outside the window.
  await page.route('**/api/cart/*/products', async (route) => {
    const body = route.request().postDataJSON() as { products: { recipient?: object }[] };
    for (const line of body.products) {
      if (line.recipient) Object.assign(line.recipient, { sendDate: '2000-01-01' });
    }
    await route.continue({ postData: JSON.stringify(body) });
  });
  await cart(page).getByRole('button', { name: 'Checkout' }).click();
  await fillShopDetails(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.locator('cinema-shop-cart').getByRole('alert').first()).toContainText(
    /send date/i,
  );
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await expect(
    page.locator('cinema-shop-cart').getByRole('group', { name: 'Contact' }).getByLabel('Email'),
  ).toHaveValue('pat@example.com');

  await page.unroute('**/api/cart/*/products');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible({
    timeout: 30_000,
  });
});

test('a reload keeps the lines, another tab sees them, Change edits and merges', async ({
  page,
  context,
}) => {
  await openShop(page);
  await addGift(page, PRODUCTS.egift50, BEA);
  await addGift(page, PRODUCTS.egift50, CAL);
  await page.reload();
  await expect(cart(page).getByRole('listitem')).toHaveCount(2);
  await expect(cart(page)).toContainText('For Cal Ortiz (cal@example.com)');

  const other = await context.newPage();
  await openShop(other);
  await expect(cart(other)).toContainText('For Bea Ng (bea@example.com)');
  await expect(cart(other)).toContainText('For Cal Ortiz (cal@example.com)');

  // Changing Cal's card into Bea's makes one line of two; the other tab follows.
  await cart(page)
    .getByRole('button', { name: 'Change the recipient of $50 eGift Card for Cal Ortiz' })
    .click();
  await fillGiftForm(giftForm(page), BEA);
  await giftForm(page).getByRole('button', { name: 'Save' }).click();
  await expect(cart(page).getByRole('listitem')).toHaveCount(1);
  await expect(cart(page).getByRole('group', { name: /Quantity of/ })).toContainText('2');
  await expect(cart(other).getByRole('listitem')).toHaveCount(1);
  await expect(cart(other)).not.toContainText('Cal Ortiz');
});

test('axe in four themes at 1280 and 390 px: the form with errors, and a cart of recipients', async ({
  page,
}) => {
  test.setTimeout(240_000);
  for (const width of [1280, 390]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await openShop(page);
      await addButton(page, PRODUCTS.egift50).first().click();
      await giftForm(page).getByRole('button', { name: 'Add to cart' }).click();
      await expect(giftForm(page).getByRole('alert', { name: 'There is a problem' })).toBeVisible();
      await expectNoAxeViolationsInEveryTheme(page, { include: SHOP });
      await fillGiftForm(giftForm(page), { ...BEA, sendDate: daysFromToday(30) });
      await giftForm(page).getByRole('button', { name: 'Add to cart' }).click();
      await addGift(page, PRODUCTS.egift25, CAL);
      await expectNoAxeViolationsInEveryTheme(page, { include: [...SHOP, 'cinema-cart-summary'] });
      await page.evaluate(() => localStorage.clear());
    });
  }
});

test('keyboard only: open the form, fill it, add, change the line', async ({ page }) => {
  await openShop(page);
  const add = addButton(page, PRODUCTS.egift50).first();
  await tabTo(page, add, { maxPresses: 30 });
  await expectFocusVisible(add);
  await page.keyboard.press('Enter');
  const heading = giftForm(page).getByRole('heading', { name: 'Who is it for?' });
  await expect(heading).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(giftForm(page).getByLabel("Recipient's name")).toBeFocused();
  await page.keyboard.type(BEA.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type(BEA.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(BEA.from);
  await page.keyboard.press('Enter');
  await expect(cart(page)).toContainText('For Bea Ng (bea@example.com)');

  const change = cart(page).getByRole('button', {
    name: 'Change the recipient of $50 eGift Card for Bea Ng',
  });
  await tabTo(page, change, { maxPresses: 40 });
  await page.keyboard.press('Enter');
  await expect(giftForm(page).getByRole('heading', { name: 'Who is it for?' })).toBeFocused();
  await tabTo(page, giftForm(page).getByRole('button', { name: 'Cancel' }), { maxPresses: 12 });
  await page.keyboard.press('Enter');
  await expect(change).toBeFocused();
});
