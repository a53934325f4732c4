/**
 * The fault matrix for the festival-pass submit (product-rules §6.2, §9): every call Next makes,
 * crossed with every way a network or server fails. One test per call: each failure in turn shows a
 * clear message in the form, keeps what the visitor typed, leaves Next usable, and throws nothing
 * (the fixture fails the test on any uncaught error); once the fault is gone, Next reaches the
 * payment page, reusing the cart already made.
 *
 * Two deliberate exceptions: POST subscribe is a save whose 2xx answer is success whatever its
 * body (product-rules §14), so with a malformed or unexpected 2xx body the visitor goes on to
 * payment; and a save that fails does not stop the sale either (product-rules §12.2): payment
 * opens, and it and the thanks page say the newsletter could not be saved.
 */
import type { Page } from '@playwright/test';
import { TECHNICAL_TEXT, FAILURE_KINDS, injectFault } from '../support/faults';
import { eachFailure, fresh, isTwoHundred, markSeen } from '../support/failureMatrix';
import { expect, test } from '../support/test';
import { recordApiCalls } from './helpers/apiCalls';
import { payByCard } from './helpers/card';
import { thanksHeading } from './helpers/payment';
import { detailsForm, expectDetails, fillDetails, openFestivalPass } from './helpers/detailsForm';
import { SUBMIT_STEPS } from './helpers/submitSteps';
import type { SubmitStep } from './helpers/submitSteps';

/** The server's problem detail in the 4xx cells: the form must show it word for word. */
const DETAIL = 'Festival passes are paused while the box office restocks.';

/** The form's message after a failed step. */
const FAILED_TITLE = 'We could not continue to payment.';

const checkout = (page: Page) => page.getByRole('heading', { name: 'Checkout' });

/** Kinds that fail `step` (a 2xx is success for a save, product-rules §14). */
const failingKinds = (step: SubmitStep) =>
  FAILURE_KINDS.filter((kind) => !(step.anyTwoHundredSucceeds && isTwoHundred(kind)));

/** The newsletter's failure, as payment and thanks say it (product-rules §12.2). */
const NEWSLETTER_NOT_SAVED =
  'We could not subscribe you to the JIFF newsletter. You can subscribe later on our website.';

for (const step of SUBMIT_STEPS.filter((s) => s.defaultMessage !== null)) {
  test(`${step.name}: each failure says why, keeps the values, and Next again reaches payment`, async ({
    page,
  }) => {
    test.slow();
    await openFestivalPass(page);
    const values = await fillDetails(page, { newsletter: step.needsNewsletter });
    const form = detailsForm(page);
    const api = recordApiCalls(page);
    const alert = page.getByRole('alert').filter({ hasText: FAILED_TITLE });

    await eachFailure(async (kind) => {
      await markSeen(alert);
      const fault = await injectFault(page, { ...step.target, kind, detail: DETAIL });
      await form.next.click();
      await expect(fresh(alert)).toBeVisible();
      if (kind === 'problem4xx') {
        await expect(alert).toContainText(DETAIL);
      } else {
        await expect(alert).toContainText(step.defaultMessage ?? '');
      }
      await expect(alert).not.toContainText(TECHNICAL_TEXT);
      // The message takes focus, so a screen reader user hears it and Tab leads on from there.
      await expect(alert).toBeFocused();
      expect(fault.count, `the fault on ${step.name} was hit`).toBeGreaterThan(0);

      // Still on the form, with everything the visitor typed, and free to try again.
      await expect(checkout(page)).toHaveCount(0);
      await expectDetails(page, values);
      await expect(form.next).not.toHaveAttribute('aria-disabled');
      await fault.remove();
    }, failingKinds(step));

    api.clear();
    await form.next.click();
    await expect(checkout(page)).toBeFocused();
    await expect(alert).toHaveCount(0);
    // Once a cart exists the retry keeps it (product-rules §6.2: no second cart while it is still
    // valid).
    const cartMade = step.name !== 'POST cart';
    expect(api.lines().filter((line) => line === 'POST cart')).toHaveLength(cartMade ? 0 : 1);
  });
}

for (const step of SUBMIT_STEPS.filter((s) => s.anyTwoHundredSucceeds)) {
  test(`${step.name}: a 2xx save is success (product-rules §14), whatever its body, so payment opens`, async ({
    page,
  }) => {
    await eachFailure(async (kind) => {
      await openFestivalPass(page);
      await fillDetails(page, { newsletter: step.needsNewsletter });
      const fault = await injectFault(page, { ...step.target, kind });
      await detailsForm(page).next.click();
      await expect(checkout(page)).toBeFocused();
      await expect(page.getByRole('alert').filter({ hasText: FAILED_TITLE })).toHaveCount(0);
      expect(fault.count).toBe(1);
    }, FAILURE_KINDS.filter(isTwoHundred));
  });
}

for (const step of SUBMIT_STEPS.filter((s) => s.defaultMessage === null)) {
  test(`${step.name}: a failed save never stops the sale; payment and thanks say so, and the order is paid`, async ({
    page,
  }) => {
    test.slow();
    const notice = page.getByRole('status').filter({ hasText: NEWSLETTER_NOT_SAVED });
    await eachFailure(async (kind) => {
      await openFestivalPass(page);
      await fillDetails(page, { newsletter: step.needsNewsletter });
      const fault = await injectFault(page, { ...step.target, kind, detail: DETAIL });
      await detailsForm(page).next.click();
      await expect(checkout(page)).toBeFocused();
      await expect(notice).toBeVisible();
      // Nothing failed that the buyer must act on: no alert, no cinema-error dialog.
      await expect(page.getByRole('alert').filter({ hasText: FAILED_TITLE })).toHaveCount(0);
      expect(fault.count).toBeGreaterThan(0);
      await fault.remove();
    }, failingKinds(step));
    await payByCard(page);
    await expect(thanksHeading(page)).toBeVisible();
    await expect(notice).toBeVisible();
  });
}
