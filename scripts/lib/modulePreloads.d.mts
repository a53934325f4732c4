/** Append `modulepreload` hints for each tag's lazy tree to the CDN entry. */
export function addModulePreloads(
  dir: string,
  entry: string,
  trees: Record<string, string>,
): Promise<void>;
