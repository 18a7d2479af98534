import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { filesUsingTestDatabase } from './server/test/database-files';

// One runner for every test: contract and web unit tests, server API tests on a real PostgreSQL,
// and browser journeys (Playwright driving Debian's Chromium).
//
// Files run in parallel, two more at a time than the machine has cores (vitest's own default is one fewer,
// which is a single worker on a 2-core machine): a server file spends much of its time waiting on
// PostgreSQL and a browser journey on the page, so the cores stay busy. `--maxWorkers=N` changes it.
// The browser journeys run after the rest (groupOrder 1), all against the one server of
// e2e/global-setup.ts, each in schools of its own.

const root = path.dirname(fileURLToPath(import.meta.url));
const server = {
  globalSetup: ['server/test/global-setup.ts'],
  pool: 'forks' as const,
  // A worker process runs file after file with the server's modules loaded once: importing them in a fresh
  // process for every file was half of these projects' CPU (docs/benchmarks.md, "CI run time", session 12).
  // Each file still has its own database and app; what a process keeps across files is keyed so that it
  // can't leak from one to the next (the last-activity throttle per context, question data per row version,
  // which PostgreSQL never repeats across databases of a server; workers never pass between projects), the
  // session seeds a play test fixed go back to random when its file ends (server/test/setup.ts), and the
  // metrics test counts from its own start.
  isolate: false,
  setupFiles: ['server/test/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * TEST_PG_URL (a PostgreSQL server's superuser address, e.g. CI's Debian PostgreSQL 15): the server files
 * that use the test database run a second time on that server (project `server-pg`), in the same run as
 * everything else. See server/test/database-files.ts for which files and why.
 */
const otherServer = process.env.TEST_PG_URL?.trim()
  ? [
      {
        test: {
          name: 'server-pg',
          include: filesUsingTestDatabase(path.join(root, 'server')).map((f) => path.relative(root, f)),
          ...server,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    maxWorkers: os.availableParallelism() + 2,
    projects: [
      { test: { name: 'contract', include: ['contract/src/**/*.test.ts'] } },
      // Web: pure modules in Node; a component test (*.test.tsx) opts into jsdom with `// @vitest-environment jsdom`.
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['src/test/setup.ts'],
          // A form's component test takes 1-3 s on a busy 2-core machine; 5 s (the default) is too close.
          testTimeout: 20_000,
        },
      },
      { test: { name: 'server', include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'], ...server } },
      ...otherServer,
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          pool: 'forks',
          // A journey's process keeps the modules it loaded for the next spec file (the fixtures import the
          // server's services): loading them afresh in each of 34 files was 361 s of vitest's "import" on a
          // 2-core machine whose cores the journeys already fill. Each file still launches its own Chromium and
          // opens its own fixture context (e2e/support: both closed when the file ends).
          isolate: false,
          sequence: { groupOrder: 1 },
          // One more than cores: a journey mostly waits on its page (the hand guide, feedback and badge
          // delays, the offline wait), about a third of a core for tracing.spec.ts alone (docs/benchmarks.md,
          // "CI run time", session 12), so two left the cores half idle; each drives a Chromium on the one server.
          maxWorkers: os.availableParallelism() + 1,
          // Room for the longest journeys (about 45 s alone) when others share the cores.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          teardownTimeout: 30_000,
        },
      },
    ],
  },
});
