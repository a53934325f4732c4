/**
 * The E2E `test`: every spec imports `test`/`expect` from here instead of `@playwright/test`, so
 * each test starts against fresh server state, with the outside world unreachable, and fails if
 * the page threw (an element must never throw into the host page).
 */
import { test as base, expect } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { isLocalRequest } from './isLocalRequest';
import { serverOrigins } from './origins';

/** Fixtures every E2E test gets. */
export interface CinemaFixtures {
  /** This worker's server under a second origin that its CORS allow-list accepts. */
  crossOrigin: string;
  /**
   * A same-site origin on the CORS allow-list (another port of 127.0.0.1); nothing listens there
   * until a test starts a server on it.
   */
  sameSiteOrigin: string;
  /** URLs of outside requests the browser tried; each was aborted. */
  blockedRequests: string[];
  /** Uncaught errors from every page in the test; any left at the end fail the test. */
  pageErrors: Error[];
  /** Set `test.use({ failOnPageErrors: false })` only in a test that provokes page errors on purpose. */
  failOnPageErrors: boolean;
  /** Auto: POST /demo/reset before the test so no state leaks between tests. */
  freshServerState: void;
  /**
   * Auto: with `E2E_CPU_SLOWDOWN=N` (N > 1), every page of the test runs on a CPU N times slower
   * (Chromium's own throttling), as on a cheap phone: a run that finds the waits which only hold
   * on a fast machine (DEVELOPERS.md, "Tests that hold on a slow machine").
   */
  cpuSlowdown: void;
}

/** The CPU slowdown a run asks for (`E2E_CPU_SLOWDOWN`), or 1. */
export function cpuSlowdownRate(value = process.env.E2E_CPU_SLOWDOWN): number {
  const rate = Number(value);
  return Number.isFinite(rate) && rate > 1 ? rate : 1;
}

/** Run `page` on a CPU `rate` times slower (Chromium's DevTools protocol). */
async function throttle(context: BrowserContext, page: Page, rate: number): Promise<void> {
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Playwright's `test` with the Cinema Elements fixtures. */
export const test = base.extend<CinemaFixtures>({
  // Each worker slot has its own reference server (playwright.config.ts), hence its own baseURL.
  // eslint-disable-next-line no-empty-pattern -- Playwright requires a destructuring pattern here
  baseURL: async ({}, provide, testInfo) => {
    await provide(serverOrigins(testInfo.parallelIndex).baseURL);
  },
  // eslint-disable-next-line no-empty-pattern -- as above
  crossOrigin: async ({}, provide, testInfo) => {
    await provide(serverOrigins(testInfo.parallelIndex).crossOrigin);
  },
  // eslint-disable-next-line no-empty-pattern -- as above
  sameSiteOrigin: async ({}, provide, testInfo) => {
    await provide(serverOrigins(testInfo.parallelIndex).sameSiteOrigin);
  },
  failOnPageErrors: [true, { option: true }],

  blockedRequests: [
    async ({ context }, provide) => {
      const blocked: string[] = [];
      await context.route(
        (url) => !isLocalRequest(url),
        (route) => {
          blocked.push(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
      await provide(blocked);
    },
    { auto: true },
  ],

  pageErrors: [
    async ({ context, failOnPageErrors }, provide) => {
      const errors: Error[] = [];
      const watch = (page: Page) => page.on('pageerror', (e) => errors.push(e));
      context.pages().forEach(watch);
      context.on('page', watch);
      await provide(errors);
      if (failOnPageErrors) {
        expect(
          errors.map((e) => e.stack ?? e.message),
          'uncaught errors in the page',
        ).toEqual([]);
      }
    },
    { auto: true },
  ],

  freshServerState: [
    async ({ request }, provide) => {
      const response = await request.post('/demo/reset');
      expect(response.ok(), `POST /demo/reset answered ${response.status()}`).toBe(true);
      await provide();
    },
    { auto: true },
  ],

  cpuSlowdown: [
    async ({ context, browserName }, provide) => {
      const rate = cpuSlowdownRate();
      if (rate > 1 && browserName === 'chromium') {
        // Pages opened during the test (a second tab, a popup); the test's own page is slowed
        // before its first step, below.
        context.on('page', (page) => void throttle(context, page, rate).catch(() => undefined));
      }
      await provide();
    },
    { auto: true },
  ],

  page: async ({ page, context, browserName }, provide) => {
    const rate = cpuSlowdownRate();
    if (rate > 1 && browserName === 'chromium') await throttle(context, page, rate);
    await provide(page);
  },
});

export { expect };
