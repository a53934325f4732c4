// @ts-check
/**
 * The house layering (DEVELOPERS.md "Layering"), enforced: `elements → react → atoms → api → storage`, React sees
 * only the provider's interface, and the provider knows neither React nor atoms. Shared leaves
 * (errors, events, format, themes, styles, botcheck, dom, config) sit below atoms and above storage: anyone may
 * use them, they use no layer above api. Tests and `testing/` fakes may cross layers to set things up.
 */

import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** An import of the top-level src folder `name`, from any depth below src. */
const folder = (...names) => `^(\\.\\./)+(${names.join('|')})(/|$)`;

const REACT_PACKAGES = ['react', 'react-dom', 'react-dom/*', 'jotai/react', 'jotai/react/*'];

/**
 * One `@typescript-eslint/no-restricted-imports` block per layer.
 * @param {string} layer src folder(s), as a glob part
 * @param {{ regex: string, message: string, allowTypeImports?: boolean }[]} patterns
 * @param {string[]} packages bare package names this layer may not import
 */
function layer(layer, patterns, packages = []) {
  return {
    files: [`src/${layer}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: packages
            .filter((name) => !name.includes('*'))
            .map((name) => ({ name, message: `The ${layer} layer never imports ${name}.` })),
          patterns: [
            ...patterns,
            ...packages
              .filter((name) => name.includes('*'))
              .map((name) => ({
                group: [name],
                message: `The ${layer} layer never imports ${name}.`,
              })),
          ],
        },
      ],
    },
  };
}

const up = (names, why) => ({ regex: folder(...names), message: why });

/** Lazy chunks of the checkout load in the atoms layer only (src/atoms/loadChunk.ts). */
const CHUNK_LOADING = {
  regex: '^(\\.\\./)+atoms/(loadCheckout|loadCheckoutFlow|loadChunk)$',
  message: "the checkout's chunks load in atoms: call a feature's action instead.",
};

/**
 * The atoms folders every feature may use: the checkout and the form system. Every other folder of
 * `src/atoms/` is a feature's (named after its tag, as its descriptor's `feature` says), read from
 * the disk when the lint starts, so a new one is a feature without being listed anywhere.
 */
export const SHARED_ATOMS = ['checkout', 'form'];

/** The features: every folder of `atomsDir` but the shared ones (and `testing/` fakes). */
export function atomsFeatures(atomsDir = fileURLToPath(new URL('src/atoms', import.meta.url))) {
  return readdirSync(atomsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => !SHARED_ATOMS.includes(name) && name !== 'testing')
    .sort();
}

const ATOMS_PATTERNS = [
  up(['react', 'elements', 'provider'], 'atoms never import React, elements or the provider.'),
];

/** An import of one of `features`' atoms, from a folder beside them (or below). */
const featureImport = (/** @type {string[]} */ features) =>
  `^(\\.\\./)+(${features.join('|')})(/|$)`;

/**
 * The atoms folders' own rules, for `features`: each feature's atoms use the shared atoms, never
 * another feature's; the shared folders never use a feature's. Each for `import` and `import()`
 * (which no-restricted-imports does not see). One block per folder, since a later block replaces an
 * earlier one's options for the same files.
 * @param {string[]} features
 */
export function atomsRules(features) {
  /** @type {Array<{ folder: string, others: string[], message: string }>} */
  const folders = [
    ...features.map((feature) => ({
      folder: feature,
      others: features.filter((other) => other !== feature),
      message: "a feature's atoms depend on checkout, never on another feature's atoms.",
    })),
    ...SHARED_ATOMS.map((folder) => ({
      folder,
      others: features,
      message: `the shared atoms (${folder}/) never depend on a feature's atoms.`,
    })),
  ].filter(({ others }) => others.length > 0);
  return folders.flatMap(({ folder, others, message }) => [
    layer(
      `atoms/${folder}`,
      [...ATOMS_PATTERNS, { regex: featureImport(others), message }],
      [...REACT_PACKAGES],
    ),
    {
      files: [`src/atoms/${folder}/**/*.{ts,tsx}`],
      ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector: `ImportExpression[source.value=/${featureImport(others).replaceAll('/', '\\/')}/]`,
            message,
          },
        ],
      },
    },
  ]);
}

/** The layer rules, the atoms folders' for `features`. */
export function layerRulesFor(/** @type {string[]} */ features) {
  return [
    layer(
      'storage',
      [
        up(
          ['api', 'atoms', 'react', 'elements', 'provider', 'botcheck'],
          'storage is the bottom layer.',
        ),
      ],
      REACT_PACKAGES.concat('jotai', 'jotai/*'),
    ),
    layer(
      'api',
      [
        up(
          ['atoms', 'react', 'elements', 'provider', 'botcheck'],
          'api sits below atoms, react and elements.',
        ),
      ],
      REACT_PACKAGES.concat('jotai', 'jotai/*'),
    ),
    layer('atoms', ATOMS_PATTERNS, REACT_PACKAGES),
    ...atomsRules(features),
    layer(
      'provider',
      [
        up(['atoms', 'react', 'elements'], 'the provider imports neither React nor atoms.'),
        { ...up(['api'], 'the provider may only use API types.'), allowTypeImports: true },
      ],
      REACT_PACKAGES.concat('jotai', 'jotai/*'),
    ),
    layer('react', [
      up(['elements'], 'react sits below elements.'),
      CHUNK_LOADING,
      {
        regex: '^(\\.\\./)+provider/(?!PaymentProvider$|providerErrors$)',
        message:
          'React sees only the provider interface; the element layer hands in the implementation.',
        allowTypeImports: true,
      },
      {
        ...up(['api'], 'React reaches the API through atoms (type imports are fine).'),
        allowTypeImports: true,
      },
    ]),
    layer('elements', [
      CHUNK_LOADING,
      {
        ...up(['api'], 'an element reaches the API through atoms (type imports are fine).'),
        allowTypeImports: true,
      },
    ]),
    layer(
      '{errors,events,format,themes,styles,botcheck,dom,config}',
      [
        up(['atoms', 'react', 'elements', 'provider'], 'shared leaves sit below atoms.'),
        { ...up(['api'], 'shared leaves may only use API types.'), allowTypeImports: true },
      ],
      REACT_PACKAGES,
    ),
  ];
}

/** The layer rules for the atoms folders on the disk. */
export const layerRules = layerRulesFor(atomsFeatures());
