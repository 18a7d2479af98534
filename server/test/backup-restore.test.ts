/**
 * The restore drill (issue 16): the product runs on a new data folder with the demo school, a teacher
 * uploads a picture; `npm run backup` copies it all while the product keeps running; `npm run restore`
 * brings it into another, empty data folder; the product started there signs the same teacher in, shows the
 * same school and serves the same picture. A restore into a folder that has a database is refused.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PNG, STORED_PNG } from './staff';
import { freePort } from './free-port';
import { builtEntry } from './built';

const root = path.resolve(import.meta.dirname, '..', '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'aralin-drill-'));
fs.chmodSync(work, 0o755);
const running: ChildProcess[] = [];

afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
});

function env(dataDir: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    WEB_CONCURRENCY: '1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...extra,
  };
  delete e.DATABASE_URL;
  delete e.VITEST;
  return e;
}

async function startProduct(dataDir: string): Promise<{ base: string; child: ChildProcess; log: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [builtEntry('main')], {
    cwd: root,
    env: env(dataDir, { PORT: String(port) }),
  });
  running.push(child);
  let log = '';
  child.stdout.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr.on('data', (d: Buffer) => (log += d.toString()));
  for (let i = 0; i < 600 && !log.includes('is ready on'); i++) {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base: `http://127.0.0.1:${port}`, child, log: () => log };
}

async function stop(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

function npmRun(script: 'backup' | 'restore', dataDir: string, file: string) {
  return spawnSync(process.execPath, [builtEntry('backup'), script, file], {
    cwd: root,
    env: env(dataDir),
    encoding: 'utf8',
  });
}

async function teacherToken(base: string): Promise<string> {
  const { csrfToken } = (await (await fetch(`${base}/account/csrf/`)).json()) as { csrfToken: string };
  const res = await fetch(`${base}/account/teacher/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': csrfToken, cookie: `csrftoken=${csrfToken}` },
    body: JSON.stringify({ email: 'guro.santos@aralin.local', password: 'Aralin#2026' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: { access: string } }).token.access;
}

async function sections(base: string, token: string) {
  const res = await fetch(`${base}/management/sections/`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return await res.json();
}

describe('backup and restore', () => {
  it('brings a running school back in a new data folder: the same rows and the same files', async () => {
    const first = path.join(work, 'first');
    const archive = path.join(work, 'backups', 'aralin.tar.gz');
    const product = await startProduct(first);
    const token = await teacherToken(product.base);
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'aso.png');
    const uploaded = await fetch(`${product.base}/management/upload/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const before = await sections(product.base, token);

    // While the product runs: one consistent snapshot.
    const made = npmRun('backup', first, archive);
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/^Backed up \d+ tables \(\d+ rows\) and 1 files to /);
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    await stop(product.child);

    const second = path.join(work, 'second');
    const restored = npmRun('restore', second, archive);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/^Restored \d+ tables \(\d+ rows\) and 1 files from /);

    const again = await startProduct(second);
    expect(again.log()).not.toContain('Demo sign-ins');
    const token2 = await teacherToken(again.base);
    expect(await sections(again.base, token2)).toEqual(before);
    const picture = await fetch(`${again.base}${url}`, { headers: { authorization: `Bearer ${token2}` } });
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer()).equals(STORED_PNG)).toBe(true);
    await stop(again.child);

    // Restoring over a folder that has a database is refused with one sentence.
    const refused = npmRun('restore', second, archive);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('already holds a database: restore into an empty DATA_DIR');
  }, 180_000);
});
