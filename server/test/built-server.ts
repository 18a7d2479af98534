/**
 * The built server as a process of its own on a data folder, with its embedded PostgreSQL: for the tests that
 * kill it, crash its database or run it as a cluster (crash-cycles, db-crash, cluster).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';
import { builtEntry } from './built';

const root = path.resolve(import.meta.dirname, '..', '..');

export interface BuiltServer {
  child: ChildProcess;
  base: string;
  /** Everything it printed so far (stdout and stderr). */
  log(): string;
}

/** Starts it on `dataDir` (production mode, its own PostgreSQL) and waits until it says it is ready. */
export async function startBuiltServer(dataDir: string, settings: NodeJS.ProcessEnv = {}): Promise<BuiltServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...settings,
  };
  delete env.DATABASE_URL;
  delete env.VITEST;
  const child = spawn(process.execPath, [builtEntry('main')], { cwd: root, env });
  let log = '';
  child.stdout.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr.on('data', (d: Buffer) => (log += d.toString()));
  for (let i = 0; i < 1200 && !log.includes('is ready on'); i++) {
    if (child.exitCode !== null) throw new Error(`the server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, base: `http://127.0.0.1:${port}`, log: () => log };
}

/** Stops it with `signal` (SIGKILL after 10 s: a loaded machine may take long to drain) and waits for its exit. */
export async function stopBuiltServer(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  const cut = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(cut);
}

/**
 * A data folder of a test file's own, and the built server started on it as often as the test wants (with the
 * same settings each time). `cleanup` stops the last one and removes the folder.
 */
export function builtServerFolder(prefix: string, settings: NodeJS.ProcessEnv) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dataDir, 0o755);
  let current: ChildProcess | undefined;
  return {
    dataDir,
    /** The server started last. */
    current: () => current,
    start: async (): Promise<{ base: string; log: string }> => {
      const server = await startBuiltServer(dataDir, settings);
      current = server.child;
      return { base: server.base, log: server.log() };
    },
    /** Which of these answer_ids have an attempt stored (read through the embedded PostgreSQL's socket). */
    storedAnswers: async (answerIds: string[]): Promise<string[]> => {
      const client = new pg.Client({
        connectionString: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(path.join(dataDir, 'pg', 'run'))}`,
      });
      await client.connect();
      try {
        const { rows } = await client.query<{ id: string }>(
          'select answer_id::text as id from attempts where answer_id = any($1::uuid[])',
          [answerIds],
        );
        return rows.map((r) => r.id);
      } finally {
        await client.end();
      }
    },
    cleanup: async (): Promise<void> => {
      await stopBuiltServer(current);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
