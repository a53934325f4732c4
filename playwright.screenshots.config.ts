/**
 * `npm run screenshots`: the E2E setup (built bundle, reference servers, Debian's Chromium), run
 * over test/screenshots to record every state of each element in every theme and width into
 * .reports/screenshots/ for review. Not part of `npm test`.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: 'test/screenshots',
  testMatch: '**/*.shots.ts',
  reporter: [['list']],
});
