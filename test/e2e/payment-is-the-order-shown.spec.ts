/**
 * The payment is the order the buyer saw (docs/product-rules.md §7.10), tried the way a buyer with
 * two tabs of one site would: tab A is on its payment page, tab B changes the order (its own Next,
 * the same stored cart), and tab A must never charge a total it did not show. Then the reference
 * server's 409 as the second line of defence, for a press that meets a changed order and for a
 * stale `expectedTotalInCents` sent directly.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openCardRow, processPayment, typeCard } from './festival-pass/helpers/card';
import { goToPayment } from './festival-pass/helpers/checkout';
import { fillDetails, openFestivalPass } from './festival-pass/helpers/detailsForm';
import { expectWhoops, recordCompletions, thanksHeading } from './festival-pass/helpers/payment';
import { add, openShop, PRODUCTS, shopThanks, shopToPayment } from './shop-cart/helpers';
import { openMemberships, sale, toPaymentPage } from './membership/helpers';

const CHANGED_ELSEWHERE = 'Your order changed in another window. Check the total before you pay.';
const CHANGED = 'Your order changed. Check the new total and pay again.';

/** The amount the card form shows above 'Process Payment', e.g. '$76.50'. */
const toPay = (scope: Page | Locator) => scope.locator('.amount-due strong');

/** The order summary's 'Total'. */
const summaryTotal = (scope: Page | Locator) =>
  scope.getByRole('row', { name: /^Total/ }).getByRole('cell');

/** The festival pass's stored server cart id, as the widget keeps it (a storage entry). */
const storedCartId = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('cart-id'));
    const entry = key
      ? (JSON.parse(localStorage.getItem(key) ?? 'null') as { value?: unknown })
      : null;
    return typeof entry?.value === 'string' ? entry.value : '';
  });

/** Pay by card in `page` and return the completion it sent. */
async function payByCardIn(page: Page) {
  const completions = recordCompletions(page);
  await openCardRow(page);
  await typeCard(page);
  await processPayment(page).click();
  await expect.poll(() => completions.length).toBe(1);
  return completions[0];
}

test.describe('another tab changes the order under an open payment page', () => {
  test('festival pass: tab A shows the new total and says so, and pays only what it shows', async ({
    page,
    context,
  }) => {
    await goToPayment(page);
    await openCardRow(page);
    await expect(toPay(page)).toHaveText('$76.50');

    // Tab B, same site and storage: another pass, Next.
    const other = await context.newPage();
    await openFestivalPass(other);
    await fillDetails(other, { passId: 'jiff-10-film' });
    await other.getByRole('button', { name: 'Next' }).click();
    await expect(other.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible({
      timeout: 15_000,
    });

    const bCart = await storedCartId(other);
    // Tab A follows at once: the new total, said politely (not as an error).
    await expect(page.getByRole('status').filter({ hasText: CHANGED_ELSEWHERE })).toBeVisible();
    await expect(toPay(page)).toHaveText('$141.50');
    await expect(summaryTotal(page)).toHaveText('$141.50');
    await expect(page.getByRole('dialog', { name: 'WHOOPS' })).toHaveCount(0);

    const completion = await payByCardIn(page);
    await expect(thanksHeading(page)).toBeVisible();
    // The cart on show (tab B's), at the total on show.
    expect(completion?.body).toMatchObject({ expectedTotalInCents: 14150 });
    expect(completion?.url.split('/').at(-1)).toBe(bCart);
  });

  test('shop: tab A follows the cart tab B checked out with more in it', async ({
    page,
    context,
  }) => {
    await openShop(page);
    await add(page, PRODUCTS.giftBox);
    await shopToPayment(page);
    await openCardRow(page);
    const shown = await toPay(page).textContent();

    const other = await context.newPage();
    await openShop(other);
    await add(other, PRODUCTS.moviePack);
    await shopToPayment(other);

    await expect(page.getByRole('status').filter({ hasText: CHANGED_ELSEWHERE })).toBeVisible();
    await expect(toPay(page)).not.toHaveText(shown ?? '');
    const total = (await toPay(page).textContent()) ?? '';
    await expect(summaryTotal(page)).toHaveText(total);
    const completion = await payByCardIn(page);
    await expect(shopThanks(page)).toBeVisible();
    expect(completion?.body.expectedTotalInCents).toBe(
      Math.round(Number(total.replace(/[$,]/g, '')) * 100),
    );
  });

  test('membership: tab A follows the other option tab B chose', async ({ page, context }) => {
    await openMemberships(page);
    await toPaymentPage(page, 'Adult Premium Membership (1 year)');
    await openCardRow(page);
    await expect(toPay(page)).toHaveText('$49.00');

    const other = await context.newPage();
    await openMemberships(other);
    await toPaymentPage(other, 'Senior Premium Membership (1 year)');

    await expect(
      sale(page).getByRole('status').filter({ hasText: CHANGED_ELSEWHERE }),
    ).toBeVisible();
    await expect(toPay(page)).toHaveText('$39.00');
    const completion = await payByCardIn(page);
    await expect(sale(page).getByRole('heading', { name: /Welcome to/ })).toBeVisible();
    expect(completion?.body).toMatchObject({ expectedTotalInCents: 3900 });
  });
});

test.describe("the server's 409, the second line of defence", () => {
  test('a press that meets a changed order is refused, says so, shows the new total and pays it next time', async ({
    page,
  }) => {
    await goToPayment(page);
    await openCardRow(page);
    await expect(toPay(page)).toHaveText('$76.50');
    // The cart changes on the server with no word to this tab (no storage event).
    const cartId = await storedCartId(page);
    const added = await page.request.post(`/api/cart/${cartId}/products`, {
      data: {
        cinemaId: 'demo-cinema',
        products: [
          { id: 'jiff-5-film', quantity: 1 },
          { id: 'jiff-10-film', quantity: 1 },
        ],
      },
    });
    expect(added.ok()).toBe(true);

    const completions = recordCompletions(page);
    await typeCard(page);
    await processPayment(page).click();
    await expectWhoops(page, CHANGED);
    expect(completions).toHaveLength(1);
    const details = await (await page.request.get(`/api/checkout/${cartId}`)).json();
    const total = `$${(details.balanceInCents / 100).toFixed(2)}`;
    expect(total).not.toBe('$76.50');
    await expect(toPay(page)).toHaveText(total);
    await expect(summaryTotal(page)).toHaveText(total);

    // The card form is still there: the buyer checks the total and pays again.
    await typeCard(page);
    await processPayment(page).click();
    await expect(thanksHeading(page)).toBeVisible();
    expect(completions.at(-1)?.body).toMatchObject({
      expectedTotalInCents: details.balanceInCents,
    });
  });

  test('a stale expectedTotalInCents sent directly is refused with 409, and nothing is charged', async ({
    page,
  }) => {
    await goToPayment(page);
    const cartId = await storedCartId(page);
    const completion = (expectedTotalInCents: number) =>
      page.request.post(`/api/checkout/${cartId}`, {
        data: {
          paymentType: 'payPal',
          orderType: 'festivalPass',
          customer: {
            firstName: 'Pat',
            lastName: 'Buyer',
            email: 'pat@example.com',
            postCode: '2000',
          },
          securedCardData: { nonce: 'fake-paypal-nonce' },
          expectedTotalInCents,
        },
      });
    const stale = await completion(2500);
    expect(stale.status()).toBe(409);
    expect(await stale.json()).toMatchObject({
      detail: 'The order changed. Check the new total and pay again.',
    });
    // Nothing was charged: the cart is still open, and the right total pays it (once).
    expect((await page.request.get(`/api/checkout/${cartId}`)).status()).toBe(200);
    expect((await completion(7650)).status()).toBe(200);
    expect((await completion(7650)).status()).toBe(409);
  });
});
