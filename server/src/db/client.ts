/** The database: a node-postgres pool wrapped by Drizzle, and the migrations run at start. */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { MIGRATIONS_DIR } from '../lib/paths';
import { logFailure, stderrLog, type WarnLog } from '../lib/log-failure';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction or a database (the pool's, or one checked-out connection's: play.tx.ts): queries take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | NodePgDatabase<typeof schema>;

export { MIGRATIONS_DIR };

/**
 * Opens a pool on `url`. A connection that breaks (the database restarted, a backend terminated, a failover)
 * is logged and dropped; it never takes the process down: node-postgres emits 'error' on idle connections
 * through the pool and on checked-out ones through the client, and an unheard 'error' event would crash.
 */
export function openDb(url: string, max: number, log?: WarnLog): Db {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  const report = (err: Error) => log?.warn({ err: { message: err.message } }, 'a database connection was lost');
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  return drizzle<typeof schema, pg.Pool>({ client: pool, schema, casing: 'snake_case' });
}

/** Runs the committed migrations, one process at a time (an advisory lock). */
export async function runMigrations(db: Db, log: WarnLog = stderrLog): Promise<void> {
  const client = await db.$client.connect();
  let unlockFailed: Error | undefined;
  try {
    await client.query('select pg_advisory_lock(7263541)');
    await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock(7263541)').catch((err: Error) => {
      unlockFailed = err;
      logFailure(log, 'releasing the migration lock')(err);
    });
    // A connection that may still hold the lock is closed, not handed back to the pool.
    client.release(unlockFailed);
  }
}
