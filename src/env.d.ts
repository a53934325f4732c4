/** Package version, replaced at build time by tsup and vitest `define`. */
declare const __CINEMA_VERSION__: string;
