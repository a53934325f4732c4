import type { Plugin } from 'esbuild';

/** Minify every static template literal assigned in a `*Css.ts` module's source. */
export function minifyCssLiterals(source: string): Promise<string>;
/** esbuild plugin that minifies the CSS literals of `src/**\/*Css.ts` modules at build time. */
export function minifyCssModules(): Plugin;
