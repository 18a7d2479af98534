/**
 * First start everywhere (issue 16): what an operator can fix is said in one sentence, never a stack trace:
 * a port already in use, a DATABASE_URL that can't be reached, and (run as root) a DATA_DIR the postgres
 * user can't enter.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtEntry } from './built';

const root = path.resolve(import.meta.dirname, '..', '..');

function start(env: NodeJS.ProcessEnv): Promise<{ code: number | null; out: string }> {
  const full: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', SEED_DEMO: '0', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env };
  delete full.VITEST;
  if (!env.DATABASE_URL) delete full.DATABASE_URL;
  const child = spawn(process.execPath, [builtEntry('main')], { cwd: root, env: full });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    }),
  );
}

const noStack = (out: string) => expect(out).not.toMatch(/^\s+at /m);

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aralin-first-'));
  fs.chmodSync(dir, 0o755);
  return dir;
}

describe('a start that cannot work says why in one sentence', () => {
  it('a port already in use (cluster mode): one sentence, exit 1, PostgreSQL stopped', async () => {
    const busy = net.createServer();
    await new Promise<void>((r) => busy.listen(0, '127.0.0.1', () => r()));
    const port = (busy.address() as net.AddressInfo).port;
    const dir = dataDir();
    try {
      const { code, out } = await start({ PORT: String(port), DATA_DIR: dir, WEB_CONCURRENCY: '2' });
      expect(code).toBe(1);
      expect(out).toContain(`Port ${port} on 127.0.0.1 is already in use: stop the other program or set PORT to a free port.`);
      noStack(out);
      expect(fs.existsSync(path.join(dir, 'pg', 'data', 'postmaster.pid'))).toBe(false);
    } finally {
      busy.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('a DATABASE_URL that cannot be reached: one sentence without the password', async () => {
    const { code, out } = await start({
      PORT: '0',
      DATABASE_URL: 'postgres://aralin:lihim-na-susi@127.0.0.1:1/aralin',
      APP_SECRET: 'x'.repeat(40),
    });
    expect(code).toBe(1);
    expect(out).toContain(
      'The database at 127.0.0.1:1/aralin could not be reached (ECONNREFUSED): check DATABASE_URL and that PostgreSQL is running.',
    );
    expect(out).not.toContain('lihim-na-susi');
    noStack(out);
  }, 60_000);

  it('an environment that cannot work (issue 21): one line per wrong variable, exit 1, nothing started', async () => {
    const dir = dataDir();
    try {
      const noSecret = await start({
        PORT: '0',
        DATA_DIR: dir,
        DATABASE_URL: 'postgres://aralin:lihim-na-susi@127.0.0.1:1/aralin',
        APP_SECRET: '',
      });
      expect(noSecret.code).toBe(1);
      expect(noSecret.out.trim()).toBe(
        'APP_SECRET must be set when DATABASE_URL is: every server on one database signs and checks sign-ins with it (make one with: openssl rand -hex 32).',
      );
      const several = await start({ PORT: 'abc', DB_POOL_SIZE: '0', S3_BUCKET: 'aralin', DATA_DIR: dir });
      expect(several.code).toBe(1);
      expect(several.out.trim().split('\n')).toEqual([
        'PORT must be a port number from 0 to 65535, got "abc".',
        'DB_POOL_SIZE must be a number of connections from 1 to 500, got "0".',
        'Object storage needs all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY: set S3_ENDPOINT and S3_ACCESS_KEY and S3_SECRET_KEY too, or unset S3_* to keep files under DATA_DIR/files.',
      ]);
      // Refused before anything was made: no database, no generated secret.
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  const asRoot = process.getuid?.() === 0 && fs.readFileSync('/etc/passwd', 'utf8').includes('\npostgres:');
  it.runIf(asRoot)(
    'run as root with a DATA_DIR inside a private directory: one sentence naming the directory',
    async () => {
      const privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aralin-private-')); // 0700, as mktemp -d makes it
      try {
        const { code, out } = await start({ PORT: '0', DATA_DIR: path.join(privateDir, 'data'), WEB_CONCURRENCY: '1' });
        expect(code).toBe(1);
        expect(out).toContain(`The embedded PostgreSQL runs as the "postgres" user, who cannot enter ${privateDir} (mode 700)`);
        noStack(out);
      } finally {
        fs.rmSync(privateDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
