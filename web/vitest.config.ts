import { defineConfig } from 'vitest/config';

/** Web unit tests: pure modules only (no DOM environment is installed). */
export default defineConfig({
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
