import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  elementEntries,
  elementFolders,
  elementNames,
  elementTrees,
  isValidCustomElementName,
  namedExports,
  registryEntries,
  registryProblems,
} from './elementRegistry.mjs';

describe('elementNames', () => {
  it('derives the tag, constant, class, module and tree from the folder name', () => {
    expect(elementNames('shop-cart')).toEqual({
      folder: 'shop-cart',
      tag: 'cinema-shop-cart',
      tagConst: 'SHOP_CART_TAG',
      className: 'ShopCartElement',
      module: 'src/elements/shop-cart/ShopCartElement.ts',
      tree: 'ShopCart',
      treeModule: 'src/react/shop-cart/ShopCart',
    });
    expect(elementNames('newsletter').tagConst).toBe('NEWSLETTER_TAG');
  });
});

describe('isValidCustomElementName', () => {
  it('wants a lower-case start, a hyphen, no upper case and no reserved name', () => {
    expect(isValidCustomElementName('cinema-shop-cart')).toBe(true);
    expect(isValidCustomElementName('newsletter')).toBe(false);
    expect(isValidCustomElementName('cinema-Shop')).toBe(false);
    expect(isValidCustomElementName('1-cinema')).toBe(false);
    expect(isValidCustomElementName('font-face')).toBe(false);
  });
});

describe('source readers', () => {
  it('namedExports groups the exported names by module, type-only ones included', () => {
    const exported = namedExports(`
      export { A_TAG, AElement, type AProperties } from './elements/a/AElement';
      export type { B } from './b';
      export { local };
      export * from './star';`);
    expect(Object.fromEntries([...exported].map(([from, names]) => [from, [...names]]))).toEqual({
      './elements/a/AElement': ['A_TAG', 'AElement', 'AProperties'],
      './b': ['B'],
      '': ['local'],
    });
  });

  it('registryEntries reads the array through `as` and `satisfies`, or null without one', () => {
    expect(
      registryEntries(
        'export const ELEMENTS = [{ tag: A_TAG, element: AElement }, { tag: B_TAG }] as const;',
      ),
    ).toEqual([
      { tag: 'A_TAG', element: 'AElement' },
      { tag: 'B_TAG', element: '?' },
    ]);
    expect(registryEntries('export const OTHER = [];')).toBeNull();
  });
});

/** A small repository whose places all agree with the element folders `folders`. */
function writeRepo(/** @type {string} */ dir, /** @type {string[]} */ folders) {
  const write = (/** @type {string} */ path, /** @type {string} */ text) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  const elements = folders.map(elementNames);
  for (const { folder, tag, tagConst, className, module, tree, treeModule } of elements) {
    write(
      module,
      `export const ${tagConst} = '${tag}';
/**
 * @tag ${tag}
 */
export class ${className} extends cinemaElement(
  lazyElementTree(${tagConst}, () => import('../../react/${folder}/${tree}')),
) {}
declare global {
  interface HTMLElementTagNameMap {
    '${tag}': ${className};
  }
}
`,
    );
    write(
      `src/elements/${folder}/index.ts`,
      `import { ${tagConst}, ${className} } from './${className}';\ndefineElement(${tagConst}, ${className});\n`,
    );
    write(`src/elements/${folder}/${className}.test.ts`, '');
    write(`${treeModule}.tsx`, '');
    write(`test/types/${folder}.ts`, `import { ${className} } from 'cinema-elements/${folder}';\n`);
    write(`demo/public/test/${folder}.html`, '');
    write(`demo/public/test/${folder}.js`, '');
    write(`test/e2e/${folder}/${folder}.spec.ts`, '');
    write(`test/screenshots/${folder}.shots.ts`, '');
  }
  // Not an element: no index.ts, no element module.
  write('src/elements/testing/elementContract.ts', '');
  write('src/atoms/checkout/checkoutAtoms.ts', '');
  write(
    'src/elements/registry.ts',
    `${elements
      .map(({ folder, tagConst, className }) => {
        return `import { ${tagConst}, ${className} } from './${folder}/${className}';\n`;
      })
      .join('')}export const ELEMENTS: readonly RegisteredElement[] = [
${elements.map(({ tagConst, className }) => `  { tag: ${tagConst}, element: ${className} },\n`).join('')}];
`,
  );
  write(
    'src/index.ts',
    `import { ELEMENTS } from './elements/registry';
export function defineAll() {}
${elements
  .map(
    ({ folder, tagConst, className, tree }) =>
      `export { ${tagConst}, ${className}, type ${tree}EventMap, type ${tree}Properties } from './elements/${folder}/${className}';\n`,
  )
  .join('')}export { defineElement } from './elements/define';
`,
  );
  write(
    'package.json',
    JSON.stringify({
      exports: {
        '.': { types: './dist/index.d.ts', import: './dist/index.js' },
        ...Object.fromEntries(
          folders.map((folder) => [
            `./${folder}`,
            {
              types: `./dist/elements/${folder}/index.d.ts`,
              import: `./dist/elements/${folder}/index.js`,
            },
          ]),
        ),
        './package.json': './package.json',
      },
    }),
  );
  write(
    'tsup.config.ts',
    `import { elementEntries, elementTrees } from './scripts/lib/elementRegistry.mjs';
const entry = { index: 'src/index.ts', ...elementEntries('.') };
const files = ['src/atoms/checkout/checkoutAtoms.ts'];
const group = /[/\\\\]react[/\\\\](${folders.join('|')})[/\\\\]/;
const ELEMENT_TREES = elementTrees('.');
`,
  );
  write(
    'test/size-budgets.json',
    JSON.stringify({
      budgets: [
        { name: 'entry', kind: 'entry-closure', gzip: 1 },
        ...elements.map(({ folder, tree }) => ({
          name: `${folder} first view`,
          kind: 'first-view',
          match: `${tree}-`,
          gzip: 1,
        })),
      ],
    }),
  );
  write(
    'test/types/root-elements.ts',
    `import { ${elements.map((e) => e.className).join(', ')} } from 'cinema-elements';\n`,
  );
  const markup = elements.map(({ tag }) => `<${tag} data-cinema-id="x"></${tag}>`).join('\n');
  write('demo/public/index.html', `<main>${markup}</main>`);
  write('demo/public/test/every-element.html', `<main>${markup}\n${markup}</main>`);
  write(
    'scripts/bench/benchElements.ts',
    `export const BENCH_ELEMENTS = [\n${elements
      .map(
        ({ folder, tag }) => `  { name: '${folder}', tag: '${tag}', page: '/', main: 'form' },\n`,
      )
      .join('')}];\n`,
  );
}

describe('registryProblems', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'registry-'));
    writeRepo(dir, ['gift-card', 'newsletter']);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const read = (/** @type {string} */ path) => readFileSync(join(dir, path), 'utf8');
  const write = (/** @type {string} */ path, /** @type {string} */ text) =>
    writeFileSync(join(dir, path), text);
  const edit = (
    /** @type {string} */ path,
    /** @type {string | RegExp} */ from,
    /** @type {string} */ to,
  ) => {
    const text = read(path);
    const changed = text.replace(from, to);
    if (changed === text) throw new Error(`the fixture's ${path} has no ${from}`);
    write(path, changed);
  };
  const remove = (/** @type {string} */ path) => rmSync(join(dir, path), { recursive: true });

  it('finds nothing when every place agrees with the folders, and derives the build from them', () => {
    expect(registryProblems(dir)).toEqual([]);
    expect(elementFolders(dir)).toEqual(['gift-card', 'newsletter']);
    expect(elementTrees(dir)).toEqual({
      'cinema-gift-card': 'GiftCard',
      'cinema-newsletter': 'Newsletter',
    });
    expect(elementEntries(dir)).toEqual({
      'elements/gift-card/index': 'src/elements/gift-card/index.ts',
      'elements/newsletter/index': 'src/elements/newsletter/index.ts',
    });
  });

  it.each([
    [
      'package.json has no export for it',
      () => {
        const pkg = JSON.parse(read('package.json'));
        delete pkg.exports['./gift-card'];
        write('package.json', JSON.stringify(pkg));
      },
      'package.json exports: <cinema-gift-card> needs "./gift-card": { "types": "./dist/elements/gift-card/index.d.ts", "import": "./dist/elements/gift-card/index.js" }',
    ],
    [
      'the root does not export its types',
      () => edit('src/index.ts', ', type GiftCardEventMap, type GiftCardProperties', ''),
      "src/index.ts: <cinema-gift-card>: export GiftCardEventMap and GiftCardProperties from './elements/gift-card/GiftCardElement'",
    ],
    [
      "defineAll() does not use the registry's list",
      () => edit('src/index.ts', "import { ELEMENTS } from './elements/registry';", ''),
      "src/index.ts: defineAll() must define the registry's `ELEMENTS` (import it from './elements/registry')",
    ],
    [
      'the registry does not list it',
      () =>
        edit(
          'src/elements/registry.ts',
          '  { tag: GIFT_CARD_TAG, element: GiftCardElement },\n',
          '',
        ),
      "src/elements/registry.ts: <cinema-gift-card> needs `{ tag: GIFT_CARD_TAG, element: GiftCardElement }` in ELEMENTS, both imported from './gift-card/GiftCardElement'",
    ],
    [
      'tsup lists the trees by hand again',
      () =>
        edit(
          'tsup.config.ts',
          "elementTrees('.')",
          "{ 'cinema-gift-card': 'GiftCard', 'cinema-newsletter': 'Newsletter' }",
        ),
      'tsup.config.ts: ELEMENT_TREES must be `elementTrees(…)` (scripts/lib/elementRegistry.mjs), not a list by hand',
    ],
    [
      'a tsup chunk list names a folder that is gone',
      () => edit('tsup.config.ts', '(gift-card|newsletter)', '(gift-card|newsletter|old-offer)'),
      'tsup.config.ts: a chunk list names src/react/old-offer/, which does not exist',
    ],
    [
      'it has no first-view size budget',
      () => {
        const config = JSON.parse(read('test/size-budgets.json'));
        config.budgets = config.budgets.filter((/** @type {any} */ b) => b.match !== 'GiftCard-');
        write('test/size-budgets.json', JSON.stringify(config));
      },
      'test/size-budgets.json: <cinema-gift-card> needs a "first-view" budget with "match": "GiftCard-"',
    ],
    [
      'no consumer type test imports its subpath',
      () => remove('test/types/gift-card.ts'),
      "test/types: <cinema-gift-card>: no consumer file imports 'cinema-elements/gift-card' (add test/types/gift-card.ts)",
    ],
    [
      "the root's type test leaves its class out",
      () => edit('test/types/root-elements.ts', 'GiftCardElement, ', ''),
      "test/types/root-elements.ts: <cinema-gift-card>: the root's consumer file does not use GiftCardElement",
    ],
    [
      'the demo page has no section for it',
      () => edit('demo/public/index.html', /<cinema-gift-card[^\n]*\n/, ''),
      'demo/public/index.html: has no <cinema-gift-card>',
    ],
    [
      'it has no test page',
      () => remove('demo/public/test/gift-card.js'),
      'demo/public/test/gift-card.js: missing: the test page of <cinema-gift-card>',
    ],
    [
      'the bench does not measure it',
      () => edit('scripts/bench/benchElements.ts', /[^\n]*gift-card[^\n]*\n/, ''),
      "scripts/bench/benchElements.ts: BENCH_ELEMENTS has no entry with tag: 'cinema-gift-card'",
    ],
    [
      'its folder has no element test',
      () => remove('src/elements/gift-card/GiftCardElement.test.ts'),
      'src/elements/gift-card/GiftCardElement.test.ts: missing: the element test of <cinema-gift-card>',
    ],
    [
      'its tag constant is not named after its folder',
      () =>
        edit(
          'src/elements/gift-card/GiftCardElement.ts',
          "= 'cinema-gift-card'",
          "= 'cinema-giftcard'",
        ),
      "src/elements/gift-card/GiftCardElement.ts: must declare `export const GIFT_CARD_TAG = 'cinema-gift-card'`",
    ],
    [
      'its lazy tree is not the one the build preloads',
      () =>
        edit('src/elements/gift-card/GiftCardElement.ts', 'gift-card/GiftCard', 'gift-card/Cards'),
      "src/elements/gift-card/GiftCardElement.ts: its lazy tree must be `import('../../react/gift-card/GiftCard')` (the chunk GiftCard-*.js the build preloads for <cinema-gift-card>)",
    ],
    [
      'its entry does not define it',
      () => edit('src/elements/gift-card/index.ts', /defineElement\([^)]*\);/, ''),
      'src/elements/gift-card/index.ts: must call `defineElement(GIFT_CARD_TAG, GiftCardElement)`',
    ],
    [
      'it has no end-to-end specs',
      () => remove('test/e2e/gift-card'),
      'test/e2e/gift-card/: missing: the end-to-end specs of <cinema-gift-card>',
    ],
  ])('names the place when %s', (_, breakIt, expected) => {
    breakIt();
    expect(registryProblems(dir)).toEqual([expected]);
  });

  it('names every place that still lists an element whose folder is gone', () => {
    remove('src/elements/newsletter');
    expect(registryProblems(dir)).toEqual([
      "src/elements/registry.ts: the entry { tag: NEWSLETTER_TAG, element: NewsletterElement } is no element folder's",
      "src/index.ts: exports from './elements/newsletter/NewsletterElement', which is no element folder",
      'package.json exports: "./newsletter" points at dist/elements/newsletter/, which no element folder builds',
      'test/size-budgets.json: the first-view budget "newsletter first view" matches no element\'s tree',
      "test/types: newsletter.ts imports 'cinema-elements/newsletter', which is no element folder",
      "demo/public/index.html: has <cinema-newsletter>, which is no element folder's",
      "demo/public/test/every-element.html: has <cinema-newsletter>, which is no element folder's",
      "scripts/bench/benchElements.ts: BENCH_ELEMENTS measures <cinema-newsletter>, which is no element folder's",
    ]);
  });

  it('names a folder with an element module but no entry, and a folder name that is no tag', () => {
    remove('src/elements/gift-card/index.ts');
    mkdirSync(join(dir, 'src/elements/Gift_Card'));
    write('src/elements/Gift_Card/index.ts', '');
    const problems = registryProblems(dir);
    expect(problems).toContain(
      'src/elements/gift-card/: GiftCardElement.ts but no index.ts: an element folder needs its side-effect entry',
    );
    expect(problems).toContain(
      'src/elements/Gift_Card/: a folder name must be lower-case words joined by hyphens (it becomes the tag)',
    );
    expect(problems).toContain(
      'src/elements/Gift_Card/: <cinema-Gift_Card> is not a valid custom element name',
    );
  });
});
