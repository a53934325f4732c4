/**
 * Buying from the shop (CONTRACT §6): two gift cards by e-mail and a gift by post, paid by card,
 * and by a gift card with the rest by card; the products order carries both addresses, the order
 * type is `shop`, and the cart is empty afterwards.
 */
import type { Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { payByCard } from '../festival-pass/helpers/card';
import { GIFT_CARDS, applyGiftCard } from '../festival-pass/helpers/giftCardRow';
import { recordCaptures, recordCompletions } from '../festival-pass/helpers/payment';
import { PRODUCTS, add, cart, openShop, shopThanks, shopToPayment } from './helpers';

const isProductOrder = (request: Request) =>
  request.method() === 'POST' && /\/api\/cart\/[^/]+\/products$/.test(request.url());

test('two gift cards by e-mail and a gift by post, paid by card', async ({ page }) => {
  await openShop(page);
  await add(page, PRODUCTS.egift50, 2);
  await add(page, PRODUCTS.giftBox);
  await expect(cart(page)).toContainText('$150.00');
  const orders: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (isProductOrder(request)) orders.push(request.postDataJSON() as Record<string, unknown>);
  });

  await shopToPayment(page);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({
    cinemaId: 'demo-cinema',
    products: [
      { id: 'egift-50', quantity: 2 },
      { id: 'gift-box-50', quantity: 1 },
    ],
    billingAddress: { line1: '1 George St', suburb: 'Sydney', state: 'NSW', postCode: '2000' },
    deliveryAddress: { line1: '1 George St', suburb: 'Sydney', state: 'NSW', postCode: '2000' },
  });

  const captures = await recordCaptures(page);
  const completions = recordCompletions(page);
  await payByCard(page);

  await expect(shopThanks(page)).toBeVisible();
  await expect(shopThanks(page)).toBeFocused();
  await expect(page.getByText('sent by e-mail to pat@example.com')).toBeVisible();
  expect(await captures()).toEqual([{ orderType: 'shop', paymentType: 'braintree' }]);
  expect(completions[0]?.body).toMatchObject({ orderType: 'shop', paymentType: 'braintree' });
  await expect(page.locator('cinema-cart-summary')).toContainText('0');

  await page.getByRole('button', { name: 'Continue shopping' }).click();
  await expect(cart(page)).toContainText('Your cart is empty.');
});

test('the same order: a gift card pays part, and the card pays the rest', async ({ page }) => {
  await openShop(page);
  await add(page, PRODUCTS.egift50, 2);
  await add(page, PRODUCTS.giftBox);
  await shopToPayment(page);
  await applyGiftCard(page, GIFT_CARDS.coversPart);
  const captures = await recordCaptures(page);
  await payByCard(page);
  await expect(shopThanks(page)).toBeVisible();
  expect(await captures()).toEqual([{ orderType: 'shop', paymentType: 'braintree' }]);
});
