/** The files of the steps `isStep` accepts that no element's first view loads. */
export function hintedChunks(
  preloads: Array<[string, string[]]>,
  isStep: (step: string) => boolean,
): string[];

/** Open each of `files` (in `dir`) with V8's compile hint, its source map shifted to match. */
export function addCompileHints(dir: string, files: string[]): void;
