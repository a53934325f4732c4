/**
 * Accessibility of the festival-pass widget in the browser (docs/accessibility.md): axe finds zero
 * violations, inside the element's shadow root and the provider's frames, in each of the four
 * themes, on the details form with errors, the payment page with each option open, the WHOOPS
 * modal and the thanks page; the demo page's widgets have distinct landmarks; and the WHOOPS modal
 * handles focus as a modal dialog must.
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsInEveryTheme } from '../support/axe';
import { injectFault } from '../support/faults';
import { expect, test } from '../support/test';
import { CARDS, openCardRow, processPayment, typeCard } from './helpers/card';
import { goToPayment } from './helpers/checkout';
import { detailsForm, openFestivalPass } from './helpers/detailsForm';
import { applyGiftCard, enterGiftCard, GIFT_CARDS, giftCardRow } from './helpers/giftCardRow';
import { thanksHeading, whoops } from './helpers/payment';
import { ROW_TITLES } from './helpers/paymentSettings';

/** The declined card's detail from the reference server (demo/README.md). */
const DECLINED = 'Your card was declined by the bank.';

/** A 'Payment Options' row's header button. */
const rowButton = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Payment Options' })
    .getByRole('heading', { level: 4 })
    .filter({ hasText: title })
    .getByRole('button');

/** Open a row (unless open) and wait until what it holds has loaded. */
async function openRow(page: Page, title: string): Promise<void> {
  const button = rowButton(page, title);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  const region = page.getByRole('region', { name: title, exact: true });
  await expect(region).toBeVisible();
  await expect(region.getByRole('status')).toHaveCount(0);
}

/** Whether `target` holds focus, looking through shadow roots to the deepest active element. */
function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    let active = element.ownerDocument.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === element;
  });
}

test.describe('axe in every theme', () => {
  test('the details form with validation errors showing', async ({ page }) => {
    await openFestivalPass(page);
    await expect(detailsForm(page).pass).toBeVisible();
    const form = {
      firstName: page.getByRole('textbox', { name: 'Given names' }),
      email: page.getByRole('textbox', { name: 'Email' }),
      postCode: page.getByRole('textbox', { name: 'Post code' }),
    };
    await form.firstName.fill('Pat');
    await page.getByRole('textbox', { name: 'Surname' }).fill('Buyer');
    await form.email.fill('pat@');
    await form.postCode.fill('2000');
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please select a pass!')).toBeVisible();
    await form.firstName.fill('');
    await form.firstName.blur();
    await form.postCode.fill('');
    await form.postCode.blur();
    await expect(page.getByText('This field is required')).toHaveCount(2);
    // At the field and in the summary: the same message (product-rules §8).
    await expect(page.getByText('Please enter a valid email address')).toHaveCount(2);
    await expectNoAxeViolationsInEveryTheme(page);
  });

  test('the payment page with each option open in turn', async ({ page }) => {
    // Five options × four themes, each axe run through the provider's frames.
    test.setTimeout(180_000);
    await goToPayment(page);
    await expect(rowButton(page, 'PayPal')).toBeVisible();
    for (const title of Object.values(ROW_TITLES)) {
      await test.step(title, async () => {
        await openRow(page, title);
        await expectNoAxeViolationsInEveryTheme(page);
      });
    }
  });

  test('the WHOOPS modal, then the thanks page', async ({ page }) => {
    test.slow();
    await goToPayment(page);
    await openCardRow(page);
    await typeCard(page, { number: CARDS.declined });
    await processPayment(page).click();
    await expect(whoops(page)).toContainText(DECLINED);
    await expectNoAxeViolationsInEveryTheme(page);
    await whoops(page).getByRole('button', { name: 'Close' }).click();

    await openRow(page, 'Gift Card');
    await applyGiftCard(page, GIFT_CARDS.coversOrder);
    await giftCardRow(page).payNow.click();
    await expect(thanksHeading(page)).toBeVisible();
    await expectNoAxeViolationsInEveryTheme(page);
  });
});

test('the demo page: three widgets, distinct landmarks, no best-practice findings either', async ({
  page,
}) => {
  await page.goto('/');
  const hosts = page.locator('cinema-festival-pass');
  await expect(hosts).toHaveCount(3);
  for (const i of [0, 1]) {
    await expect(hosts.nth(i).getByRole('combobox', { name: 'Festival pass' })).toBeVisible();
  }
  await expect(hosts.nth(2).getByText('Sorry, this festival is not on sale yet.')).toBeVisible();
  // Best practices included: landmark-unique caught every widget naming its region alike.
  await expectNoAxeViolations(page);
});

test.describe('the WHOOPS modal', () => {
  /** Pay with the declined card and wait for the modal. */
  async function decline(page: Page): Promise<Locator> {
    await processPayment(page).click();
    const dialog = whoops(page);
    await expect(dialog).toContainText(DECLINED);
    return dialog;
  }

  test('takes focus, keeps Tab and Shift+Tab inside, closes on Escape and Close, and gives focus back', async ({
    page,
  }) => {
    await goToPayment(page);
    await openCardRow(page);
    await typeCard(page, { number: CARDS.declined });
    await processPayment(page).focus();

    let dialog = await decline(page);
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect.poll(() => hasFocus(close)).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => hasFocus(close)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => hasFocus(close)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => hasFocus(processPayment(page))).toBe(true);

    // Again from the keyboard alone: Enter on the focused button, then Close.
    await page.keyboard.press('Enter');
    dialog = whoops(page);
    await expect(dialog).toContainText(DECLINED);
    await expect.poll(() => hasFocus(dialog.getByRole('button', { name: 'Close' }))).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => hasFocus(processPayment(page))).toBe(true);
  });

  test('gives focus back to Add Gift Card after a refused gift card', async ({ page }) => {
    await goToPayment(page);
    await enterGiftCard(page, GIFT_CARDS.expired);
    await giftCardRow(page).add.focus();
    await page.keyboard.press('Enter');
    const dialog = whoops(page);
    await expect(dialog).toContainText('This gift card has expired.');
    await expect.poll(() => hasFocus(dialog.getByRole('button', { name: 'Close' }))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => hasFocus(giftCardRow(page).add)).toBe(true);
  });

  test('gives focus back to Remove Card after a failed removal', async ({ page }) => {
    await goToPayment(page);
    await applyGiftCard(page, GIFT_CARDS.coversOrder);
    await injectFault(page, {
      method: 'DELETE',
      path: /^checkout\/[^/]+\/gift-card$/,
      kind: 'server5xx',
    });
    await giftCardRow(page).remove.focus();
    await page.keyboard.press('Enter');
    const dialog = whoops(page);
    await expect(dialog).toContainText('We could not remove the gift card. Please try again.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => hasFocus(giftCardRow(page).remove)).toBe(true);
  });
});
