/**
 * The shop on a phone: products as compact rows, and once the cart has items a bar at the foot of
 * the screen ('3 items · $145.00' and 'Checkout') that steps aside for a form and for the cart's own
 * 'Checkout', so one 'Checkout' is always on screen,
 * never covers what has focus, and passes axe in every theme at 390 and 320 px. Ritz's upper-case
 * 'ADD TO CART' stays on one line at every width.
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolationsInEveryTheme, switchTheme } from '../support/axe';
import { expect, test } from '../support/test';
import {
  PRODUCTS,
  RECIPIENTS,
  add,
  addButton,
  addGift,
  cart,
  cartBar,
  giftForm,
  openShop,
} from './helpers';

/** Whether two boxes overlap. */
type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The box of the focused element, reached through the shop's shadow root. */
const focusedBox = (page: Page) =>
  page.evaluate(() => {
    const focused = document.querySelector('cinema-shop-cart')?.shadowRoot?.activeElement;
    const box = focused?.getBoundingClientRect();
    if (!focused || !box) return null;
    const inBar = focused.closest('[role="group"][aria-label="Cart"]') !== null;
    return { x: box.x, y: box.y, width: box.width, height: box.height, inBar };
  });

/** The bar's box while it is shown on screen, else null; never waits for it. */
async function shownBar(bar: Locator): Promise<Box | null> {
  const boxes = await bar.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { x: box.x, y: box.y, width: box.width, height: box.height };
    }),
  );
  return boxes[0] ?? null;
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 700 } });

  test('a buyer adds from compact rows, checks out from the bar, and the bar keeps out of the way', async ({
    page,
  }) => {
    await openShop(page, 'summary=none');
    // Rows: the image beside the name, not above it.
    const row = page
      .locator('cinema-shop-cart')
      .getByRole('listitem')
      .filter({
        has: addButton(page, PRODUCTS.giftBox),
      });
    const rowBox = await row.boundingBox();
    expect(rowBox!.height).toBeLessThan(220);
    // Nothing in the cart: no bar.
    await expect(cartBar(page)).toBeHidden();

    await add(page, PRODUCTS.giftBox);
    await add(page, PRODUCTS.giftBox);
    await page.evaluate(() => window.scrollTo(0, 0));
    const bar = cartBar(page);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('2 items');
    await expect(bar).toContainText('$100.00');
    await expect(bar.getByRole('button', { name: 'Checkout' })).toHaveAccessibleDescription(
      '2 items, $100.00',
    );
    // Sticky at the foot of the screen, clear of the window's edges.
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(700);
    expect(barBox.y + barBox.height).toBeGreaterThan(600);

    // A 'Who is it for?' form open: the bar steps aside.
    await addButton(page, PRODUCTS.egift50).click();
    await expect(giftForm(page)).toBeVisible();
    await expect(bar).toBeHidden();
    await giftForm(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(bar).toBeVisible();

    // The last product scrolled to the end of the catalogue: the bar rests below it.
    const last = addButton(page, PRODUCTS.dateNight);
    await last.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await page.mouse.wheel(0, 200);
    const lastBox = (await last.boundingBox())!;
    const shown = await shownBar(bar);
    if (shown) expect(overlap(lastBox, shown)).toBe(false);

    // The cart's heading on screen but not its 'Checkout': the bar stays, the one 'Checkout' in
    // view; the cart's own 'Checkout' on screen: the bar steps aside.
    const ownCheckout = cart(page).getByRole('button', { name: 'Checkout' });
    await cart(page)
      .getByRole('heading', { name: 'Your cart' })
      .evaluate((heading) => heading.scrollIntoView({ block: 'end' }));
    await expect(ownCheckout).not.toBeInViewport();
    await expect(bar).toBeVisible();
    await ownCheckout.scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();

    // Back up, and 'Checkout' on the bar starts checkout as the cart's does.
    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Your details' })).toBeFocused();
    await expect(bar).toHaveCount(0);
  });

  test('the bar never covers what has focus, from the first product to the cart', async ({
    page,
  }) => {
    await openShop(page, 'summary=none');
    await addGift(page, PRODUCTS.egift25, RECIPIENTS.bea);
    await page.evaluate(() => window.scrollTo(0, 0));
    const bar = cartBar(page);
    await expect(bar).toBeVisible();
    await page.locator('cinema-shop-cart').getByRole('heading', { name: 'Gift shop' }).focus();
    let checked = 0;
    for (let presses = 0; presses < 20; presses += 1) {
      await page.keyboard.press('Tab');
      if (!(await focusedBox(page))) break;
      // Once the page has settled (the browser scrolled focus into view, the bar faded if it goes).
      await expect
        .poll(
          async () => {
            const focused = await focusedBox(page);
            const shown = await shownBar(bar);
            return !focused || focused.inBar || !shown || !overlap(focused, shown);
          },
          `focus ${presses + 1} is under the bar`,
        )
        .toBe(true);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(8);

    // The 'Who is it for?' form's fields, typed into near the foot of the screen: no bar over them.
    await addButton(page, PRODUCTS.dateNight).scrollIntoViewIfNeeded();
    await addButton(page, PRODUCTS.egiftAny).click();
    const form = giftForm(page);
    await expect(form).toBeVisible();
    await form.getByLabel('Amount').focus();
    for (let presses = 0; presses < 6; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await shownBar(bar)).toBeNull();
    }
  });
});

for (const width of [390, 320]) {
  test(`axe in every theme at ${width} px, with the cart bar and the compact rows`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 700 });
    await openShop(page, 'summary=none');
    await add(page, PRODUCTS.giftBox);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(cartBar(page)).toBeVisible();
    await expectNoAxeViolationsInEveryTheme(page, { include: ['cinema-shop-cart'] });
  });
}

for (const width of [1280, 390, 320]) {
  test(`Ritz's 'ADD TO CART' stays on one line at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openShop(page, 'theme=ritz');
    await switchTheme(page, 'ritz');
    const buttons = page
      .locator('cinema-shop-cart')
      .getByRole('button', { name: /^Add to cart, / });
    expect(await buttons.count()).toBeGreaterThan(5);
    for (const button of await buttons.all()) {
      const fit = await button.evaluate((element) => {
        // One line: every piece of the label's text sits on the same line box.
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        const card = element.closest('li')!.getBoundingClientRect();
        return {
          oneLine: lines.size === 1,
          inside:
            element.getBoundingClientRect().right <= card.right + 0.5 &&
            element.scrollWidth <= element.clientWidth,
          upper: getComputedStyle(element).textTransform,
        };
      });
      expect(fit).toEqual({ oneLine: true, inside: true, upper: 'uppercase' });
    }
  });
}

test.describe('at 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("with one gift by post in the cart, a 'Checkout' is on screen wherever the page is scrolled", async ({
    page,
  }) => {
    await openShop(page, 'summary=none');
    await add(page, PRODUCTS.giftBox);
    const bar = cartBar(page);
    const ownCheckout = cart(page).getByRole('button', { name: 'Checkout' });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 211) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect
        .poll(
          async () =>
            (await shownBar(bar)) !== null ||
            (await ownCheckout.evaluate((button) => {
              const box = button.getBoundingClientRect();
              return box.top >= 0 && box.bottom <= window.innerHeight;
            })),
          `a 'Checkout' on screen at scroll ${y}`,
        )
        .toBe(true);
    }
  });
});
