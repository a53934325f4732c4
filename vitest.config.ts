import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: {
    __CINEMA_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0-test'),
    // As the npm build (tsup.config.ts): defining an element reserves the elements' space.
    __CINEMA_DEFINE_RESERVES__: 'true',
  },
  test: {
    environment: 'happy-dom',
    globals: true,
    // Generous for the suites that run a whole purchase against the reference server on a busy
    // two-core machine; a real hang still fails.
    testTimeout: 15_000,
    include: [
      'src/**/*.test.{ts,tsx}',
      'demo/**/*.test.ts',
      'test/unit/**/*.test.{ts,tsx}',
      'test/support/**/*.test.ts',
      'test/e2e/support/**/*.test.ts',
      'test/engines/**/*.test.ts',
      'scripts/**/*.test.mjs',
      'scripts/**/*.test.ts',
    ],
    setupFiles: ['test/setup/vitest.setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
