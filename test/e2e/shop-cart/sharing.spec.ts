/**
 * One cart per page (product-rules §5.1): two shops and a cart summary show the same cart, live,
 * and so does the same page in a second tab; each shop's own form and page stay its own; every
 * change emits `cinema-cart-change` with the items.
 */
import { expect, test } from '../support/test';
import { PRODUCTS, RECIPIENTS, add, addButton, addGift, cart, openShop } from './helpers';

test('two shops, a summary and a second tab share the cart, live; forms and pages stay apart', async ({
  page,
  context,
}) => {
  await openShop(page, 'count=2');
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { __changes: unknown[] }).__changes = seen;
    document.addEventListener('cinema-cart-change', (event) => seen.push(event.detail));
  });
  const other = await context.newPage();
  await openShop(other);

  await addGift(page, PRODUCTS.egift25, RECIPIENTS.bea, { shop: 1 });
  await add(page, PRODUCTS.moviePack);
  for (const view of [cart(page, 0), cart(page, 1), cart(other)]) {
    await expect(view).toContainText('$25 eGift Card');
    await expect(view).toContainText('Movie Lovers Pack');
    await expect(view).toContainText('$90.00');
  }
  await expect(other.locator('cinema-cart-summary').getByRole('button')).toHaveAccessibleName(
    'Cart: 2 items, $90.00',
  );

  // A change in the second tab comes back.
  await cart(other).getByRole('button', { name: 'Add one more Movie Lovers Pack' }).click();
  await expect(cart(page, 1)).toContainText('$155.00');
  await expect(page.locator('cinema-cart-summary').getByRole('button')).toHaveAccessibleName(
    'Cart: 3 items, $155.00',
  );

  const changes = await page.evaluate(
    () =>
      (window as unknown as { __changes: { items: { id: string; quantity: number }[] }[] })
        .__changes,
  );
  expect(
    changes.map((change) => change.items.map((item) => `${item.id}×${item.quantity}`)),
  ).toEqual([['egift-25×1'], ['egift-25×1', 'movie-lovers-pack×1']]);

  // Checkout in the first shop leaves the second on its cart page.
  await cart(page, 0).getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Gift shop' })).toHaveCount(1);
});

test('the caps: ten of one item, five gift cards by e-mail, with the exact message; −1 down to removal', async ({
  page,
}) => {
  await openShop(page);
  await addGift(page, PRODUCTS.egift25, RECIPIENTS.bea, { quantity: 5 });
  const message = 'You have added the maximum quantity of this item to your cart.';
  const egift50 = addButton(page, PRODUCTS.egift50);
  await expect(egift50).toHaveAttribute('aria-disabled', 'true');
  await expect(egift50).toHaveAccessibleDescription(message);
  // The line's own '+' is at the cap too (product-rules §15.2: the cap counts every line).
  await expect(
    cart(page).getByRole('button', { name: 'Add one more $25 eGift Card for Bea Ng' }),
  ).toHaveAttribute('aria-disabled', 'true');
  // Still focusable and pressable (aria-disabled), and a press changes nothing.
  await egift50.focus();
  await page.keyboard.press('Enter');
  await expect(cart(page)).not.toContainText('$50 eGift Card');
  await add(page, PRODUCTS.moviePack, 10);
  await expect(addButton(page, PRODUCTS.moviePack)).toHaveAttribute('aria-disabled', 'true');
  await expect(cart(page)).toContainText('$650.00');
  const line = cart(page);
  const bea = 'for Bea Ng';
  await line.getByRole('button', { name: `Remove one $25 eGift Card ${bea}` }).click();
  await expect(egift50).not.toHaveAttribute('aria-disabled');
  for (let i = 0; i < 3; i += 1)
    await line.getByRole('button', { name: `Remove one $25 eGift Card ${bea}` }).click();
  await line.getByRole('button', { name: `Remove $25 eGift Card ${bea} from cart` }).click();
  await expect(line).not.toContainText('$25 eGift Card');
});

test('broken storage: the cart still works in memory', async ({ page }) => {
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    Object.defineProperty(window, 'localStorage', { get: fail });
    Object.defineProperty(window, 'sessionStorage', { get: fail });
  });
  await openShop(page);
  await addGift(page, PRODUCTS.egift100, RECIPIENTS.bea, { quantity: 2 });
  await expect(cart(page)).toContainText('$200.00');
  await expect(page.locator('cinema-cart-summary').getByRole('button')).toHaveAccessibleName(
    'Cart: 2 items, $200.00',
  );
});
