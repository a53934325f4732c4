/** The file, beside the entry, that names each entry file's integrity. */
export const SRI_FILE: string;

/** The `integrity` attribute's value for `bytes` (`sha384-…`). */
export function integrityOf(bytes: Uint8Array): string;

/** The entry files of a CDN folder: its own `.js` files, sorted. */
export function entryFiles(dir: string): string[];

/** Write `dir/sri.json` for the entry files as they are now; returns what was written. */
export function writeSri(dir: string): Record<string, string>;

/** What is wrong with `dir/sri.json`, if anything. */
export function sriProblems(dir: string): string[];

/** Each entry file of `dir` → the integrity of its bytes as they are now. */
export function integrities(dir: string): Record<string, string>;
