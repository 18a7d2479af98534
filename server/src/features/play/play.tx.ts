/**
 * A play call's transaction in two round trips (issue 11): `begin`, the child's advisory lock and every
 * read the call needs go to PostgreSQL as one message; the call's writes and `commit` as a second. The lock
 * still serialises a child's play calls (a double tap, a retry, two tabs), so the rules of
 * docs/adaptive-play.md hold exactly as before; other children never wait.
 *
 * Both messages use PostgreSQL's simple protocol (several statements in one message), which takes no
 * parameters: each statement is prepared once per connection with typed parameters (`prepare`), and run
 * with `execute name(literal, ...)`, every literal made here from its declared type (integers checked,
 * text through node-postgres' escapeLiteral).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { unauthorized } from '../../lib/app-error';
import type { StudentActor } from '../../plugins/auth';
import { inspect } from 'node:util';

export type ParamType = 'int' | 'float8' | 'uuid' | 'text' | 'jsonb' | 'bool' | 'timestamptz' | 'int[]' | 'text[]';

/** A statement prepared once per connection (SQL `prepare`) and run with `execute`. */
export interface Statement {
  name: string;
  types: readonly ParamType[];
  sql: string;
}

/** A statement with its arguments, as literals. */
export interface Call {
  statement: Statement;
  args: string[];
}

/** An integer literal: anything else is refused. */
export function int(n: unknown): string {
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw new TypeError(`not an integer: ${String(n)}`);
  return String(n);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The literal of a value of a declared type. */
function literal(type: ParamType, v: unknown): string {
  if (v === null || v === undefined) return 'null';
  switch (type) {
    case 'int':
      return int(v);
    case 'float8':
      if (typeof v !== 'number' || !Number.isFinite(v)) throw new TypeError(`not a finite number: ${JSON.stringify(v)}`);
      return String(v);
    case 'bool':
      if (typeof v !== 'boolean') throw new TypeError(`not a boolean: ${inspect(v)}`);
      return v ? 'true' : 'false';
    case 'uuid':
      if (typeof v !== 'string' || !UUID.test(v)) throw new TypeError(`not a UUID: ${inspect(v)}`);
      return `'${v.toLowerCase()}'`;
    case 'timestamptz':
      if (!(v instanceof Date) || Number.isNaN(v.getTime())) throw new TypeError(`not a date: ${inspect(v)}`);
      return `'${v.toISOString()}'`;
    case 'jsonb':
      return pg.escapeLiteral(JSON.stringify(v));
    case 'text':
      if (typeof v !== 'string') throw new TypeError(`not text: ${inspect(v)}`);
      return pg.escapeLiteral(v);
    case 'int[]':
      if (!Array.isArray(v)) throw new TypeError(`not an array: ${inspect(v)}`);
      return `'{${v.map(int).join(',')}}'`;
    case 'text[]':
      if (!Array.isArray(v)) throw new TypeError(`not an array: ${inspect(v)}`);
      return v.length === 0 ? `'{}'` : `array[${v.map((x) => literal('text', x)).join(', ')}]`;
  }
}

/** A statement; called with its arguments, it is a call for one of the two messages. */
export function statement(name: string, types: readonly ParamType[], sql: string) {
  const stmt: Statement = { name, types, sql };
  return (...values: unknown[]): Call => {
    if (values.length !== types.length) throw new TypeError(`${name}: ${types.length} arguments expected`);
    return { statement: stmt, args: values.map((v, i) => literal(types[i], v)) };
  };
}

/**
 * How a play transaction opens. The play statements are planned once per connection (a generic plan):
 * by default PostgreSQL plans a prepared statement afresh for its first five runs on each connection before
 * it settles on the generic plan, and the answer loop's statement log showed that planning as about half of
 * PostgreSQL's time per request while a pool's connections warm up (docs/benchmarks.md, session 9). Every
 * play statement finds its rows by keys (the child, the activity, the question), so the generic plan is the
 * one PostgreSQL picks after those five runs anyway. `set local` ends with the transaction: the
 * connection's queries outside play keep the default.
 */
const OPEN = ['begin', 'set local plan_cache_mode to force_generic_plan'];

/** Which statements each connection has prepared. */
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

async function prepare(client: pg.PoolClient, calls: Call[]): Promise<void> {
  let done = preparedOn.get(client);
  if (!done) preparedOn.set(client, (done = new Set()));
  const missing = [...new Set(calls.map((c) => c.statement))].filter((st) => !done.has(st.name));
  if (missing.length === 0) return;
  await client.query(missing.map((st) => `prepare ${st.name} (${st.types.join(', ')}) as ${st.sql}`).join(';\n'));
  for (const st of missing) done.add(st.name);
}

const execute = (c: Call) => `execute ${c.statement.name}${c.args.length ? `(${c.args.join(', ')})` : ''}`;

/**
 * Runs calls as one message after `before` and before `after`, and answers each call's rows in order.
 * `detached` calls end the message in a transaction of their own that does not wait for the disk (see
 * PlayTx.commitWith).
 */
async function send(
  client: pg.PoolClient,
  before: string[],
  calls: Call[],
  after: string[],
  detached: Call[] = [],
): Promise<pg.QueryResultRow[][]> {
  await prepare(client, [...calls, ...detached]);
  const tail = detached.length > 0 ? [...OPEN, 'set local synchronous_commit to off', ...detached.map(execute), 'commit'] : [];
  // One statement answers one result, several an array of them (node-postgres' types know only the first).
  const out: pg.QueryResult | pg.QueryResult[] = await client.query([...before, ...calls.map(execute), ...after, ...tail].join(';\n'));
  const results = Array.isArray(out) ? out : [out];
  return results.slice(before.length, before.length + calls.length).map((r) => r.rows);
}

/** The child's play lock (the same key as q.lockStudent), held until commit. */
const lock = statement('play_lock', ['int'], `select pg_advisory_xact_lock(hashtextextended('aralin:play:' || $1, 0))`);

/** Drizzle over one checked-out connection, made once per connection (the less frequent paths use it). */
const drizzleOf = new WeakMap<pg.PoolClient, Tx>();
function txOf(client: pg.PoolClient): Tx {
  let tx = drizzleOf.get(client);
  if (!tx) {
    tx = drizzle({ client, casing: 'snake_case' });
    drizzleOf.set(client, tx);
  }
  return tx;
}

export interface PlayTx {
  /** Drizzle bound to this transaction. */
  tx: Tx;
  /** Statements sent as one message inside the transaction (no commit); answers their rows in order. */
  run(calls: Call[]): Promise<pg.QueryResultRow[][]>;
  /**
   * The call's last writes, sent with `commit` in one message; answers their rows. Nothing may follow.
   * `detached` writes follow the commit in the same message, in a transaction of their own without waiting
   * for the disk: statistics many children share (item_stats), whose rows are then locked only while their
   * statement runs. A crash may lose them, never the answer; they must not fail (all their inputs are
   * checked here), and if they did, the answer is committed and its retry answers its stored result.
   */
  commitWith(calls: Call[], detached?: Call[]): Promise<pg.QueryResultRow[][]>;
}

/**
 * Runs `fn` in a transaction holding the child's play lock. `reads` run right after the lock, in the
 * same message; `fn` gets their rows in order. Committed with `fn`'s last writes (commitWith) or after it;
 * rolled back when it throws.
 */
export async function playTransaction<T>(
  ctx: AppContext,
  studentId: number,
  reads: Call[],
  fn: (t: PlayTx, rows: pg.QueryResultRow[][]) => Promise<T>,
): Promise<T> {
  const client = await ctx.db.$client.connect();
  let broken = false;
  let committed = false;
  try {
    const [, ...rows] = await send(client, OPEN, [lock(studentId), ...reads], []);
    const t: PlayTx = {
      tx: txOf(client),
      run: async (calls) => {
        if (committed) throw new Error('playTransaction: already committed');
        return send(client, [], calls, []);
      },
      commitWith: async (calls, detached = []) => {
        if (committed) throw new Error('playTransaction: already committed');
        const out = await send(client, [], calls, ['commit'], detached);
        committed = true;
        return out;
      },
    };
    const out = await fn(t, rows);
    if (!committed) await client.query('commit');
    return out;
  } catch (err) {
    if (!committed) {
      try {
        await client.query('rollback');
      } catch {
        broken = true;
      }
    }
    throw err;
  } finally {
    client.release(broken);
  }
}

/** The child's row as the first message reads it (play.reads.ts studentRead). */
interface StudentRead {
  id: number;
  organizationId: number;
  sectionId: number | null;
  name: string;
  tokenVersion: number;
  live: boolean;
}

/**
 * The child the token names, as read in the call's first message: the auth hook leaves this read to the
 * play calls (one round trip fewer), with the same rules: a deleted child, a changed password (token
 * version) or an ended session stops the token at once.
 */
export function verifiedStudent(row: StudentRead | undefined, fromToken: StudentActor): StudentActor {
  if (!row || row.id !== fromToken.id || row.organizationId !== fromToken.organizationId) throw unauthorized('invalidToken');
  if (fromToken.tokenVersion !== undefined && (row.tokenVersion !== fromToken.tokenVersion || !row.live))
    throw unauthorized('invalidToken');
  return {
    kind: 'student',
    id: row.id,
    organizationId: row.organizationId,
    sectionId: row.sectionId,
    name: row.name,
    ...(fromToken.sessionId ? { sessionId: fromToken.sessionId } : {}),
  };
}
