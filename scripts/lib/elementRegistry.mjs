// @ts-check
/**
 * The element folders and the names that follow from them. An element is a folder
 * `src/elements/<name>/` with an `index.ts`, and its names follow from `<name>` (`shop-cart` →
 * `<cinema-shop-cart>`, `SHOP_CART_TAG`, `ShopCartElement` in `ShopCartElement.ts`, the tree
 * `src/react/shop-cart/ShopCart.tsx`, whose chunk is `ShopCart-<hash>.js`). Why this is a script
 * of its own: the build (tsup.config.ts: the npm entries, the preload table), the registry test
 * and the scaffold (scripts/new-element.mjs, which runs under plain Node) all read the folders and
 * derive the names the same way. What the package knows of each element besides its code is its
 * descriptor (src/elements/descriptor.ts); the places nothing can derive are held to the folders by
 * test/unit/elementRegistry.test.ts (`npm test`'s registry step, scripts/check-registry.mjs).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What an element's folder name fixes.
 * @typedef {{
 *   folder: string,
 *   tag: string,
 *   tagConst: string,
 *   className: string,
 *   module: string,
 *   tree: string,
 *   treeModule: string,
 * }} ElementNames
 */

/** A folder name the conventions accept: lower-case words joined by hyphens. */
export const FOLDER_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Names the HTML standard reserves, which are never valid custom element names. */
const RESERVED_NAMES = new Set([
  'annotation-xml',
  'color-profile',
  'font-face',
  'font-face-src',
  'font-face-uri',
  'font-face-format',
  'font-face-name',
  'missing-glyph',
]);

/**
 * Whether `name` is a valid custom element name (HTML's "valid custom element name", restricted
 * to ASCII): a lower-case letter first, a hyphen somewhere, no upper case, not reserved.
 */
export function isValidCustomElementName(/** @type {string} */ name) {
  return /^[a-z][-.0-9_a-z]*-[-.0-9_a-z]*$/.test(name) && !RESERVED_NAMES.has(name);
}

/** `shop-cart` → `ShopCart`. */
export const pascal = (/** @type {string} */ folder) =>
  folder
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** `shop-cart` → `shopCart`. */
export const camel = (/** @type {string} */ folder) =>
  pascal(folder).charAt(0).toLowerCase() + pascal(folder).slice(1);

/**
 * Everything an element's names follow from its folder, `src/elements/<folder>/`.
 * @returns {ElementNames}
 */
export function elementNames(/** @type {string} */ folder) {
  const tree = pascal(folder);
  return {
    folder,
    tag: `cinema-${folder}`,
    tagConst: `${folder.toUpperCase().replaceAll('-', '_')}_TAG`,
    className: `${tree}Element`,
    module: `src/elements/${folder}/${tree}Element.ts`,
    tree,
    treeModule: `src/react/${folder}/${tree}`,
  };
}

/** The element folders under `root`: each folder of `src/elements/` holding an `index.ts`, sorted. */
export function elementFolders(/** @type {string} */ root) {
  const dir = join(root, 'src/elements');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

/** tsup's npm entries: `elements/<folder>/index` → `src/elements/<folder>/index.ts`. */
export function elementEntries(/** @type {string} */ root) {
  return Object.fromEntries(
    elementFolders(root).map((folder) => [
      `elements/${folder}/index`,
      `src/elements/${folder}/index.ts`,
    ]),
  );
}

/** Each element's lazy tree by tag, the chunk name its `import()` gets: `cinema-shop-cart` → `ShopCart`. */
export function elementTrees(/** @type {string} */ root) {
  return Object.fromEntries(
    elementFolders(root).map((folder) => {
      const names = elementNames(folder);
      return [names.tag, names.tree];
    }),
  );
}
