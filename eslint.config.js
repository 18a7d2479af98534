// Lint: ESLint's and typescript-eslint's recommended rules, plus the import direction of STYLE.md §1 and
// the feature boundaries of STYLE.md §2 (issue 21).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The files of the four tsconfig projects: type-aware rules run on them through the project service. */
const TYPED = [
  'contract/src/**/*.ts',
  'server/src/**/*.ts',
  'server/test/**/*.ts',
  'web/src/**/*.{ts,tsx}',
  'web/build/**/*.ts',
  'e2e/**/*.ts',
];

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
  // Type-aware rules (issue 21 item 7): typescript-eslint's recommendedTypeChecked on the four projects.
  ...tseslint.configs.recommendedTypeCheckedOnly.map((config) => ({ ...config, files: TYPED })),
  {
    files: TYPED,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // A reducer's default hands the other events to its sub-reducer on purpose.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      // React ignores what a JSX handler returns, and react-hook-form's handleSubmit returns a promise by design
      // (its own errors are caught); promises passed anywhere else are still checked.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Not yet (issue 21 follow-up): 48 async functions without await, where dropping `async` turns a
      // rejected promise into a thrown error, each to be looked at; and 61 reads of untyped JSON (test
      // bodies, jsonb) that want the typed contract of issue 21 item 1 first.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
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
