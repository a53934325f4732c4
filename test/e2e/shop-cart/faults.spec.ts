/**
 * The shop's fault matrix (issue 7): every call of the shop checkout, the catalogue and
 * `addTickets()`, crossed with every way a network or server fails. In each cell the buyer sees a
 * clear message (spec 8's text or the server's detail), keeps what they typed and their cart, and
 * a retry works without a second server cart; the page throws nothing (the fixture checks).
 */
import type { FaultSpec } from '../support/faults';
import { FAILURE_KINDS, TECHNICAL_TEXT, injectFault } from '../support/faults';
import { expect, test } from '../support/test';
import { recordApiCalls } from '../festival-pass/helpers/apiCalls';
import { PRODUCTS, add, addButton, cart, fillShopDetails, openShop } from './helpers';

/** The server's problem detail in the 4xx cells: shown word for word. */
const DETAIL = 'The shop is closed for stocktake until 2 pm.';

/** The calls Continue makes (CONTRACT §6), and what each says without a server detail. */
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
  for (const kind of FAILURE_KINDS) {
    test(`checkout: ${call.name} × ${kind}: a clear message, nothing lost, the retry reaches payment with one cart`, async ({
      page,
    }) => {
      await openShop(page);
      await add(page, PRODUCTS.egift50, 2);
      await add(page, PRODUCTS.giftBox);
      await cart(page).getByRole('button', { name: 'Checkout' }).click();
      await fillShopDetails(page);
      const api = recordApiCalls(page);
      const fault = await injectFault(page, { ...call.target, kind, detail: DETAIL });
      const next = page.getByRole('button', { name: 'Continue to payment' });
      await next.click();

      const alert = page
        .getByRole('alert')
        .filter({ hasText: 'We could not continue to payment.' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(kind === 'problem4xx' ? DETAIL : call.message);
      await expect(alert).not.toContainText(TECHNICAL_TEXT);
      await expect(alert).toBeFocused();
      expect(fault.count).toBeGreaterThan(0);
      // What was typed is still there.
      await expect(
        page.getByRole('group', { name: 'Billing address' }).getByLabel('Suburb'),
      ).toHaveValue('Sydney');
      await expect(page.locator('cinema-cart-summary')).toContainText('3');

      await fault.remove();
      await next.click();
      await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeFocused({
        timeout: 15_000,
      });
      // One cart in all (the failed try of POST cart is the only other request for one), and the
      // products sent once they have gone through, never twice.
      const carts = api.lines().filter((line) => line === 'POST cart');
      expect(carts).toHaveLength(call.name === 'POST cart' ? 2 : 1);
      const orders = api.calls.filter((c) => c.method === 'POST' && /\/products$/.test(c.path));
      expect(orders).toHaveLength(call.name === 'POST cart/{id}/products' ? 2 : 1);
    });
  }
}

for (const kind of FAILURE_KINDS) {
  test(`catalogue × ${kind}: 'Error loading products', and 'Try again' loads them`, async ({
    page,
  }) => {
    const fault = await injectFault(page, { method: 'GET', path: 'shop/gifts-by-post', kind });
    await page.goto('/demo/test/shop-cart.html');
    const alert = page.getByRole('alert').filter({ hasText: 'Error loading products' });
    await expect(alert).toBeVisible();
    await fault.remove();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(addButton(page, PRODUCTS.moviePack)).toBeVisible();
  });

  test(`addTickets × ${kind}: rejects with a clear message the shop shows, and a retry adds them`, async ({
    page,
  }) => {
    await openShop(page);
    const fault = await injectFault(page, {
      method: 'POST',
      path: /^cart\/[^/]+\/tickets$/,
      kind,
      detail: DETAIL,
    });
    const order = { sessionId: 'S-1001', tickets: [{ id: 'adult', quantity: 1 }], seats: ['C4'] };
    const message = await page.evaluate(
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
    expect(message).toBe(kind === 'problem4xx' ? DETAIL : 'Failed to update ticket order');
    await expect(page.getByRole('alert')).toContainText(message);
    await fault.remove();
    const api = recordApiCalls(page);
    await page.evaluate((o) => document.querySelector('cinema-shop-cart')!.addTickets(o), order);
    await expect(cart(page)).toContainText('Harbour Lights');
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The cart made for the first try is used again.
    expect(api.lines().filter((line) => line === 'POST cart')).toHaveLength(0);
  });
}
