/**
 * Buying from the shop (product-rules §5): two gift cards by e-mail for one recipient and a gift by
 * post, paid by card, and by a gift card with the rest by card; the products order carries both
 * addresses and each e-mail gift's amount and recipient (product-rules §15.2), the order type is
 * `shop`, and the cart is empty afterwards.
 */
import type { Request } from '@playwright/test';
import { formatDate, isoToday } from '../../../src/format/formatDate';
import { expect, test } from '../support/test';
import { payByCard } from '../festival-pass/helpers/card';
import { GIFT_CARDS, applyGiftCard } from '../festival-pass/helpers/giftCardRow';
import { recordCaptures, recordCompletions } from '../festival-pass/helpers/payment';
import {
  PRODUCTS,
  RECIPIENTS,
  add,
  addButton,
  addGift,
  cart,
  daysFromToday,
  fillGiftForm,
  giftForm,
  giftLine,
  openShop,
  shopThanks,
  shopToPayment,
} from './helpers';

const isProductOrder = (request: Request) =>
  request.method() === 'POST' && /\/api\/cart\/[^/]+\/products$/.test(request.url());

test('two gift cards by e-mail and a gift by post, paid by card', async ({ page }) => {
  await openShop(page);
  // A message and a later send date: the line says when, and the order sends them (§15.2).
  const bea = { ...RECIPIENTS.bea, message: 'Happy birthday!', sendDate: daysFromToday(7) };
  await addGift(page, PRODUCTS.egift50, bea, { quantity: 2 });
  await add(page, PRODUCTS.giftBox);
  await expect(cart(page)).toContainText('$150.00');
  await expect(giftLine(page, PRODUCTS.egift50, bea)).toContainText(
    `Sent ${formatDate(bea.sendDate)}`,
  );
  const orders: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (isProductOrder(request)) orders.push(request.postDataJSON() as Record<string, unknown>);
  });

  await shopToPayment(page);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({
    cinemaId: 'demo-cinema',
    billingAddress: { line1: '1 George St', suburb: 'Sydney', state: 'NSW', postCode: '2000' },
    deliveryAddress: { line1: '1 George St', suburb: 'Sydney', state: 'NSW', postCode: '2000' },
  });
  // An e-mail gift goes with its amount and exactly the recipient typed; a gift by post as
  // `{ id, quantity }` alone (product-rules §15.2).
  expect(orders[0]?.products).toEqual([
    {
      id: 'egift-50',
      quantity: 2,
      priceInCents: 5000,
      recipient: {
        name: 'Bea Ng',
        email: 'bea@example.com',
        from: 'Pat',
        message: 'Happy birthday!',
        sendDate: bea.sendDate,
      },
    },
    { id: 'gift-box-50', quantity: 1 },
  ]);

  const captures = await recordCaptures(page);
  const completions = recordCompletions(page);
  await payByCard(page);

  await expect(shopThanks(page)).toBeVisible();
  await expect(shopThanks(page)).toBeFocused();
  await expect(
    page.getByText(`For Bea Ng (bea@example.com), sent by e-mail on ${formatDate(bea.sendDate)}.`),
  ).toBeVisible();
  expect(await captures()).toEqual([{ orderType: 'shop', paymentType: 'braintree' }]);
  expect(completions[0]?.body).toMatchObject({ orderType: 'shop', paymentType: 'braintree' });
  await expect(page.locator('cinema-cart-summary')).toContainText('0');

  await page.getByRole('button', { name: 'Continue shopping' }).click();
  await expect(cart(page)).toContainText('Your cart is empty.');
});

test('the same order: a gift card pays part, and the card pays the rest', async ({ page }) => {
  await openShop(page);
  await addGift(page, PRODUCTS.egift50, RECIPIENTS.bea, { quantity: 2 });
  await add(page, PRODUCTS.giftBox);
  const orders: unknown[] = [];
  page.on('request', (request) => {
    if (isProductOrder(request)) orders.push(request.postDataJSON());
  });
  await shopToPayment(page);
  // Sent today when no send date is chosen, and no message when none is written (§15.2).
  expect(orders).toEqual([
    expect.objectContaining({
      products: [
        {
          id: 'egift-50',
          quantity: 2,
          priceInCents: 5000,
          recipient: { ...RECIPIENTS.bea, sendDate: isoToday() },
        },
        { id: 'gift-box-50', quantity: 1 },
      ],
    }),
  ]);
  await applyGiftCard(page, GIFT_CARDS.coversPart);
  const captures = await recordCaptures(page);
  await payByCard(page);
  await expect(shopThanks(page)).toBeVisible();
  expect(await captures()).toEqual([{ orderType: 'shop', paymentType: 'braintree' }]);
});

test('a gift card by e-mail of an amount the buyer chooses: the order sends that amount', async ({
  page,
}) => {
  await openShop(page);
  const product = page.locator('cinema-shop-cart').getByRole('listitem', {
    name: PRODUCTS.egiftAny,
  });
  await expect(product).toContainText('From $10.00');
  // Out of the item's bounds, the form says so and adds nothing (product-rules §15.2).
  await addButton(page, PRODUCTS.egiftAny).click();
  const form = giftForm(page);
  await form.getByRole('textbox', { name: 'Amount' }).fill('5');
  await fillGiftForm(form, RECIPIENTS.cal);
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(form.getByRole('alert', { name: 'There is a problem' })).toContainText(
    'Enter an amount between $10.00 and $500.00.',
  );
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(cart(page)).toContainText('Your cart is empty.');

  await addGift(page, PRODUCTS.egiftAny, RECIPIENTS.cal, { amount: '35' });
  await expect(giftLine(page, PRODUCTS.egiftAny, RECIPIENTS.cal)).toContainText('$35.00 each');
  const orders: unknown[] = [];
  page.on('request', (request) => {
    if (isProductOrder(request)) orders.push(request.postDataJSON());
  });
  await shopToPayment(page);
  expect(orders).toEqual([
    expect.objectContaining({
      products: [
        {
          id: 'egift-any',
          quantity: 1,
          priceInCents: 3500,
          recipient: { ...RECIPIENTS.cal, sendDate: isoToday() },
        },
      ],
    }),
  ]);
  await payByCard(page);
  await expect(shopThanks(page)).toBeVisible();
});
