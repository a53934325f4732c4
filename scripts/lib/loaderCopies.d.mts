import type { Plugin } from 'esbuild';

/** esbuild plugin: the loader's own copy of every module it imports, so it shares no chunk with the runtime. */
export function loaderCopies(options: { entry: string }): Plugin;
