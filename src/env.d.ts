/** Package version, replaced at build time by tsup and vitest `define`. */
declare const __CINEMA_VERSION__: string;

/*
 * Tables made from the elements' descriptors at build time (src/elements/elementDefines.ts), by
 * tsup's `define` (as globals in the unit tests: test/setup/vitest.setup.ts), each as its JSON
 * text: the loader carries them without the descriptors.
 */
/** Each element's first GETs (src/dom/prefetch.ts: `LoaderFirstRequests`). */
declare const __CINEMA_FIRST_REQUESTS__: string;
/** Each element's early-call methods (src/dom/autoload.ts: `LoaderEarlyMethods`). */
declare const __CINEMA_EARLY_METHODS__: string;
/** What each element shows when it works, by tag (src/config/adminMessages.ts). */
declare const __CINEMA_ELEMENT_NAMES__: string;
/** The page-level CSS that keeps each element's space while it loads (src/dom/reserveSpace.ts). */
declare const __CINEMA_RESERVED_SPACE__: string;
/** Whether defining an element reserves the elements' space: the npm build's; the CDN's loader has (tsup.config.ts). */
declare const __CINEMA_DEFINE_RESERVES__: boolean;
