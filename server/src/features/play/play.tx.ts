/**
 * A play call's transaction in two round trips (issue 11): `begin`, the child's advisory lock and every
 * read the call needs go to PostgreSQL as one message; the call's writes and `commit` as a second. The lock
 * still serialises a child's play calls (a double tap, a retry, two tabs), so the rules of
 * docs/adaptive-play.md hold exactly as before; other children never wait.
 *
 * Both messages are pipelines of PostgreSQL's extended protocol (Pipeline below): each statement is parsed
 * once per connection by name, then only bound to its values. The commit does not wait for the disk; the
 * call answers once a flush shared with the other calls has put it there (play.durable.ts).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { unauthorized } from '../../lib/app-error';
import type { StudentActor } from '../../plugins/auth';
import { inspect } from 'node:util';
import { durable, groupFlush } from './play.durable';

export type ParamType = 'int' | 'float8' | 'uuid' | 'text' | 'jsonb' | 'bool' | 'timestamptz' | 'int[]' | 'text[]';

/** A statement prepared once per connection (the protocol's Parse, by name) and run with its values. */
export interface Statement {
  name: string;
  types: readonly ParamType[];
  sql: string;
  /** The statement takes the child's play lock for its first parameter (PLAY_LOCK): see playTransaction. */
  locks?: boolean;
}

/** A statement with its arguments, as the protocol's text values. */
export interface Call {
  statement: Statement;
  values: (string | null)[];
}

/** An integer literal: anything else is refused. */
export function int(n: unknown): string {
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw new TypeError(`not an integer: ${String(n)}`);
  return String(n);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An element of a text array's literal: quoted, with its quotes and backslashes escaped. */
const arrayElement = (v: unknown) => {
  if (typeof v !== 'string') throw new TypeError(`not text: ${inspect(v)}`);
  return `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
};

/** The text value of a value of a declared type (what PostgreSQL's input function of the type reads). */
function textValue(type: ParamType, v: unknown): string | null {
  if (v === null || v === undefined) return null;
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
      return v.toLowerCase();
    case 'timestamptz':
      if (!(v instanceof Date) || Number.isNaN(v.getTime())) throw new TypeError(`not a date: ${inspect(v)}`);
      return v.toISOString();
    case 'jsonb':
      return JSON.stringify(v);
    case 'text':
      if (typeof v !== 'string') throw new TypeError(`not text: ${inspect(v)}`);
      return v;
    case 'int[]':
      if (!Array.isArray(v)) throw new TypeError(`not an array: ${inspect(v)}`);
      return `{${v.map(int).join(',')}}`;
    case 'text[]':
      if (!Array.isArray(v)) throw new TypeError(`not an array: ${inspect(v)}`);
      return `{${v.map(arrayElement).join(',')}}`;
  }
}

/** The type of each parameter as the protocol's Parse names it (PostgreSQL's type oids). */
const OID: Record<ParamType, number> = {
  int: 23,
  float8: 701,
  uuid: 2950,
  text: 25,
  jsonb: 3802,
  bool: 16,
  timestamptz: 1184,
  'int[]': 1007,
  'text[]': 1009,
};

/** A statement; called with its arguments, it is a call for one of the two messages. */
export function statement(name: string, types: readonly ParamType[], sql: string, options: { locks?: boolean } = {}) {
  const stmt: Statement = { name, types, sql, ...options };
  return (...values: unknown[]): Call => {
    if (values.length !== types.length) throw new TypeError(`${name}: ${types.length} arguments expected`);
    return { statement: stmt, values: values.map((v, i) => textValue(types[i], v)) };
  };
}

/**
 * The play statements are planned once per connection (a generic plan): by default PostgreSQL plans a
 * prepared statement afresh for its first five runs on each connection before it settles on the generic
 * plan, and the answer loop's statement log showed that planning as about half of PostgreSQL's time per
 * request while a pool's connections warm up (docs/benchmarks.md, session 9). Every play statement finds its
 * rows by keys (the child, the activity, the question), so the generic plan is the one PostgreSQL picks
 * after those five runs anyway. The setting is the connection's, made by its first play transaction (a
 * statement less in every later one, issue 11): it touches named prepared statements only, and the product's
 * other queries (Drizzle's) are unnamed, always planned for their values.
 */
const GENERIC = statement('play_generic', [], 'set plan_cache_mode to force_generic_plan')();
/** The connections whose play transaction set GENERIC and committed (a rolled-back transaction undoes a `set`). */
const genericOn = new WeakSet<pg.PoolClient>();
const BEGIN = statement('play_begin', [], 'begin')();
/** The commit does not wait for the disk: the call answers after a shared flush instead (play.durable.ts). */
const NO_WAIT = statement('play_no_wait', [], 'set local synchronous_commit to off')();
const COMMIT = statement('play_commit', [], 'commit')();

/** Which statements each connection has prepared (the protocol's Parse by name, kept by the server). */
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

/** The protocol's messages of node-postgres' connection that a pipeline writes. */
interface Wire {
  parse(m: { name: string; text: string; types: number[] }): void;
  bind(m: { portal: string; statement: string; values: (string | null)[] }): void;
  describe(m: { type: 'P'; name: string }): void;
  execute(m: { portal: string; rows: number }): void;
  sync(): void;
  stream: { cork?: () => void; uncork?: () => void };
}
interface FieldsMessage {
  fields: pg.FieldDef[];
}
interface RowMessage {
  fields: (string | null)[];
}

/**
 * Statements sent as one pipeline of PostgreSQL's extended protocol (issue 11): each is parsed once per
 * connection (by name) and then only bound to its values and run, without the simple protocol's parsing
 * of an `execute` with its literals and the copy of its rows into a store; one Sync ends the message, so it
 * is one round trip. node-postgres runs it as a query of its own (a submittable): the client routes the
 * answer's messages to it in order, one RowDescription, DataRows and CommandComplete per statement, then
 * ReadyForQuery. When a statement fails, PostgreSQL skips the rest up to the Sync, and the pipeline fails with
 * its error.
 */
class Pipeline {
  readonly results: pg.QueryResultRow[][] = [];
  private fields: pg.FieldDef[] = [];
  private parsers: ((v: string) => unknown)[] = [];
  private rows: pg.QueryResultRow[] = [];
  private settle!: { resolve: (r: pg.QueryResultRow[][]) => void; reject: (e: Error) => void };
  readonly done = new Promise<pg.QueryResultRow[][]>((resolve, reject) => (this.settle = { resolve, reject }));

  constructor(
    private readonly calls: Call[],
    private readonly parse: Set<Statement>,
  ) {}

  submit(connection: Wire): null {
    connection.stream.cork?.();
    try {
      // The new statements' Parse first: a statement that then fails to run leaves them all prepared.
      for (const st of this.parse) connection.parse({ name: st.name, text: st.sql, types: st.types.map((t) => OID[t]) });
      for (const c of this.calls) {
        const st = c.statement;
        connection.bind({ portal: '', statement: st.name, values: c.values });
        connection.describe({ type: 'P', name: '' });
        connection.execute({ portal: '', rows: 0 });
      }
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(msg: FieldsMessage): void {
    this.fields = msg.fields;
    this.parsers = msg.fields.map((f) => pg.types.getTypeParser(f.dataTypeID, 'text'));
  }

  handleDataRow(msg: RowMessage): void {
    const row: pg.QueryResultRow = {};
    for (let i = 0; i < this.fields.length; i++) {
      const raw = msg.fields[i];
      row[this.fields[i].name] = raw === null || raw === undefined ? null : this.parsers[i](raw);
    }
    this.rows.push(row);
  }

  handleCommandComplete(): void {
    this.results.push(this.rows);
    this.rows = [];
    this.fields = [];
    this.parsers = [];
  }

  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyInResponse(): void {}
  handleCopyData(): void {}

  /** A statement's error (the client then forgets this query: PostgreSQL skips the rest up to the Sync) or a broken socket's. */
  handleError(err: Error): void {
    this.settle.reject(err);
  }

  handleReadyForQuery(): void {
    this.settle.resolve(this.results);
  }
}

/**
 * Connections whose prepared statements are not known after a failed pipeline that parsed some (a statement
 * of ours that PostgreSQL refused to parse): closed instead of going back to the pool.
 */
const spoiled = new WeakSet<pg.PoolClient>();

/** Runs calls as one pipeline (one round trip) and answers each call's rows in order. */
async function pipeline(client: pg.PoolClient, calls: Call[]): Promise<pg.QueryResultRow[][]> {
  let done = preparedOn.get(client);
  if (!done) preparedOn.set(client, (done = new Set()));
  const parse = new Set<Statement>();
  for (const c of calls) if (!done.has(c.statement.name)) parse.add(c.statement);
  const p = new Pipeline(calls, parse);
  void client.query(p as unknown as pg.QueryConfig);
  try {
    const results = await p.done;
    for (const st of parse) done.add(st.name);
    return results;
  } catch (err) {
    if (parse.size > 0) spoiled.add(client);
    throw err;
  }
}

/** Runs calls as one message after `before` and before `after`, and answers each call's rows in order. */
async function send(client: pg.PoolClient, before: Call[], calls: Call[], after: Call[]): Promise<pg.QueryResultRow[][]> {
  const results = await pipeline(client, [...before, ...calls, ...after]);
  return results.slice(before.length, before.length + calls.length);
}

/**
 * The child's play lock (q.lockStudent takes the same) as an SQL expression of the child's id, held until
 * commit. A read whose statement is made with `{ locks: true }` takes it for its first parameter.
 */
export const PLAY_LOCK = (id: string) => `pg_advisory_xact_lock(hashtextextended('aralin:play:' || ${id}, 0))`;
const lock = statement('play_lock', ['int'], `select ${PLAY_LOCK('$1')}`);

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
  /** The call's last writes, sent with `commit` in one message; answers their rows. Nothing may follow. */
  commitWith(calls: Call[]): Promise<pg.QueryResultRow[][]>;
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
  // A first read that takes the lock itself (the child's row, play.reads.ts) spares the lock's statement.
  const own = reads[0]?.statement.locks === true;
  if (own && reads[0].values[0] !== String(studentId)) throw new Error('playTransaction: the first read locks another child');
  // Commits that don't wait for the disk, the call answering after a shared flush (play.durable.ts).
  const grouped = groupFlush(ctx.db.$client, ctx.log);
  const client = await ctx.db.$client.connect();
  let broken = false;
  let committed = false;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    client.release(broken || spoiled.has(client));
  };
  try {
    const setGeneric = !genericOn.has(client);
    const before = [BEGIN, ...(grouped ? [NO_WAIT] : []), ...(setGeneric ? [GENERIC] : [])];
    const opened = await send(client, before, own ? reads : [lock(studentId), ...reads], []);
    const rows = own ? opened : opened.slice(1);
    const commit = async (calls: Call[]) => {
      if (committed) throw new Error('playTransaction: already committed');
      const out = await send(client, [], calls, [COMMIT]);
      committed = true;
      if (setGeneric) genericOn.add(client);
      return out;
    };
    const t: PlayTx = {
      tx: txOf(client),
      run: async (calls) => {
        if (committed) throw new Error('playTransaction: already committed');
        return send(client, [], calls, []);
      },
      commitWith: commit,
    };
    const out = await fn(t, rows);
    if (!committed) await commit([]);
    release();
    // Answered once what the call wrote, and all it read, is on disk.
    if (grouped) await durable(ctx.db.$client);
    return out;
  } catch (err) {
    if (!committed) {
      try {
        await client.query('rollback');
      } catch {
        broken = true;
      }
    }
    release();
    // What the call read (another call's answer, say) may not be on disk yet: its error waits as an answer does.
    if (grouped && !broken) await durable(ctx.db.$client).catch(() => {});
    throw err;
  } finally {
    release();
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
