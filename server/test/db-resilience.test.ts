/**
 * A lost database connection never takes the server down (issue 16): the real entry runs while every
 * backend of its pools is terminated five times under load (pg_terminate_backend); the process stays up,
 * only requests that used a broken connection may fail, and /readyz and the API answer again right after.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port';
import { builtEntry } from './built';

const root = path.resolve(import.meta.dirname, '..', '..');
let child: ChildProcess;
let base = '';
let dataDir = '';
let log = '';

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aralin-dbkill-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_CONCURRENCY: '1',
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.VITEST;
  env.NODE_ENV = 'production';
  child = spawn(process.execPath, [builtEntry('main')], { cwd: root, env });
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  for (let i = 0; i < 600 && !log.includes('is ready on'); i++) {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}, 150_000);

afterAll(async () => {
  if (child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the database connection breaks under load', () => {
  it('keeps serving: no process exit, and every call answers again after each break', async () => {
    const admin = new pg.Client({
      connectionString: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(path.join(dataDir, 'pg', 'run'))}`,
    });
    await admin.connect();
    let stop = false;
    const statuses = new Map<number, number>();
    // Load: readiness checks (each a query through the pool), on 8 loops.
    const load = Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        while (!stop) {
          const res = await fetch(`${base}/readyz?loop=${i}`).catch(() => null);
          if (res) {
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            await res.arrayBuffer();
          }
        }
      }),
    );
    let terminated = 0;
    for (let round = 0; round < 5; round++) {
      await new Promise((r) => setTimeout(r, 300));
      const { rows } = await admin.query<{ n: string }>(
        `select count(pg_terminate_backend(pid)) as n from pg_stat_activity where pid <> pg_backend_pid() and datname = current_database() and backend_type = 'client backend'`,
      );
      terminated += Number(rows[0].n);
    }
    await new Promise((r) => setTimeout(r, 300));
    stop = true;
    await load;
    await admin.end();

    expect(terminated).toBeGreaterThan(0);
    expect(child.exitCode).toBeNull();
    // Right after: ready, and the API answers as usual (an unknown class code is a 404, not a 5xx).
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    expect((await fetch(`${base}/students/get-students/ZZZZZZ/`)).status).toBe(404);
    // Only calls that used a broken connection failed (503 from /readyz), never the process.
    expect([...statuses.keys()].every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(log).toContain('a database connection was lost');
  }, 60_000);
});
