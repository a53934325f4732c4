/**
 * Issue 3's fault matrix for the festival-pass submit (spec 4, 8): every call Next makes, crossed
 * with every way a network or server fails, one test per cell. In each cell the visitor sees a
 * clear message in the form, keeps what they typed, can press Next again, and the page throws
 * nothing (the fixture fails the test on any uncaught error); once the fault is gone, Next
 * reaches the payment page, reusing the cart already made.
 *
 * One deliberate exception: POST subscribe is a save whose 2xx answer is success whatever its body
 * (spec 7), so its malformed-JSON and schema-invalid cells check the visitor goes on to payment.
 */
import { FAILURE_KINDS, TECHNICAL_TEXT, injectFault } from '../support/faults';
import { expect, test } from '../support/test';
import { recordApiCalls } from './helpers/apiCalls';
import { detailsForm, expectDetails, fillDetails, openFestivalPass } from './helpers/detailsForm';
import { SUBMIT_STEPS } from './helpers/submitSteps';

/** The server's problem detail in the 4xx cells: the form must show it word for word. */
const DETAIL = 'Festival passes are paused while the box office restocks.';

/** The form's message after a failed step. */
const FAILED_TITLE = 'We could not continue to payment.';

for (const step of SUBMIT_STEPS) {
  for (const kind of FAILURE_KINDS) {
    const bodyIgnored =
      step.anyTwoHundredSucceeds === true && (kind === 'malformedJson' || kind === 'schemaInvalid');

    if (bodyIgnored) {
      test(`${step.name} × ${kind}: a 2xx save is success (spec 7), so payment opens`, async ({
        page,
      }) => {
        await openFestivalPass(page);
        await fillDetails(page, { newsletter: step.needsNewsletter });
        const fault = await injectFault(page, { ...step.target, kind });
        await detailsForm(page).next.click();
        await expect(page.getByRole('heading', { name: 'Checkout' })).toBeFocused();
        await expect(page.getByRole('alert').filter({ hasText: FAILED_TITLE })).toHaveCount(0);
        expect(fault.count).toBe(1);
      });
      continue;
    }

    test(`${step.name} × ${kind}: a clear message, values kept, Next again reaches payment`, async ({
      page,
    }) => {
      await openFestivalPass(page);
      const values = await fillDetails(page, { newsletter: step.needsNewsletter });
      const form = detailsForm(page);
      const api = recordApiCalls(page);
      const fault = await injectFault(page, { ...step.target, kind, detail: DETAIL });

      await form.next.click();
      const alert = page.getByRole('alert').filter({ hasText: FAILED_TITLE });
      await expect(alert).toBeVisible();
      if (kind === 'problem4xx') {
        await expect(alert).toContainText(DETAIL);
        if (step.detailSuffix) await expect(alert).toContainText(`${DETAIL} ${step.detailSuffix}`);
      } else {
        await expect(alert).toContainText(step.defaultMessage);
      }
      await expect(alert).not.toContainText(TECHNICAL_TEXT);
      // The message takes focus, so a screen reader user hears it and Tab leads on from there.
      await expect(alert).toBeFocused();
      expect(fault.count, `the fault on ${step.name} was hit`).toBeGreaterThan(0);

      // Still on the form, with everything the visitor typed, and free to try again.
      await expect(page.getByRole('heading', { name: 'Checkout' })).toHaveCount(0);
      await expectDetails(page, values);
      await expect(form.next).not.toHaveAttribute('aria-disabled');

      await fault.remove();
      api.clear();
      await form.next.click();
      const checkout = page.getByRole('heading', { name: 'Checkout' });
      await expect(checkout).toBeFocused();
      await expect(alert).toHaveCount(0);
      // Once a cart exists the retry keeps it (issue 3: no second cart while it is still valid).
      const cartMade = step.name !== 'POST cart';
      expect(api.lines().filter((line) => line === 'POST cart')).toHaveLength(cartMade ? 0 : 1);
    });
  }
}
