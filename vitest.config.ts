import { defineConfig } from 'vitest/config';

// One runner for every test: contract and web unit tests, server API tests on a real PostgreSQL,
// and browser journeys (Playwright driving Debian's Chromium).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['contract/src/**/*.test.ts'] } },
      // Web: pure modules in Node; a component test (*.test.tsx) opts into jsdom with `// @vitest-environment jsdom`.
      {
        extends: './web/vite.config.ts',
        test: { name: 'web', root: './web', include: ['src/**/*.test.{ts,tsx}'], environment: 'node', setupFiles: ['src/test/setup.ts'] },
      },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          teardownTimeout: 30_000,
        },
      },
    ],
  },
});
