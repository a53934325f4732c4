/** The files of the steps `isStep` accepts that no element's first view loads. */
export function hintedChunks(
  preloads: Array<[string, string[]]>,
  isStep: (step: string) => boolean,
): string[];

/** The element runtime: the files every element's first view loads. */
export function runtimeChunks(preloads: Array<[string, string[]]>): string[];

/** Open each of `files` (in `dir`) with V8's compile hint, its source map shifted to match. */
export function addCompileHints(dir: string, files: string[]): void;

/** A runtime chunk without the hint, or another first-view chunk with it, in the built `dir`. */
export function compileHintProblems(dir: string, entry: string): string[];
