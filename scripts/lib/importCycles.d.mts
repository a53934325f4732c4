/** Every .ts/.tsx file under `dir` for which `keep(path)` holds. */
export function sourceFiles(dir: string, keep?: (path: string) => boolean): string[];
/** Every module specifier `source` names, in any import or export form. */
export function specifiersOf(source: string, fileName?: string): string[];
/** The import graph of `files`: each file's imports within the set. */
export function importGraph(files: string[]): Map<string, string[]>;
/** The cycles of `graph`, each a list of files (sorted), largest first. */
export function findCycles(graph: Map<string, string[]>): string[][];
/** Each cycle as one line, its files relative to `root`. */
export function describeCycles(cycles: string[][], root: string): string[];
