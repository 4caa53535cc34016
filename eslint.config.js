import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import svelteParser from 'svelte-eslint-parser';
import { layersRule } from './tools/eslint-layers.js';

// Layers import one way (ARCHITECTURE.md): rules and cardgame import nothing of ours.
const ourPackages = ['@harbinger/*'];
const harbinger = { rules: { layers: layersRule } };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/coverage/**',
      '**/dist/**',
      'data/**',
      'apps/web/.svelte-kit/**',
      'apps/web/build/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Prettier wraps code at 120 columns; a sentence inside a string or a template literal is left whole rather
      // than broken mid-phrase, and so are addresses and regular expressions.
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true },
      ],
    },
  },
  {
    plugins: { harbinger },
    rules: { 'harbinger/layers': 'error' },
  },
  {
    // Svelte components get the layers rule too (their script blocks parsed as TypeScript); Prettier and
    // svelte-check look after the rest of them.
    files: ['**/*.svelte'],
    languageOptions: { parser: svelteParser, parserOptions: { parser: tseslint.parser } },
    plugins: { harbinger },
    // svelte-check already knows the browser's globals, and Prettier lays out the markup.
    rules: { 'harbinger/layers': 'error', 'no-undef': 'off', 'max-len': 'off' },
  },
  {
    files: ['**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['packages/rules/src/**/*.ts', 'packages/cardgame/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ourPackages, message: 'rules and cardgame are bottom layers: they import nothing of ours.' },
            { group: ['node:*', 'fs', 'path', 'http'], message: 'rules and cardgame are pure: no I/O.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'Math.random', message: 'Randomness comes through an Rng argument.' }],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Randomness comes through an Rng argument.' },
        { object: 'Date', property: 'now', message: 'Rules have no clock.' },
      ],
    },
  },
  {
    files: ['packages/platform/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@harbinger/web', '@sveltejs/*', 'svelte', 'svelte/*', '**/apps/**'],
              message: 'platform knows nothing of HTTP or HTML: apps use platform, never the reverse.',
            },
          ],
        },
      ],
    },
  },
);
