/**
 * Proof that the REAL braintree-web 3.102.0 (npm package, unmodified) runs with no network, both
 * ways the project uses it (docs/braintree-offline.md):
 *
 * - offline: a configuration without `assetsUrl`/`clientApiUrl` makes the hosted-fields frames and
 *   the tokenize call page-relative, so the reference server answers everything. This rests on a
 *   quirk of 3.102.0; if an upgrade breaks it, this test fails first.
 * - intercept: the SDK talks to Braintree's real hosts and Playwright answers them.
 *
 * The test page (/demo/test/hosted-fields.html) loads braintree-web client + hosted fields as
 * `window.braintree` and has four light-DOM containers, each with a `<label for>`.
 */
import type { Page } from '@playwright/test';
import { createClientToken } from '../../demo/payments/createClientToken';
import { interceptBraintree } from './support/braintree';
import { expect, test } from './support/test';

const TEST_PAGE = '/demo/test/hosted-fields.html';

/** The hosted-field iframe for `field`, as braintree-web names it. */
const frame = (page: Page, field: string) =>
  page.frameLocator(`iframe[name="braintree-hosted-field-${field}"]`);

/** `client.create` + `hostedFields.create` on the test page, as the provider adapter calls them. */
async function mountHostedFields(page: Page, authorization: string): Promise<void> {
  await page.goto(TEST_PAGE);
  await page.evaluate(async (token) => {
    type Braintree = {
      client: { create(options: { authorization: string }): Promise<unknown> };
      hostedFields: { create(options: unknown): Promise<unknown> };
    };
    const { client, hostedFields } = (window as unknown as { braintree: Braintree }).braintree;
    const container = (id: string) => document.getElementById(id);
    const instance = await hostedFields.create({
      client: await client.create({ authorization: token }),
      styles: { input: { 'font-size': '16px' } },
      fields: {
        number: { container: container('card-number'), internalLabel: 'Card number' },
        cardholderName: { container: container('cardholder-name'), internalLabel: 'Name on card' },
        expirationDate: { container: container('expiration-date'), placeholder: 'MM/YYYY' },
        cvv: { container: container('cvv'), internalLabel: 'Security code' },
      },
    });
    (window as unknown as { hostedFields: unknown }).hostedFields = instance;
  }, authorization);
}

/** Type a card into the four frames like a customer, Tab between them. */
async function typeCard(page: Page, number: string): Promise<void> {
  await frame(page, 'number').getByLabel('Card number').pressSequentially(number);
  await frame(page, 'cardholderName').getByLabel('Name on card').fill('Pat Buyer');
  await frame(page, 'expirationDate')
    .getByLabel('Expiration Date')
    .pressSequentially(`12${new Date().getFullYear() + 2}`);
  await frame(page, 'cvv').getByLabel('Security code').pressSequentially('123');
}

/** What the SDK says about the fields (`getState()`), and what `tokenize()` gives. */
function sdk(page: Page) {
  return {
    validity: () =>
      page.evaluate(() => {
        const instance = (
          window as unknown as {
            hostedFields: { getState(): { fields: Record<string, { isValid: boolean }> } };
          }
        ).hostedFields;
        return Object.fromEntries(
          Object.entries(instance.getState().fields).map(([key, field]) => [key, field.isValid]),
        );
      }),
    tokenize: () =>
      page.evaluate(() =>
        (
          window as unknown as {
            hostedFields: { tokenize(): Promise<{ nonce: string; details: unknown }> };
          }
        ).hostedFields
          .tokenize()
          .then(
            (payload) => ({ nonce: payload.nonce, details: payload.details, code: undefined }),
            (error: { code: string }) => ({
              nonce: undefined,
              details: undefined,
              code: error.code,
            }),
          ),
      ),
  };
}

const ALL_VALID = { number: true, cardholderName: true, expirationDate: true, cvv: true };

test('offline: the real SDK tokenizes a card against the reference server alone', async ({
  page,
  baseURL,
  blockedRequests,
}) => {
  const hosts = new Set<string>();
  page.context().on('request', (request) => hosts.add(new URL(request.url()).host));
  const origin = baseURL ?? '';
  await mountHostedFields(page, createClientToken({ mode: 'offline', origin, merchantId: 'demo' }));

  // The quirk: with no assetsUrl the frames load page-relative, from the reference server.
  await expect(page.locator('iframe[name="braintree-hosted-field-number"]')).toHaveAttribute(
    'src',
    /^undefined\/web\/3\.102\.0\/html\/hosted-fields-frame\.min\.html#/,
  );
  await expect(frame(page, 'number').getByLabel('Card number')).toHaveCSS('font-size', '16px');

  // A label click reaches the slotted frame through hostedFields.focus (TRIGGER_INPUT_FOCUS).
  await page.getByText('Card number', { exact: true }).click();
  await expect(frame(page, 'number').getByLabel('Card number')).toBeFocused();

  await expect
    .poll(sdk(page).validity)
    .toEqual({ number: false, cardholderName: false, expirationDate: false, cvv: false });
  expect((await sdk(page).tokenize()).code).toBe('HOSTED_FIELDS_FIELDS_EMPTY');

  await typeCard(page, '4111111111111111');
  await expect(frame(page, 'number').getByLabel('Card number')).toHaveValue('4111 1111 1111 1111');
  await expect.poll(sdk(page).validity).toEqual(ALL_VALID);

  const result = await sdk(page).tokenize();
  expect(result.nonce).toMatch(/^fake-valid-visa-nonce-\d+$/);
  expect(result.details).toMatchObject({
    cardType: 'Visa',
    lastFour: '1111',
    cardholderName: 'Pat Buyer',
  });

  expect([...hosts]).toEqual([new URL(origin).host]);
  expect(blockedRequests).toEqual([]);
});

test('offline: an invalid card never leaves the frames; a decline number gives a declined nonce', async ({
  page,
  baseURL,
}) => {
  await mountHostedFields(
    page,
    createClientToken({ mode: 'offline', origin: baseURL ?? '', merchantId: 'demo' }),
  );
  await typeCard(page, '4111111111111112');
  await expect.poll(sdk(page).validity).toEqual({ ...ALL_VALID, number: false });
  await expect(frame(page, 'number').getByLabel('Card number')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect((await sdk(page).tokenize()).code).toBe('HOSTED_FIELDS_FIELDS_INVALID');

  await frame(page, 'number').getByLabel('Card number').fill('');
  await frame(page, 'number').getByLabel('Card number').pressSequentially('4000111111111115');
  await expect.poll(sdk(page).validity).toEqual(ALL_VALID);
  expect((await sdk(page).tokenize()).nonce).toMatch(/^fake-processor-declined-visa-nonce-\d+$/);
});

test('intercept: the same SDK tokenizes through the real Braintree hosts, answered by Playwright', async ({
  page,
  baseURL,
  blockedRequests,
}) => {
  const braintree = await interceptBraintree(page.context(), { origin: baseURL ?? '' });
  await mountHostedFields(
    page,
    createClientToken({ mode: 'intercept', origin: baseURL ?? '', merchantId: 'demo' }),
  );
  await expect(page.locator('iframe[name="braintree-hosted-field-cvv"]')).toHaveAttribute(
    'src',
    /^https:\/\/assets\.braintreegateway\.com\/web\/3\.102\.0\/html\/hosted-fields-frame\.min\.html#/,
  );

  await typeCard(page, '5555555555554444');
  await expect.poll(sdk(page).validity).toEqual(ALL_VALID);
  const result = await sdk(page).tokenize();
  expect(result.nonce).toMatch(/^fake-valid-mastercard-nonce-\d+$/);

  const calls = braintree.calls.map(
    (call) => `${call.method} ${call.url.origin}${call.url.pathname}`,
  );
  expect(calls).toContain(
    'GET https://api.sandbox.braintreegateway.com/merchants/demo/client_api/v1/configuration',
  );
  expect(calls).toContain(
    'POST https://api.sandbox.braintreegateway.com/merchants/demo/client_api/v1/payment_methods/credit_cards',
  );
  const tokenized = braintree.calls.find((call) =>
    call.url.pathname.endsWith('/payment_methods/credit_cards'),
  );
  expect(JSON.parse(tokenized?.body ?? '{}')).toMatchObject({
    creditCard: { number: '5555555555554444', cvv: '123', cardholderName: 'Pat Buyer' },
    authorizationFingerprint: expect.any(String),
  });
  expect(blockedRequests).toEqual([]);
});
