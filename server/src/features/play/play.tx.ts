/**
 * A play call's transaction in as few round trips as the rules allow (issue 11): `begin`, the child's
 * advisory lock and every read the call needs go to PostgreSQL as one message; then the call's writes;
 * then `commit`. The lock still serialises a child's play calls (a double tap, a retry, two tabs), so the
 * rules of docs/adaptive-play.md hold exactly as before; other children never wait.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { unauthorized } from '../../lib/app-error';
import type { StudentActor } from '../../plugins/auth';

/** A statement prepared once per connection (SQL `prepare`), run in the first message with `execute`. */
export interface Statement {
  name: string;
  types: readonly ('int' | 'uuid')[];
  sql: string;
}

/** A read of the first message: a prepared statement and its arguments, as literals made here. */
export interface Read {
  statement: Statement;
  args: string[];
}

/** An integer literal (ids from validated paths and tokens): anything else is refused. */
export function int(n: number): string {
  if (!Number.isSafeInteger(n)) throw new TypeError(`not an integer: ${String(n)}`);
  return String(n);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A statement for the first message; called with its arguments, it is a read. */
export function statement(name: string, types: Statement['types'], sql: string) {
  const stmt: Statement = { name, types, sql };
  return (...values: (number | string)[]): Read => ({
    statement: stmt,
    args: values.map((v, i) => {
      if (types[i] === 'int') return int(v as number);
      if (typeof v !== 'string' || !UUID.test(v)) throw new TypeError(`not a UUID: ${String(v)}`);
      return `'${v.toLowerCase()}'`;
    }),
  });
}

/** Which statements each connection has prepared. */
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

async function prepare(client: pg.PoolClient, reads: Read[]): Promise<void> {
  let done = preparedOn.get(client);
  if (!done) preparedOn.set(client, (done = new Set()));
  const missing = [...new Set(reads.map((r) => r.statement))].filter((st) => !done.has(st.name));
  if (missing.length === 0) return;
  await client.query(missing.map((st) => `prepare ${st.name} (${st.types.join(', ')}) as ${st.sql}`).join(';\n'));
  for (const st of missing) done.add(st.name);
}

/** The child's play lock (the same key as q.lockStudent), held until commit. */
const lock = statement('play_lock', ['int'], `select pg_advisory_xact_lock(hashtextextended('aralin:play:' || $1, 0))`);

const execute = (r: Read) => `execute ${r.statement.name}(${r.args.join(', ')})`;

/** Drizzle over one checked-out connection, made once per connection (the slower paths use it). */
const drizzleOf = new WeakMap<pg.PoolClient, Tx>();
function txOf(client: pg.PoolClient): Tx {
  let tx = drizzleOf.get(client);
  if (!tx) {
    tx = drizzle({ client, casing: 'snake_case' }) as unknown as Tx;
    drizzleOf.set(client, tx);
  }
  return tx;
}

export interface PlayTx {
  /** Drizzle bound to this transaction. */
  tx: Tx;
  /** A parameterised statement in this transaction, prepared once per connection under `name`. */
  run<R extends pg.QueryResultRow>(name: string, text: string, values: unknown[]): Promise<R[]>;
}

/**
 * Runs `fn` in a transaction holding the child's play lock. `reads` run right after the lock, in the
 * same message; `fn` gets their rows in order. Rolled back when `fn` throws.
 */
export async function playTransaction<T>(
  ctx: AppContext,
  studentId: number,
  reads: Read[],
  fn: (t: PlayTx, rows: pg.QueryResultRow[][]) => Promise<T>,
): Promise<T> {
  const client = await ctx.db.$client.connect();
  let broken = false;
  try {
    const all = [lock(studentId), ...reads];
    await prepare(client, all);
    const text = ['begin', ...all.map(execute)].join(';\n');
    const results = (await client.query(text)) as unknown as pg.QueryResult[];
    const rows = results.slice(2).map((r) => r.rows);
    const t: PlayTx = {
      tx: txOf(client),
      run: async <R extends pg.QueryResultRow>(name: string, sql: string, values: unknown[]) =>
        (await client.query<R>({ name, text: sql, values })).rows,
    };
    const out = await fn(t, rows);
    await client.query('commit');
    return out;
  } catch (err) {
    try {
      await client.query('rollback');
    } catch {
      broken = true;
    }
    throw err;
  } finally {
    client.release(broken);
  }
}

/**
 * The child the token names, as read in the call's first message: the auth hook leaves this read to the
 * play calls (one round trip fewer), with the same rule: a deleted child's token stops at once.
 */
export function verifiedStudent(row: StudentActor | undefined, fromToken: StudentActor): StudentActor {
  if (!row || row.id !== fromToken.id || row.organizationId !== fromToken.organizationId) throw unauthorized('invalidToken');
  return { kind: 'student', id: row.id, organizationId: row.organizationId, sectionId: row.sectionId, name: row.name };
}
