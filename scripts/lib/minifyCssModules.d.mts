import type { Plugin } from 'esbuild';

/**
 * Write into a `*Css.ts` module's literals the CSS of each `${name}` it imports from another
 * `*Css.ts` module, read with `load(specifier)`, and drop the imports no longer used.
 */
export function inlineCssIncludes(
  source: string,
  load: (specifier: string) => Promise<string>,
): Promise<string>;
/** Minify every static template literal assigned in a `*Css.ts` module's source. */
export function minifyCssLiterals(source: string): Promise<string>;
/** esbuild plugin that minifies the CSS literals of `src/**\/*Css.ts` modules at build time. */
export function minifyCssModules(): Plugin;
