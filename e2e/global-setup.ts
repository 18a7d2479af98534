/**
 * Browser journeys run against the real product: the server starts as its own process on a private embedded
 * PostgreSQL and a free port, exactly as `npm start` runs it (scripts/start.mjs with the start script's Node
 * flags: the web app and the server built when their sources are newer, then the built server, in worker
 * processes as on the machine).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { NO_FSYNC, TEST_PASSWORD_HASH } from '../server/test/test-settings';
import { freePort } from '../server/test/free-port';
import { ensureServerBuilt, npmStartFlags } from '../server/test/built';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');

async function waitForServer(url: string, child: ChildProcess, ms: number, logFile: string) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}; its output is in ${logFile}`);
    try {
      const res = await fetch(`${url}/account/csrf/`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start in time');
}

export default async function setup(project: TestProject) {
  // Built here first when stale (once per process), so that it is not built by two processes at once when
  // the server projects run too.
  await ensureServerBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aralin-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    // Cheaper password hashing and a database that does not wait for the disk (server/test/test-settings.ts).
    ...TEST_PASSWORD_HASH,
    EMBEDDED_PG_OPTIONS: [process.env.EMBEDDED_PG_OPTIONS, NO_FSYNC].filter(Boolean).join(' '),
  };
  delete env.DATABASE_URL;
  delete env.VITEST;
  const child = spawn(process.execPath, [...npmStartFlags(), path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', log, log],
  });
  // The first start may build the web app and the server.
  await waitForServer(baseUrl, child, 300_000, logFile);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    const t0 = Date.now();
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 20_000)))]);
    clearTimeout(timer);
    if (child.exitCode === null) child.kill('SIGKILL');
    console.log(`e2e server stopped in ${Date.now() - t0} ms`);
    if (process.env.KEEP_E2E_DATA !== '1') fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
