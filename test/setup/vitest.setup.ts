import '@testing-library/jest-dom/vitest';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import { afterEach } from 'vitest';
import { elementTables } from '../../src/elements/elementDefines';

// The tables of the elements' descriptors that tsup bakes into the page's code with `define`
// (src/elements/elementDefines.ts), as globals: the modules read them by name, which a global
// answers. (Not vitest's own `define`: its config would then import TypeScript, which Vite's coming
// native config loader refuses without file extensions.)
Object.assign(globalThis, elementTables());

// Component suites drive the real reference server over HTTP and walk through several pages; on a
// loaded two-core CI machine a step can take more than RTL's default second to appear.
configure({
  asyncUtilTimeout: 5_000,
  // Queries scoped to an element's shadow root: RTL's own error prints only elements and
  // documents, and throws (uncaught, from a timer) when a query in a shadow root times out, so
  // print the root's children instead.
  getElementError(message, container) {
    const isShadowRoot = typeof ShadowRoot !== 'undefined' && container instanceof ShadowRoot;
    const shown = isShadowRoot
      ? [...container.children].map((child) => prettyDOM(child) || '').join('\n')
      : prettyDOM(container) || '';
    const error = new Error([message, shown].filter(Boolean).join('\n\n'));
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

afterEach(() => {
  cleanup();
  // Suites under `@vitest-environment node` (demo/server) have no localStorage.
  globalThis.localStorage?.clear();
});
