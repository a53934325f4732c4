/**
 * The cross-engine journeys (test/engines): Firefox ESR and WebKitGTK, one file each, run side by
 * side. They drive real browsers against the built bundle, so they run after `npm run build`.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/engines/**/*.engine.ts'],
    // A journey is a whole purchase in a real browser on a busy two-core machine.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
