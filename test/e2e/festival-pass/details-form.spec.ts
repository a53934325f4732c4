/**
 * The festival-pass details form in a real browser (product-rules §6.1, §8): every validation
 * message, tied to its field and announced; when Next is enabled; the newsletter opt-in per
 * festival; and the loading, empty, error and configuration states.
 */
import { expectNoAxeViolations } from '../support/axe';
import { apiPath, FAILURE_KINDS, injectFault } from '../support/faults';
import { expect, test } from '../support/test';
import { recordApiCalls } from './helpers/apiCalls';
import {
  detailsForm,
  expectFieldError,
  expectNoFieldError,
  fillDetails,
  openFestivalPass,
} from './helpers/detailsForm';

const REQUIRED = 'This field is required';
const EMAIL = 'Please enter a valid email address';
const PASS = 'Please select a pass!';
const NOT_ON_SALE = 'Sorry, this festival is not on sale yet. Please check back later.';

test.describe('validation (product-rules §8)', () => {
  test("Next without a pass shows 'Please select a pass!' on the selector and sends nothing", async ({
    page,
  }) => {
    // The form asks who is signed in as it shows (its prefill), in its own time: the press on Next
    // is what must ask nothing more.
    const prefill = page.waitForResponse((response) => apiPath(response.url()) === 'member');
    await openFestivalPass(page);
    const form = detailsForm(page);
    await fillDetails(page, { passId: '' });
    await prefill;
    const api = recordApiCalls(page);

    await form.next.click();
    await expectFieldError(form.pass, PASS);
    // The summary takes focus and links to the selector (product-rules §8).
    const summary = page.getByRole('alert', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: 'Select a festival pass' }).click();
    await expect(form.pass).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Checkout' })).toHaveCount(0);
    expect(api.lines()).toEqual([]);

    // Choosing a pass clears the message.
    await form.pass.selectOption('jiff-10-film');
    await expectNoFieldError(form.pass);
  });

  test("leaving given names or surname empty shows 'This field is required' on that field", async ({
    page,
  }) => {
    await openFestivalPass(page);
    const form = detailsForm(page);
    await expect(form.firstName).toBeVisible();

    await form.firstName.focus();
    await form.firstName.blur();
    await expectFieldError(form.firstName, REQUIRED);
    await expectNoFieldError(form.lastName);

    await form.lastName.focus();
    await form.lastName.blur();
    await expectFieldError(form.lastName, REQUIRED);

    // Spaces only are still empty.
    await form.firstName.fill('   ');
    await form.firstName.blur();
    await expectFieldError(form.firstName, REQUIRED);

    // Typing fixes it as soon as the field is filled in.
    await form.firstName.fill('Pat');
    await expectNoFieldError(form.firstName);
    await form.lastName.fill('Buyer');
    await form.lastName.blur();
    await expectNoFieldError(form.lastName);
  });

  test('the post-code rule checks the post code itself, not the given names (the spec-note defect)', async ({
    page,
  }) => {
    await openFestivalPass(page);
    const form = detailsForm(page);

    // Given names filled, post code empty: the defect would stay silent; the post code must not.
    await form.firstName.fill('Pat');
    await form.postCode.focus();
    await form.postCode.blur();
    await expectFieldError(form.postCode, REQUIRED);
    await expectNoFieldError(form.firstName);

    // Given names empty, post code filled: the defect would flag the post code; it must not.
    await form.firstName.fill('');
    await form.firstName.blur();
    await form.postCode.fill('2000');
    await form.postCode.blur();
    await expectNoFieldError(form.postCode);
    await expectFieldError(form.firstName, REQUIRED);
  });

  test("a malformed e-mail shows 'Please enter a valid email address' until it is fixed", async ({
    page,
  }) => {
    await openFestivalPass(page);
    const form = detailsForm(page);
    await expect(form.email).toBeVisible();

    // product-rules §8.2's pattern: no leading dot, an @, labels of up to 63 characters, a TLD of
    // 2+ letters.
    const invalid = [
      'pat.buyer',
      'pat.buyer@example',
      '.pat@example.com',
      'pat@example.c',
      `pat@${'a'.repeat(64)}.com`,
    ];
    for (const email of invalid) {
      await form.email.fill(email);
      await form.email.blur();
      await expectFieldError(form.email, EMAIL);
    }
    for (const email of ['pat.buyer@example.com', `pat@${'a'.repeat(63)}.com.au`]) {
      await form.email.fill(email);
      await form.email.blur();
      await expectNoFieldError(form.email);
    }
  });

  test('Next with several faults marks every field, and the form with its errors passes axe', async ({
    page,
  }) => {
    await openFestivalPass(page);
    const form = detailsForm(page);
    await fillDetails(page, { passId: '', email: 'not-an-email' });
    await form.firstName.fill('');
    await form.firstName.blur();
    await form.postCode.fill('');
    await form.postCode.blur();
    await expectFieldError(form.firstName, REQUIRED);
    await expectFieldError(form.postCode, REQUIRED);
    await expectFieldError(form.email, EMAIL);
    await expect(form.next).toHaveAttribute('aria-disabled', 'true');

    await form.firstName.fill('Pat');
    await form.postCode.fill('2000');
    await form.next.click();
    await expectFieldError(form.pass, PASS);
    await expectFieldError(form.email, EMAIL);
    // The one error pattern (product-rules §8): the summary says the same, linking to each field.
    const summary = page.getByRole('alert', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(['Select a festival pass', EMAIL]);
    await expectNoAxeViolations(page);
  });

  test("an empty e-mail says 'This field is required', at the field and as 'Enter your email address' in the summary", async ({
    page,
  }) => {
    await openFestivalPass(page);
    const form = detailsForm(page);
    await form.email.focus();
    await form.email.blur();
    await expectFieldError(form.email, REQUIRED);
    // Next is unavailable (aria-disabled, product-rules §8.3) but a press still says what is missing.
    await form.next.click({ force: true });
    const summary = page.getByRole('alert', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Enter your email address' })).toBeVisible();
    await expectFieldError(form.firstName, REQUIRED);
    await expectFieldError(form.email, REQUIRED);
    await summary.getByRole('link', { name: 'Enter your email address' }).click();
    await expect(form.email).toBeFocused();
  });

  test('Next is enabled only with names, e-mail and post code filled in and the terms ticked', async ({
    page,
  }) => {
    await openFestivalPass(page);
    const form = detailsForm(page);
    await expect(form.next).toHaveAttribute('aria-disabled', 'true');

    await form.terms.check();
    await expect(form.next).toHaveAttribute('aria-disabled', 'true');
    await form.firstName.fill('Pat');
    await expect(form.next).toHaveAttribute('aria-disabled', 'true');
    await form.lastName.fill('Buyer');
    await expect(form.next).toHaveAttribute('aria-disabled', 'true');
    await form.email.fill('pat.buyer@example.com');
    await expect(form.next).toHaveAttribute('aria-disabled', 'true');
    await form.postCode.fill('2000');
    // No pass yet: Next is enabled and reports the missing pass when pressed (product-rules §8.3).
    await expect(form.next).not.toHaveAttribute('aria-disabled');

    for (const field of [form.firstName, form.lastName, form.email, form.postCode]) {
      const value = await field.inputValue();
      await field.fill('');
      await expect(form.next).toHaveAttribute('aria-disabled', 'true');
      await field.fill(value);
      await expect(form.next).not.toHaveAttribute('aria-disabled');
    }
    await form.terms.uncheck();
    await expect(form.next).toHaveAttribute('aria-disabled', 'true');
  });

  test('Next is disabled and busy while submitting, then the payment page opens', async ({
    page,
  }) => {
    await openFestivalPass(page);
    const form = detailsForm(page);
    await fillDetails(page);
    const slow = await injectFault(page, { method: 'POST', path: 'cart', kind: 'held' });

    await form.next.click();
    await expect(form.next).toHaveAttribute('aria-disabled', 'true');
    await expect(form.next).toHaveAttribute('aria-busy', 'true');
    // Enter in a field cannot start a second submit either.
    await form.postCode.press('Enter');
    await expect.poll(() => slow.count).toBe(1);
    slow.release();
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeFocused();
    expect(slow.count).toBe(1);
  });
});

test.describe('newsletter opt-in (product-rules §6.1, §6.4)', () => {
  for (const [festival, label] of [
    ['jiff', 'JIFF'],
    ['chiff', 'CHIFF'],
    ['eeff', 'EEFF'],
    ['fffa', 'FFFA'],
  ] as const) {
    test(`${festival} offers one newsletter checkbox, unticked`, async ({ page }) => {
      await openFestivalPass(page, { festival });
      const form = detailsForm(page);
      await expect(form.pass).toBeVisible();
      await expect(form.newsletter).toHaveCount(1);
      await expect(form.newsletter).toHaveAccessibleName(`Subscribe to the ${label} newsletter`);
      await expect(form.newsletter).not.toBeChecked();
    });
  }

  test('RET has the form but no newsletter checkbox', async ({ page }) => {
    await openFestivalPass(page, { festival: 'RET' });
    const form = detailsForm(page);
    await expect(form.pass).toBeVisible();
    await expect(form.terms).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(1);
    await expect(form.newsletter).toHaveCount(0);
  });

  test("'soon' shows no form, so no newsletter checkbox", async ({ page }) => {
    const host = await openFestivalPass(page, { festival: 'soon' });
    await expect(host.getByText(NOT_ON_SALE)).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
  });
});

test.describe('loading, empty, error and configuration states (product-rules §2.4, §6.1)', () => {
  test('while the passes load the element shows nothing, and its box does not jump when they arrive', async ({
    page,
  }) => {
    const slow = await injectFault(page, {
      method: 'GET',
      path: 'shop/festival-passes',
      kind: 'held',
    });
    const host = await openFestivalPass(page);
    const form = detailsForm(page);
    // The element has rendered (its hidden loading status is there) but shows nothing yet: first
    // while its own code loads, then while the passes do (asked for while the code loaded).
    await expect(host.getByRole('status').filter({ hasText: /loading/i })).toBeAttached();
    await expect.poll(() => slow.count).toBe(1);
    await expect(host.getByRole('status').filter({ hasText: 'Loading passes' })).toBeAttached();
    await expect(host.getByRole('heading')).toHaveCount(0);
    await expect(host.getByRole('combobox')).toHaveCount(0);
    await expect(host.getByRole('textbox')).toHaveCount(0);
    await expect(host.getByRole('button')).toHaveCount(0);
    await expect(host.getByRole('alert')).toHaveCount(0);
    await expect(host.getByText(NOT_ON_SALE)).toHaveCount(0);
    const loadingHeight = (await host.boundingBox())?.height ?? 0;

    slow.release();
    await expect(form.pass).toBeVisible();
    const loadedHeight = (await host.boundingBox())?.height ?? 0;
    // The box reserves about the form's height, so the host page below it stays put.
    expect(loadingHeight).toBeGreaterThan(0);
    expect(
      Math.abs(loadedHeight - loadingHeight),
      `loading ${loadingHeight}px, loaded ${loadedHeight}px`,
    ).toBeLessThanOrEqual(loadedHeight * 0.15);
  });

  test("a festival without passes says it is not on sale yet ('soon')", async ({ page }) => {
    const host = await openFestivalPass(page, { festival: 'soon' });
    await expect(host.getByRole('status').filter({ hasText: NOT_ON_SALE })).toBeVisible();
    await expect(host.getByRole('combobox')).toHaveCount(0);
    await expect(host.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await expect(host.getByRole('alert')).toHaveCount(0);
  });

  for (const kind of FAILURE_KINDS) {
    test(`passes failing to load (${kind}) shows 'Error loading products', and Try again recovers`, async ({
      page,
    }) => {
      const fault = await injectFault(page, { method: 'GET', path: 'shop/festival-passes', kind });
      const host = await openFestivalPass(page);
      const alert = host.getByRole('alert');
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('Error loading products');
      await expect(host.getByRole('combobox')).toHaveCount(0);
      // At least once: the client may retry an idempotent GET before giving up.
      expect(fault.count).toBeGreaterThan(0);

      await fault.remove();
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(detailsForm(page).pass).toBeVisible();
      await expect(host.getByRole('alert')).toHaveCount(0);
    });
  }

  for (const attribute of [
    'data-festival-id',
    'data-cinema-id',
    'data-cinema-name',
    'data-recaptcha-key',
  ]) {
    test(`a missing ${attribute} shows a visible configuration message naming it`, async ({
      page,
    }) => {
      const api = recordApiCalls(page);
      const host = await openFestivalPass(page, { omit: attribute });
      const alert = host.getByRole('alert');
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(attribute);
      await expect(alert).toContainText('<cinema-festival-pass> is not set up correctly.');
      await expect(host.getByRole('combobox')).toHaveCount(0);
      // A misconfigured element does not call the API with half a configuration.
      expect(api.lines().filter((line) => line.startsWith('GET shop/'))).toEqual([]);
    });
  }
});
