// Lint: ESLint's and typescript-eslint's recommended rules, plus the import direction of STYLE.md §1 and
// the feature boundaries of STYLE.md §2 (issue 21).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * An import that climbs exactly out of its feature (`depth` folders up from a file `depth` folders below
 * web/src/features/<f>/ or server/src/features/<f>/) and goes into another folder there reaches another
 * feature. One block per depth: no-restricted-imports sees the import's text, not the resolved file.
 */
const DEPTHS = [1, 2, 3];
const up = (depth) => `^(\\.\\./){${depth}}(?!\\.)`;
const below = (root, depth) => `${root}/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`;

const featureBoundaries = DEPTHS.flatMap((depth) => [
  {
    // Web features never import each other: shared pieces live in web/src/components or web/src/lib.
    files: [below('web/src/features', depth)],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: up(depth),
              message: 'A web feature never imports another: move the shared piece to web/src/components or web/src/lib (STYLE.md §2).',
            },
          ],
        },
      ],
    },
  },
  {
    // Server features call each other's services, never another feature's queries.
    files: [below('server/src/features', depth)],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `${up(depth)}[^/]+/(.+/)?[^/]+\\.queries$`,
              message: "Call the other feature's service, not its .queries (shared queries go to server/src/db) (STYLE.md §2).",
            },
          ],
        },
      ],
    },
  },
]);

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
  ...featureBoundaries,
  {
    // Shared web pieces never depend on a feature (STYLE.md §2).
    files: ['web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '/features/', message: 'web/src/components and web/src/lib never import a feature (STYLE.md §2).' }] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
