/**
 * Trusted Types under the published host-page policy (`?csp=published`: `require-trusted-types-for
 * 'script'; trusted-types cinema-elements default`, product-rules §2.1). Every script the elements
 * add goes through their one policy, `cinema-elements`: Google Pay's pay.js and PayPal's SDK (each
 * paid with), reCAPTCHA's api.js (a gift card added and paid with its tokens, a newsletter sign-up),
 * with no violation reported. 3D Secure needs the page's own `default` policy
 * (docs/content-security-policy.md): without it Songbird's script is refused; with one that lets
 * through only Songbird's address, the challenge's markup is; with the documented one, a challenge
 * is paid.
 */
import type { Page } from '@playwright/test';
import { useRealBraintree } from './support/braintree';
import { watchViolations } from './support/cspViolations';
import { pageResources } from './support/pageResources';
import {
  CARDINAL_CHALLENGE_ORIGIN,
  routeCardinalChallenge,
  routeSongbird,
} from './support/songbird';
import { expect, test } from './support/test';
import { elementsPolicy, pasteIntoHead, routeRecaptchaApi } from './support/trustedTypes';
import { openCardRow, processPayment, typeCard } from './festival-pass/helpers/card';
import { checkoutHeading, PAYMENT_PAGE_TIMEOUT } from './festival-pass/helpers/checkout';
import {
  FESTIVAL_PASS_PAGE,
  festivalPassUrl,
  fillDetails,
} from './festival-pass/helpers/detailsForm';
import { applyGiftCard, giftCardRow, GIFT_CARDS } from './festival-pass/helpers/giftCardRow';
import {
  expectCaptured,
  expectWhoops,
  openOption,
  recordCaptures,
  recordCompletions,
  whoops,
} from './festival-pass/helpers/payment';
import { googlePayButton, payPalButton, walletSheet } from './festival-pass/helpers/wallets';

/** The elements' policy as the browser made it. */
const CINEMA_ELEMENTS = { name: 'cinema-elements', native: true };

/**
 * The festival pass's payment page under the published policy, the wallets' scripts and the bot
 * check's loaded by the elements (`recaptcha=script`), Braintree's hosts intercepted.
 */
async function paymentPage(page: Page, query: Record<string, string> = {}): Promise<void> {
  const url = new URL(
    festivalPassUrl({ csp: 'published', walletStubs: 'none' }),
    'http://localhost',
  );
  for (const [name, value] of Object.entries({ recaptcha: 'script', ...query })) {
    url.searchParams.set(name, value);
  }
  await page.goto(`${url.pathname}${url.search}`);
  await fillDetails(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(checkoutHeading(page)).toBeVisible({ timeout: PAYMENT_PAGE_TIMEOUT });
}

/** The `<script>` tags the page holds whose address matches `pattern`. */
const scriptsMatching = async (page: Page, pattern: RegExp) =>
  (await pageResources(page)).scripts.filter((src) => pattern.test(src));

for (const wallet of ['Google Pay', 'PayPal'] as const) {
  test(`${wallet}: its script added through the cinema-elements policy, and paid with`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await useRealBraintree(context, request, baseURL);
    await routeRecaptchaApi(context);
    const violations = await watchViolations(page);
    await paymentPage(page);
    await openOption(page, wallet);
    const button = wallet === 'PayPal' ? payPalButton(page) : googlePayButton(page);
    await expect(button).toBeVisible();
    const script = wallet === 'PayPal' ? /^https:\/\/www\.paypal\.com\/sdk\/js\?/ : /pay\.js$/;
    expect(await scriptsMatching(page, script)).toHaveLength(1);
    expect(await elementsPolicy(page)).toEqual(CINEMA_ELEMENTS);

    const captures = await recordCaptures(page);
    await button.click();
    await walletSheet(page, wallet).getByRole('button', { name: 'Pay' }).click();
    await expectCaptured(page, captures, wallet === 'PayPal' ? 'payPal' : 'googlePay');
    expect(await violations()).toEqual([]);
  });
}

test('a gift card added and paid with, reCAPTCHA’s api.js added through the cinema-elements policy', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await useRealBraintree(context, request, baseURL);
  const recaptcha = await routeRecaptchaApi(context);
  const violations = await watchViolations(page);
  await paymentPage(page);
  const completions = recordCompletions(page);
  const added = page.waitForRequest((r) => r.method() === 'POST' && /\/gift-card$/.test(r.url()));
  await applyGiftCard(page, GIFT_CARDS.coversOrder);
  expect((await added).postDataJSON()).toMatchObject({
    recaptchaToken: expect.stringMatching(/^google-giftCard-\d+$/),
  });
  const captures = await recordCaptures(page);
  await giftCardRow(page).payNow.click();
  await expectCaptured(page, captures, 'giftCard');
  expect(completions[0]?.body).toMatchObject({
    paymentType: 'giftCard',
    recaptchaToken: expect.stringMatching(/^google-payment-\d+$/),
  });
  expect(recaptcha.loads()).toBe(1);
  expect(await scriptsMatching(page, /^https:\/\/www\.google\.com\/recaptcha\/api\.js\?/)).toEqual([
    'https://www.google.com/recaptcha/api.js?render=demo-key',
  ]);
  expect(await elementsPolicy(page)).toEqual(CINEMA_ELEMENTS);
  expect(await violations()).toEqual([]);
});

test('newsletter: a sign-up whose bot check loads reCAPTCHA’s api.js under the policy', async ({
  page,
  context,
}) => {
  const recaptcha = await routeRecaptchaApi(context);
  const violations = await watchViolations(page);
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/'));
  await page.goto('/demo/test/newsletter.html?csp=published&recaptcha=script');
  await page.getByRole('textbox', { name: 'Given names' }).fill('Sam');
  await page.getByRole('textbox', { name: 'Surname' }).fill('Lee');
  await page.getByRole('textbox', { name: 'Email' }).fill('sam@example.com');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('status')).toHaveText(
    "Thanks, you're signed up. Look out for our next newsletter.",
  );
  expect((await sent).postDataJSON()).toMatchObject({
    recaptchaToken: expect.stringMatching(/^google-newsletter-\d+$/),
  });
  expect(recaptcha.loads()).toBe(1);
  expect(await elementsPolicy(page)).toEqual(CINEMA_ELEMENTS);
  expect(await violations()).toEqual([]);
});

test.describe('3D Secure', () => {
  /** On the payment page, a challenge card (the challenge frame on Cardinal's host) paid with. */
  async function payWithChallengeCard(page: Page): Promise<void> {
    await openCardRow(page);
    await typeCard(page, { number: '4000000000001091' });
    await processPayment(page).click();
  }

  /** The payment page, then {@link payWithChallengeCard}. */
  async function pressWithChallengeCard(page: Page): Promise<void> {
    await paymentPage(page);
    await payWithChallengeCard(page);
  }

  test.beforeEach(async ({ context, request, baseURL }) => {
    await useRealBraintree(
      context,
      request,
      baseURL,
      {},
      { threeDSecure: true, challengeOrigin: CARDINAL_CHALLENGE_ORIGIN },
    );
    await routeRecaptchaApi(context);
    await routeCardinalChallenge(context, baseURL ?? '');
  });

  test('without the page’s default policy, Songbird’s script is refused: verification unavailable, nothing paid', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const songbird = await routeSongbird(context);
    const violations = await watchViolations(page);
    const completions = recordCompletions(page);
    await pressWithChallengeCard(page);
    // braintree-web sets Songbird's script.src to a string; only a default policy is asked.
    await expect(whoops(page)).toBeVisible({ timeout: 30_000 });
    await expectWhoops(
      page,
      'Card verification is unavailable right now. Please try again or choose another payment option.',
    );
    expect(songbird.loads()).toBe(0);
    expect(completions).toEqual([]);
    expect(await violations()).toEqual([
      expect.stringMatching(/^require-trusted-types-for trusted-types-sink .*three-d-secure/),
    ]);
  });

  test.describe('with a default policy for Songbird’s script alone', () => {
    // braintree-web's innerHTML throws where Cardinal's event calls it: an uncaught page error.
    test.use({ failOnPageErrors: false });

    test('the challenge’s markup is refused: no bank page, nothing paid', async ({
      page,
      context,
    }) => {
      const songbird = await routeSongbird(context);
      await context.route('**/demo/songbird-script-only.js', (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: `trustedTypes.createPolicy('default', { createScriptURL: function (url) {
            return /^https:\\/\\/songbird(stag)?\\.cardinalcommerce\\.com\\/edge\\/v1\\/songbird\\.js$/.test(url) ? url : null;
          } });`,
        }),
      );
      await pasteIntoHead(page, FESTIVAL_PASS_PAGE, '/demo/songbird-script-only.js');
      const violations = await watchViolations(page);
      const completions = recordCompletions(page);
      await pressWithChallengeCard(page);
      await expect
        .poll(violations)
        .toEqual([
          expect.stringMatching(/^require-trusted-types-for trusted-types-sink .*three-d-secure/),
        ]);
      expect(songbird.loads()).toBe(1);
      await expect(page.getByRole('dialog', { name: 'Verify your card' })).toHaveCount(0);
      expect(completions).toEqual([]);
    });
  });

  test('with the documented default policy, a challenge is approved and paid, nothing reported', async ({
    page,
    context,
  }) => {
    const songbird = await routeSongbird(context);
    await pasteIntoHead(page, FESTIVAL_PASS_PAGE);
    const violations = await watchViolations(page);
    await paymentPage(page);
    const captures = await recordCaptures(page);
    await payWithChallengeCard(page);
    await expect(page.getByRole('dialog', { name: 'Verify your card' })).toBeVisible();
    const challenge = page.locator('cinema-festival-pass > [slot="cinema-3ds-challenge"] iframe');
    await expect(challenge).toHaveAttribute('src', new RegExp(`^${CARDINAL_CHALLENGE_ORIGIN}/`));
    await challenge.contentFrame().getByRole('button', { name: 'Approve' }).click();
    await expectCaptured(page, captures, 'braintree');
    expect(songbird.loads()).toBe(1);
    const defaultPolicy = await page.evaluate(
      () =>
        (Reflect.get(window, 'trustedTypes') as { defaultPolicy?: { name: string } }).defaultPolicy
          ?.name,
    );
    expect(defaultPolicy).toBe('default');
    expect(await elementsPolicy(page)).toEqual(CINEMA_ELEMENTS);
    expect(await violations()).toEqual([]);
  });
});
