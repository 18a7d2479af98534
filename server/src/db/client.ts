/** The database: a node-postgres pool wrapped by Drizzle, and the migrations run at start. */
import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction or the database itself: queries take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../migrations');

/** Opens a pool on `url`. */
export function openDb(url: string, max = 20): Db {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  pool.on('error', () => {});
  return drizzle({ client: pool, schema, casing: 'snake_case' }) as Db;
}

/** Runs the committed migrations, one process at a time (an advisory lock). */
export async function runMigrations(db: Db): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock(7263541)');
    await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock(7263541)').catch(() => {});
    client.release();
  }
}
