#!/usr/bin/env node
// @ts-check
/**
 * `npm run new-element -- <name>`: a new element, `<cinema-<name>>`, that works from the start. It
 * writes the element's folders from the newsletter's pattern (DEVELOPERS.md "Adding a seventh
 * element"; the templates are scripts/lib/elementTemplates.mjs and elementPageTemplates.mjs), each
 * a small working piece to grow from: the element and its contract test, its descriptor, its tree
 * (attributes, styles, a heading and a button) with a unit test of its first view, its atoms (what
 * the button counts), a consumer type test, its test page, a first-view E2E and its screenshots.
 * Then it adds the element to the places nothing derives: `DESCRIPTORS`, `ELEMENTS`, the package
 * root's exports, package.json `exports`, the root's consumer type test, the demo page, the busy
 * page and the README section its admin's lines link to. Last, prettier formats what it wrote.
 * Lint, the typecheck, the registry test, its unit tests and its first-view E2E pass at once
 * (scripts/newElement.test.mjs, scripts/check-scaffold.mjs).
 *
 * `--root <dir>` works on another copy of the repository (the scaffold's own tests do).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  camel,
  elementNames,
  FOLDER_NAME,
  isValidCustomElementName,
} from './lib/elementRegistry.mjs';
import { pageFiles } from './lib/elementPageTemplates.mjs';
import { sourceFiles } from './lib/elementTemplates.mjs';

/** The files an element starts with, by path, for the element folder `name`. */
export function elementFiles(/** @type {string} */ name) {
  return { ...sourceFiles(name), ...pageFiles(name) };
}

/** `text` with `insert` put just before `anchor` (which must be there). */
function before(
  /** @type {string} */ text,
  /** @type {string} */ anchor,
  /** @type {string} */ insert,
  /** @type {string} */ file,
) {
  const at = text.indexOf(anchor);
  if (at === -1) throw new Error(`${file}: no "${anchor.trim()}" to add the element before`);
  return text.slice(0, at) + insert + text.slice(at);
}

/**
 * The edits to the places nothing derives, by path: each takes the file's text and gives the new
 * one.
 * @returns {Record<string, (text: string) => string>}
 */
export function placeEdits(/** @type {string} */ name) {
  const { tag, tagConst, className, tree } = elementNames(name);
  const words = name.replaceAll('-', ' ');
  const title = words.charAt(0).toUpperCase() + words.slice(1);
  const lower = camel(name);
  return {
    'src/elements/descriptors.ts': (text) =>
      before(
        before(
          text,
          '\nexport const DESCRIPTORS',
          `import { descriptor as ${lower} } from './${name}/descriptor';\n`,
          'descriptors.ts',
        ),
        '\n};',
        `\n  '${tag}': ${lower},`,
        'descriptors.ts',
      ),
    'src/elements/registry.ts': (text) =>
      before(
        before(
          text,
          '\n/** Every element',
          `import { ${tagConst}, ${className} } from './${name}/${className}';\n`,
          'registry.ts',
        ),
        '\n};',
        `\n  [${tagConst}]: ${className},`,
        'registry.ts',
      ),
    'src/index.ts': (text) =>
      before(
        text,
        "export { defineElement } from './elements/define';",
        `export {\n  ${tagConst},\n  ${className},\n  type ${tree}EventMap,\n  type ${tree}Properties,\n} from './elements/${name}/${className}';\n`,
        'src/index.ts',
      ),
    'package.json': (text) => {
      const pkg = JSON.parse(text);
      const exports = {};
      for (const [key, value] of Object.entries(pkg.exports)) {
        if (key === './package.json')
          Object.assign(exports, {
            [`./${name}`]: {
              types: `./dist/elements/${name}/index.d.ts`,
              import: `./dist/elements/${name}/index.js`,
            },
          });
        Object.assign(exports, { [key]: value });
      }
      return `${JSON.stringify({ ...pkg, exports }, null, 2)}\n`;
    },
    'test/types/root-elements.ts': (text) =>
      `${before(
        before(text, '  defineAll,', `  ${className},\n`, 'root-elements.ts'),
        "} from 'cinema-elements';",
        `  type ${tree}EventMap,\n  type ${tree}Properties,\n`,
        'root-elements.ts',
      )}
// <${tag}>: the tag map, the exact event map and the exact properties.
expectTrue<Equal<HTMLElementTagNameMap['${tag}'], ${className}>>();
expectTrue<Equal<keyof ${tree}EventMap, 'cinema-error'>>();
expectTrue<Equal<keyof ${tree}Properties, 'dataCinemaId' | 'apiBase' | 'timeZone'>>();
const ${lower}Tag = document.createElement('${tag}');
expectTrue<Equal<typeof ${lower}Tag, ${className}>>();
void ${lower}Tag;
`,
    'demo/public/index.html': (text) =>
      before(
        text,
        '    </main>',
        `
      <section aria-labelledby="${name}-heading" class="demo-section">
        <h2 id="${name}-heading">${title}</h2>
        <p><code>&lt;${tag}&gt;</code>, as scripts/new-element.mjs made it.</p>
        <${tag} data-cinema-id="demo-cinema" api-base="/api/"></${tag}>
      </section>
`,
        'demo/public/index.html',
      ),
    'demo/public/test/every-element.html': (text) =>
      before(
        text,
        '      <div id="elsewhere"></div>',
        `      <section id="${name}">
        <${tag} data-cinema-id="demo-cinema" api-base="/api/"></${tag}>
        <${tag} data-cinema-id="demo-cinema" api-base="/api/"></${tag}>
      </section>
`,
        'every-element.html',
      ),
    'README.md': (text) =>
      before(
        text,
        '### The payment page',
        `### The ${words}

\`<${tag}>\` is the ${words}, as scripts/new-element.mjs made it: say what it does for a visitor.

\`\`\`html
<${tag} data-cinema-id="your-cinema-id"></${tag}>
\`\`\`

#### \`${tag}\`: when something is wrong

- **An attribute missing or invalid** (\`data-cinema-id\`, \`api-base\`, \`time-zone\`; warning):
  '<${tag}> is not set up correctly.' and a line per attribute; the attribute, its value and what
  to set in the console.

`,
        'README.md',
      ),
  };
}

/** Why `name` cannot be an element folder under `root`, or null when it can. */
export function nameProblem(/** @type {string} */ root, /** @type {string} */ name) {
  if (!FOLDER_NAME.test(name))
    return `"${name}": lower-case words joined by hyphens, e.g. gift-shop`;
  const { tag } = elementNames(name);
  if (!isValidCustomElementName(tag)) return `<${tag}> is not a valid custom element name`;
  for (const path of [`src/elements/${name}`, `src/react/${name}`, `src/atoms/${name}`])
    if (existsSync(join(root, path))) return `${path} exists already`;
  return null;
}

/** Make the element `name` in the repository at `root`; gives the paths written or changed. */
export function newElement(/** @type {string} */ root, /** @type {string} */ name) {
  const problem = nameProblem(root, name);
  if (problem) throw new Error(problem);
  const edits = Object.entries(placeEdits(name)).map(([path, edit]) => {
    const text = edit(readFileSync(join(root, path), 'utf8'));
    return /** @type {const} */ ([path, text]);
  });
  const written = [...Object.entries(elementFiles(name)), ...edits];
  for (const [path, text] of written) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const paths = written.map(([path]) => path);
  const prettier = spawnSync(join(root, 'node_modules/.bin/prettier'), ['--write', ...paths], {
    cwd: root,
    encoding: 'utf8',
  });
  if (prettier.status !== 0) throw new Error(`prettier: ${prettier.stderr || prettier.stdout}`);
  return paths;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--root');
  const root =
    at === -1 ? fileURLToPath(new URL('..', import.meta.url)) : (args.splice(at, 2)[1] ?? '');
  const [name] = args;
  if (!name) {
    console.log('usage: npm run new-element -- <name>   (e.g. gift-shop for <cinema-gift-shop>)');
    process.exitCode = 1;
  } else {
    try {
      const paths = newElement(root, name);
      console.log(`new-element: <cinema-${name}> — wrote or changed ${paths.length} files:`);
      for (const path of paths) console.log(`  ${path}`);
      console.log('Next: the steps in DEVELOPERS.md "Adding a seventh element".');
    } catch (error) {
      console.log(`new-element: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    }
  }
}
