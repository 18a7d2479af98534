/**
 * The built server as a process of its own on a data folder, with its embedded PostgreSQL: for the tests that
 * kill it, crash its database or run it as a cluster (crash-cycles, db-crash, cluster).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
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
