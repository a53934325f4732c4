/**
 * Record the `cinema-*` events the element sends to the host page (product-rules §3.1), from before
 * the element exists, so a test sees every event in order, as a host page listener would.
 */
import type { Page } from '@playwright/test';

/** One `cinema-*` event as the host page received it. */
export interface CinemaEventRecord {
  type: string;
  detail: unknown;
}

const EVENT_TYPES = [
  'cinema-page-change',
  'cinema-payment-captured',
  'cinema-error',
  'cinema-cart-change',
];

/**
 * Listen on `document` for every `cinema-*` event from the next page load on (call before
 * `page.goto`). Resolves with a reader of the events received so far.
 */
export async function recordCinemaEvents(page: Page): Promise<() => Promise<CinemaEventRecord[]>> {
  await page.addInitScript((types) => {
    const seen: { type: string; detail: unknown }[] = [];
    (window as unknown as { __cinemaEvents: unknown[] }).__cinemaEvents = seen;
    for (const type of types) {
      document.addEventListener(type, (event) => {
        seen.push({ type, detail: (event as CustomEvent).detail });
      });
    }
  }, EVENT_TYPES);
  return () =>
    page.evaluate(
      () => (window as unknown as { __cinemaEvents: CinemaEventRecord[] }).__cinemaEvents,
    );
}
