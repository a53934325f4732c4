/**
 * Session tickets (product-rules §5.5): the demo page's seat picker calls `addTickets()`, the shop
 * shows the session, and the booking is paid with PayPal (order type `booking`); a failed ticket
 * order rejects with the server's detail and the shop says the same; 'Empty cart' deletes the
 * server cart.
 */
import type { Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { openOption, recordCaptures, recordCompletions } from '../festival-pass/helpers/payment';
import { walletSheet } from '../festival-pass/helpers/wallets';
import { PRODUCTS, addGift, cart, continueToPayment, fillShopDetails, shopThanks } from './helpers';

test('tickets chosen on the seat map are added with addTickets() and paid with PayPal as a booking', async ({
  page,
}) => {
  await page.goto('/demo/');
  const picker = page.locator('#seat-picker');
  await picker.getByLabel('Session').selectOption('S-1001');
  await picker.getByLabel(/^Adult/).fill('2');
  await picker.getByRole('button', { name: 'Seat F7' }).click();
  await picker.getByRole('button', { name: 'Seat F8' }).click();
  const ticketOrders: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && /\/api\/cart\/[^/]+\/tickets$/.test(request.url()))
      ticketOrders.push(request.postDataJSON() as Record<string, unknown>);
  });
  await picker.getByRole('button', { name: 'Add tickets to cart' }).click();
  await expect(picker.getByRole('status')).toHaveText('Added to your cart: F7, F8.');
  expect(ticketOrders).toEqual([
    {
      cinemaId: 'demo-cinema',
      sessionId: 'S-1001',
      tickets: [{ id: 'adult', quantity: 2 }],
      seats: ['F7', 'F8'],
    },
  ]);

  const shopCart = cart(page);
  await expect(shopCart).toContainText('Harbour Lights');
  await expect(shopCart).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, 6:30PM – 8:28PM/);
  await expect(shopCart).toContainText('2 × Adult');
  await expect(shopCart.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  await expect(page.locator('cinema-cart-summary').getByRole('button')).toHaveAccessibleName(
    /^Cart: 2 items, \$52\.00, 1[45]:\d\d left to pay$/,
  );

  await shopCart.getByRole('button', { name: 'Checkout' }).click();
  await fillShopDetails(page);
  await continueToPayment(page);
  await openOption(page, 'PayPal');
  const captures = await recordCaptures(page);
  const completions = recordCompletions(page);
  await page
    .locator('cinema-shop-cart > [slot="paypal-button"]')
    .getByRole('button', { name: 'PayPal' })
    .click();
  await walletSheet(page, 'PayPal').getByRole('button', { name: 'Pay' }).click();

  await expect(shopThanks(page)).toBeVisible();
  expect(await captures()).toEqual([{ orderType: 'booking', paymentType: 'payPal' }]);
  expect(completions[0]?.body).toMatchObject({ orderType: 'booking', paymentType: 'payPal' });
  await expect(page.locator('cinema-cart-summary').getByRole('button')).toHaveAccessibleName(
    'Cart: empty',
  );
});

test('a refused ticket order rejects with the server detail, which the shop shows too', async ({
  page,
}) => {
  await page.goto('/demo/test/shop-cart.html');
  await expect(page.getByRole('heading', { name: 'Gift shop' })).toBeVisible();
  const message = await page.evaluate(() =>
    document
      .querySelector('cinema-shop-cart')!
      .addTickets({ sessionId: 'S-1001', tickets: [{ id: 'adult', quantity: 2 }], seats: ['F7'] })
      .then(
        () => 'resolved',
        (error: Error) => error.message,
      ),
  );
  expect(message).toBe('seats: Choose one seat per ticket (2 tickets, 1 seats).');
  await expect(page.getByRole('alert')).toContainText(message);

  const invalid = await page.evaluate(() =>
    document
      .querySelector('cinema-shop-cart')!
      .addTickets({ sessionId: '', tickets: [] })
      .catch((error: Error) => error.message),
  );
  expect(invalid).toMatch(/^Failed to update ticket order: sessionId: /);
});

test("'Empty cart' deletes the server cart and its stored copy, and empties the browser cart", async ({
  page,
}) => {
  await page.goto('/demo/test/shop-cart.html');
  await addGift(page, PRODUCTS.egift25);
  const cart = await page.evaluate(() =>
    document
      .querySelector('cinema-shop-cart')!
      .addTickets({ sessionId: 'S-1003', tickets: [{ id: 'child', quantity: 1 }], seats: ['A1'] }),
  );
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(new URL(request.url()).pathname);
  });
  const shop = page.getByRole('region', { name: 'Your cart' });
  await expect(shop).toContainText('Night Ferry');
  await shop.getByRole('button', { name: 'Empty cart' }).click();
  await expect(shop).toContainText('Your cart is empty.');
  expect(deletes).toEqual([`/api/cart/${cart.id}`]);
  const stored = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => /cart|ticket/.test(key)),
  );
  expect(stored).toEqual([]);
});
