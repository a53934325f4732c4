import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Component suites drive the real reference server over HTTP and walk through several pages; on a
// loaded two-core CI machine a step can take more than RTL's default second to appear.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Suites under `@vitest-environment node` (demo/server) have no localStorage.
  globalThis.localStorage?.clear();
});
