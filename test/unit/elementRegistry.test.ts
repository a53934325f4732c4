/**
 * The element registry: the places that name the elements and that nothing derives, held to the
 * element folders (`src/elements/<name>/index.ts`, scripts/lib/elementRegistry.mjs). The compiler
 * already fails for an element (a tag in `HTMLElementTagNameMap`) missing from `DESCRIPTORS` or
 * `ELEMENTS`, or a tag there that no element declares; this names what it cannot see: a folder
 * without a descriptor, a descriptor that is not its folder's, an attribute the class does not
 * have, and each place a person writes by hand (the root's exports, package.json, the consumer
 * type tests, the demo pages, the E2E specs, the screenshots). `npm test` runs it as its registry
 * step (scripts/check-registry.mjs) and again with the unit tests; each failure names its place.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  FOLDER_NAME,
  elementFolders,
  elementNames,
  isValidCustomElementName,
} from '../../scripts/lib/elementRegistry.mjs';
import { importGraph, sourceFiles } from '../../scripts/lib/importCycles.mjs';
import type { CinemaTag, ElementDescriptor } from '../../src/elements/descriptor';
import { DESCRIPTORS } from '../../src/elements/descriptors';
import { ELEMENTS } from '../../src/elements/registry';
import * as packageRoot from '../../src/index';

const ROOT = join(import.meta.dirname, '..', '..');
const FOLDERS = elementFolders(ROOT);
const TAGS = Object.keys(DESCRIPTORS) as CinemaTag[];

const read = (path: string): string => {
  const file = join(ROOT, path);
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
};
const filesIn = (path: string): string[] =>
  existsSync(join(ROOT, path)) ? readdirSync(join(ROOT, path)) : [];
const exported = packageRoot as Record<string, unknown>;
const packageExports = JSON.parse(read('package.json')).exports as Record<string, unknown>;
/** Every `cinema-*` tag a page's markup holds. */
const tagsIn = (html: string): string[] => [
  ...new Set([...html.matchAll(/<(cinema-[a-z0-9-]+)/g)].map((match) => match[1] ?? '')),
];

it('every element folder is a descriptor of DESCRIPTORS, and every descriptor a folder', () => {
  expect(FOLDERS.length).toBeGreaterThan(0);
  expect(TAGS.map((tag) => tag.slice('cinema-'.length)).sort()).toEqual(FOLDERS);
  expect(Object.keys(ELEMENTS).sort()).toEqual([...TAGS].sort());
});

it('no folder of src/elements has an element class without its index.ts', () => {
  const halfMade = readdirSync(join(ROOT, 'src/elements'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !FOLDERS.includes(entry.name))
    .filter((entry) => filesIn(`src/elements/${entry.name}`).some((f) => /Element\.ts$/.test(f)))
    .map((entry) => `src/elements/${entry.name}/`);
  expect(halfMade, 'an element folder needs its side-effect entry, index.ts').toEqual([]);
});

describe.each(FOLDERS)('<cinema-%s>', (folder) => {
  const { tag, tagConst, className, module, tree, treeModule } = elementNames(folder);
  const source = read(module);
  const descriptor = (DESCRIPTORS as Record<string, ElementDescriptor>)[tag];

  it('has a folder name that makes a valid tag', () => {
    expect(folder, 'lower-case words joined by hyphens').toMatch(FOLDER_NAME);
    expect(isValidCustomElementName(tag), `<${tag}>`).toBe(true);
  });

  it(`is described by src/elements/${folder}/descriptor.ts`, async () => {
    const own = (await import(join(ROOT, `src/elements/${folder}/descriptor.ts`))) as {
      descriptor?: ElementDescriptor;
    };
    expect(own.descriptor?.tag).toBe(tag);
    expect(descriptor, `DESCRIPTORS['${tag}'] is that file's descriptor`).toBe(own.descriptor);
  });

  it(`declares its tag, class, manifest tag and lazy tree in ${module}`, () => {
    expect(source, `${module} exists`).not.toBe('');
    expect(source).toContain(`export const ${tagConst} = '${tag}';`);
    expect(source).toMatch(new RegExp(`export class ${className}\\b`));
    // custom-elements.json is made from the JSDoc.
    expect(source).toMatch(new RegExp(`@tag ${tag}\\s`));
    expect(source).toContain(`'${tag}': ${className};`);
    // The chunk the build preloads for the tag is the tree's, named after the folder.
    expect(source).toContain(`import('../../${treeModule.slice('src/'.length)}')`);
    expect(existsSync(join(ROOT, `${treeModule}.tsx`)), `${treeModule}.tsx exists`).toBe(true);
    expect(read(`src/elements/${folder}/index.ts`)).toMatch(
      new RegExp(`defineElement\\(\\s*${tagConst},\\s*${className}\\s*\\)`),
    );
    expect(filesIn(`src/elements/${folder}`)).toContain(`${className}.test.ts`);
  });

  it('is in the registry and the package root as its own class', async () => {
    const own = (await import(join(ROOT, module))) as Record<string, unknown>;
    expect(own[tagConst]).toBe(tag);
    expect(own[className]).toBeTypeOf('function');
    expect(ELEMENTS[tag as CinemaTag], `src/elements/registry.ts: ${tag}`).toBe(own[className]);
    expect(exported[tagConst], `src/index.ts exports ${tagConst}`).toBe(tag);
    expect(exported[className], `src/index.ts exports ${className}`).toBe(own[className]);
    const rootSource = read('src/index.ts');
    for (const type of [`${tree}EventMap`, `${tree}Properties`])
      expect(rootSource, `src/index.ts exports the type ${type}`).toMatch(
        new RegExp(`type ${type},[^}]*\\} from './elements/${folder}/${className}'`),
      );
  });

  it("has the attributes its descriptor lists, as its class's @attr lines say", () => {
    const element = ELEMENTS[tag as CinemaTag] as CustomElementConstructor & {
      observedAttributes: string[];
    };
    const attributes = Object.entries(descriptor?.attributes ?? {});
    expect(attributes.map(([name]) => name).sort()).toEqual([...element.observedAttributes].sort());
    const lines = new Map(
      [...source.matchAll(/@attr (\S+) - (.*)/g)].map((match) => [match[1], match[2] ?? '']),
    );
    for (const [name, attribute] of attributes) {
      const line = lines.get(name);
      expect(line, `${module}: @attr ${name}`).toBeDefined();
      expect(/Required\.?$/.test(line ?? ''), `${name} is required`).toBe(attribute.required);
      expect(line?.match(/\bDefault `([^`]+)`/)?.[1], `${name}'s default`).toBe(attribute.default);
    }
  });

  it('keeps its state in its own feature folder, if any', () => {
    const feature = descriptor?.feature;
    if (feature !== null)
      expect(existsSync(join(ROOT, `src/atoms/${feature}`)), `src/atoms/${feature}/`).toBe(true);
  });

  it('is a package subpath with its consumer type tests', () => {
    const dist = `./dist/elements/${folder}/index`;
    expect(packageExports[`./${folder}`], `package.json exports["./${folder}"]`).toEqual({
      types: `${dist}.d.ts`,
      import: `${dist}.js`,
    });
    // A consumer of the subpath alone (check-types.mjs compiles it against the build's .d.ts).
    const consumers = filesIn('test/types').filter((file) =>
      read(`test/types/${file}`).includes(`from 'cinema-elements/${folder}'`),
    );
    expect(consumers, `a test/types file imports 'cinema-elements/${folder}'`).not.toEqual([]);
    expect(read('test/types/root-elements.ts')).toMatch(new RegExp(`\\b${className}\\b`));
  });

  it('has its test page, a place on the demo page and on the busy page', () => {
    for (const file of [`demo/public/test/${folder}.html`, `demo/public/test/${folder}.js`])
      expect(existsSync(join(ROOT, file)), `${file} exists`).toBe(true);
    expect(descriptor?.firstView.page.split('?')[0]).toBe(`/demo/test/${folder}.html`);
    for (const page of ['demo/public/index.html', 'demo/public/test/every-element.html'])
      expect(tagsIn(read(page)), page).toContain(tag);
  });

  it('has its end-to-end specs and its screenshots', () => {
    expect(
      filesIn(`test/e2e/${folder}`).filter((name) => name.endsWith('.spec.ts')),
      `test/e2e/${folder}/*.spec.ts`,
    ).not.toEqual([]);
    expect(filesIn('test/screenshots')).toContain(`${folder}.shots.ts`);
  });
});

it('nothing names an element whose folder is gone', () => {
  const known = (name: string) => FOLDERS.includes(name);
  const problems: string[] = [];
  for (const [subpath, value] of Object.entries(packageExports)) {
    const folder = JSON.stringify(value).match(/\.\/dist\/elements\/([^/]+)\//)?.[1];
    if (folder !== undefined && !known(folder)) problems.push(`package.json exports "${subpath}"`);
  }
  for (const from of read('src/index.ts').matchAll(/from '\.\/elements\/([^/']+)\//g))
    if (!known(from[1] ?? '')) problems.push(`src/index.ts exports from ${from[1]}/`);
  for (const file of filesIn('test/types'))
    for (const from of read(`test/types/${file}`).matchAll(/from 'cinema-elements\/([^'.]+)'/g))
      if (!known(from[1] ?? '')) problems.push(`test/types/${file} imports ${from[1]}`);
  for (const page of ['demo/public/index.html', 'demo/public/test/every-element.html'])
    for (const tag of tagsIn(read(page)))
      if (!known(tag.slice('cinema-'.length))) problems.push(`${page} holds <${tag}>`);
  expect(problems).toEqual([]);
});

it('no module a page runs reaches the descriptors: the build bakes in what a page needs', () => {
  const graph = importGraph(
    sourceFiles(join(ROOT, 'src'), (path) => !/\.test\.tsx?$|[/\\]testing[/\\]/.test(path)),
  );
  const entries = [
    'src/cdn.ts',
    'src/index.ts',
    ...FOLDERS.map((f) => `src/elements/${f}/index.ts`),
  ];
  const reached = new Set<string>();
  const queue = entries.map((entry) => join(ROOT, entry));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    queue.push(...(graph.get(file) ?? []));
  }
  expect(reached.size).toBeGreaterThan(entries.length);
  const data = /[/\\]elements[/\\](descriptors|elementDefines|[^/\\]+[/\\]descriptor)\.ts$/;
  expect(
    [...reached].filter((file) => data.test(file)).map((file) => relative(ROOT, file)),
  ).toEqual([]);
});
