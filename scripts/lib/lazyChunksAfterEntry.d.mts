import type { Plugin } from 'esbuild';

/**
 * esbuild plugin: every `import()` of our source also reaches `root`, so the entry's graph is one
 * chunk; with `plan`, what lazy chunks share is grouped for the views that download it
 * (scripts/lib/chunkPlan.mjs).
 */
export function lazyChunksAfterEntry(options: {
  root: string;
  source?: RegExp;
  plan?: {
    /** Chunk names of the element trees: each, with the runtime, is an element's first view. */
    firstViews: string[];
    /** Chunk names of each step the loader fetches in one go. */
    steps?: string[][];
    /** What one more file costs a view, in bytes of gzip (default 400). */
    fileCost?: number;
    /** Gzip bytes per minified byte (default 0.5). */
    gzipRatio?: number;
    /** What a step counts, against a first view's 1 (default 0.25). */
    stepWeight?: number;
    /** The most minified bytes a merge may give a first view that it does not use (default 1000). */
    maxUnused?: number;
  };
}): Plugin;
