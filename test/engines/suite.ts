/**
 * The cross-engine suite for one engine: one reference server and one browser for the whole
 * file, fresh server state and empty storage before each journey, and a journey fails on any
 * error the page recorded. A failure keeps a screenshot in `.reports/engines/<engine>/`, and the
 * next journey starts in a new browser: a browser that stopped answering (WebKitGTK did once, on
 * a loaded two-core machine, 2026-12-04) costs the journey it hung in, not every one after it.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { startServer } from '../../demo/server/server';
import type { RunningServer } from '../../demo/server/server';
import { Session, within } from './engine';
import type { EngineDriver } from './engine';
import type { Journey } from './journeys';

/** Where failure screenshots and the legibility report go. */
export const REPORT_DIR = join(process.cwd(), '.reports/engines');

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/** What each test of the suite gets. */
export interface EngineContext {
  session: Session;
  server: RunningServer;
}

/**
 * Define `tests` (journeys and checks) for the engine `launch` starts. Returns the context,
 * filled in once the browser is up.
 */
export function defineEngineSuite(
  launch: () => Promise<EngineDriver>,
  tests: readonly Journey[],
): EngineContext {
  const context = {} as EngineContext;
  let driver: EngineDriver | undefined;
  /**
   * Whether the browser answered the last journey to its end. Not after a failure, a timeout, or a
   * `beforeEach` that failed: that browser may no longer answer, so the next journey gets a new one.
   */
  let answered = true;

  /** A browser of its own for the session, the one before it closed (or its process ended). */
  const relaunch = async () => {
    const old = driver;
    driver = undefined;
    // A browser that no longer answers may never finish closing: WebKit's and Firefox's `close`
    // end its process after 10 s, and the new one does not wait longer than 15 s for any.
    await within(old?.close() ?? Promise.resolve(), 15_000).catch(() => undefined);
    driver = await launch();
    context.session = new Session(driver, `${context.server.url}/`);
  };

  beforeAll(async () => {
    context.server = await startServer({ port: 0, host: '127.0.0.1' });
    driver = await launch();
    // This run's screenshots only: an old failure's picture must not pass for a new one.
    rmSync(join(REPORT_DIR, driver.name), { recursive: true, force: true });
    context.session = new Session(driver, `${context.server.url}/`);
    console.log(`engine: ${driver.name} ${driver.version}`);
  }, 60_000);

  afterAll(async () => {
    await driver?.close().catch(() => undefined);
    await context.server?.close();
  });

  beforeEach(async () => {
    if (!answered) {
      console.log(`${context.session.name}: a new browser after a failed journey`);
      await relaunch();
    }
    answered = false;
    const reset = await fetch(`${context.server.url}/demo/reset`, { method: 'POST' });
    expect(reset.ok).toBe(true);
    await context.session.driver.setViewport(1280, 900);
    // A journey starts as a first visit: nothing stored by the one before.
    await context.session.open('/demo/wallet-saved.html');
    await context.session.driver.run('localStorage.clear(); sessionStorage.clear();');
    await context.session.errors();
  }, 60_000);

  for (const journey of tests) {
    test(journey.name, async () => {
      const { session } = context;
      try {
        await journey.run(session);
        expect(await session.errors(), 'errors the page recorded').toEqual([]);
        // A journey that ran out of time and ends later, in a browser since replaced, says nothing.
        if (context.session === session) answered = true;
      } catch (error) {
        const dir = join(REPORT_DIR, session.name);
        mkdirSync(dir, { recursive: true });
        const file = join(dir, `${slug(journey.name)}.png`);
        const shot = await session.driver.screenshot().catch(() => null);
        if (shot) writeFileSync(file, shot);
        const errors = await session.errors().catch(() => []);
        if (errors.length > 0)
          console.log(`${session.name} page errors:\n  ${errors.join('\n  ')}`);
        console.log(`${session.name}: screenshot of the failure: ${file}`);
        throw error;
      }
    });
  }
  return context;
}
