/**
 * A test application on its own fresh database (a clone of the migrated template), with a movable clock
 * and a private mail outbox, driven through Fastify's inject.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../src/config';
import type { AppContext, Clock } from '../src/context';
import { buildApp } from '../src/app';
import { openDb } from '../src/db/client';
import { closeFlusher } from '../src/features/play/play.durable';
import { createMailer } from '../src/lib/mailer';
import { openBlobStore } from '../src/lib/storage/blob-store';
import { withDatabase } from './global-setup';
import { TEST_PASSWORD_HASH } from './test-settings';

export interface TestClock extends Clock {
  advance(ms: number): void;
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  clock: TestClock;
  outboxDir: string;
  /** The test database's connection string. */
  databaseUrl: string;
  close(): Promise<void>;
}

let counter = 0;

/** A fresh database, a context and the app on it. */
export async function createTestApp(opts: { env?: NodeJS.ProcessEnv } = {}): Promise<TestApp> {
  const adminUrl = inject('pgAdminUrl');
  const template = inject('pgTemplate');
  const name = `aralin_t_${process.ppid}_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aralin-data-'));
  const outboxDir = path.join(dataDir, 'outbox');
  let offset = 0;
  const clock: TestClock = { now: () => new Date(Date.now() + offset), advance: (ms) => (offset += ms) };
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://aralin.test',
      NODE_ENV: 'test',
      TRUST_PROXY: '1',
      ...TEST_PASSWORD_HASH,
      ...opts.env,
    }),
    isTest: true,
  };
  const databaseUrl = withDatabase(adminUrl, name);
  const db = openDb(databaseUrl, 5);
  const log = pino({ level: 'silent' });
  const ctx: AppContext = {
    db,
    config,
    clock,
    secret: 'test-secret-test-secret-test-secret-0123456789',
    log,
    blobs: openBlobStore(config),
    mailer: createMailer({ smtpUrl: undefined, from: 'Aralin <no-reply@aralin.test>', outboxDir, log: () => {} }),
  };
  const app = await buildApp({ ctx });
  await app.ready();
  return {
    app,
    ctx,
    clock,
    outboxDir,
    databaseUrl,
    async close() {
      await app.close();
      await closeFlusher(db.$client);
      await db.$client.end();
      ctx.blobs.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Parses a JSON answer. */
export function json<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return JSON.parse(res.body) as T;
}

/** Injects a request with an optional bearer token and language. */
export function call(app: FastifyInstance, opts: InjectOptions & { token?: string; lang?: 'en' | 'tl' }) {
  const { token, lang, headers, ...rest } = opts;
  return app.inject({
    ...rest,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(lang ? { 'accept-language': lang } : {}),
      ...headers,
    },
  });
}

export interface Csrf {
  cookie: string;
  headers: Record<string, string>;
}

/** Fetches a CSRF token the way a browser would: cookie plus the echoing header. */
export async function csrf(app: FastifyInstance): Promise<Csrf> {
  const res = await app.inject({ method: 'GET', url: '/account/csrf/' });
  const cookie = res.cookies.find((c) => c.name === 'csrftoken')!.value;
  return { cookie, headers: { cookie: `csrftoken=${cookie}`, 'x-csrftoken': cookie } };
}

/** Every mail in the outbox, oldest first, as raw text (waits briefly for mails sent in the background). */
export async function readOutbox(outboxDir: string, atLeast = 0): Promise<string[]> {
  for (let i = 0; i < 50; i++) {
    const files = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).sort() : [];
    if (files.length >= atLeast) return files.map((f) => fs.readFileSync(path.join(outboxDir, f), 'utf8'));
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`expected at least ${atLeast} mails in the outbox`);
}

/** Decodes a quoted-printable mail body enough to find links and codes in it. */
export function mailText(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** Every mail in the outbox addressed to `email`, decoded enough to read links and codes. */
export function mailsTo(t: Pick<TestApp, 'outboxDir'>, email: string): string[] {
  const dir = t.outboxDir;
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  const to = new RegExp(`^To: ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi');
  return files.map((f) => mailText(fs.readFileSync(path.join(dir, f), 'utf8'))).filter((m) => to.test(m));
}

/** Waits (some mails are sent in the background; a busy machine may take seconds) until `email` has `count` mails. */
export async function waitForMails(t: Pick<TestApp, 'outboxDir'>, email: string, count = 1): Promise<string[]> {
  for (let i = 0; i < 500; i++) {
    const mails = mailsTo(t, email);
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`expected ${count} mail(s) to ${email}, found ${mailsTo(t, email).length}`);
}
