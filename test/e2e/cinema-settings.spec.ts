/**
 * A cinema's own settings (product-rules §2.3) against the built bundle: `time-zone` (a Perth
 * cinema shows a booking and today in Perth, not Sydney; an unknown zone is a configuration
 * message) and `terms-url` (the terms link of the festival pass, the membership and the shop).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { FESTIVAL_PASS_PAGE } from './festival-pass/helpers/detailsForm';
import { openMemberships, sale } from './membership/helpers';
import { PRODUCTS, add, addButton, cart, giftForm, openShop } from './shop-cart/helpers';

const PERTH = 'time-zone=Australia%2FPerth';
const TERMS = 'https://cinema.example/legal/terms';
const TERMS_QUERY = `terms-url=${encodeURIComponent(TERMS)}`;

/** The terms link of a form, as a buyer finds it. */
const termsLink = (page: Page) =>
  page.getByRole('link', { name: 'terms and conditions (opens in a new tab)' });

test.describe('time-zone', () => {
  test('a Perth cinema shows a booking at 7:30 PM Sydney time as 4:30 PM', async ({ page }) => {
    // 10 AM on 7 December 2026 in Sydney (daylight saving: UTC+11; Perth keeps UTC+8).
    await page.clock.setFixedTime(new Date('2026-12-07T10:00:00+11:00'));
    // The reference server's bookings, the next one at 7:30 PM Sydney time on 10 December.
    await page.route('**/api/member/bookings', async (route) => {
      const answer = await route.fetch();
      const [first] = (await answer.json()) as Array<Record<string, unknown>>;
      await route.fulfill({
        response: answer,
        json: [
          {
            ...first,
            date: '2026-12-10T19:30:00+11:00',
            endDate: '2026-12-10T21:14:00+11:00',
          },
        ],
      });
    });
    await page.request.post('/demo/session');
    await page.goto(`/demo/test/member-area.html?${PERTH}`);
    const area = page.locator('cinema-member-area');
    await area.getByRole('tab', { name: 'Bookings' }).click();
    const next = area.getByRole('article');
    await expect(next).toContainText('Next');
    await expect(next.getByRole('definition').nth(0)).toHaveText('10 Dec 2026');
    await expect(next.getByRole('definition').nth(1)).toHaveText('4:30PM – 6:14PM');

    // The same booking, on a Sydney cinema's page: its own wall clock.
    await page.goto('/demo/test/member-area.html');
    await area.getByRole('tab', { name: 'Bookings' }).click();
    await expect(area.getByRole('article').getByRole('definition').nth(1)).toHaveText(
      '7:30PM – 9:14PM',
    );
  });

  test("a Perth cinema's gift card is sent on Perth's today by default, when Sydney is already on the next day", async ({
    page,
  }) => {
    // 11:30 PM on 10 December in Perth: 2:30 AM on 11 December in Sydney.
    await page.clock.setFixedTime(new Date('2026-12-10T23:30:00+08:00'));
    await openShop(page, PERTH);
    await addButton(page, PRODUCTS.egift50).click();
    const sendOn = giftForm(page).getByLabel(/^Send on/);
    await expect(sendOn).toHaveValue('2026-12-10');
    // The window runs from Perth's today to the same date next year (product-rules §15.2).
    await expect(sendOn).toHaveAttribute('min', '2026-12-10');
    await expect(sendOn).toHaveAttribute('max', '2027-12-10');

    // A Sydney cinema at the same moment: its own today.
    await openShop(page);
    await addButton(page, PRODUCTS.egift50).click();
    await expect(giftForm(page).getByLabel(/^Send on/)).toHaveValue('2026-12-11');
  });

  test('an unknown zone shows the configuration message and tells the admin once', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${FESTIVAL_PASS_PAGE}?festival=jiff&time-zone=Australia%2FFremantle`);
    const alert = page.locator('cinema-festival-pass').getByRole('alert');
    await expect(alert).toContainText('<cinema-festival-pass> is not set up correctly.');
    await expect(alert).toContainText(
      'Invalid attribute time-zone ("Australia/Fremantle"): use an IANA time zone such as "Australia/Perth".',
    );
    await expect
      .poll(() => warnings.filter((line) => line.includes('time-zone="Australia/Fremantle"')))
      .toHaveLength(1);
    expect(warnings.filter((line) => line.includes('time-zone'))[0]).toContain(
      'Set time-zone to the cinema\'s IANA time zone as the browser knows it, e.g. "Australia/Perth"',
    );
  });
});

test.describe('terms-url', () => {
  test('the festival pass links its terms box to the page the cinema names', async ({ page }) => {
    await page.goto(`${FESTIVAL_PASS_PAGE}?festival=jiff&${TERMS_QUERY}`);
    await expect(termsLink(page)).toHaveAttribute('href', TERMS);

    // Without it: /terms-of-use on the site of api-base, as before.
    await page.goto(`${FESTIVAL_PASS_PAGE}?festival=jiff`);
    await expect(termsLink(page)).toHaveAttribute('href', /\/terms-of-use$/);
  });

  test("the membership applicant's terms box links to it", async ({ page }) => {
    await openMemberships(page, `?${TERMS_QUERY}`);
    await sale(page)
      .getByRole('button', { name: /^Choose / })
      .first()
      .click();
    await expect(termsLink(page)).toHaveAttribute('href', TERMS);
  });

  test("the shop's details link to it", async ({ page }) => {
    await openShop(page, TERMS_QUERY);
    await add(page, PRODUCTS.giftBox);
    await cart(page).getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
    await expect(termsLink(page)).toHaveAttribute('href', TERMS);
  });

  test('a terms-url that is not a page address is a configuration message', async ({ page }) => {
    await page.goto('/demo/test/shop-cart.html?terms-url=javascript%3Aalert(1)');
    await expect(page.locator('cinema-shop-cart').getByRole('alert')).toContainText(
      'Invalid attribute terms-url ("javascript:alert(1)")',
    );
  });
});
