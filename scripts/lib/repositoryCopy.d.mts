/** Copy the tracked files of `root` into a new temporary folder, node_modules linked; its path. */
export function copyRepository(root: string, prefix?: string): string;
/** Run a node_modules/.bin tool (or node) in `dir`: its exit status and what it printed. */
export function runIn(
  dir: string,
  command: string,
  args: string[],
  extraEnv?: Record<string, string>,
): { status: number | null; output: string };
