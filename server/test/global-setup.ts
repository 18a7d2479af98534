/**
 * Server tests run on a real PostgreSQL: DATABASE_URL when set, otherwise a private embedded one in a
 * temporary directory. The project `server-pg` (vitest.config.ts) runs on TEST_PG_URL instead (CI: Debian's
 * PostgreSQL 15, alongside the embedded run). Migrations run once into a template database; each test file
 * gets a fresh clone of it (see harness.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDb, runMigrations, MIGRATIONS_DIR } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { syncPrebuiltLibrary } from '../src/content/prebuilt/sync';
import { systemClock } from '../src/context';
import { NO_FSYNC } from './test-settings';
import { ensureServerBuilt } from './built';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

function migrationsHash(): string {
  const h = crypto.createHash('sha1');
  for (const f of fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    h.update(fs.readFileSync(path.join(MIGRATIONS_DIR, f)));
  return h.digest('hex').slice(0, 10);
}

export default async function setup(project: TestProject) {
  // Tests that start the server or a command as a process run the build (server/test/built.ts).
  await ensureServerBuilt();
  let stop = async () => {};
  let adminUrl = (project.name === 'server-pg' ? process.env.TEST_PG_URL : process.env.DATABASE_URL)?.trim() || undefined;
  let dir: string | undefined;
  if (!adminUrl) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aralin-test-'));
    fs.chmodSync(dir, 0o755); // the postgres system user must reach its data directory inside
    const embedded = await withoutFsync(() => startEmbeddedPostgres(path.join(dir!, 'pg')));
    adminUrl = embedded.url;
    stop = () => embedded.stop();
  }
  // Per project: two projects on one server (DATABASE_URL and TEST_PG_URL the same) keep apart.
  const template = `aralin_tpl_${migrationsHash()}_${process.pid}${project.name === 'server' ? '' : '_pg'}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const db = openDb(withDatabase(adminUrl, template), 2);
  await runMigrations(db);
  // Every database has the shipped library, as production does after its first start.
  await syncPrebuiltLibrary({ db, clock: systemClock });
  await db.$client.end();
  await admin.query(`alter database ${template} is_template true`);
  await admin.end();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);
  return async () => {
    // The embedded server stops and its folder goes even when a drop fails (a test left a connection open).
    try {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        const { rows } = await c.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
          `aralin_t_${process.pid}_%`,
        ]);
        for (const r of rows) await c.query(`drop database if exists ${r.datname} with (force)`);
        await c.query(`alter database ${template} is_template false`);
        await c.query(`drop database if exists ${template} with (force)`);
      } finally {
        await c.end();
      }
    } finally {
      await stop();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    }
  };
}

/**
 * The tests' embedded PostgreSQL does not wait for the disk (NO_FSYNC, through the product's
 * EMBEDDED_PG_OPTIONS). Set for this start alone, so the servers that test files start themselves
 * (first-start, crash-cycles, ...) keep the product's settings.
 */
async function withoutFsync<T>(start: () => Promise<T>): Promise<T> {
  const before = process.env.EMBEDDED_PG_OPTIONS;
  process.env.EMBEDDED_PG_OPTIONS = [before, NO_FSYNC].filter(Boolean).join(' ');
  try {
    return await start();
  } finally {
    if (before === undefined) delete process.env.EMBEDDED_PG_OPTIONS;
    else process.env.EMBEDDED_PG_OPTIONS = before;
  }
}

/** The same server URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
