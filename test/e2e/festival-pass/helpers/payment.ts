/**
 * What the payment page shows and sends, read like a customer and a server would: the WHOOPS
 * modal, the loading overlay, the thanks page, the `cinema-payment-captured` event, and the
 * completion requests the page made.
 */
import type { Page, Request } from '@playwright/test';
import type { CinemaEventDetails } from '../../../../src/events/events';
import { expect } from '../../support/test';

/** The detail of a `cinema-payment-captured` event. */
export type CapturedDetail = CinemaEventDetails['cinema-payment-captured'];

/** The WHOOPS error modal. */
export const whoops = (page: Page) => page.getByRole('dialog', { name: 'WHOOPS' });

/** The loading overlay's text, present only while a payment is in flight. */
export const overlay = (page: Page) => page.getByText('Processing payment…');

/** The thanks page heading for a festival pass. */
export const thanksHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Thank you for purchasing a festival pass' });

/** An accordion row's region in 'Payment Options' (e.g. 'Credit Card', 'Gift Card', 'PayPal'). */
export const optionRegion = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true });

/** An accordion row's header button. */
export const optionHeader = (page: Page, title: string) =>
  page.locator('[data-accordion-header]').filter({ hasText: new RegExp(`^${title}$`) });

/** Open a 'Payment Options' row unless it is open already. */
export async function openOption(page: Page, title: string): Promise<void> {
  const header = optionHeader(page, title);
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await expect(optionRegion(page, title)).toBeVisible();
}

/**
 * Start recording `cinema-payment-captured` events that reach `document` (call it before paying).
 * Resolves with a function that reads what has arrived so far.
 */
export async function recordCaptures(page: Page): Promise<() => Promise<CapturedDetail[]>> {
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { __captured: unknown[] }).__captured = seen;
    document.addEventListener('cinema-payment-captured', (event) => seen.push(event.detail));
  });
  return () =>
    page.evaluate(() => (window as unknown as { __captured: CapturedDetail[] }).__captured);
}

/** A completion (`POST /api/checkout/{cartId}`) as the server received it. */
export interface Completion {
  url: string;
  body: Record<string, unknown>;
}

/** `POST /api/checkout/{cartId}` exactly: the payment completion, not the gift-card calls. */
export const isCompletion = (request: Request) =>
  request.method() === 'POST' && /\/api\/checkout\/[^/]+$/.test(new URL(request.url()).pathname);

/** Record every payment completion the page sends from now on. */
export function recordCompletions(page: Page): Completion[] {
  const completions: Completion[] = [];
  page.on('request', (request) => {
    if (!isCompletion(request)) return;
    completions.push({
      url: request.url(),
      body: (request.postDataJSON() ?? {}) as Record<string, unknown>,
    });
  });
  return completions;
}

/** The thanks page shows and the host page heard `cinema-payment-captured` once, for this method. */
export async function expectCaptured(
  page: Page,
  captures: () => Promise<CapturedDetail[]>,
  paymentType: CapturedDetail['paymentType'],
): Promise<void> {
  await expect(thanksHeading(page)).toBeVisible();
  await expect(thanksHeading(page)).toBeFocused();
  await expect(overlay(page)).toHaveCount(0);
  expect(await captures()).toEqual([{ orderType: 'festivalPass', paymentType }]);
}

/**
 * The payment failed the way product-rules §7.1 and §9.4 say: WHOOPS shows `message`, the overlay
 * is gone, and closing the modal leaves the customer on the payment page.
 */
export async function expectWhoops(page: Page, message: string): Promise<void> {
  const dialog = whoops(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(message);
  await expect(overlay(page)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
}
