/**
 * What pressing Next does, as the server and the host page see it (product-rules §6.2):
 * the calls in order with their bodies, the newsletter subscription per festival with a fresh
 * bot-check token, the move to the payment page, a member's prefilled form, and Edit keeping the
 * form while Next again reuses the cart.
 */
import type { Page } from '@playwright/test';
import { injectFault } from '../support/faults';
import { expect, test } from '../support/test';
import { recordApiCalls, withIdPlaceholder } from './helpers/apiCalls';
import type { ApiCall } from './helpers/apiCalls';
import { watchBotCheckTokens } from './helpers/botCheck';
import { recordCinemaEvents } from './helpers/cinemaEvents';
import { detailsForm, expectDetails, fillDetails, openFestivalPass } from './helpers/detailsForm';

/** The test page's `data-cinema-id`. */
const CINEMA_ID = 'demo-cinema';

const checkoutHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Checkout', exact: true });

/**
 * The calls Next made, up to and including the payment details (the payment page's own follow).
 * The mount's `GET member` (the prefill, not part of the submit) can land after the details were
 * typed on a busy machine, so it is left out; the prefill has its own tests below.
 */
function submitCalls(calls: readonly ApiCall[]): ApiCall[] {
  const submit = calls.filter((call) => !(call.method === 'GET' && call.path === 'member'));
  const end = submit.findIndex(
    (call) => call.method === 'GET' && /^checkout\/[^/]+$/.test(call.path),
  );
  return end === -1 ? submit : submit.slice(0, end + 1);
}

/** `METHOD path` with cart ids as `{id}`. */
const lines = (calls: readonly ApiCall[]) =>
  calls.map((call) => `${call.method} ${withIdPlaceholder(call.path)}`);

test.describe('submit sequence (product-rules §6.2)', () => {
  test('Next: cart, pass ×1, subscribe, gift cards cleared, payment details; then Checkout has focus', async ({
    page,
  }) => {
    const events = await recordCinemaEvents(page);
    await openFestivalPass(page);
    const values = await fillDetails(page, { passId: 'jiff-10-film', newsletter: true });
    const api = recordApiCalls(page);

    await detailsForm(page).next.click();
    await expect(checkoutHeading(page)).toBeFocused();

    const calls = submitCalls(api.calls);
    expect(lines(calls)).toEqual([
      'POST cart',
      'POST cart/{id}/products',
      'POST subscribe',
      'DELETE checkout/{id}/gift-card',
      'GET checkout/{id}',
    ]);
    // Every call after the first is about the cart the first one made.
    const cartIds = new Set(
      calls.slice(1).flatMap((call) => /^(?:cart|checkout)\/([^/]+)/.exec(call.path)?.[1] ?? []),
    );
    expect(cartIds.size).toBe(1);
    expect(calls[1]?.body).toEqual({
      cinemaId: CINEMA_ID,
      products: [{ id: 'jiff-10-film', quantity: 1 }],
    });
    expect(calls[2]?.body).toMatchObject({
      typeId: 'JIF',
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
    });

    const pageChanges = (await events()).filter((event) => event.type === 'cinema-page-change');
    expect(pageChanges).toEqual([{ type: 'cinema-page-change', detail: { page: 'payment' } }]);
    // The order summary on the payment page is the cart just made: the pass, in AUD.
    await expect(page.getByText('JIFF 10-Film Pass').first()).toBeVisible();
  });

  test('with the newsletter unticked Next makes no subscribe call', async ({ page }) => {
    await openFestivalPass(page);
    await fillDetails(page, { newsletter: false });
    await expect(detailsForm(page).newsletter).not.toBeChecked();
    const api = recordApiCalls(page);

    await detailsForm(page).next.click();
    await expect(checkoutHeading(page)).toBeFocused();
    expect(lines(submitCalls(api.calls))).toEqual([
      'POST cart',
      'POST cart/{id}/products',
      'DELETE checkout/{id}/gift-card',
      'GET checkout/{id}',
    ]);
    expect(api.calls.filter((call) => call.path === 'subscribe')).toEqual([]);
  });

  for (const [festival, typeId, passId] of [
    ['jiff', 'JIF', 'jiff-5-film'],
    ['chiff', 'CHF', 'chiff-5-film'],
    ['eeff', 'EEF', 'eeff-4-film'],
    ['fffa', 'FFA', 'fffa-5-film'],
  ] as const) {
    test(`${festival}: the ticked newsletter is saved as ${typeId} with a token fetched for it`, async ({
      page,
    }) => {
      await openFestivalPass(page, { festival });
      const tokens = await watchBotCheckTokens(page);
      const values = await fillDetails(page, { passId, newsletter: true });
      const api = recordApiCalls(page);

      await detailsForm(page).next.click();
      await expect(checkoutHeading(page)).toBeFocused();

      const subscribes = api.calls.filter(
        (call) => call.method === 'POST' && call.path === 'subscribe',
      );
      expect(subscribes).toHaveLength(1);
      const issued = await tokens();
      expect(issued).toHaveLength(1);
      expect(subscribes[0]?.body).toEqual({
        typeId,
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        recaptchaToken: issued[0]?.token,
      });
    });
  }

  test('a retried subscription carries a new token, never the one already used', async ({
    page,
  }) => {
    await openFestivalPass(page);
    const tokens = await watchBotCheckTokens(page);
    await fillDetails(page, { newsletter: true });
    const api = recordApiCalls(page);
    await injectFault(page, { method: 'POST', path: 'subscribe', kind: 'server5xx', times: 1 });

    // The failed save does not stop the sale (product-rules §12.2); Edit and Next save it again.
    await detailsForm(page).next.click();
    await expect(checkoutHeading(page)).toBeFocused();
    const notSaved = page.getByRole('status').filter({ hasText: 'JIFF newsletter' });
    await expect(notSaved).toBeVisible();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await detailsForm(page).next.click();
    await expect(checkoutHeading(page)).toBeFocused();
    await expect(notSaved).toHaveCount(0);

    const sent = api.calls
      .filter((call) => call.path === 'subscribe')
      .map((call) => (call.body as { recaptchaToken?: string }).recaptchaToken);
    expect(sent).toHaveLength(2);
    expect(sent[0]).not.toBe(sent[1]);
    expect(sent).toEqual((await tokens()).map((issued) => issued.token));
  });
});

test.describe('member and Edit', () => {
  test('a signed-in member finds the form prefilled', async ({ page }) => {
    const session = await page.request.post('/demo/session');
    expect(session.ok()).toBe(true);
    await openFestivalPass(page);
    const form = detailsForm(page);
    await expect(form.firstName).toHaveValue('Alex');
    await expect(form.lastName).toHaveValue('Citizen');
    await expect(form.email).toHaveValue('alex.citizen@example.com');
    await expect(form.postCode).toHaveValue('2000');
    // Nothing is chosen or agreed for them.
    await expect(form.pass).toHaveValue('');
    await expect(form.terms).not.toBeChecked();
  });

  test('an anonymous visitor gets an empty form', async ({ page }) => {
    await openFestivalPass(page);
    const form = detailsForm(page);
    await expect(form.pass).toBeVisible();
    for (const field of [form.firstName, form.lastName, form.email, form.postCode]) {
      await expect(field).toHaveValue('');
    }
  });

  test('Edit returns to the form with every value kept, and Next again reuses the cart', async ({
    page,
  }) => {
    const events = await recordCinemaEvents(page);
    await openFestivalPass(page);
    const values = await fillDetails(page, {
      passId: 'jiff-festival',
      firstName: 'Robin',
      lastName: "O'Neil",
      email: 'robin.oneil@example.com.au',
      postCode: '3065',
      newsletter: true,
    });
    const api = recordApiCalls(page);
    await detailsForm(page).next.click();
    await expect(checkoutHeading(page)).toBeFocused();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Buy a festival pass' })).toBeFocused();
    await expectDetails(page, values);
    await expect(detailsForm(page).newsletter).toBeChecked();

    api.clear();
    await detailsForm(page).next.click();
    await expect(checkoutHeading(page)).toBeFocused();
    expect(api.lines()).not.toContain('POST cart');
    // The pass is not added a second time, and the newsletter is not saved twice.
    expect(api.lines()).not.toContain('POST cart/{id}/products');
    expect(api.lines()).not.toContain('POST subscribe');

    const pages = (await events())
      .filter((event) => event.type === 'cinema-page-change')
      .map((event) => (event.detail as { page: string }).page);
    expect(pages).toEqual(['payment', 'checkout', 'payment']);
  });
});
