import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import unicorn from 'eslint-plugin-unicorn';
import { boundaryZones } from './eslint.boundaries.js';

const onlyApiFetches = 'Use api() from src/web/lib/api.ts, the only caller of fetch().';

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
    // Rules that need the types: a promise nobody awaits loses its error; an async function where a
    // void callback is expected (an event handler, a Fastify hook) runs unwatched; a promise returned
    // from a try without await escapes its catch; awaiting a non-promise hides a missing call; a switch
    // without a default that misses a new member of a union compiles silently (a default is its
    // author's answer for every other member). Each file is typed by the tsconfig that owns it, found
    // through the references of the root tsconfig.json. The three plain .js files (this config, its
    // boundaries, and the Node version check that must run on any Node) are in no tsconfig, hold no
    // async code, and stay untyped.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
      '@typescript-eslint/await-thenable': 'error',
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
    files: ['**/*.{js,ts,tsx}'],
    plugins: { unicorn },
    settings: {
      // no-cycle follows imports into these files, parsed as TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Server code imports './x.js' for './x.ts' (NodeNext); the web omits extensions (Vite).
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.node'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'unicorn/filename-case': ['error', { case: 'kebabCase' }],
    },
  },
  {
    files: ['src/shared/**'],
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    // A language's catalogue is named by its language tag (pt-BR.ts).
    files: ['src/shared/i18n/catalogues/*.ts'],
    rules: { 'unicorn/filename-case': 'off' },
  },
  {
    // React component files are named after their component.
    files: ['src/web/{components,features,pages}/**/*.tsx'],
    rules: { 'unicorn/filename-case': ['error', { case: 'pascalCase' }] },
  },
  {
    files: ['src/web/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: onlyApiFetches }],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'fetch',
          message: onlyApiFetches,
        })),
      ],
    },
  },
  {
    files: ['src/web/lib/api.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    // The service worker stands between the page and the network: fetch() is its job.
    files: ['src/web/sw/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
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
