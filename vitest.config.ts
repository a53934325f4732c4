import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __CINEMA_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0-test') },
  test: {
    environment: 'happy-dom',
    globals: true,
    include: [
      'src/**/*.test.{ts,tsx}',
      'demo/**/*.test.ts',
      'test/unit/**/*.test.{ts,tsx}',
      'test/e2e/support/**/*.test.ts',
      'scripts/**/*.test.mjs',
    ],
    setupFiles: ['test/setup/vitest.setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
