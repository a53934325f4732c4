/** Append `modulepreload` hints for each tag's lazy tree (and each later step's chunks) to the CDN entry. */
export function addModulePreloads(
  dir: string,
  entry: string,
  trees: Record<string, string | string[]>,
): Promise<Array<[string, string[]]>>;

/** The table `preloadCode` wrote into a built entry's code, or null when it holds none. */
export function readPreloads(code: string): Array<[string, string[]]> | null;
