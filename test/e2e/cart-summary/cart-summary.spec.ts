/**
 * `<cinema-cart-summary>` against the built bundle: a link or a button to the page's shop, the
 * page's one cart followed live across tabs, announced politely, accessible in every theme.
 */
import { expectNoAxeViolationsInEveryTheme } from '../support/axe';
import { expect, test } from '../support/test';
import { storeCart } from '../shop-cart/helpers';

const PAGE = '/demo/test/cart-summary.html';

const HAMPER = { id: 'hamper', type: 'giftByPost', name: 'Popcorn hamper', priceInCents: 4500 };

test('a link to the cart page that follows the cart from another tab, announced politely', async ({
  page,
  context,
}) => {
  await page.goto(`${PAGE}?href=/cart`);
  const link = page.getByRole('link', { name: 'Cart: empty' });
  await expect(link).toHaveAttribute('href', '/cart');

  const other = await context.newPage();
  await other.goto(`${PAGE}?href=/cart`);
  await storeCart(other, [{ ...HAMPER, quantity: 2 }]);

  await expect(page.getByRole('link', { name: 'Cart: 2 items, $90.00' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your cart now has 2 items.' }),
  ).toBeAttached();
  // Nothing moved focus.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
});

test("without href, the button scrolls to the page's shop and focuses it", async ({ page }) => {
  await page.goto(PAGE);
  const button = page.getByRole('button', { name: 'Cart: empty' });
  await button.click();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.tagName.toLowerCase()))
    .toBe('cinema-shop-cart');
  await expect(page.locator('cinema-shop-cart')).toBeInViewport();
});

test('with no shop on the page and no href it says what is in the cart, and nothing is clickable', async ({
  page,
}) => {
  await page.goto(`${PAGE}?shop=none`);
  await expect(page.getByText('Cart: empty')).toBeAttached();
  await expect(page.locator('cinema-cart-summary').getByRole('button')).toHaveCount(0);
  await expect(page.locator('cinema-cart-summary').getByRole('link')).toHaveCount(0);
});

test('axe finds nothing in any theme, with items in the cart', async ({ page }) => {
  await page.goto(`${PAGE}?href=/cart`);
  await storeCart(page, [{ ...HAMPER, quantity: 1 }]);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Cart: 1 item, $45.00' })).toBeVisible();
  await expectNoAxeViolationsInEveryTheme(page);
});
