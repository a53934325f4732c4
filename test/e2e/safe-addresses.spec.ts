/**
 * Addresses, as the browser parses them (docs/product-rules.md §2.8). An attribute's address the
 * rule refuses sends nothing anywhere (the loader's early request included) and says why in the
 * element and the console; wallet links fall back to the paths below `api-base`; an address the
 * API answers with that is neither https nor the page's own shows nothing and one console line.
 */
import type { ConsoleMessage, Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { addButton, openShop, PRODUCTS } from './shop-cart/helpers';

/** Our console warnings and errors (Chromium's own "Failed to load resource" left out). */
function watchConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    const type = message.type();
    const text = message.text();
    if ((type === 'error' || type === 'warning') && !text.startsWith('Failed to load resource'))
      lines.push(`${type}: ${text}`);
  });
  return lines;
}

/** Every request the page makes, by URL. */
function watchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  return urls;
}

test.describe('an attribute address the rule refuses', () => {
  for (const [label, apiBase, why] of [
    ['a control character before //', '\u0001//evil.example/api/', 'it holds a control character'],
    ['a backslash', '/\\evil.example/api/', 'it holds a backslash'],
    ['a protocol-relative address', '//evil.example/api/', 'it starts with "//"'],
  ] as const) {
    test(`a festival pass with ${label} in api-base asks nothing of anyone and says why`, async ({
      page,
      blockedRequests,
    }) => {
      const lines = watchConsole(page);
      const requests = watchRequests(page);
      await page.goto(`/demo/test/festival-pass.html?api-base=${encodeURIComponent(apiBase)}`);
      const host = page.locator('cinema-festival-pass');
      const shown = host.getByText(/^Invalid attribute api-base/);
      await expect(shown).toContainText(why);
      await expect.poll(() => lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^warning: cinema-festival-pass: api-base=".*" is not a valid API/);
      expect(lines[0]).toContain(why);
      // The page, its scripts and the bundle's chunks: nothing of the API's, here or elsewhere.
      await page.waitForLoadState('networkidle');
      const page0 = new URL(page.url());
      const elsewhere = requests.filter((url) => {
        const { host, pathname } = new URL(url);
        return host !== page0.host || pathname.includes('/api/');
      });
      expect(elsewhere).toEqual([]);
      expect(blockedRequests).toEqual([]);
    });
  }

  test("a cart summary's href with a backslash is no link: its message says why", async ({
    page,
  }) => {
    const lines = watchConsole(page);
    await page.goto(
      `/demo/test/cart-summary.html?shop=none&href=${encodeURIComponent('/\\evil.example')}`,
    );
    const summary = page.locator('cinema-cart-summary');
    await expect(summary.getByText(/^Invalid attribute href/)).toContainText(
      'it holds a backslash, which the browser reads as "/"',
    );
    await expect(summary.getByRole('link')).toHaveCount(0);
    await expect.poll(() => lines).toHaveLength(1);
    expect(lines[0]).toContain('warning: cinema-cart-summary: href="/\\\\evil.example" is not');
  });
});

test.describe('addresses from the API', () => {
  /** `GET member` answers with `wallet` in place of the server's own links (none: no field). */
  async function answerWallet(page: Page, wallet: Record<string, string> | undefined) {
    await page.route('**/api/member', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const { wallet: _theirs, ...member } = (await response.json()) as Record<string, unknown>;
      return route.fulfill({ response, json: wallet ? { ...member, wallet } : member });
    });
  }

  async function openMemberArea(page: Page) {
    expect((await page.request.post('/demo/session')).ok()).toBe(true);
    await page.goto('/demo/test/member-area.html');
    await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible();
  }

  test('wallet links fall back to the paths below api-base when GET member names none', async ({
    page,
    baseURL,
  }) => {
    await answerWallet(page, undefined);
    await openMemberArea(page);
    await expect(page.getByRole('link', { name: 'Add to Apple Wallet' })).toHaveAttribute(
      'href',
      `${baseURL}/api/member/wallet/apple`,
    );
    await expect(page.getByRole('link', { name: 'Add to Google Wallet' })).toHaveAttribute(
      'href',
      `${baseURL}/api/member/wallet/google`,
    );
  });

  test('a wallet link on http: of another site shows no badge and one console line', async ({
    page,
  }) => {
    const lines = watchConsole(page);
    await answerWallet(page, {
      apple: 'http://evil.example/pass?member=M-100245',
      google: 'https://pay.google.com/gp/v/save/demo',
    });
    await openMemberArea(page);
    await expect(page.getByRole('link', { name: 'Add to Google Wallet' })).toHaveAttribute(
      'href',
      'https://pay.google.com/gp/v/save/demo',
    );
    await expect(page.getByRole('link', { name: 'Add to Apple Wallet' })).toHaveCount(0);
    await expect.poll(() => lines).toHaveLength(1);
    expect(lines[0]).toBe(
      `error: cinema-member-area: the API at /api/ answered GET member with wallet.apple "http://evil.example/…", which is refused: it is neither https: nor on this page's own site; the page shows no 'Add to Apple Wallet' link. The cinema's API must give wallet.apple as an https: address, or one on this page's own site. See README.md#cinema-member-area-when-something-is-wrong`,
    );
  });

  test('a product image on data: shows no image, its drawn picture, and one console line', async ({
    page,
  }) => {
    const lines = watchConsole(page);
    await page.route('**/api/shop/gifts-by-email', async (route) => {
      const response = await route.fetch();
      const [first, ...rest] = (await response.json()) as object[];
      const json = [{ ...first, imageUrl: 'data:image/svg+xml,<svg/>' }, ...rest];
      return route.fulfill({ response, json });
    });
    await openShop(page);
    const card = page.getByRole('listitem').filter({ has: addButton(page, PRODUCTS.egift25) });
    await expect(card.locator('.product__image svg')).toBeVisible();
    await expect(page.locator('cinema-shop-cart img')).toHaveCount(0);
    await expect.poll(() => lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^error: cinema-shop-cart: the API at \/api\/ answered GET shop\/gifts-by-email with imageUrl "data:…", which is refused: only http: and https: addresses are allowed; the page shows its drawn picture in place of the image\./,
    );
  });
});
