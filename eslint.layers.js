// @ts-check
/**
 * The house layering (DEVELOPERS.md), enforced: `elements → react → atoms → api → storage`, React sees
 * only the provider's interface, and the provider knows neither React nor atoms. Shared leaves
 * (errors, events, format, themes, styles, botcheck, dom, config) sit below atoms and above storage: anyone may
 * use them, they use no layer above api. Tests and `testing/` fakes may cross layers to set things up.
 */

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

/** The features' atoms folders, named after their tags. */
const FEATURES = ['festival-pass', 'shop-cart', 'member-area', 'membership', 'newsletter'];

const ATOMS_PATTERNS = [
  up(['react', 'elements', 'provider'], 'atoms never import React, elements or the provider.'),
];

export const layerRules = [
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
  // Each feature's atoms: the atoms layer's rule, and no other feature's atoms (features depend on
  // checkout and the shared atoms, never on each other). One block per feature, since a later
  // block replaces an earlier one's options for the same files.
  ...FEATURES.map((feature) =>
    layer(
      `atoms/${feature}`,
      [
        ...ATOMS_PATTERNS,
        {
          regex: `^\\.\\./(${FEATURES.filter((other) => other !== feature).join('|')})(/|$)`,
          message: "a feature's atoms depend on checkout, never on another feature's atoms.",
        },
      ],
      REACT_PACKAGES,
    ),
  ),
  // The same for `import()`, which no-restricted-imports does not see.
  ...FEATURES.map((feature) => ({
    files: [`src/atoms/${feature}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression[source.value=/^\\.\\.\\/(${FEATURES.filter((other) => other !== feature).join('|')})(\\/|$)/]`,
          message: "a feature's atoms depend on checkout, never on another feature's atoms.",
        },
      ],
    },
  })),
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
