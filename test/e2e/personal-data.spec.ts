/**
 * Personal data that does not outlive its purpose (product-rules §4.2, §4.4), on a shared computer:
 * an expired entry does not wait on the disk for something to read it, and a host's own sign-out
 * (`clearPersonalData()`, exported by the CDN loader) empties storage and every element shows it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { detailsForm } from './festival-pass/helpers/detailsForm';
import { add, addGift, cart, PRODUCTS, RECIPIENTS } from './shop-cart/helpers';

/** Every entry the product keeps in localStorage, as key → stored text. */
const storedEntries = (page: Page) =>
  page.evaluate(() => {
    const entries: Record<string, string> = {};
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('cinema-elements:')) entries[key] = localStorage.getItem(key) ?? '';
    }
    return entries;
  });

/** The stored keys whose text mentions any of `needles` (case-insensitive). */
async function entriesMentioning(page: Page, needles: readonly string[]): Promise<string[]> {
  const entries = await storedEntries(page);
  return Object.keys(entries).filter((key) =>
    needles.some((needle) => entries[key]?.toLowerCase().includes(needle.toLowerCase())),
  );
}

/** The stored keys that are personal (README's storage table). */
async function personalKeys(page: Page): Promise<string[]> {
  return Object.keys(await storedEntries(page)).filter((key) =>
    /-(customer|billing-address|recipients)$|^cinema-elements:api:.+member/.test(key),
  );
}

/** The demo's member (demo/server/catalog/demoMember.ts), as the reference server answers. */
const ALEX = ['M-100245', 'Alex', 'Citizen', 'alex.citizen@example.com'];

test('an expired buyer entry written an hour ago is gone the moment any element starts', async ({
  page,
}) => {
  // A page of the cinema's site with no element on it yet: the entries wait on the disk.
  await page.goto('/demo/test/blank.html');
  const keys = await page.evaluate(() => {
    const base = new URL('/api/', location.href).href;
    const key = (name: string) => `cinema-elements:${name}`.toLowerCase().replaceAll('/', '-');
    const hourAgo = Date.now() - 60 * 60_000;
    const buyer = key(`checkout/${base}shop/customer`);
    const recipients = key(`shop/${base}recipients`);
    const lastPayment = key('checkout/last-payment-type');
    // Written an hour ago, for the 30 minutes personal data may live: expired half an hour ago.
    localStorage.setItem(
      buyer,
      JSON.stringify({
        value: { firstName: 'Jordan', lastName: 'Kiosk', email: 'jordan.kiosk@example.com' },
        expiresAt: hourAgo + 30 * 60_000,
      }),
    );
    localStorage.setItem(
      recipients,
      JSON.stringify({ value: { r1: { name: 'Bea Ng' } }, expiresAt: hourAgo + 30 * 60_000 }),
    );
    // Not expired: stays.
    localStorage.setItem(lastPayment, JSON.stringify({ value: 'braintree', expiresAt: null }));
    return { buyer, recipients, lastPayment };
  });
  expect(Object.keys(await storedEntries(page))).toEqual(
    expect.arrayContaining([keys.buyer, keys.recipients]),
  );

  // Any element: a newsletter sign-up, which never reads the shop's buyer or recipients.
  await page.goto('/demo/test/newsletter.html');
  await page.evaluate(() => customElements.whenDefined('cinema-newsletter'));
  // The moment it starts: before its form has even shown.
  await expect.poll(() => storedEntries(page), { timeout: 1_000 }).not.toHaveProperty(keys.buyer);
  const left = await storedEntries(page);
  expect(left).not.toHaveProperty(keys.recipients);
  expect(left).toHaveProperty(keys.lastPayment);
  expect(await entriesMentioning(page, ['Jordan', 'Bea Ng'])).toEqual([]);
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
});

test('clearPersonalData() empties storage and every element shows it', async ({ page }) => {
  expect((await page.request.post('/demo/session')).ok()).toBe(true);
  await page.goto('/demo/test/every-element.html');
  const passes = page.locator('cinema-festival-pass');
  const areas = page.locator('cinema-member-area');
  const newsletter = page.locator('cinema-newsletter').first();
  // Signed in: the festival passes are prefilled and the member areas name Alex.
  for (const n of [0, 1]) {
    await expect(detailsForm(passes.nth(n)).firstName).toHaveValue('Alex', { timeout: 20_000 });
    await expect(areas.nth(n).getByText(/member · alex\.citizen@example\.com$/)).toBeVisible();
  }
  // A buyer types, and adds a gift card for someone and a gift by post.
  await detailsForm(passes.nth(1)).lastName.fill('Kiosk');
  await newsletter.getByRole('textbox', { name: 'Email' }).fill('alex.citizen@example.com');
  await addGift(page, PRODUCTS.egift25, RECIPIENTS.bea);
  await add(page, PRODUCTS.giftBox);
  await expect.poll(() => entriesMentioning(page, [RECIPIENTS.bea.name])).not.toEqual([]);
  await expect.poll(() => entriesMentioning(page, ALEX)).not.toEqual([]);
  const summary = page.locator('cinema-cart-summary').getByRole('button');
  await expect(summary).toHaveAccessibleName(/^Cart: 2 items/);

  // The host's own sign-out, from the loader module, as the README shows it.
  await page.evaluate(async () => {
    const loader = '/cdn/cinema-elements.js';
    const { clearPersonalData } = (await import(loader)) as { clearPersonalData(): void };
    clearPersonalData();
  });

  // Storage: nothing personal left, nothing of Alex's or the recipient's.
  await expect.poll(() => personalKeys(page)).toEqual([]);
  expect(await entriesMentioning(page, [...ALEX, RECIPIENTS.bea.name, 'Kiosk'])).toEqual([]);
  // Every element shows it: empty forms, signed-out member areas, no name anywhere.
  for (const n of [0, 1]) {
    const form = detailsForm(passes.nth(n));
    for (const field of [form.firstName, form.lastName, form.email, form.postCode])
      await expect(field).toHaveValue('');
    await expect(areas.nth(n).getByRole('heading', { name: 'Your account' })).toBeVisible();
  }
  await expect(newsletter.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  await expect(cart(page).getByText(RECIPIENTS.bea.name)).toHaveCount(0);
  for (const tag of [
    'cinema-festival-pass',
    'cinema-shop-cart',
    'cinema-member-area',
    'cinema-membership',
    'cinema-newsletter',
  ]) {
    const html = await page
      .locator(tag)
      .evaluateAll((els) => els.map((el) => el.shadowRoot?.innerHTML ?? '').join(''));
    for (const text of [...ALEX, RECIPIENTS.bea.name])
      expect(html, `${tag}: ${text}`).not.toContain(text);
  }
  // What is not personal stays: the gift box is still in the cart.
  await expect(cart(page).getByText(PRODUCTS.giftBox)).toBeVisible();
});
