import { defineConfig } from 'vitest/config';

/**
 * Web tests when run from web/ (the root vitest.config.ts has the same 'web' project): pure modules in
 * Node; a component test (*.test.tsx) opts into jsdom with `// @vitest-environment jsdom`.
 */
export default defineConfig({
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
