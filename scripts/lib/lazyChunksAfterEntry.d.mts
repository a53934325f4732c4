import type { Plugin } from 'esbuild';

/** esbuild plugin: every `import()` of our source also reaches `root`, so the entry's graph is one chunk. */
export function lazyChunksAfterEntry(options: {
  root: string;
  shared?: string[];
  source?: RegExp;
}): Plugin;
