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
  // The dashboard's cache keys come from one factory per resource (web/src/queryKeys.ts), so a
  // mutation's refresh reaches every view of what it changed; a key spelled inline would not.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/queryKeys.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Property[key.name=/^(queryKey|mutationKey)$/] > ArrayExpression.value', message: 'Take the key from queryKeys (web/src/queryKeys.ts) instead of an inline array.' },
        { selector: 'CallExpression[callee.property.name=/^(get|set)QueryData$/] > ArrayExpression.arguments', message: 'Take the key from queryKeys (web/src/queryKeys.ts) instead of an inline array.' },
      ],
    },
  },
  // Snippets for site code (docs/analytics.md) run on Node.js, where these are globals.
  { files: ['docs/snippets/**'], languageOptions: { globals: { fetch: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' } } },
);
