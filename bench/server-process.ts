/**
 * The server as a process of its own, for the benches that time its start (auth.bench.ts, startup.bench.ts):
 * spawned on a private embedded PostgreSQL in a data folder, timed to its first 200 of /account/csrf/, and
 * stopped with SIGTERM (which stops its PostgreSQL too).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../server/test/free-port';

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Spawn to the first 200 of /account/csrf/, in milliseconds. */
  startMs: number;
  logFile: string;
}

/** A new data folder the embedded PostgreSQL can use. */
export function makeDataDir(prefix = 'aralin-bench-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755); // when run as root, the postgres system user must reach its data directory
  return dir;
}

/**
 * Spawns `node <args>` in `cwd` on dataDir and waits for its first successful answer. The server's output goes
 * to `logName` in dataDir; a server that exits or does not answer within `timeoutMs` fails with its log's end.
 */
export async function startServer(
  dataDir: string,
  { cwd, args, logName = 'server.log', timeoutMs = 120_000 }: { cwd: string; args: string[]; logName?: string; timeoutMs?: number },
): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, logName);
  const log = fs.openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      DATABASE_URL: '',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  let exited = false;
  child.once('exit', () => (exited = true));
  while (!exited) {
    try {
      const res = await fetch(`${base}/account/csrf/`);
      if (res.ok) return { child, base, startMs: performance.now() - started, logFile };
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer; see ${logFile}:\n${fs.readFileSync(logFile, 'utf8').slice(-2000)}`);
}

/** SIGTERM, then wait for the exit (the server stops its PostgreSQL first). */
export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  server.child.kill('SIGTERM');
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 30_000).unref());
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    server.child.kill('SIGKILL');
    await exited;
  }
}
