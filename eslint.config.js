import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import layers from './eslint/layers.js';
import refusals from './eslint/refusals.js';

export default tseslint.config(
  { ignores: ['node_modules/', 'data/', 'web/dist/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.ts'],
    plugins: { tessera: { rules: { ...layers.rules, ...refusals.rules } } },
    rules: { 'tessera/layers': 'error', 'tessera/sql-in-repos': 'error', 'tessera/one-refusal': 'error', 'tessera/pure-domain': 'error' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { tessera: { rules: layers.rules } },
    rules: { 'tessera/dashboard-apart': 'error' },
  },
  // Snippets for site code (docs/analytics.md) run on Node.js, where these are globals.
  { files: ['docs/snippets/**'], languageOptions: { globals: { fetch: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' } } },
);
