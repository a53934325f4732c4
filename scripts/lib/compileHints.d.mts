/** Open the chunks of the steps `isStep` accepts (not in any first view) with V8's compile hint. */
export function addCompileHints(
  dir: string,
  entry: string,
  trees: Record<string, string | string[]>,
  isStep: (step: string) => boolean,
): Promise<string[]>;
