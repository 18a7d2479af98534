// Lint: ESLint's and typescript-eslint's recommended rules, plus the import direction of STYLE.md §1.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'server/migrations/**', 'web/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // contract never imports Node or DOM code, nor the server or the web app (STYLE.md §1).
    files: ['contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', '../../server/*', '../../web/*', '@aralin/server', '@aralin/web'] }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
