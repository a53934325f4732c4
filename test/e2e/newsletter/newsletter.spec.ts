/**
 * `<cinema-newsletter>` (product-rules §12.1): both modes send the right call with the right
 * bot-check action, success says so and resets the form, each failure of either call keeps the
 * values with the server's detail or a clear default, no payment code loads, and it is accessible
 * in every theme.
 */
import type { Page, Request } from '@playwright/test';
import { expectNoAxeViolationsInEveryTheme } from '../support/axe';
import { FAILURE_KINDS, injectFault } from '../support/faults';
import {
  TWO_HUNDRED_KINDS,
  eachFailure,
  fresh,
  isTwoHundred,
  markSeen,
} from '../support/failureMatrix';
import { expect, test } from '../support/test';

const PAGE = '/demo/test/newsletter.html';

async function fill(page: Page) {
  await page.getByRole('textbox', { name: 'Given names' }).fill('Sam');
  await page.getByRole('textbox', { name: 'Surname' }).fill('Lee');
  await page.getByRole('textbox', { name: 'Email' }).fill('sam@example.com');
}

for (const [mode, query, path, action] of [
  ['the cinema newsletter', '', '/api/member/subscribe-newsletter', 'newsletter'],
  ['a festival newsletter (JIF)', '?type=JIF', '/api/subscribe', 'subscribe'],
] as const) {
  test(`${mode}: one call, success in words, the form reset, no payment code`, async ({ page }) => {
    const files: string[] = [];
    const bodies: unknown[] = [];
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/cdn/')) files.push(url.pathname);
      if (request.method() === 'POST' && url.pathname.startsWith('/api/'))
        bodies.push({ path: url.pathname, body: request.postDataJSON() });
    });
    await page.goto(`${PAGE}${query}`);
    await page.getByRole('button', { name: 'Sign up' }).click();
    // The one error pattern (product-rules §8): the summary, focused, and each field's message.
    const summary = page.getByRole('alert', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Enter your given names',
      'Enter your surname',
      'Enter your email address',
    ]);
    await expect(page.getByText('This field is required')).toHaveCount(3);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'This field is required',
    );
    await fill(page);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('status')).toHaveText(
      "Thanks, you're signed up. Look out for our next newsletter.",
    );
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(bodies).toEqual([
      {
        path,
        body: {
          ...(query ? { typeId: 'JIF' } : {}),
          firstName: 'Sam',
          lastName: 'Lee',
          email: 'sam@example.com',
          recaptchaToken: expect.stringMatching(new RegExp(`^demo-${action}-`)),
        },
      },
    ]);
    expect(
      files.filter((file) =>
        /chunks\/(PaymentPage|client|hosted-fields|createBraintreeProvider)-|braintree/i.test(file),
      ),
    ).toEqual([]);
  });
}

test("the send's code loads once the visitor starts on the form, not with the form", async ({
  page,
}) => {
  const files: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/cdn/')) files.push(pathname);
  });
  await page.goto(PAGE);
  const first = page.getByRole('textbox', { name: 'Given names' });
  await expect(first).toBeEnabled();
  // The first view is whole and idle: still none of the send's code.
  await page.waitForLoadState('networkidle');
  expect(files.filter((file) => /chunks\/(newsletterSignup|kyClient)-/.test(file))).toEqual([]);
  // A frame after the focus (docs/speed.md, "Interactions"), both chunks, while they type.
  await first.focus();
  await expect
    .poll(() => files.filter((file) => /chunks\/(newsletterSignup|kyClient)-/.test(file)).length)
    .toBe(2);
});

for (const [call, query, path] of [
  ['POST member/subscribe-newsletter', '', 'member/subscribe-newsletter'],
  ['POST subscribe (JIF)', '?type=JIF', 'subscribe'],
] as const) {
  test(`${call}: after each failure the values stay and it says why; a 2xx is success`, async ({
    page,
  }) => {
    const detail = 'Sign-ups are paused for a moment.';
    const signUp = page.getByRole('button', { name: 'Sign up' });
    const alert = page.getByRole('alert');
    const done = page.getByRole('status').filter({ hasText: "you're signed up" });
    await page.goto(`${PAGE}${query}`);
    await fill(page);
    await eachFailure(
      async (kind) => {
        await markSeen(alert);
        const fault = await injectFault(page, { method: 'POST', path, kind, detail });
        await signUp.click();
        await expect(fresh(alert)).toHaveText(
          kind === 'problem4xx' ? detail : 'We could not sign you up. Please try again.',
        );
        await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('sam@example.com');
        expect(fault.count).toBe(1);
        await fault.remove();
      },
      FAILURE_KINDS.filter((kind) => !isTwoHundred(kind)),
    );
    // Any 2xx is success (product-rules §14), whatever its body: signed up, the form reset for the
    // next.
    await eachFailure(async (kind) => {
      await fill(page);
      const fault = await injectFault(page, { method: 'POST', path, kind });
      await signUp.click();
      await expect(done).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');
      expect(fault.count).toBe(1);
    }, TWO_HUNDRED_KINDS);
  });
}

test('axe in every theme: the form, with errors, and after signing up', async ({ page }) => {
  const axe = () => expectNoAxeViolationsInEveryTheme(page, { include: ['cinema-newsletter'] });
  await page.goto(PAGE);
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
  await axe();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await axe();
  await fill(page);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('status')).toContainText("you're signed up");
  await axe();
});

test('keyboard only: type and send', async ({ page }) => {
  await page.goto(PAGE);
  await page.getByRole('textbox', { name: 'Given names' }).focus();
  await page.keyboard.type('Sam');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lee');
  await page.keyboard.press('Tab');
  await page.keyboard.type('sam@example.com');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText("you're signed up");
});
