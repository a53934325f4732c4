// @vitest-environment node
/**
 * The layer rule of eslint.config.js, tried on deliberately wrong imports: each forbidden direction
 * must fail the lint, and the allowed ones must pass. Removing the rule fails this suite.
 */
import { ESLint } from 'eslint';
import type { Linter } from 'eslint';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { SHARED_ATOMS, atomsFeatures, layerRulesFor } from '../../eslint.layers.js';
import type { ElementDescriptor } from '../../src/elements/descriptor';
import { DESCRIPTORS } from '../../src/elements/descriptors';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The restricted-import messages ESLint gives `code` as if it were the file at `filePath`. */
async function layerErrors(filePath: string, code: string, lint = eslint): Promise<string[]> {
  const [result] = await lint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter(
      (message) =>
        message.ruleId === '@typescript-eslint/no-restricted-imports' ||
        message.ruleId === 'no-restricted-syntax',
    )
    .map((message) => message.message);
}

const FORBIDDEN: Array<[string, string, string]> = [
  ['storage → api', 'src/storage/x.ts', "import { createHttp } from '../api/http';"],
  ['storage → react package', 'src/storage/x.ts', "import { useState } from 'react';"],
  ['api → atoms', 'src/api/x.ts', "import { cinemaStore } from '../atoms/store';"],
  ['api → jotai', 'src/api/x.ts', "import { atom } from 'jotai/vanilla';"],
  [
    'atoms → react layer',
    'src/atoms/checkout/x.ts',
    "import { useHost } from '../../react/useHost';",
  ],
  ['atoms → react package', 'src/atoms/x.ts', "import { useState } from 'react';"],
  ['atoms → jotai/react', 'src/atoms/x.ts', "import { useAtom } from 'jotai/react';"],
  ['atoms → provider', 'src/atoms/x.ts', "import { createBraintreeProvider } from '../provider';"],
  [
    'provider → atoms',
    'src/provider/braintree/x.ts',
    "import { cinemaStore } from '../../atoms/store';",
  ],
  ['provider → react layer', 'src/provider/x.ts', "import { useHost } from '../react/useHost';"],
  ['provider → react package', 'src/provider/x.ts', "import { useEffect } from 'react';"],
  [
    'react → provider implementation',
    'src/react/payment/x.ts',
    "import { createBraintreeProvider } from '../../provider/braintree/createBraintreeProvider';",
  ],
  [
    'react → api at run time',
    'src/react/payment/x.ts',
    "import { getCart } from '../../api/cart';",
  ],
  ['react → elements', 'src/react/x.ts', "import { defineElement } from '../elements/define';"],
  ['shared leaf → atoms', 'src/events/x.ts', "import { cinemaStore } from '../atoms/store';"],
  [
    'react → loading the checkout chunk itself',
    'src/react/membership/x.ts',
    "import { loadCheckoutFlow } from '../../atoms/loadCheckoutFlow';",
  ],
  [
    'element → loading the checkout chunk itself',
    'src/elements/shop-cart/x.ts',
    "import { loadChunk } from '../../atoms/loadChunk';",
  ],
  [
    'element → the API client',
    'src/elements/shop-cart/x.ts',
    "import { getCart } from '../../api/cart';",
  ],
  [
    "a feature's atoms → another feature's",
    'src/atoms/shop-cart/x.ts',
    "import { submitFestivalPass } from '../festival-pass/submitFestivalPass';",
  ],
  [
    "a feature's atoms → another feature's, loaded later",
    'src/atoms/festival-pass/x.ts',
    "export const later = () => import('../member-area/memberActions');",
  ],
  [
    "a feature's atoms → another feature's, and still not React",
    'src/atoms/membership/x.ts',
    "import { useHost } from '../../react/useHost';",
  ],
  [
    'the shared form atoms → a feature',
    'src/atoms/form/formAtoms.ts',
    "import { festivalPassAtoms } from '../festival-pass/festivalPassAtoms';",
  ],
  [
    'the shared checkout atoms → a feature',
    'src/atoms/checkout/x.ts',
    "import { submitFestivalPass } from '../festival-pass/submitFestivalPass';",
  ],
  [
    'the shared checkout atoms → a feature, loaded later',
    'src/atoms/checkout/orderSequence.ts',
    "export const later = () => import('../shop-cart/shopCartFlow');",
  ],
  [
    'the shared atoms → a feature, and still not React',
    'src/atoms/form/x.ts',
    "import { useState } from 'react';",
  ],
];

const ALLOWED: Array<[string, string, string]> = [
  [
    "a feature's atoms → the shared atoms, loaded later",
    'src/atoms/festival-pass/x.ts',
    "export const later = () => import('../signedIn');",
  ],
  [
    "a feature's atoms → checkout",
    'src/atoms/membership/x.ts',
    "import { orderOutcome } from '../checkout/orderSequence';",
  ],
  [
    'the shared atoms → each other',
    'src/atoms/checkout/x.ts',
    "import { createFormAtoms } from '../form/formAtoms';",
  ],
  [
    'element → API types',
    'src/elements/shop-cart/x.ts',
    "import type { Cart } from '../../api/schemas';",
  ],
  [
    'react → atoms',
    'src/react/payment/x.ts',
    "import { checkoutAtoms } from '../../atoms/checkout';",
  ],
  [
    'react → provider interface (types)',
    'src/react/payment/x.ts',
    "import type { PaymentProvider } from '../../provider/PaymentProvider';",
  ],
  ['react → API types', 'src/react/payment/x.ts', "import type { Cart } from '../../api/schemas';"],
  ['atoms → api', 'src/atoms/x.ts', "import { getCart } from '../api/cart';"],
  ['api → storage', 'src/api/x.ts', "import { storage } from '../storage';"],
  [
    'elements → react',
    'src/elements/x.ts',
    "import { withElementRoot } from '../react/withElementRoot';",
  ],
  [
    'elements → provider (composition root)',
    'src/elements/x.ts',
    "const load = () => import('../provider/braintree/createBraintreeProvider');",
  ],
  ['tests set up fakes across layers', 'src/atoms/x.test.ts', "import { useState } from 'react';"],
];

describe('eslint layer rule', () => {
  it.each(FORBIDDEN)('fails %s', async (_name, filePath, code) => {
    expect(await layerErrors(filePath, `${code}\nexport {};\n`)).not.toEqual([]);
  });

  it.each(ALLOWED)('allows %s', async (_name, filePath, code) => {
    expect(await layerErrors(filePath, `${code}\nexport {};\n`)).toEqual([]);
  });
});

describe("the atoms folders' features, without a list", () => {
  it('are every folder of src/atoms but the shared ones, each the feature of an element', () => {
    const folders = readdirSync(join(root, 'src/atoms'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(SHARED_ATOMS.every((shared) => folders.includes(shared))).toBe(true);
    expect(atomsFeatures()).toEqual(folders.filter((name) => !SHARED_ATOMS.includes(name)).sort());
    const features = Object.values<ElementDescriptor>(DESCRIPTORS).flatMap(({ feature }) =>
      feature === null ? [] : [feature],
    );
    expect(atomsFeatures()).toEqual([...features].sort());
  });

  describe('a folder that no list names is a feature too', () => {
    let atomsDir = '';
    let lint: ESLint;
    beforeAll(() => {
      atomsDir = mkdtempSync(join(tmpdir(), 'cinema-atoms-'));
      for (const name of ['checkout', 'form', 'festival-pass', 'gift-shop'])
        mkdirSync(join(atomsDir, name));
      const parser: Linter.Config = {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser as Linter.Parser },
        plugins: { '@typescript-eslint': tseslint.plugin as never },
      };
      lint = new ESLint({
        cwd: root,
        overrideConfigFile: true,
        overrideConfig: [parser, ...layerRulesFor(atomsFeatures(atomsDir))],
      });
    });
    afterAll(() => rmSync(atomsDir, { recursive: true, force: true }));

    it('is read from the disk', () => {
      expect(atomsFeatures(atomsDir)).toEqual(['festival-pass', 'gift-shop']);
    });

    it.each([
      ['src/atoms/gift-shop/x.ts', "import { a } from '../festival-pass/a';"],
      ['src/atoms/festival-pass/x.ts', "export const later = () => import('../gift-shop/a');"],
      ['src/atoms/form/x.ts', "import { a } from '../gift-shop/a';"],
      ['src/atoms/checkout/x.ts', "export const later = () => import('../gift-shop/a');"],
    ])('fails %s: %s', async (filePath, code) => {
      expect(await layerErrors(filePath, `${code}\nexport {};\n`, lint)).not.toEqual([]);
    });

    it('allows a new feature its shared atoms', async () => {
      const code = "import { a } from '../checkout/a';\nexport {};\n";
      expect(await layerErrors('src/atoms/gift-shop/x.ts', code, lint)).toEqual([]);
    });
  });
});
