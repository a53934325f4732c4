/**
 * The shop's fault matrix (product-rules §5.3, §5.4, §9): every call of the shop checkout, the
 * catalogue and `addTickets()`, crossed with every way a network or server fails, one test per call
 * with each failure in turn (test/e2e/support/failureMatrix.ts). After each failure the buyer sees
 * a clear message (product-rules §9's text or the server's detail) and keeps what they typed and
 * their cart; once the fault is gone a retry works without a second server cart; the page throws
 * nothing (the fixture checks).
 */
import type { FaultSpec } from '../support/faults';
import { FAILURE_KINDS, TECHNICAL_TEXT, injectFault } from '../support/faults';
import { eachFailure, fresh, markSeen } from '../support/failureMatrix';
import { expect, test } from '../support/test';
import { recordApiCalls } from '../festival-pass/helpers/apiCalls';
import {
  PRODUCTS,
  RECIPIENTS,
  add,
  addButton,
  addGift,
  cart,
  fillShopDetails,
  openShop,
} from './helpers';

/** The server's problem detail in the 4xx cells: shown word for word. */
const DETAIL = 'The shop is closed for stocktake until 2 pm.';

/** The calls Continue makes (product-rules §5.4), and what each says without a server detail. */
const CHECKOUT_CALLS: readonly {
  name: string;
  target: Pick<FaultSpec, 'method' | 'path'>;
  message: string;
}[] = [
  {
    name: 'POST cart',
    target: { method: 'POST', path: 'cart' },
    message: 'We could not start your order. Please try again.',
  },
  {
    name: 'POST cart/{id}/products',
    target: { method: 'POST', path: /^cart\/[^/]+\/products$/ },
    message: 'Failed to update product order',
  },
  {
    name: 'DELETE checkout/{id}/gift-card',
    target: { method: 'DELETE', path: /^checkout\/[^/]+\/gift-card$/ },
    message: 'We could not prepare your payment. Please try again.',
  },
  {
    name: 'GET checkout/{id}',
    target: { method: 'GET', path: /^checkout\/[^/]+$/ },
    message: 'We could not load the payment options. Please try again.',
  },
];

for (const call of CHECKOUT_CALLS) {
  test(`checkout: ${call.name}: each failure is a clear message and loses nothing; the retry reaches payment with one cart`, async ({
    page,
  }) => {
    test.slow();
    await openShop(page);
    await addGift(page, PRODUCTS.egift50, RECIPIENTS.bea, { quantity: 2 });
    await add(page, PRODUCTS.giftBox);
    await cart(page).getByRole('button', { name: 'Checkout' }).click();
    await fillShopDetails(page);
    const api = recordApiCalls(page);
    const next = page.getByRole('button', { name: 'Continue to payment' });
    const alert = page.getByRole('alert').filter({ hasText: 'We could not continue to payment.' });

    await eachFailure(async (kind) => {
      await markSeen(alert);
      const fault = await injectFault(page, { ...call.target, kind, detail: DETAIL });
      await next.click();
      await expect(fresh(alert)).toContainText(kind === 'problem4xx' ? DETAIL : call.message);
      await expect(alert).not.toContainText(TECHNICAL_TEXT);
      await expect(alert).toBeFocused();
      expect(fault.count).toBeGreaterThan(0);
      // What was typed is still there.
      await expect(
        page.getByRole('group', { name: 'Billing address' }).getByLabel('Suburb'),
      ).toHaveValue('Sydney');
      await expect(page.locator('cinema-cart-summary')).toContainText('3');
      await fault.remove();
    });

    await next.click();
    await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeFocused({
      timeout: 15_000,
    });
    // One cart in all (the failed tries of POST cart are the only other requests for one), and
    // the products sent once they have gone through, never twice.
    const failures = FAILURE_KINDS.length;
    const carts = api.lines().filter((line) => line === 'POST cart');
    expect(carts).toHaveLength(call.name === 'POST cart' ? failures + 1 : 1);
    const orders = api.calls.filter((c) => c.method === 'POST' && /\/products$/.test(c.path));
    expect(orders).toHaveLength(call.name === 'POST cart/{id}/products' ? failures + 1 : 1);
  });
}

test(`catalogue: each failure says 'Error loading products', and 'Try again' loads them`, async ({
  page,
}) => {
  const alert = page.getByRole('alert').filter({ hasText: 'Error loading products' });
  await eachFailure(async (kind, index) => {
    await markSeen(alert);
    const fault = await injectFault(page, { method: 'GET', path: 'shop/gifts-by-post', kind });
    if (index === 0) await page.goto('/demo/test/shop-cart.html');
    else await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(fresh(alert)).toBeVisible();
    expect(fault.count).toBeGreaterThan(0);
    await fault.remove();
  });
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(addButton(page, PRODUCTS.moviePack)).toBeVisible();
});

test(`addTickets: each failure rejects with a clear message the shop shows, and a retry adds them`, async ({
  page,
}) => {
  await openShop(page);
  const order = { sessionId: 'S-1001', tickets: [{ id: 'adult', quantity: 1 }], seats: ['C4'] };
  const addTickets = () =>
    page.evaluate(
      (o) =>
        document
          .querySelector('cinema-shop-cart')!
          .addTickets(o)
          .then(
            () => 'resolved',
            (error: Error) => error.message,
          ),
      order,
    );
  const alert = page.getByRole('alert');
  await eachFailure(async (kind) => {
    await markSeen(alert);
    const fault = await injectFault(page, {
      method: 'POST',
      path: /^cart\/[^/]+\/tickets$/,
      kind,
      detail: DETAIL,
    });
    const message = await addTickets();
    expect(message).toBe(kind === 'problem4xx' ? DETAIL : 'Failed to update ticket order');
    await expect(fresh(alert)).toContainText(message);
    await fault.remove();
  });
  const api = recordApiCalls(page);
  expect(await addTickets()).toBe('resolved');
  await expect(cart(page)).toContainText('Harbour Lights');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The cart made for the first try is used again.
  expect(api.lines().filter((line) => line === 'POST cart')).toHaveLength(0);
});
