import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Suites under `@vitest-environment node` (demo/server) have no localStorage.
  globalThis.localStorage?.clear();
});
