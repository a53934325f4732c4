/**
 * Personal data in the browser (product-rules §4.2, §4.3), on a shared computer: what one visitor
 * leaves behind must never reach the next. Member data is cached per member id and dropped when
 * `GET member` answers 401 or names someone else; the buyer's details live no longer than their
 * cart and go with it after payment; nothing personal is stored without an expiry.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { detailsForm, fillDetails, openFestivalPass } from './helpers/detailsForm';
import { applyGiftCard, GIFT_CARDS, giftCardRow } from './helpers/giftCardRow';
import { openOption, thanksHeading } from './helpers/payment';

/** Every entry the product keeps, in localStorage and sessionStorage, as key → stored text. */
const storedEntries = (page: Page) =>
  page.evaluate(() => {
    const entries: Record<string, string> = {};
    for (const store of [localStorage, sessionStorage]) {
      for (const key of Object.keys(store)) {
        if (key.startsWith('cinema-elements:')) entries[key] = store.getItem(key) ?? '';
      }
    }
    return entries;
  });

/** The stored entries whose text mentions any of `needles` (case-insensitive). */
async function entriesMentioning(page: Page, needles: readonly string[]) {
  const entries = await storedEntries(page);
  return Object.keys(entries).filter((key) =>
    needles.some((needle) => entries[key]?.toLowerCase().includes(needle.toLowerCase())),
  );
}

/** The demo's member (demo/server/catalog/demoMember.ts), as the reference server answers. */
const ALEX = {
  id: 'M-100245',
  strings: ['M-100245', 'Alex', 'Citizen', 'alex.citizen@example.com'],
};

/** A second member on the same computer, as `GET member` would name them. */
const SAM = {
  id: 'M-200777',
  memberType: 'adult',
  firstName: 'Sam',
  lastName: 'Other',
  email: 'sam.other@example.com',
  postCode: '3000',
};

/**
 * Keep an activity list for `memberId` the way the member-area caches it (README's storage table:
 * `api:<base>member/<id>/activity`, 300 s), so a test can see it go.
 */
async function seedActivityCache(page: Page, memberId: string, text: string) {
  await page.evaluate(
    ({ memberId, text }) => {
      const base = new URL('/api/', location.href).href;
      const key = `cinema-elements:api:${base}member/${memberId}/activity`
        .toLowerCase()
        .replaceAll('/', '-');
      const activity = [{ id: 'A-9', date: '2026-11-01T10:00:00Z', description: text }];
      localStorage.setItem(
        key,
        JSON.stringify({ value: activity, expiresAt: Date.now() + 300_000 }),
      );
    },
    { memberId, text },
  );
}

/** Sign in as the demo member, open the widget, and wait for the prefill. */
async function alexOpensTheWidget(page: Page) {
  expect((await page.request.post('/demo/session')).ok()).toBe(true);
  await openFestivalPass(page);
  await expect(detailsForm(page).firstName).toHaveValue('Alex');
  // The page now knows who is signed in: kept with an expiry, like everything personal.
  await expect.poll(() => entriesMentioning(page, [ALEX.id])).not.toEqual([]);
  const stored = await storedEntries(page);
  for (const key of await entriesMentioning(page, ALEX.strings)) {
    expect(JSON.parse(stored[key] ?? '{}'), key).toMatchObject({ expiresAt: expect.any(Number) });
  }
  await seedActivityCache(page, ALEX.id, 'Alex Citizen watched Metropolis');
}

/** Nothing of Alex's is left in storage or shown in the widget. */
async function expectNothingOfAlex(page: Page) {
  await expect.poll(() => entriesMentioning(page, ALEX.strings)).toEqual([]);
  const html = await page
    .locator('cinema-festival-pass')
    .evaluate((el) => el.shadowRoot?.innerHTML ?? '');
  for (const text of ALEX.strings) expect(html).not.toContain(text);
}

test('a member who signs out leaves nothing of theirs shown or stored', async ({ page }) => {
  await alexOpensTheWidget(page);

  expect((await page.request.delete('/demo/session')).status()).toBe(204);
  await page.reload();
  const form = detailsForm(page);
  await expect(form.pass).toBeVisible();
  // GET member now answers 401: the form stays empty and every cache of Alex's goes.
  await expectNothingOfAlex(page);
  for (const field of [form.firstName, form.lastName, form.email, form.postCode]) {
    await expect(field).toHaveValue('');
  }
});

test("a second member signing in never sees the first member's data", async ({ page }) => {
  await alexOpensTheWidget(page);

  // Alex walks away without signing out; Sam signs in on the same browser (the server names Sam).
  await page.route('**/api/member', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: SAM, headers: { 'cache-control': 'no-store' } })
      : route.fallback(),
  );
  await page.reload();
  const form = detailsForm(page);
  await expect(form.firstName).toHaveValue('Sam');
  await expect(form.lastName).toHaveValue('Other');
  await expect(form.email).toHaveValue('sam.other@example.com');
  await expect(form.postCode).toHaveValue('3000');
  await expectNothingOfAlex(page);
  expect(await entriesMentioning(page, [SAM.id])).not.toEqual([]);
});

test("after payment, none of the buyer's details remain in storage", async ({ page }) => {
  await openFestivalPass(page);
  const values = await fillDetails(page, {
    firstName: 'Jordan',
    lastName: 'Kiosk',
    email: 'jordan.kiosk@example.com',
    postCode: '2600',
  });
  const buyer = [values.firstName, values.lastName, values.email];
  await detailsForm(page).next.click();
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeFocused();
  // While paying, the details are kept, with the cart's expiry.
  const keptWhilePaying = await entriesMentioning(page, buyer);
  expect(keptWhilePaying.length).toBeGreaterThan(0);
  const stored = await storedEntries(page);
  for (const key of keptWhilePaying) {
    expect(JSON.parse(stored[key] ?? '{}'), key).toMatchObject({ expiresAt: expect.any(Number) });
  }

  await openOption(page, 'Gift Card');
  await applyGiftCard(page, GIFT_CARDS.coversOrder);
  await giftCardRow(page).payNow.click();
  await expect(thanksHeading(page)).toBeVisible();

  await expect.poll(() => entriesMentioning(page, buyer)).toEqual([]);
  // A reload on the kiosk shows an empty form, not the last buyer.
  await page.reload();
  const form = detailsForm(page);
  await expect(form.pass).toBeVisible();
  for (const field of [form.firstName, form.lastName, form.email, form.postCode]) {
    await expect(field).toHaveValue('');
  }
});
