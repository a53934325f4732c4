// @vitest-environment node
/**
 * `npm run new-element` (scripts/new-element.mjs), tried in a throwaway copy of the repository: the
 * element it makes passes at once what a change must pass before a build (prettier, lint, the
 * typecheck, the registry test, its unit tests and those that read every element). Its first view
 * in a browser, against a build, is scripts/check-scaffold.mjs (`npm test`'s scaffold step).
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRepository, runIn } from './lib/repositoryCopy.mjs';
import { nameProblem, newElement } from './new-element.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('npm run new-element -- gift-shop, in a copy of the repository', () => {
  let dir = '';
  /** @type {string[]} */
  let paths = [];
  beforeAll(() => {
    dir = copyRepository(ROOT, 'cinema-new-element-');
    paths = newElement(dir, 'gift-shop');
  }, 120_000);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Expect `command` to pass in the copy, showing what it printed when it does not. */
  const passes = (/** @type {string} */ command, /** @type {string[]} */ args) => {
    const { status, output } = runIn(dir, command, args);
    expect(status, `${command} ${args.join(' ')}\n${output.slice(-6000)}`).toBe(0);
  };

  it("writes the element's folders and names it where nothing derives it", () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        'src/elements/gift-shop/GiftShopElement.ts',
        'src/elements/gift-shop/descriptor.ts',
        'src/react/gift-shop/GiftShop.tsx',
        'src/atoms/gift-shop/giftShopAtoms.ts',
        'test/e2e/gift-shop/first-view.spec.ts',
        'test/screenshots/gift-shop.shots.ts',
        'src/elements/descriptors.ts',
        'src/elements/registry.ts',
        'src/index.ts',
        'package.json',
        'README.md',
      ]),
    );
    expect(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).exports).toHaveProperty(
      './gift-shop',
    );
  });

  it('refuses a name that is no element folder, or one that exists', () => {
    expect(nameProblem(dir, 'Gift_Shop')).toMatch(/lower-case words/);
    expect(nameProblem(dir, 'gift-shop')).toMatch(/exists already/);
    expect(nameProblem(dir, 'box-office')).toBeNull();
  });

  it('is formatted', () => passes('prettier', ['--check', ...paths]));

  it('passes the lint, the layer rule with its new feature included', () =>
    passes('eslint', [
      '--max-warnings',
      '0',
      // test/types is the consumer types check's (after a build), not the lint's.
      '--no-warn-ignored',
      ...paths.filter((path) => /\.(ts|tsx|js)$/.test(path)),
    ]));

  it('passes the typecheck', () => passes('tsc', ['-p', '.']), 600_000);

  it(
    'passes the registry test, its own unit tests and those that read every element',
    () =>
      passes('vitest', [
        'run',
        'test/unit/elementRegistry.test.ts',
        'src/elements/gift-shop',
        'src/react/gift-shop',
        'src/atoms/gift-shop',
        'src/index.test.ts',
        'src/elements/elementDefines.test.ts',
        'test/unit/adminReadme.test.ts',
        'test/unit/eslintLayers.test.ts',
        'demo/server/contentSecurityPolicy.test.ts',
        'scripts/lib/firstViewBudgets.test.ts',
      ]),
    600_000,
  );
});
