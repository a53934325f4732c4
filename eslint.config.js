// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layerRules } from './eslint.layers.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.reports/**',
      // The bench's staging folder: a copy of dist/cdn and the baseline it builds.
      '.bench/**',
      // Consumer files checked against the built .d.ts by scripts/check-types.mjs.
      'test/types/**',
      // A developer's own throwaway scripts (git-ignored too).
      '.scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Window members that read like a missing local (`onBlur={blur}` after `blur` was renamed
    // calls window.blur and type-checks): in product code, say `window.x` when that is meant.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...[
          'blur',
          'focus',
          'close',
          'open',
          'name',
          'status',
          'event',
          'stop',
          'print',
          'length',
          'parent',
          'top',
          'origin',
          'scroll',
          'find',
          'confirm',
        ].map((name) => ({
          name,
          message: `It is window.${name}; a local of that name is missing.`,
        })),
      ],
    },
  },
  ...layerRules,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
