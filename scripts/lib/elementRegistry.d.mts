/** What an element's folder name fixes: `shop-cart` → `cinema-shop-cart`, `SHOP_CART_TAG`, … */
export interface ElementNames {
  folder: string;
  tag: string;
  tagConst: string;
  className: string;
  module: string;
  tree: string;
  treeModule: string;
}

/** Whether `name` is a valid custom element name (ASCII). */
export function isValidCustomElementName(name: string): boolean;
/** Everything an element's names follow from its folder, `src/elements/<folder>/`. */
export function elementNames(folder: string): ElementNames;
/** The element folders under `root`: each folder of `src/elements/` holding an `index.ts`, sorted. */
export function elementFolders(root: string): string[];
/** tsup's npm entries: `elements/<folder>/index` → `src/elements/<folder>/index.ts`. */
export function elementEntries(root: string): Record<string, string>;
/** Each element's lazy tree by tag, the chunk name its `import()` gets (`cinema-shop-cart` → `ShopCart`). */
export function elementTrees(root: string): Record<string, string>;
/** What a module exports by name, by the module it re-exports from (`''` for its own). */
export function namedExports(source: string): Map<string, Set<string>>;
/** What a module imports by name: local name → the module it comes from. */
export function namedImports(source: string): Map<string, string>;
/** The `{ tag, element }` identifiers of the array `name` declares, or null without one. */
export function registryEntries(
  source: string,
  name?: string,
): Array<{ tag: string; element: string }> | null;
/** The places the checks read, relative to the repository. */
export const PLACES: Readonly<Record<string, string>>;
/** Every disagreement between the element folders and the places that name them, `<place>: <what>`. */
export function registryProblems(root: string): string[];
