/**
 * The server cart's expiry (product-rules §5.2) with the reference server's short-expiry setting:
 * the time left counts down, the last minute is announced politely, and at expiry the stored cart
 * is dropped, `cinema-cart-expired` fires and the shop says 'Your cart has expired.' while the shop
 * items stay (their recipients go with the cart, so the lines ask again). A cart the server no longer knows (404) is recovered the same way, and a buyer who
 * comes back to a still-valid cart is offered 'Resume checkout'.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  PRODUCTS,
  RECIPIENTS,
  add,
  addGift,
  cart,
  continueToPayment,
  fillGiftForm,
  fillShopDetails,
  giftForm,
  openShop,
} from './helpers';

const RECIPIENT_NEEDED = 'Say who each gift card by e-mail is for before you check out.';

/**
 * The recipients went with the expired cart (product-rules §15.2: kept no longer than it): the
 * line asks again, and checkout waits until it is told.
 */
async function sayWhoItIsForAgain(page: Page): Promise<void> {
  await expect(cart(page)).toContainText(RECIPIENT_NEEDED);
  await expect(cart(page)).not.toContainText(RECIPIENTS.bea.email);
  await cart(page)
    .getByRole('button', { name: `Add the recipient of ${PRODUCTS.egift25}` })
    .click();
  await fillGiftForm(giftForm(page), RECIPIENTS.bea);
  await giftForm(page).getByRole('button', { name: 'Add to cart' }).click();
  await expect(cart(page)).toContainText(`For ${RECIPIENTS.bea.name} (${RECIPIENTS.bea.email})`);
}

const TICKETS = { sessionId: 'S-1002', tickets: [{ id: 'adult', quantity: 1 }], seats: ['D5'] };

async function recordExpiries(page: Page) {
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { __expired: unknown[] }).__expired = seen;
    document.addEventListener('cinema-cart-expired', (event) => seen.push(event.detail));
  });
  return () => page.evaluate(() => (window as unknown as { __expired: unknown[] }).__expired);
}

test('a short-lived cart counts down, warns in its last minute, and expires with the shop items kept', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.request.put('/demo/settings', { data: { cartLifetimeSeconds: 12 } });
  await openShop(page);
  await addGift(page, PRODUCTS.egift25);
  const expiries = await recordExpiries(page);
  const cartAnswer = await page.evaluate(
    (order) => document.querySelector('cinema-shop-cart')!.addTickets(order),
    TICKETS,
  );
  const timer = cart(page).getByRole('timer');
  await expect(timer).toHaveText(/^00:(0\d|1[0-2])$/);
  await expect(
    cart(page)
      .getByRole('status')
      .filter({ hasText: 'Less than a minute left to complete your order.' }),
  ).toBeAttached();

  await expect(page.getByRole('alert')).toContainText('Your cart has expired.', {
    timeout: 20_000,
  });
  await expect(timer).toHaveCount(0);
  await expect(cart(page)).not.toContainText('The Long Paddock');
  await expect(cart(page)).toContainText('$25 eGift Card');
  expect(await expiries()).toEqual([{ cartId: cartAnswer.id }]);
  await expect(page.locator('cinema-cart-summary').getByRole('button')).toHaveAccessibleName(
    'Cart: 1 item, $25.00',
  );
  // A new checkout can start at once, with a new cart, once the card says whom it is for.
  await sayWhoItIsForAgain(page);
  await cart(page).getByRole('button', { name: 'Checkout' }).click();
  await fillShopDetails(page);
  await continueToPayment(page);
});

test('a cart the server no longer knows (404) is dropped: the buyer is told, and tickets must be chosen again', async ({
  page,
}) => {
  await openShop(page);
  await addGift(page, PRODUCTS.egift25);
  const expiries = await recordExpiries(page);
  const answer = await page.evaluate(
    (order) => document.querySelector('cinema-shop-cart')!.addTickets(order),
    TICKETS,
  );
  await page.request.post('/demo/reset');
  await cart(page).getByRole('button', { name: 'Checkout' }).click();
  await fillShopDetails(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'We could not continue to payment.' });
  await expect(alert).toContainText('Your cart has expired.');
  expect(await expiries()).toEqual([{ cartId: answer.id }]);
  // Continue again: the recipient went with the cart, so back to the cart to say it again.
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: RECIPIENT_NEEDED })).toBeVisible();
  await page.getByRole('button', { name: 'Back to cart' }).click();
  await sayWhoItIsForAgain(page);
  // A new cart with the shop items; the details typed are still there.
  await cart(page).getByRole('button', { name: 'Checkout' }).click();
  await continueToPayment(page);
});

test("a buyer who comes back to a still-valid cart gets 'Resume checkout'", async ({ page }) => {
  await openShop(page);
  await add(page, PRODUCTS.giftBox);
  await cart(page).getByRole('button', { name: 'Checkout' }).click();
  await fillShopDetails(page);
  await continueToPayment(page);
  await page.reload();
  await cart(page).getByRole('button', { name: 'Resume checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeFocused({
    timeout: 15_000,
  });
  await expect(page.getByText('$50 Gift Card in a Gift Box')).toBeVisible();
});
