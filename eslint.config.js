import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'bench-results/', 'tmp/', 'custom-elements.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.ts', 'test/**/*.ts', 'demo/**/*.ts'],
    ignores: ['demo/sandbox/**'],
    ...lit.configs['flat/recommended'],
  },
  {
    files: ['src/**/*.ts', 'test/**/*.ts', 'demo/**/*.ts'],
    ignores: ['demo/sandbox/**'],
    ...wc.configs['flat/recommended'],
  },
  {
    files: ['src/**/*.ts', 'test/**/*.ts', 'demo/**/*.ts'],
    ignores: ['demo/sandbox/**'],
    languageOptions: { globals: globals.browser },
    rules: {
      'lit/no-template-bind': 'error',
      'lit/no-useless-template-literals': 'error',
      'lit/attribute-value-entities': 'error',
      'wc/guard-super-call': 'off',
    },
  },
  {
    // Plain scripts that pages load: test fixtures and the benchmark's pages.
    files: ['test/**/*.js', 'bench/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['demo/sandbox/**/*.ts', 'scripts/**/*.{js,ts}', 'bench/**/*.ts', '*.config.{js,ts}', '.ci/**/*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Tests wait through test/helpers/wait.ts: open-wc's 1 s default fails on a busy machine.
    files: ['test/**/*.ts'],
    ignores: ['test/helpers/wait.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@open-wc/testing',
              importNames: ['waitUntil'],
              message: 'Import waitUntil from test/helpers/wait.ts (a bound for a busy machine).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['demo/sandbox/cli.ts', 'scripts/**/*.{js,ts}', 'bench/**/*.ts', 'vite.config.ts', '.ci/**/*.js'],
    rules: { 'no-console': 'off' },
  },
);
