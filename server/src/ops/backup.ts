/**
 * Backup and restore (issue 16): one archive (.tar.gz) with every table of the database, copied inside one
 * read-only REPEATABLE READ transaction (a consistent snapshot while the product keeps running), the list
 * of migrations it was made at, and the uploaded files (under DATA_DIR/files, or in the S3 bucket when S3_*
 * is set: an archive always holds the files, so it restores onto either store).
 *
 * PostgreSQL's own pg_dump is not shipped with the embedded server and Debian's may be older than it (it
 * refuses newer servers), so the copy is PostgreSQL's COPY through node-postgres (pg-copy-streams).
 * Restore goes into an empty data folder (or an empty DATABASE_URL): the migrations of this version make
 * the tables, then every table is loaded with COPY and the id sequences are moved past the highest id.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import * as tar from 'tar';
import type { Config } from '../config';
import { openDb, runMigrations } from '../db/client';
import { startEmbeddedPostgres, StartupError } from '../db/embedded';
import { openBlobStore, type BlobStore } from '../lib/storage/blob-store';
import { diskBlobStore } from '../lib/storage/disk';
import { copyFiles } from './files-to-s3';
import { logFailure, stderrLog } from '../lib/log-failure';

interface Manifest {
  format: 'aralin-backup-1';
  createdAt: string;
  migrations: string[];
  tables: { name: string; columns: string[]; rows: number }[];
  files: number;
}

/** The database to use: DATABASE_URL, the running embedded one, or the embedded one started for the job. */
async function openDatabase(config: Config, log: (line: string) => void): Promise<{ url: string; close: () => Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl, close: async () => undefined };
  const dir = path.join(config.dataDir, 'pg');
  const running = `postgres://postgres@localhost/postgres?host=${encodeURIComponent(path.join(dir, 'run'))}`;
  if (fs.existsSync(path.join(dir, 'data', 'postmaster.pid'))) {
    const probe = new pg.Client({ connectionString: running });
    const up = await probe.connect().then(
      () => true,
      () => false,
    );
    await probe.end().catch(logFailure(stderrLog, 'closing the probe connection to the running database'));
    if (up) return { url: running, close: async () => undefined };
  }
  const embedded = await startEmbeddedPostgres(dir, log);
  return { url: embedded.url, close: () => embedded.stop() };
}

/** Copies between the archive's files folder and the configured bucket. */
async function withBucket<T>(config: Config, use: (bucket: BlobStore) => Promise<T>): Promise<T> {
  const bucket = openBlobStore(config);
  try {
    await bucket.check();
    return await use(bucket);
  } finally {
    bucket.close();
  }
}

/** Tables in an order that loads every referenced table first (Kahn's algorithm); a cycle keeps the rest as listed. */
function loadOrder<T extends { name: string }>(tables: T[], references: { child: string; parent: string }[]): T[] {
  const ordered: T[] = [];
  let left = [...tables];
  while (left.length) {
    const waiting = new Set(left.map((t) => t.name));
    const ready = left.filter((t) => !references.some((r) => r.child === t.name && waiting.has(r.parent)));
    if (!ready.length) return [...ordered, ...left];
    ordered.push(...ready);
    left = left.filter((t) => !ready.includes(t));
  }
  return ordered;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

export async function backup(config: Config, archive: string, log: (line: string) => void = console.log): Promise<Manifest> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'aralin-backup-'));
  const db = await openDatabase(config, log);
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    fs.mkdirSync(path.join(work, 'db'));
    await client.query('begin isolation level repeatable read read only');
    const migrations = (await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by created_at')).rows.map(
      (r) => r.hash,
    );
    const { rows: tables } = await client.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
    );
    const manifest: Manifest = { format: 'aralin-backup-1', createdAt: new Date().toISOString(), migrations, tables: [], files: 0 };
    for (const { name } of tables) {
      const { rows: cols } = await client.query<{ column_name: string }>(
        "select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position",
        [name],
      );
      const columns = cols.map((c) => c.column_name);
      const count = Number((await client.query<{ n: string }>(`select count(*) as n from public.${quote(name)}`)).rows[0].n);
      const list = columns.map(quote).join(', ');
      await pipeline(
        client.query(copyTo(`copy public.${quote(name)} (${list}) to stdout`)),
        fs.createWriteStream(path.join(work, 'db', `${name}.copy`)),
      );
      manifest.tables.push({ name, columns, rows: count });
    }
    await client.query('commit');
    const filesDir = path.join(config.dataDir, 'files');
    if (config.s3) {
      const copied = await withBucket(config, (bucket) => copyFiles(bucket, diskBlobStore(path.join(work, 'files'))));
      manifest.files = copied.copied;
    } else {
      const files = listFiles(filesDir);
      manifest.files = files.length;
      if (files.length) fs.cpSync(filesDir, path.join(work, 'files'), { recursive: true });
    }
    fs.writeFileSync(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    fs.mkdirSync(path.dirname(path.resolve(archive)), { recursive: true });
    await tar.c({ gzip: true, file: archive, cwd: work, portable: true }, fs.readdirSync(work));
    fs.chmodSync(archive, 0o600);
    return manifest;
  } finally {
    await client.end().catch(logFailure(stderrLog, 'closing the backup connection'));
    await db.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

export async function restore(config: Config, archive: string, log: (line: string) => void = console.log): Promise<Manifest> {
  if (!fs.existsSync(archive)) throw new StartupError(`There is no backup at ${archive}.`);
  if (!config.databaseUrl && fs.existsSync(path.join(config.dataDir, 'pg', 'data', 'PG_VERSION'))) {
    throw new StartupError(`${config.dataDir} already holds a database: restore into an empty DATA_DIR (or an empty DATABASE_URL).`);
  }
  // A bucket that can't be used is found before anything is restored.
  if (config.s3) await withBucket(config, async () => undefined);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'aralin-restore-'));
  try {
    await tar.x({ file: archive, cwd: work });
    const manifest = JSON.parse(fs.readFileSync(path.join(work, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== 'aralin-backup-1') throw new StartupError(`${archive} is not an Aralin backup.`);
    const db = await openDatabase(config, log);
    const pool = openDb(db.url, 2);
    try {
      await runMigrations(pool);
      const client = await pool.$client.connect();
      try {
        const applied = (
          await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by created_at')
        ).rows.map((r) => r.hash);
        if (manifest.migrations.some((hash) => !applied.includes(hash))) {
          throw new StartupError('The backup comes from a newer version of Aralin: restore it with that version or a later one.');
        }
        for (const { name } of manifest.tables) {
          const { rows } = await client.query<{ n: string }>(`select count(*) as n from public.${quote(name)}`);
          if (Number(rows[0].n) > 0)
            throw new StartupError(`The database already holds data (table ${name}): restore into an empty database.`);
        }
        await client.query('begin');
        // Referenced tables are loaded before the tables that refer to them, so every foreign key holds row
        // by row and no superuser is needed (a managed PostgreSQL's own role is none). A superuser also
        // skips the checks (session_replication_role), which the data, from one snapshot, doesn't need.
        const { rows: superuser } = await client.query<{ on: boolean }>("select current_setting('is_superuser') = 'on' as on");
        if (superuser[0].on) await client.query('set local session_replication_role = replica');
        const { rows: references } = await client.query<{ child: string; parent: string }>(
          `select c.relname as child, p.relname as parent from pg_constraint k
             join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
            where k.contype = 'f' and k.connamespace = 'public'::regnamespace and k.conrelid <> k.confrelid`,
        );
        for (const table of loadOrder(manifest.tables, references)) {
          const list = table.columns.map(quote).join(', ');
          await pipeline(
            fs.createReadStream(path.join(work, 'db', `${table.name}.copy`)),
            client.query(copyFrom(`copy public.${quote(table.name)} (${list}) from stdin`)),
          );
        }
        // Every id sequence moves past the highest id restored.
        const { rows: sequences } = await client.query<{ tbl: string; col: string; seq: string }>(
          `select c.relname as tbl, a.attname as col, pg_get_serial_sequence(quote_ident(c.relname), a.attname) as seq
             from pg_class c join pg_attribute a on a.attrelid = c.oid join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
              and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`,
        );
        for (const s of sequences) {
          await client.query(`select setval($1, coalesce((select max(${quote(s.col)}) from public.${quote(s.tbl)}), 0) + 1, false)`, [
            s.seq,
          ]);
        }
        await client.query('commit');
      } catch (err) {
        await client.query('rollback').catch(logFailure(stderrLog, 'rolling back the restore'));
        throw err;
      } finally {
        client.release();
      }
    } finally {
      await pool.$client.end().catch(logFailure(stderrLog, 'closing the restore connections'));
      await db.close();
    }
    if (fs.existsSync(path.join(work, 'files'))) {
      if (config.s3) await withBucket(config, (bucket) => copyFiles(diskBlobStore(path.join(work, 'files')), bucket));
      else fs.cpSync(path.join(work, 'files'), path.join(config.dataDir, 'files'), { recursive: true });
    }
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
