/**
 * The membership sale's fault matrix (product-rules §9.1, §9.2): every call it makes × every way a
 * network or server fails, one test per call with each failure in turn
 * (test/e2e/support/failureMatrix.ts). The reads show a clear message with 'Try again' (which says
 * so again if it fails again), and the memberships once the fault is gone; the sequence behind
 * 'Join' / 'Next' keeps what was typed, says why (the server's detail for a 4xx problem, else the
 * step's own words — product-rules §9.1's for the membership orders), and works when tried again.
 */
import type { Page } from '@playwright/test';
import type { FaultSpec } from '../support/faults';
import { TECHNICAL_TEXT, injectFault } from '../support/faults';
import { eachFailure, fresh, isTwoHundred, markSeen } from '../support/failureMatrix';
import { expect, test } from '../support/test';
import { MEMBERSHIP_PAGE, fillApplicant, openMemberships, sale, signIn } from './helpers';

const DETAIL = 'Memberships are being updated. Please try again in a few minutes.';

for (const [name, target, message] of [
  [
    'GET member',
    { method: 'GET', path: 'member' },
    'We could not load the memberships. Please try again.',
  ],
  [
    'GET shop/membership-options',
    { method: 'GET', path: 'shop/membership-options' },
    'We could not load the memberships. Please try again.',
  ],
] as const) {
  test(`${name}: each failure is a clear message, and Try again shows the memberships`, async ({
    page,
  }) => {
    const alert = sale(page).getByRole('alert');
    await eachFailure(async (kind, index) => {
      await markSeen(alert);
      const fault = await injectFault(page, { ...target, kind, detail: DETAIL });
      if (index === 0) await page.goto(MEMBERSHIP_PAGE);
      else await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(fresh(alert)).toContainText(message, { timeout: 15_000 });
      await expect(alert).not.toContainText(TECHNICAL_TEXT);
      expect(fault.count).toBeGreaterThan(0);
      await fault.remove();
    });
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(
      sale(page).getByRole('button', { name: 'Choose Free Adult Membership' }),
    ).toBeVisible();
  });
}

/** The calls behind 'Join' for a free membership, and what each says without a server detail. */
const STEPS: readonly {
  name: string;
  target: Pick<FaultSpec, 'method' | 'path'>;
  message: string;
}[] = [
  {
    name: 'POST cart',
    target: { method: 'POST', path: 'cart' },
    message: 'We could not start your order. Please try again.',
  },
  {
    name: 'POST cart/{id}/membership',
    target: { method: 'POST', path: /^cart\/[^/]+\/membership$/ },
    message: 'Failed to update membership order',
  },
  {
    name: 'DELETE checkout/{id}/gift-card',
    target: { method: 'DELETE', path: /^checkout\/[^/]+\/gift-card$/ },
    message: 'We could not prepare your payment. Please try again.',
  },
  {
    name: 'GET checkout/{id}',
    target: { method: 'GET', path: /^checkout\/[^/]+$/ },
    message: 'We could not load the payment options. Please try again.',
  },
  {
    name: 'POST checkout/{id} (free)',
    target: { method: 'POST', path: /^checkout\/[^/]+$/ },
    message: 'An error occurred during payment processing.',
  },
];

async function toJoin(page: Page) {
  await openMemberships(page);
  await sale(page).getByRole('button', { name: 'Choose Free Adult Membership' }).click();
  await fillApplicant(page);
}

/** A sequence of up to six calls on a busy two-core runner: give it the payment page's time. */
const SEQUENCE_TIMEOUT = 15_000;

const welcome = (page: Page) =>
  sale(page).getByRole('heading', { name: 'Welcome to Demo Cinema membership' });

for (const step of STEPS) {
  test(`${step.name}: after each failure the values stay and it says why, never in technical words; Join again works`, async ({
    page,
  }) => {
    test.slow();
    await toJoin(page);
    const alert = sale(page).locator('.alert[role="alert"]');
    await eachFailure(async (kind) => {
      // A 2xx whose body is not what was expected may be a failure or, where any 2xx is success,
      // the welcome; then the rest of the kinds start again from the options.
      if (await welcome(page).isVisible()) await toJoin(page);
      await markSeen(alert);
      // No call limit: the HTTP client retries a failed GET, as it should; the fault goes before
      // the next Join instead.
      const fault = await injectFault(page, { ...step.target, kind, detail: DETAIL });
      await sale(page).getByRole('button', { name: 'Join' }).click();
      if (isTwoHundred(kind)) {
        await expect(fresh(alert).or(welcome(page))).toBeVisible({ timeout: SEQUENCE_TIMEOUT });
        if (await welcome(page).isVisible()) {
          await fault.remove();
          return;
        }
        await expect(alert).not.toContainText(TECHNICAL_TEXT);
      } else {
        await expect(fresh(alert)).toContainText(kind === 'problem4xx' ? DETAIL : step.message, {
          timeout: SEQUENCE_TIMEOUT,
        });
        await expect(alert).toBeFocused();
      }
      await expect(sale(page).getByRole('textbox', { name: 'Surname' })).toHaveValue('Lee');
      await expect(sale(page).getByLabel('Date of birth')).toHaveValue('1990-05-06');
      expect(fault.count).toBeGreaterThanOrEqual(1);
      await fault.remove();
    });
    if (await welcome(page).isVisible()) await toJoin(page);
    await sale(page).getByRole('button', { name: 'Join' }).click();
    await expect(welcome(page)).toBeVisible({ timeout: SEQUENCE_TIMEOUT });
  });
}

test('POST cart/{id}/upgrade-membership: each failure says its text or the detail, and Next again works', async ({
  page,
}) => {
  test.slow();
  await signIn(page);
  await openMemberships(page);
  await sale(page).getByRole('button', { name: 'Upgrade Upgrade to Adult Gold (1 year)' }).click();
  await sale(page)
    .getByRole('checkbox', { name: /terms and conditions/ })
    .check();
  const alert = sale(page).locator('.alert[role="alert"]');
  await eachFailure(async (kind) => {
    await markSeen(alert);
    const fault = await injectFault(page, {
      method: 'POST',
      path: /^cart\/[^/]+\/upgrade-membership$/,
      kind,
      detail: DETAIL,
    });
    await sale(page).getByRole('button', { name: 'Next' }).click();
    await expect(fresh(alert)).toContainText(
      kind === 'problem4xx'
        ? DETAIL
        : isTwoHundred(kind)
          ? /./
          : 'Failed to update upgrade membership order',
      { timeout: SEQUENCE_TIMEOUT },
    );
    await expect(alert).not.toContainText(TECHNICAL_TEXT);
    expect(fault.count).toBe(1);
    await fault.remove();
  });
  await sale(page).getByRole('button', { name: 'Next' }).click();
  await expect(sale(page).getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible({
    timeout: 15_000,
  });
});
