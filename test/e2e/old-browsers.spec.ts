/**
 * What a buyer on an old browser sees: never a blank box. A browser that reads the code but lacks
 * adopted stylesheets (Safari before 16.4) gets a message in each element; one that never runs the
 * code shows the fallback content the page put inside the tag, which a running element hides.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

const FALLBACK = 'Festival passes are on sale at the box office.';

/** The festival-pass test page with no element, then one added with fallback content inside. */
async function openWithFallback(page: Page): Promise<void> {
  await page.goto('/demo/test/festival-pass.html?count=0');
  await page.evaluate((text) => {
    const element = document.createElement('cinema-festival-pass');
    for (const [name, value] of Object.entries({
      'data-cinema-id': 'demo-cinema',
      'data-cinema-name': 'Demo Cinema',
      'data-recaptcha-key': 'demo-key',
      'data-festival-id': 'jiff',
      'api-base': '/api/',
    }))
      element.setAttribute(name, value);
    const fallback = document.createElement('p');
    fallback.textContent = text;
    element.append(fallback);
    document.getElementById('host')?.append(element);
  }, FALLBACK);
}

test('a running element hides the fallback content the page put inside it', async ({ page }) => {
  await openWithFallback(page);
  await expect(page.getByRole('combobox', { name: 'Festival pass' })).toBeVisible();
  await expect(page.getByText(FALLBACK)).toBeHidden();
});

test.describe('old browsers, whose errors are the point', () => {
  test.use({ failOnPageErrors: false });

  test('where the script never runs, the fallback content shows instead of a blank box', async ({
    page,
  }) => {
    // As in a browser too old to read the bundle: the module fails to parse and never runs.
    await page.route('**/cdn/cinema-elements.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'class { static { syntax error' }),
    );
    await openWithFallback(page);
    await expect(page.getByText(FALLBACK)).toBeVisible();
  });

  test('without adopted stylesheets (Safari before 16.4) each element says so and emits cinema-error', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(ShadowRoot.prototype, 'adoptedStyleSheets');
      Reflect.deleteProperty(Document.prototype, 'adoptedStyleSheets');
      const seen: string[] = [];
      Reflect.set(window, '__errors', seen);
      document.addEventListener('cinema-error', (event) =>
        seen.push((event as CustomEvent<{ message: string }>).detail.message),
      );
    });
    await page.goto('/demo/test/every-element.html');
    const message =
      'This browser is too old to buy tickets here. Please update it, or use a current Chrome, Edge, Firefox or Safari.';
    for (const tag of [
      'cinema-festival-pass',
      'cinema-shop-cart',
      'cinema-cart-summary',
      'cinema-member-area',
      'cinema-membership',
      'cinema-newsletter',
    ]) {
      await expect(page.locator(tag).first().getByRole('alert')).toHaveText(message);
    }
    const errors = await page.evaluate(() => Reflect.get(window, '__errors') as string[]);
    expect(errors.length).toBeGreaterThanOrEqual(6);
    expect(new Set(errors)).toEqual(new Set([message]));
  });
});
