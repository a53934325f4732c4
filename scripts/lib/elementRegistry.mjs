// @ts-check
/**
 * The one list of elements is the folders: every `src/elements/<name>/index.ts` is an element,
 * and its tag, class, constants and lazy tree follow from `<name>` (`shop-cart` →
 * `<cinema-shop-cart>`, `SHOP_CART_TAG`, `ShopCartElement` in `ShopCartElement.ts`, the tree
 * `src/react/shop-cart/ShopCart.tsx`, whose chunk is `ShopCart-<hash>.js`). The build derives its
 * entries and the preload table from the folders (tsup.config.ts); {@link registryProblems} lists
 * every other place that names the elements by hand and disagrees with them, each problem
 * starting with the place (scripts/check-registry.mjs).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

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
const FOLDER_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

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
const pascal = (/** @type {string} */ folder) =>
  folder
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** Everything an element's names follow from its folder, `src/elements/<folder>/`. */
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

/** The text of `root/path`, or null when there is no such file. */
function readText(/** @type {string} */ root, /** @type {string} */ path) {
  const file = join(root, path);
  return existsSync(file) && statSync(file).isFile() ? readFileSync(file, 'utf8') : null;
}

/** The names of the folders in `root/path` (none when it does not exist). */
function foldersIn(/** @type {string} */ root, /** @type {string} */ path) {
  const dir = join(root, path);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** The names of the files in `root/path` (none when it does not exist). */
function filesIn(/** @type {string} */ root, /** @type {string} */ path) {
  const dir = join(root, path);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

/** `a`, `b` and `c`. */
const list = (/** @type {string[]} */ names) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * What a module exports by name, by the module it re-exports from (`''` for its own): every
 * `export { a, type B } from '…'` and `export { a }`.
 * @returns {Map<string, Set<string>>}
 */
export function namedExports(/** @type {string} */ source) {
  const file = ts.createSourceFile('x.ts', source, ts.ScriptTarget.Latest, false);
  /** @type {Map<string, Set<string>>} */
  const found = new Map();
  for (const statement of file.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.exportClause) continue;
    if (!ts.isNamedExports(statement.exportClause)) continue;
    const from =
      statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : '';
    const names = found.get(from) ?? new Set();
    for (const element of statement.exportClause.elements) names.add(element.name.text);
    found.set(from, names);
  }
  return found;
}

/**
 * What a module imports by name: local name → the module it comes from.
 * @returns {Map<string, string>}
 */
export function namedImports(/** @type {string} */ source) {
  const file = ts.createSourceFile('x.ts', source, ts.ScriptTarget.Latest, false);
  /** @type {Map<string, string>} */
  const found = new Map();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements)
      found.set(element.name.text, statement.moduleSpecifier.text);
  }
  return found;
}

/**
 * The entries of the array `name` declares (`const ELEMENTS = [{ tag: A_TAG, element: AElement }]`,
 * `as`/`satisfies` allowed), each as its `tag` and `element` identifiers; null when there is no
 * such array.
 * @returns {Array<{ tag: string, element: string }> | null}
 */
export function registryEntries(/** @type {string} */ source, name = 'ELEMENTS') {
  const file = ts.createSourceFile('x.ts', source, ts.ScriptTarget.Latest, false);
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== name) continue;
      let value = declaration.initializer;
      while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)))
        value = value.expression;
      if (!value || !ts.isArrayLiteralExpression(value)) return null;
      return value.elements.map((entry) => {
        /** @type {Record<string, string>} */
        const fields = {};
        if (ts.isObjectLiteralExpression(entry)) {
          for (const property of entry.properties) {
            if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
            if (ts.isIdentifier(property.initializer))
              fields[property.name.text] = property.initializer.text;
          }
        }
        return { tag: fields.tag ?? '?', element: fields.element ?? '?' };
      });
    }
  }
  return null;
}

/** Every match of `pattern`'s first group in `text`. */
const allMatches = (/** @type {string} */ text, /** @type {RegExp} */ pattern) =>
  [...text.matchAll(pattern)].map((match) => match[1] ?? '');

/** Escape `text` for a regular expression. */
const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The places the checks read, relative to the repository. */
export const PLACES = {
  registry: 'src/elements/registry.ts',
  root: 'src/index.ts',
  packageJson: 'package.json',
  tsup: 'tsup.config.ts',
  budgets: 'test/size-budgets.json',
  types: 'test/types',
  rootTypes: 'test/types/root-elements.ts',
  demoPage: 'demo/public/index.html',
  everyElement: 'demo/public/test/every-element.html',
  bench: 'scripts/bench/benchElements.ts',
  e2e: 'test/e2e',
  screenshots: 'test/screenshots',
};

/**
 * Every disagreement between the element folders under `root` and the places that name the
 * elements, each `<place>: <what is wrong>`; empty when they all agree.
 */
export function registryProblems(/** @type {string} */ root) {
  const folders = elementFolders(root);
  const elements = folders.map(elementNames);
  const known = new Set(folders);
  /** @type {string[]} */
  const problems = [];
  const problem = (/** @type {string} */ place, /** @type {string} */ text) =>
    problems.push(`${place}: ${text}`);
  const unknown = (/** @type {string} */ folder) => !known.has(folder);

  // A folder with an element module but no index.ts ships nothing, yet the manifest lists it.
  for (const folder of foldersIn(root, 'src/elements')) {
    if (known.has(folder)) continue;
    const modules = filesIn(root, `src/elements/${folder}`)
      .filter((name) => /Element\.ts$/.test(name))
      .sort();
    if (modules.length > 0) {
      problem(
        `src/elements/${folder}/`,
        `${list(modules)} but no index.ts: an element folder needs its side-effect entry`,
      );
    }
  }

  for (const names of elements) {
    const { folder, tag, tagConst, className, module, tree, treeModule } = names;

    // The names themselves, and the element's own files.
    if (!FOLDER_NAME.test(folder)) {
      problem(
        `src/elements/${folder}/`,
        'a folder name must be lower-case words joined by hyphens (it becomes the tag)',
      );
    }
    if (!isValidCustomElementName(tag))
      problem(`src/elements/${folder}/`, `<${tag}> is not a valid custom element name`);
    const source = readText(root, module);
    if (source === null) {
      problem(module, `missing: the element class of <${tag}> lives there`);
    } else {
      const declared = source.match(/export const (\w+_TAG) = '([^']*)'/);
      if (!declared || declared[1] !== tagConst || declared[2] !== tag) {
        problem(module, `must declare \`export const ${tagConst} = '${tag}'\``);
      }
      if (!new RegExp(`export class ${escape(className)}\\b`).test(source))
        problem(module, `must export the class ${className}`);
      if (!new RegExp(`@tag ${escape(tag)}\\s`).test(source))
        problem(module, `its JSDoc needs \`@tag ${tag}\` (custom-elements.json is made from it)`);
      if (!new RegExp(`'${escape(tag)}': ${escape(className)};`).test(source))
        problem(module, `HTMLElementTagNameMap needs \`'${tag}': ${className};\``);
      if (!source.includes(`import('../../${treeModule.slice('src/'.length)}')`)) {
        problem(
          module,
          `its lazy tree must be \`import('../../${treeModule.slice('src/'.length)}')\` (the chunk ${tree}-*.js the build preloads for <${tag}>)`,
        );
      }
    }
    if (readText(root, `${treeModule}.tsx`) === null && readText(root, `${treeModule}.ts`) === null)
      problem(`${treeModule}.tsx`, `missing: the lazy tree of <${tag}>`);
    const entry = readText(root, `src/elements/${folder}/index.ts`) ?? '';
    if (
      !new RegExp(`defineElement\\(\\s*${escape(tagConst)},\\s*${escape(className)}\\s*\\)`).test(
        entry,
      )
    )
      problem(
        `src/elements/${folder}/index.ts`,
        `must call \`defineElement(${tagConst}, ${className})\``,
      );
    if (readText(root, `src/elements/${folder}/${className}.test.ts`) === null)
      problem(
        `src/elements/${folder}/${className}.test.ts`,
        `missing: the element test of <${tag}>`,
      );
  }

  // The runtime list defineAll() walks.
  const registry = readText(root, PLACES.registry);
  const entries = registry === null ? null : registryEntries(registry);
  if (registry === null || entries === null) {
    problem(PLACES.registry, 'missing, or it declares no `ELEMENTS` array');
  } else {
    const imports = namedImports(registry);
    for (const { folder, tag, tagConst, className } of elements) {
      const from = `./${folder}/${className}`;
      const listed = entries.some((e) => e.tag === tagConst && e.element === className);
      if (!listed || imports.get(tagConst) !== from || imports.get(className) !== from) {
        problem(
          PLACES.registry,
          `<${tag}> needs \`{ tag: ${tagConst}, element: ${className} }\` in ELEMENTS, both imported from '${from}'`,
        );
      }
    }
    for (const { tag, element } of entries) {
      const folder = (imports.get(element) ?? '').match(/^\.\/([^/]+)\//)?.[1];
      if (folder === undefined || unknown(folder) || elementNames(folder).tagConst !== tag)
        problem(
          PLACES.registry,
          `the entry { tag: ${tag}, element: ${element} } is no element folder's`,
        );
    }
  }

  // The package root: defineAll() from the registry, and each element's names exported.
  const rootSource = readText(root, PLACES.root);
  if (rootSource === null) {
    problem(PLACES.root, 'missing');
  } else {
    if (namedImports(rootSource).get('ELEMENTS') !== './elements/registry')
      problem(
        PLACES.root,
        "defineAll() must define the registry's `ELEMENTS` (import it from './elements/registry')",
      );
    const exported = namedExports(rootSource);
    for (const { folder, tag, tagConst, className, tree } of elements) {
      const from = `./elements/${folder}/${className}`;
      const names = exported.get(from) ?? new Set();
      const wanted = [tagConst, className, `${tree}EventMap`, `${tree}Properties`];
      const missing = wanted.filter((name) => !names.has(name));
      if (missing.length > 0)
        problem(PLACES.root, `<${tag}>: export ${list(missing)} from '${from}'`);
    }
    for (const from of exported.keys()) {
      const folder = from.match(/^\.\/elements\/([^/]+)\/\w+Element$/)?.[1];
      if (folder !== undefined && unknown(folder))
        problem(PLACES.root, `exports from '${from}', which is no element folder`);
    }
  }

  // package.json "exports": one subpath per element.
  const pkgText = readText(root, PLACES.packageJson);
  /** @type {Record<string, unknown>} */
  const exportsMap = pkgText === null ? {} : (JSON.parse(pkgText).exports ?? {});
  for (const { folder, tag } of elements) {
    const value = /** @type {Record<string, unknown> | undefined} */ (exportsMap[`./${folder}`]);
    const dist = `./dist/elements/${folder}/index`;
    if (value?.types !== `${dist}.d.ts` || value?.import !== `${dist}.js`) {
      problem(
        `${PLACES.packageJson} exports`,
        `<${tag}> needs "./${folder}": { "types": "${dist}.d.ts", "import": "${dist}.js" }`,
      );
    }
  }
  for (const [subpath, value] of Object.entries(exportsMap)) {
    const folder = JSON.stringify(value).match(/\.\/dist\/elements\/([^/]+)\//)?.[1];
    if (folder !== undefined && unknown(folder))
      problem(
        `${PLACES.packageJson} exports`,
        `"${subpath}" points at dist/elements/${folder}/, which no element folder builds`,
      );
  }

  // The build: entries and preload table derived from the folders; chunk groups name real folders.
  const tsup = readText(root, PLACES.tsup) ?? '';
  if (!/ELEMENT_TREES\s*=\s*elementTrees\(/.test(tsup))
    problem(
      PLACES.tsup,
      'ELEMENT_TREES must be `elementTrees(…)` (scripts/lib/elementRegistry.mjs), not a list by hand',
    );
  if (!/elementEntries\(/.test(tsup) || /function elementEntries/.test(tsup))
    problem(
      PLACES.tsup,
      "the npm build's entries must come from `elementEntries(…)` (scripts/lib/elementRegistry.mjs)",
    );
  const groupFolders = [
    ...allMatches(tsup, /react\[\/\\\\\]\(?([a-z0-9|-]+)\)?\[\/\\\\\]/g).flatMap((group) =>
      group.split('|'),
    ),
    ...allMatches(tsup, /'src\/react\/([a-z0-9-]+)\//g),
  ];
  for (const folder of new Set(groupFolders)) {
    if (!existsSync(join(root, 'src/react', folder)))
      problem(PLACES.tsup, `a chunk list names src/react/${folder}/, which does not exist`);
  }
  for (const folder of new Set(allMatches(tsup, /'src\/atoms\/([a-z0-9-]+)\//g))) {
    if (!existsSync(join(root, 'src/atoms', folder)))
      problem(PLACES.tsup, `a chunk list names src/atoms/${folder}/, which does not exist`);
  }

  // The size budgets: one first-view per tree, none for a tree that is gone.
  const budgetsText = readText(root, PLACES.budgets);
  /** @type {Array<{ name?: string, kind?: string, match?: string | string[] }>} */
  const budgets = budgetsText === null ? [] : (JSON.parse(budgetsText).budgets ?? []);
  const firstViews = budgets.filter((budget) => budget.kind === 'first-view');
  const matchesOf = (/** @type {{ match?: string | string[] }} */ budget) =>
    Array.isArray(budget.match) ? budget.match : [budget.match ?? ''];
  for (const { tag, tree } of elements) {
    if (!firstViews.some((budget) => matchesOf(budget).includes(`${tree}-`)))
      problem(PLACES.budgets, `<${tag}> needs a "first-view" budget with "match": "${tree}-"`);
  }
  const trees = new Set(elements.map((names) => `${names.tree}-`));
  for (const budget of firstViews) {
    if (!matchesOf(budget).some((match) => trees.has(match)))
      problem(PLACES.budgets, `the first-view budget "${budget.name}" matches no element's tree`);
  }

  // The consumer type tests: each subpath used alone, and every class from the root.
  /** @type {Map<string, string[]>} */
  const typeFilesBySubpath = new Map();
  for (const name of filesIn(root, PLACES.types).filter((file) => file.endsWith('.ts'))) {
    const text = readText(root, `${PLACES.types}/${name}`) ?? '';
    for (const subpath of allMatches(text, /from 'cinema-elements\/([^']+)'/g)) {
      typeFilesBySubpath.set(subpath, [...(typeFilesBySubpath.get(subpath) ?? []), name]);
    }
  }
  const rootTypes = readText(root, PLACES.rootTypes) ?? '';
  for (const { folder, tag, className } of elements) {
    if (!typeFilesBySubpath.has(folder))
      problem(
        PLACES.types,
        `<${tag}>: no consumer file imports 'cinema-elements/${folder}' (add test/types/${folder}.ts)`,
      );
    if (!new RegExp(`\\b${escape(className)}\\b`).test(rootTypes))
      problem(PLACES.rootTypes, `<${tag}>: the root's consumer file does not use ${className}`);
  }
  for (const [subpath, files] of typeFilesBySubpath) {
    if (!subpath.includes('.') && unknown(subpath))
      problem(
        PLACES.types,
        `${list(files)} ${files.length === 1 ? 'imports' : 'import'} 'cinema-elements/${subpath}', which is no element folder`,
      );
  }

  // The demo: a test page per element, a section of the demo page, a place on the busy page.
  for (const page of [PLACES.demoPage, PLACES.everyElement]) {
    const html = readText(root, page) ?? '';
    for (const { tag } of elements) {
      if (!html.includes(`<${tag}`)) problem(page, `has no <${tag}>`);
    }
    for (const tag of new Set(allMatches(html, /<(cinema-[a-z0-9-]+)/g))) {
      if (unknown(tag.slice('cinema-'.length)))
        problem(page, `has <${tag}>, which is no element folder's`);
    }
  }
  for (const { folder, tag } of elements) {
    for (const file of [`demo/public/test/${folder}.html`, `demo/public/test/${folder}.js`]) {
      if (readText(root, file) === null) problem(file, `missing: the test page of <${tag}>`);
    }
  }

  // The bench measures every tag, and no tag that is gone.
  const bench = readText(root, PLACES.bench) ?? '';
  const benchTags = allMatches(bench, /\btag: '([^']+)'/g);
  for (const { tag } of elements) {
    if (!benchTags.includes(tag))
      problem(PLACES.bench, `BENCH_ELEMENTS has no entry with tag: '${tag}'`);
  }
  for (const tag of benchTags) {
    if (!tag.startsWith('cinema-') || unknown(tag.slice('cinema-'.length)))
      problem(PLACES.bench, `BENCH_ELEMENTS measures <${tag}>, which is no element folder's`);
  }

  // The end-to-end journeys and the screenshots.
  for (const { folder, tag } of elements) {
    if (!filesIn(root, `${PLACES.e2e}/${folder}`).some((name) => name.endsWith('.spec.ts')))
      problem(`${PLACES.e2e}/${folder}/`, `missing: the end-to-end specs of <${tag}>`);
    const shots = `${PLACES.screenshots}/${folder}.shots.ts`;
    if (readText(root, shots) === null) problem(shots, `missing: the screenshots of <${tag}>`);
  }

  return problems;
}
