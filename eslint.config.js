import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';

/** Imports flow one way (web → shared ← server) and features never reach into each other. */
const restrict = (patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'storage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      'import-x/no-default-export': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': restrict([
        {
          regex: '(^|/)(server|web)/',
          message: 'src/shared is what things ARE: it imports neither server nor web.',
        },
        { regex: '^(react|react-dom|fastify|pg|@fastify/.*)$', message: 'src/shared stays framework-free.' },
      ]),
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '(^|/)web/', message: 'The server never imports the web app.' },
      ]),
    },
  },
  {
    files: ['src/web/**'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '(^|/)server/', message: 'The web app never imports the server.' },
      ]),
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use api() from src/web/lib/api.ts, the only caller of fetch().' },
      ],
    },
  },
  {
    files: ['src/web/features/**'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '(^|/)server/', message: 'The web app never imports the server.' },
        {
          regex: '^\\.\\./(?!\\.\\.)',
          message: 'A feature never imports a sibling feature; pages compose them.',
        },
        { regex: '(^|/)pages/', message: 'Features do not import pages.' },
      ]),
    },
  },
  {
    files: ['src/web/components/**', 'src/web/lib/**'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '(^|/)server/', message: 'The web app never imports the server.' },
        {
          regex: '(^|/)(features|pages)/',
          message: 'Components and lib are building blocks: they import no features or pages.',
        },
      ]),
    },
  },
  {
    files: ['src/web/lib/api.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: [
      '*.config.{ts,js}',
      'eslint.config.js',
      'playwright.config.ts',
      'vite.config.ts',
      'vitest.config.ts',
    ],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    files: ['scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
