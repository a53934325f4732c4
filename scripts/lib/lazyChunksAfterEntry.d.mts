import type { Plugin } from 'esbuild';

/** esbuild plugin: every `import()` of our source also reaches `root`, so the entry's graph is one chunk. */
export function lazyChunksAfterEntry(options: {
  root: string;
  entry?: string;
  page?: string[];
  shared?: string[];
  sharedExcept?: RegExp;
  /** A family of lazy modules (`reach` matches their paths) that all import `files`. */
  groups?: Array<{ reach: RegExp; files: string[] }>;
  source?: RegExp;
}): Plugin;
