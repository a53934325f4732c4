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

/** A folder name the conventions accept: lower-case words joined by hyphens. */
export const FOLDER_NAME: RegExp;
/** Whether `name` is a valid custom element name (ASCII). */
export function isValidCustomElementName(name: string): boolean;
/** `shop-cart` → `ShopCart`. */
export function pascal(folder: string): string;
/** `shop-cart` → `shopCart`. */
export function camel(folder: string): string;
/** Everything an element's names follow from its folder, `src/elements/<folder>/`. */
export function elementNames(folder: string): ElementNames;
/** The element folders under `root`: each folder of `src/elements/` holding an `index.ts`, sorted. */
export function elementFolders(root: string): string[];
/** tsup's npm entries: `elements/<folder>/index` → `src/elements/<folder>/index.ts`. */
export function elementEntries(root: string): Record<string, string>;
/** Each element's lazy tree by tag, the chunk name its `import()` gets (`cinema-shop-cart` → `ShopCart`). */
export function elementTrees(root: string): Record<string, string>;
