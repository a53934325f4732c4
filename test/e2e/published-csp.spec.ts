/**
 * Every element on a page served with the host-page Content-Security-Policy the README publishes
 * (no 'unsafe-inline', no 'unsafe-eval', Trusted Types required for scripts with the elements'
 * `cinema-elements` policy; `?csp=published`, demo/server/contentSecurityPolicy.ts) completes its
 * main task, a purchase where there is one, and nothing at all trips the policy. The festival
 * pass pays with the real braintree-web against Braintree's and PayPal's real hosts (answered
 * offline by the intercept), so the policy's third-party sources are what let it through. The
 * wallets, gift cards, reCAPTCHA's own script and 3D Secure without the page's default policy:
 * trusted-types.spec.ts.
 */
import { useRealBraintree } from './support/braintree';
import {
  CARDINAL_CHALLENGE_ORIGIN,
  routeCardinalChallenge,
  routeSongbird,
} from './support/songbird';
import { watchViolations } from './support/cspViolations';
import { pasteIntoHead } from './support/trustedTypes';
import { expect, test } from './support/test';
import { CARDS, openCardRow, processPayment, typeCard } from './festival-pass/helpers/card';
import { goToPayment } from './festival-pass/helpers/checkout';
import { FESTIVAL_PASS_PAGE } from './festival-pass/helpers/detailsForm';
import {
  expectCaptured,
  recordCaptures,
  recordCompletions,
  thanksHeading,
} from './festival-pass/helpers/payment';
import { openOption } from './festival-pass/helpers/payment';
import { payPalButton } from './festival-pass/helpers/wallets';
import { APPLICANT, detailsHeading, fillApplicant, optionCard, sale } from './membership/helpers';
import { MEMBERSHIP_PAGE } from './membership/helpers';
import {
  addGift,
  cart,
  PRODUCTS,
  RECIPIENTS,
  shopThanks,
  shopToPayment,
} from './shop-cart/helpers';

const PUBLISHED = 'csp=published';

/**
 * Braintree's and the wallets' real hosts, answered offline: the demo's own emulator lives on the
 * page's origin, which the published policy does not open to frames.
 */
test('festival pass: a card purchase with the real braintree-web, PayPal offered', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await useRealBraintree(context, request, baseURL);
  const violations = await watchViolations(page);
  const policy = page.waitForResponse((r) => r.url().includes('festival-pass.html'));
  await goToPayment(page, { csp: 'published', walletStubs: 'none' });
  const header = (await policy).headers()['content-security-policy'];
  expect(header).toContain("style-src 'self'");
  expect(header).toContain("require-trusted-types-for 'script'; trusted-types cinema-elements");

  await openOption(page, 'PayPal');
  await expect(payPalButton(page)).toBeVisible();
  await openCardRow(page);
  await typeCard(page, { number: CARDS.approved });
  const captures = await recordCaptures(page);
  await processPayment(page).click();
  await expectCaptured(page, captures, 'braintree');
  await expect(thanksHeading(page)).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('festival pass: a 3D Secure challenge under the policy and the documented default policy — Songbird from Cardinal’s host, the bank’s page in Cardinal’s frame', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await useRealBraintree(
    context,
    request,
    baseURL,
    {},
    {
      threeDSecure: true,
      challengeOrigin: CARDINAL_CHALLENGE_ORIGIN,
    },
  );
  const songbird = await routeSongbird(context);
  await routeCardinalChallenge(context, baseURL ?? '');
  await pasteIntoHead(page, FESTIVAL_PASS_PAGE);
  const violations = await watchViolations(page);
  const completions = recordCompletions(page);
  await goToPayment(page, { csp: 'published', walletStubs: 'none' });
  await openCardRow(page);
  await typeCard(page, { number: '4000000000001091' });
  const captures = await recordCaptures(page);
  await processPayment(page).click();

  await expect(page.getByRole('dialog', { name: 'Verify your card' })).toBeVisible();
  const challenge = page.locator('cinema-festival-pass > [slot="cinema-3ds-challenge"] iframe');
  await expect(challenge).toHaveAttribute('src', new RegExp(`^${CARDINAL_CHALLENGE_ORIGIN}/`));
  await challenge.contentFrame().getByRole('button', { name: 'Approve' }).click();
  await expectCaptured(page, captures, 'braintree');
  expect(songbird.loads()).toBe(1);
  expect(completions[0]?.body).toMatchObject({
    securedCardData: {
      nonce: expect.stringContaining('3ds-verified'),
      threeDSecure: { liabilityShifted: true, liabilityShiftPossible: true },
    },
  });
  expect(await violations()).toEqual([]);
});

test('shop and cart summary: a gift card bought by card, the summary following', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await useRealBraintree(context, request, baseURL);
  const violations = await watchViolations(page);
  await page.goto(`/demo/test/cart-summary.html?${PUBLISHED}`);
  await expect(page.getByRole('button', { name: 'Cart: empty' })).toBeVisible();
  // 'Who is it for?' is a chunk of its own, loaded on first use under the same policy (§15.2).
  await addGift(page, PRODUCTS.egift25, RECIPIENTS.bea, { quantity: 2 });
  await expect(page.getByRole('button', { name: 'Cart: 2 items, $50.00' })).toBeVisible();
  await expect(cart(page).getByText(PRODUCTS.egift25)).toBeVisible();
  await shopToPayment(page);
  await openCardRow(page);
  await typeCard(page, { number: CARDS.approved });
  await processPayment(page).click();
  await expect(shopThanks(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart: empty' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('member area: signed in, details, and a voucher drawn as a barcode image', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.request.post('/demo/session');
  await page.goto(`/demo/test/member-area.html?${PUBLISHED}`);
  await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible();
  await page.getByRole('tab', { name: 'Vouchers' }).click();
  await page.getByRole('textbox', { name: 'Voucher barcode' }).fill('9300000000028');
  await page.getByRole('button', { name: 'Add Voucher' }).click();
  const barcode = page.getByRole('img', { name: 'Barcode of Free Small Popcorn' });
  await expect(barcode).toBeVisible();
  // Drawn (an inline SVG, which no img-src governs), not an empty box.
  await expect
    .poll(() => barcode.evaluate((svg) => (svg as SVGSVGElement).getBBox().width))
    .toBeGreaterThan(0);
  expect(await violations()).toEqual([]);
});

test('membership: a free membership joined', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto(`${MEMBERSHIP_PAGE}?${PUBLISHED}`);
  const free = optionCard(page, 'Free Adult Membership');
  await free.getByRole('button').click();
  await expect(detailsHeading(page)).toBeVisible();
  await fillApplicant(page);
  await sale(page).getByRole('button', { name: 'Join' }).click();
  await expect(sale(page).getByRole('heading', { name: /welcome/i })).toBeVisible();
  await expect(sale(page)).toContainText('You are now a member: Free Adult Membership.');
  await expect(sale(page)).toContainText(APPLICANT.email);
  expect(await violations()).toEqual([]);
});

test('newsletter: a visitor signed up', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto(`/demo/test/newsletter.html?${PUBLISHED}`);
  await page.getByRole('textbox', { name: 'Given names' }).fill('Sam');
  await page.getByRole('textbox', { name: 'Surname' }).fill('Lee');
  await page.getByRole('textbox', { name: 'Email' }).fill('sam@example.com');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('status')).toHaveText(
    "Thanks, you're signed up. Look out for our next newsletter.",
  );
  expect(await violations()).toEqual([]);
});
