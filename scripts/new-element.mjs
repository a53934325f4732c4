#!/usr/bin/env node
// @ts-check
/**
 * `npm run new-element -- <name>`: a new element, `<cinema-<name>>`, that works from the start. It
 * writes the element's folders from the newsletter's pattern (DEVELOPERS.md "Adding a seventh
 * element"), each a small working piece to grow from: the element and its contract test, its
 * descriptor, its tree (attributes, styles, a heading and a button) with a unit test of its first
 * view, its atoms (what the button counts), a consumer type test, its test page, a first-view E2E
 * and its screenshots. Then it adds the element to the places nothing derives: `DESCRIPTORS`,
 * `ELEMENTS`, the package root's exports, package.json `exports`, the root's consumer type test,
 * the demo page, the busy page and the README section its admin's lines link to. Last, prettier
 * formats what it wrote. Lint, the typecheck, the registry test, its unit tests and its first-view
 * E2E pass at once (scripts/newElement.test.mjs, scripts/check-scaffold.mjs).
 *
 * `--root <dir>` works on another copy of the repository (the scaffold's own tests do).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  FOLDER_NAME,
  camel,
  elementNames,
  isValidCustomElementName,
} from './lib/elementRegistry.mjs';

/** The files an element starts with, by path, for the element folder `name`. */
export function elementFiles(/** @type {string} */ name) {
  const { tag, tagConst, className, tree } = elementNames(name);
  const words = name.replaceAll('-', ' ');
  const title = words.charAt(0).toUpperCase() + words.slice(1);
  const lower = camel(name);
  return {
    [`src/elements/${name}/${className}.ts`]: `import { lazyElementTree } from '../../react/lazyElementTree';
import { cinemaElement } from '../cinemaElement';
import type { CinemaEventMap } from '../elementTypes';

/** The tag name of the ${words}. */
export const ${tagConst} = '${tag}';

/** The events \`<${tag}>\` emits, by name (product-rules §3.1). */
export type ${tree}EventMap = CinemaEventMap<'cinema-error'>;

/** The properties of \`<${tag}>\`, each mirroring its attribute. */
export interface ${tree}Properties {
  /** \`data-cinema-id\`: the cinema's id. Required. */
  dataCinemaId: string | undefined;
  /** \`api-base\`: the cinema API's base, a path or an http(s) URL. Default \`/api/\`. */
  apiBase: string | undefined;
  /** \`time-zone\`: the cinema's IANA time zone; every date and time is in it. Default \`Australia/Sydney\`. */
  timeZone: string | undefined;
}

/**
 * The ${words}, as scripts/new-element.mjs made it: a heading and a button that counts its presses.
 * Say here what it does for a visitor, citing its rules in docs/product-rules.md.
 *
 * @tag ${tag}
 * @summary The ${words}.
 *
 * @attr data-cinema-id - The cinema's id. Required.
 * @attr api-base - Base URL of the cinema API: a path or an http(s) URL. Default \`/api/\`.
 * @attr time-zone - The cinema's IANA time zone, e.g. \`Australia/Perth\`: every date, time and "today" is computed in it. Default \`Australia/Sydney\`.
 *
 * @event cinema-error - An attribute is missing or invalid; \`detail: { message }\`.
 *
 * @csspart base - The element's outer box.
 * @csspart config-error - The message shown when an attribute is missing or invalid.
 * @csspart heading - Headings.
 * @csspart button - Every button, primary or not.
 * @csspart button-primary - The main action (also \`button\`).
 * @csspart notice - What the last press did (polite).
 * @csspart error - An error message: the configuration message.
 */
export class ${className} extends cinemaElement<${tree}EventMap, ${tree}Properties>(
  // The element's own tree loads the first time a <${tag}> renders.
  lazyElementTree(
    () => import('../../react/${name}/${tree}').then((module) => module.${tree}),
    'Loading the ${words}',
  ),
  ['dataCinemaId', 'apiBase', 'timeZone'],
) {}

declare global {
  interface HTMLElementTagNameMap {
    '${tag}': ${className};
  }
}
`,
    [`src/elements/${name}/index.ts`]: `/**
 * Side-effect entry \`cinema-elements/${name}\`: importing it defines \`<${tag}>\`.
 */
import { defineElement } from '../define';
import { ${tagConst}, ${className} } from './${className}';

defineElement(${tagConst}, ${className});

export { ${tagConst}, ${className} };
export type { ${tree}EventMap, ${tree}Properties } from './${className}';
export type { CinemaEvent, CinemaEventMap, CinemaEventTarget } from '../elementTypes';
export type { CinemaEventDetails, CinemaEventName } from '../../events/events';
`,
    [`src/elements/${name}/descriptor.ts`]: `/** \`<${tag}>\` as data (src/elements/descriptor.ts says what each field is for). */
import * as kit from '../descriptor';

export const descriptor = {
  tag: '${tag}',
  feature: '${name}',
  adminName: 'the ${words}',
  attributes: {
    ...kit.commonAttributes('data-cinema-id', 'api-base', 'time-zone'),
  },
  // What the loader asks the API for as soon as it sees the tag: the first view's own requests.
  firstRequests: [],
  earlyMethods: [],
  // The parts of the host page's policy it needs besides the page's (kit.SELLING_CSP_PARTS to sell).
  cspParts: [],
  sizeBudget: {
    view: 'a heading and a button',
    gzip: 89088,
    reason:
      "As scripts/new-element.mjs made it, 86.3 KB: the runtime every element loads (the loader, React, the element shells and the page runtime), the lazy runtime that tsup.config.ts puts with every tree but the cart summary's and the newsletter's (\`sharedExcept\`), and a tree of a heading and a button. Hold it to what its own first view needs once it does its job.",
  },
  // The space the page keeps while it loads: its first view's height (a heading and a button),
  // measured in the four themes at 1280 and 390 px (docs/theming.md "Reserved space").
  reservedSpace: { wide: '8rem' },
  firstView: {
    page: '/demo/test/${name}.html',
    ready: '.${name} button',
    parts: ['base', 'heading', 'button', 'button-primary'],
  },
} satisfies kit.ElementDescriptor;
`,
    [`src/elements/${name}/${className}.test.ts`]: `import { describeElement } from '../testing/elementContract';
import { descriptor } from './descriptor';
import { ${tagConst}, ${className} } from './index';

describeElement({
  tag: ${tagConst},
  ctor: ${className},
  loadTree: () => import('../../react/${name}/${tree}'),
  properties: [
    ['dataCinemaId', 'data-cinema-id', 'demo-cinema'],
    ['apiBase', 'api-base', 'https://cinema.example/api/'],
    ['timeZone', 'time-zone', 'Australia/Perth'],
  ],
  required: 'data-cinema-id',
  adminLine: \`\${${tagConst}}: data-cinema-id is missing; the page shows 'Missing attribute data-cinema-id.' instead of \${descriptor.adminName}. Set data-cinema-id to the cinema's id as the cinema's API knows it, e.g. "0000000001". See README.md#\${${tagConst}}-when-something-is-wrong\`,
});
`,
    [`src/react/${name}/${lower}Config.ts`]: `import * as v from 'valibot';
import {
  ApiBaseAttribute,
  RequiredAttribute,
  TimeZoneAttribute,
} from '../config/attributeSchemas';

/** The attributes of \`<${tag}>\` (product-rules §2.2), keyed by r2wc prop name. */
export const ${tree}Config = v.pipe(
  v.object({
    dataCinemaId: RequiredAttribute,
    apiBase: ApiBaseAttribute,
    timeZone: TimeZoneAttribute,
  }),
  v.transform((attributes) => ({
    cinemaId: attributes.dataCinemaId,
    apiBase: attributes.apiBase,
    timeZone: attributes.timeZone,
  })),
);

/** A checked ${words} configuration. */
export type ${tree}Config = v.InferOutput<typeof ${tree}Config>;
`,
    [`src/react/${name}/${lower}Css.ts`]: `/** CSS of the ${words}, on top of the shared base CSS; only \`--cinema-*\` properties. */
export const ${lower}Css = \`
.${name} { max-width: 36rem; }
\`;
`,
    [`src/react/${name}/${tree}.tsx`]: `import { useAtomValue, useSetAtom } from 'jotai/react';
import { useId } from 'react';
import { ${lower}Atoms } from '../../atoms/${name}/${lower}Atoms';
import { STYLE_ORDER } from '../../styles/adoptStyles';
import { ConfigMessage } from '../config/ConfigMessage';
import { useConfig } from '../config/useConfig';
import { useHost } from '../useHost';
import { useStyles } from '../useStyles';
import { ${tree}Config } from './${lower}Config';
import { ${lower}Css } from './${lower}Css';

/** Attribute props of \`<${tag}>\`, as r2wc passes them (absent when not set). */
export interface ${tree}Props {
  dataCinemaId?: string | undefined;
  apiBase?: string | undefined;
  timeZone?: string | undefined;
}

/** What the status line says after \`count\` presses. */
export const pressedText = (count: number): string =>
  count === 0 ? '' : \`Pressed \${count === 1 ? 'once' : \`\${count} times\`}.\`;

function ${tree}View() {
  const atoms = ${lower}Atoms(useHost());
  const presses = useAtomValue(atoms.presses);
  const press = useSetAtom(atoms.press);
  const headingId = useId();
  return (
    <section className="${name}" aria-labelledby={headingId}>
      <h2 part="heading" id={headingId}>
        ${title}
      </h2>
      <p className="muted">Made by scripts/new-element.mjs: this is where its first view goes.</p>
      <button part="button button-primary" type="button" onClick={() => press()}>
        Press me
      </button>
      <p part={presses ? 'notice' : undefined} role="status">
        {pressedText(presses)}
      </p>
    </section>
  );
}

/** \`<${tag}>\` (product-rules §2.2): checks its attributes, then its first view. */
export function ${tree}(props: ${tree}Props) {
  useStyles(${lower}Css, STYLE_ORDER.element);
  const result = useConfig(${tree}Config, props);
  if (!result.ok) return <ConfigMessage problems={result.problems} />;
  return <${tree}View />;
}
`,
    [`src/react/${name}/${tree}.test.tsx`]: `import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ${lower}Atoms } from '../../atoms/${name}/${lower}Atoms';
import { cinemaStore } from '../../atoms/store';
import { renderInElementRoot } from '../testing/renderInElementRoot';
import { ${tree}, pressedText } from './${tree}';

afterEach(async () => {
  await act(async () => document.body.replaceChildren());
});

describe("<${tag}>'s first view", () => {
  it('shows its heading and its button, whose presses the element keeps', async () => {
    const { host } = renderInElementRoot(<${tree} dataCinemaId="demo-cinema" />);
    expect(screen.getByRole('heading', { name: '${title}' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('');
    await userEvent.click(screen.getByRole('button', { name: 'Press me' }));
    expect(screen.getByRole('status')).toHaveTextContent('Pressed once.');
    // Its state is the element's, in the page's store: a move in the DOM loses nothing.
    expect(cinemaStore.get(${lower}Atoms(host).presses)).toBe(1);
  });

  it('names a missing attribute instead of its first view', () => {
    renderInElementRoot(<${tree} />);
    expect(screen.getByText(/Missing attribute data-cinema-id/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Press me' })).toBeNull();
  });

  it('counts in words', () => {
    expect(pressedText(0)).toBe('');
    expect(pressedText(2)).toBe('Pressed 2 times.');
  });
});
`,
    [`src/atoms/${name}/${lower}Atoms.ts`]: `/**
 * The state of \`<${tag}>\`, kept with the element (src/atoms/elementState.ts) so a move in the DOM
 * loses nothing: as scripts/new-element.mjs made it, how many times its button was pressed.
 */
import { atom } from 'jotai/vanilla';
import { elementOwned } from '../elementState';

/** The atoms of one \`<${tag}>\`, \`owner\`: made on first use, the same ever after. */
export function ${lower}Atoms(owner: object) {
  return elementOwned(owner, '${name}', () => {
    const presses = atom(0);
    presses.debugLabel = '${name}:presses';
    const press = atom(null, (get, set) => set(presses, get(presses) + 1));
    return { presses, press };
  });
}
`,
    [`src/atoms/${name}/${lower}Atoms.test.ts`]: `import { createStore } from 'jotai/vanilla';
import { ${lower}Atoms } from './${lower}Atoms';

describe('the ${words} atoms', () => {
  it("count each element's presses, the same atoms for the same element", () => {
    const store = createStore();
    const element = {};
    store.set(${lower}Atoms(element).press);
    store.set(${lower}Atoms(element).press);
    expect(store.get(${lower}Atoms(element).presses)).toBe(2);
    expect(store.get(${lower}Atoms({}).presses)).toBe(0);
  });
});
`,
    [`test/types/${name}.ts`]: `/**
 * A consumer of \`cinema-elements/${name}\` alone, checked by \`tsc\` against the built .d.ts.
 */
import { ${tagConst}, ${className} } from 'cinema-elements/${name}';
import type { ${tree}EventMap, ${tree}Properties } from 'cinema-elements/${name}';

/** True when A and B are the same type (not merely assignable). */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only for \`true\`. */
const expectTrue = <T extends true>(): T | undefined => undefined;

const element: ${className} | null = document.querySelector(${tagConst});
element?.addEventListener('cinema-error', (event) => {
  const message: string = event.detail.message;
  void message;
});
const properties: ${tree}Properties = new ${className}();
properties.dataCinemaId = 'demo-cinema';
expectTrue<Equal<HTMLElementTagNameMap['${tag}'], ${className}>>();
expectTrue<Equal<keyof ${tree}EventMap, 'cinema-error'>>();
expectTrue<Equal<keyof ${tree}Properties, 'dataCinemaId' | 'apiBase' | 'timeZone'>>();
`,
    [`demo/public/test/${name}.html`]: `<!doctype html>
<html lang="en-AU" class="classic">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} — test harness</title>
    <!--
      A <${tag}> for end-to-end tests. ?theme=ritz|cameo|classic|lido sets the page's theme class.
    -->
    <script src="/demo/test/record-errors.js"></script>
    <script src="/demo/demo.js"></script>
    <script src="/demo/test/${name}.js"></script>
    <script type="module" src="/cdn/cinema-elements.js"></script>
  </head>
  <body>
    <main>
      <h1>${title} test page</h1>
      <div id="host"></div>
    </main>
  </body>
</html>
`,
    [`demo/public/test/${name}.js`]: `/* global document, location */
/** Builds ${name}.html from the query string (see the comment there). */
(function () {
  'use strict';
  var query = new URLSearchParams(location.search);
  var theme = query.get('theme');
  if (theme) document.documentElement.className = theme;
  document.addEventListener('DOMContentLoaded', function () {
    var element = document.createElement('${tag}');
    element.setAttribute('data-cinema-id', 'demo-cinema');
    element.setAttribute('api-base', '/api/');
    document.getElementById('host').appendChild(element);
  });
})();
`,
    [`test/e2e/${name}/first-view.spec.ts`]: `/**
 * \`<${tag}>\`'s first view, as its test page shows it: usable, what it keeps surviving a move in
 * the page, and accessible in every theme.
 */
import { descriptor } from '../../../src/elements/${name}/descriptor';
import { expectNoAxeViolationsInEveryTheme } from '../support/axe';
import { expect, test } from '../support/test';

test('shows its first view, usable, and keeps its state when moved', async ({ page }) => {
  await page.goto(descriptor.firstView.page);
  const host = page.locator(descriptor.tag);
  const ready = host.locator(descriptor.firstView.ready).first();
  await expect(ready).toBeVisible({ timeout: 20_000 });
  await expect(ready).toBeEnabled();
  await expect(host.getByRole('heading', { name: '${title}' })).toBeVisible();
  await host.getByRole('button', { name: 'Press me' }).click();
  await expect(host.getByRole('status')).toHaveText('Pressed once.');
  await host.evaluate((element) => document.querySelector('main')?.append(element));
  await expect(host.getByRole('status')).toHaveText('Pressed once.');
});

test('has no axe violation in any theme', async ({ page }) => {
  await page.goto(descriptor.firstView.page);
  await expect(page.locator(descriptor.tag).locator(descriptor.firstView.ready)).toBeVisible({
    timeout: 20_000,
  });
  await expectNoAxeViolationsInEveryTheme(page);
});
`,
    [`test/screenshots/${name}.shots.ts`]: `/**
 * Screenshots of \`<${tag}>\`: its first view and after a press, in all four themes at 1280, 390
 * and 320 px (\`npm run screenshots\`).
 */
import { descriptor } from '../../src/elements/${name}/descriptor';
import { THEME_NAMES } from '../../src/themes/themeNames';
import { expect, test } from '../e2e/support/test';
import { SHOT_WIDTHS } from './widths';

for (const theme of THEME_NAMES) {
  for (const width of SHOT_WIDTHS) {
    test(\`${name}, \${theme} at \${width} px\`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      const shot = (state: string) =>
        page.screenshot({ path: \`.reports/screenshots/${name}-\${theme}-\${width}-\${state}.png\` });
      await page.goto(\`\${descriptor.firstView.page}?theme=\${theme}\`);
      const host = page.locator(descriptor.tag);
      await expect(host.locator(descriptor.firstView.ready)).toBeVisible();
      await shot('1-first-view');
      await host.getByRole('button', { name: 'Press me' }).click();
      await expect(host.getByRole('status')).toHaveText('Pressed once.');
      await shot('2-pressed');
    });
  }
}
`,
  };
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
