/**
 * Fault matrix for the payment calls (product-rules §9.4, §9.5): every call the payment page makes,
 * crossed with every way a network or server fails, one test per call with each failure in turn.
 * Each failure checks what the customer sees: a clear message (the WHOOPS modal, or the form's
 * inline error where the UI uses one), the server's detail when a 4xx problem carries one, no
 * loading overlay or spinner left behind, the control usable again, and no uncaught page error (the
 * fixture); once the fault is gone, a retry works.
 */
import type { Locator, Page } from '@playwright/test';
import { injectFault } from '../support/faults';
import { eachFailure, fresh, markSeen } from '../support/failureMatrix';
import type { FaultSpec } from '../support/faults';
import { expect, test } from '../support/test';
import { openCardRow, processPayment, typeCard } from './helpers/card';
import { checkoutHeading, goToPayment } from './helpers/checkout';
import { fillDetails, openFestivalPass } from './helpers/detailsForm';
import { applyGiftCard, enterGiftCard, GIFT_CARDS, giftCardRow } from './helpers/giftCardRow';
import { overlay, thanksHeading, whoops } from './helpers/payment';

/** The problem4xx detail; the product must show exactly this text. */
const DETAIL = 'Injected fault: the cinema refused this request.';

/** product-rules §9's defaults (src/atoms/checkout/checkoutMessages.ts). */
const MESSAGES = {
  payment: 'An error occurred during payment processing.',
  giftCardAdd: 'An error occurred validating the gift card.',
  giftCardRemove: 'We could not remove the gift card. Please try again.',
  details: 'We could not load the payment options. Please try again.',
};

const DETAILS_PATH = /^checkout\/[^/]+$/;
const GIFT_CARD_PATH = /^checkout\/[^/]+\/gift-card$/;

/** One call of the payment page, in the situation where the customer makes it. */
interface Scenario {
  name: string;
  target: Pick<FaultSpec, 'method' | 'path'>;
  /** Bring the page to the moment just before the call. */
  arrange(page: Page): Promise<void>;
  /** The customer's action that makes the call. */
  act(page: Page): Promise<void>;
  /**
   * How the customer makes the call again after a failure, when that is not `act` (after a
   * failed refresh, the 'Try again' the page offers).
   */
  again?(page: Page): Promise<void>;
  /** 'whoops': the WHOOPS modal; 'inline': the details form's alert above Next. */
  surface: 'whoops' | 'inline';
  /** The text shown when the server gives no detail. */
  fallback: string;
  /** Whether a 4xx problem's detail replaces the fallback (product-rules §9). */
  showsDetail: boolean;
  /** Spinners that must be gone once the call has failed. */
  busyTexts: readonly string[];
  /** The control the customer uses to try again; it must be enabled. */
  control(page: Page): Locator;
  /** Try again with the fault lifted, and check it worked. */
  retry(page: Page): Promise<void>;
}

const nextButton = (page: Page) => page.getByRole('button', { name: 'Next' });

/**
 * After a failed refresh the payment details on hand no longer match the cart, so the page offers
 * no options from them, only a way to load them again.
 */
const tryAgain = (page: Page) =>
  page
    .getByRole('alert')
    .filter({ hasText: 'The payment options could not be loaded.' })
    .getByRole('button', { name: 'Try again' });

async function expectPaidInFullView(page: Page): Promise<void> {
  await expect(giftCardRow(page).remove).toBeVisible();
  await expect(giftCardRow(page).payNow).toBeVisible();
  // Paid in full: no other option is offered (product-rules §7.2).
  await expect(page.getByRole('button', { name: 'Credit Card' })).toHaveCount(0);
}

const SCENARIOS: readonly Scenario[] = [
  {
    name: 'GET checkout/{id} on opening the payment page',
    target: { method: 'GET', path: DETAILS_PATH },
    arrange: async (page) => {
      await openFestivalPass(page);
      await fillDetails(page);
    },
    act: (page) => nextButton(page).click(),
    surface: 'inline',
    fallback: MESSAGES.details,
    showsDetail: true,
    busyTexts: ['Saving your details…'],
    control: nextButton,
    retry: async (page) => {
      await nextButton(page).click();
      await expect(checkoutHeading(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Credit Card' })).toBeVisible();
    },
  },
  {
    name: 'GET checkout/{id} refreshing after a gift card is added',
    target: { method: 'GET', path: DETAILS_PATH },
    arrange: async (page) => {
      await goToPayment(page);
      await enterGiftCard(page, GIFT_CARDS.coversOrder);
    },
    act: (page) => giftCardRow(page).add.click(),
    again: (page) => tryAgain(page).click(),
    surface: 'whoops',
    fallback: MESSAGES.details,
    showsDetail: true,
    busyTexts: ['Checking your gift card'],
    control: tryAgain,
    retry: async (page) => {
      await tryAgain(page).click();
      await expectPaidInFullView(page);
    },
  },
  {
    name: 'GET checkout/{id} refreshing after a gift card is removed',
    target: { method: 'GET', path: DETAILS_PATH },
    arrange: async (page) => {
      await goToPayment(page);
      await applyGiftCard(page, GIFT_CARDS.coversOrder);
    },
    act: (page) => giftCardRow(page).remove.click(),
    again: (page) => tryAgain(page).click(),
    surface: 'whoops',
    fallback: MESSAGES.details,
    showsDetail: true,
    busyTexts: ['Removing gift card'],
    control: tryAgain,
    retry: async (page) => {
      // The details on hand still say "paid in full", but no gift card is applied any more.
      await expect(giftCardRow(page).payNow).toHaveCount(0);
      await tryAgain(page).click();
      await expect(giftCardRow(page).cardNumber).toHaveValue('');
      await expect(giftCardRow(page).remove).toHaveCount(0);
      await expect(giftCardRow(page).payNow).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Credit Card' })).toBeVisible();
    },
  },
  {
    name: 'POST checkout/{id}/gift-card',
    target: { method: 'POST', path: GIFT_CARD_PATH },
    arrange: async (page) => {
      await goToPayment(page);
      await enterGiftCard(page, GIFT_CARDS.coversOrder);
    },
    act: (page) => giftCardRow(page).add.click(),
    surface: 'whoops',
    fallback: MESSAGES.giftCardAdd,
    showsDetail: true,
    busyTexts: ['Checking your gift card'],
    control: (page) => giftCardRow(page).add,
    retry: async (page) => {
      await expect(giftCardRow(page).cardNumber).toHaveValue(GIFT_CARDS.coversOrder);
      await giftCardRow(page).add.click();
      await expectPaidInFullView(page);
    },
  },
  {
    name: 'DELETE checkout/{id}/gift-card',
    target: { method: 'DELETE', path: GIFT_CARD_PATH },
    arrange: async (page) => {
      await goToPayment(page);
      await applyGiftCard(page, GIFT_CARDS.coversOrder);
    },
    act: (page) => giftCardRow(page).remove.click(),
    surface: 'whoops',
    fallback: MESSAGES.giftCardRemove,
    showsDetail: true,
    busyTexts: ['Removing gift card'],
    control: (page) => giftCardRow(page).remove,
    retry: async (page) => {
      await giftCardRow(page).remove.click();
      await expect(giftCardRow(page).remove).toHaveCount(0);
      await expect(giftCardRow(page).cardNumber).toHaveValue('');
      await expect(page.getByRole('button', { name: 'Credit Card' })).toBeVisible();
    },
  },
  {
    name: 'POST checkout/{id} completing a card payment',
    target: { method: 'POST', path: DETAILS_PATH },
    arrange: async (page) => {
      await goToPayment(page);
      await openCardRow(page);
      await typeCard(page);
      await expect(processPayment(page)).toBeEnabled();
    },
    act: (page) => processPayment(page).click(),
    surface: 'whoops',
    fallback: MESSAGES.payment,
    showsDetail: true,
    busyTexts: ['Processing payment…'],
    control: processPayment,
    retry: async (page) => {
      await processPayment(page).click();
      await expect(thanksHeading(page)).toBeVisible();
    },
  },
  {
    name: 'POST checkout/{id} completing a gift card payment (Pay Now)',
    target: { method: 'POST', path: DETAILS_PATH },
    arrange: async (page) => {
      await goToPayment(page);
      await applyGiftCard(page, GIFT_CARDS.coversOrder);
      await expect(giftCardRow(page).payNow).toBeVisible();
    },
    act: (page) => giftCardRow(page).payNow.click(),
    surface: 'whoops',
    fallback: MESSAGES.payment,
    // product-rules §9.4: a gift card completion error always shows the default text, detail or
    // not.
    showsDetail: false,
    busyTexts: ['Processing payment…'],
    control: (page) => giftCardRow(page).payNow,
    retry: async (page) => {
      await giftCardRow(page).payNow.click();
      await expect(thanksHeading(page)).toBeVisible();
    },
  },
];

/** Where the inline error of the details form shows. */
const formAlert = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'We could not continue to payment.' });

for (const scenario of SCENARIOS) {
  test(`${scenario.name}: each failure says so clearly, leaves nothing busy, and a retry works`, async ({
    page,
  }) => {
    test.slow();
    await scenario.arrange(page);
    await eachFailure(async (kind, index) => {
      await markSeen(formAlert(page));
      const fault = await injectFault(page, { ...scenario.target, kind, detail: DETAIL });
      await (index > 0 && scenario.again ? scenario.again(page) : scenario.act(page));

      const expected = kind === 'problem4xx' && scenario.showsDetail ? DETAIL : scenario.fallback;
      if (scenario.surface === 'whoops') {
        const dialog = whoops(page);
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(expected);
        await expect(overlay(page)).toHaveCount(0);
        for (const text of scenario.busyTexts) await expect(page.getByText(text)).toHaveCount(0);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(dialog).toHaveCount(0);
        await expect(checkoutHeading(page)).toBeVisible();
      } else {
        await expect(fresh(formAlert(page))).toContainText(expected);
        for (const text of scenario.busyTexts) await expect(page.getByText(text)).toHaveCount(0);
        await expect(whoops(page)).toHaveCount(0);
      }
      expect(fault.count).toBeGreaterThan(0);

      const control = scenario.control(page);
      await expect(control).toBeEnabled();
      await expect(control).not.toHaveAttribute('aria-disabled', 'true');
      await fault.remove();
    });

    await scenario.retry(page);
    await expect(whoops(page)).toHaveCount(0);
  });
}
