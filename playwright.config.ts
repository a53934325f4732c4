/**
 * E2E against the BUILT CDN bundle, served by the reference server (demo/server), in Debian's
 * Chromium — we never download Playwright's browsers. Outside requests are blocked by the fixture
 * in test/e2e/support/test.ts, so a run needs no network.
 */
import { defineConfig, devices } from '@playwright/test';
import { E2E_WORKERS, serverOrigins } from './test/e2e/support/origins';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/support/chromium';

/** One reference server per worker slot, so per-test state resets cannot race (see origins.ts). */
const servers = Array.from({ length: E2E_WORKERS }, (_, slot) => {
  const { baseURL, crossOrigin, sameSiteOrigin } = serverOrigins(slot);
  return {
    // The first server builds dist/cdn if it is missing or stale (npm test has just built it).
    command: `${slot === 0 ? 'node scripts/ensure-build.mjs && ' : ''}tsx demo/server/main.ts`,
    url: `${baseURL}/`,
    env: {
      PORT: new URL(baseURL).port,
      HOST: '127.0.0.1',
      CORS_ORIGINS: `${crossOrigin},${sameSiteOrigin}`,
      // The demo's merchant has 3D Secure; a test turns it on when it is what it tests.
      THREE_D_SECURE: 'off',
      // Plain HTTP/1.1, not `npm start`'s HTTP/2 over TLS: the suite tests what the elements do,
      // which the protocol does not change, and its origins (http://127.0.0.1 and
      // http://localhost, both secure contexts) need no certificate; the bench measures over
      // HTTP/2 (docs/bench.md).
      TLS: 'off',
    },
    // Never reuse: a leftover server may run old code or lack CORS_ORIGINS, and one owned by
    // another run dies when that run ends. A busy port fails fast; pick another with E2E_PORT.
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
});

export default defineConfig({
  testDir: 'test/e2e',
  // Support modules carry their own vitest unit tests (*.test.ts); Playwright runs specs only.
  testMatch: '**/*.spec.ts',
  // Builds the React and Vue host apps (test/hosts) into dist/hosts, after the web servers start.
  globalSetup: './test/e2e/support/globalSetup.ts',
  outputDir: 'test-results',
  // Safe because every worker has its own server and every test starts from a reset.
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Flaky tests get fixed, not retried.
  retries: 0,
  workers: E2E_WORKERS,
  // Sized for a busy two-core runner, where two workers each drive Chromium against their own
  // server: a first view there takes a few seconds. A wait that runs out is a failure, not a retry.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  use: {
    baseURL: serverOrigins(0).baseURL,
    // An action that cannot happen (a disabled button, something covering it) fails with its own
    // call log — what it waited for and why — instead of only 'Test timeout exceeded', so the
    // summary's 'why' (scripts/lib/summarise.mjs) says which step hung even in a CI log's tail.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    headless: true,
    // A failed test keeps its trace (actions, console, network), without DOM snapshots or
    // screenshots: recording those for every test doubled the suite's time on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: servers,
});
