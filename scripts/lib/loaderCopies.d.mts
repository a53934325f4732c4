import type { Plugin } from 'esbuild';

/** esbuild plugin: the loader's own copy of `files`, so it shares no module (and chunk) with the runtime. */
export function loaderCopies(options: { loader: RegExp; files: string[] }): Plugin;
