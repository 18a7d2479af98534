/**
 * Group flush of the play calls' commits (issue 11). A play transaction commits without waiting for the
 * disk (`synchronous_commit = off` for that transaction only), and its call answers only once a flush of the
 * WAL that began after the commit has ended: what the child is told is saved is on disk, as with a synchronous
 * commit. One connection a process does the flushing for every call that committed meanwhile, so the
 * transactions' backends never sleep on the WAL's flush and a connection goes back to the pool before it.
 *
 * The flush is a non-transactional logical message written with `flush` (PostgreSQL 17): it writes nothing
 * anybody reads and needs no transaction id. A database that refuses it (PostgreSQL 15 or 16 through
 * DATABASE_URL, or a role without the right) keeps synchronous commits: the first flush is tried before any
 * call relies on it, and until it has worked the play calls commit as before.
 */
import pg from 'pg';
import type { WarnLog } from '../../lib/log-failure';

const FLUSH: pg.QueryConfig = { name: 'aralin_flush', text: "select pg_logical_emit_message(false, 'aralin:flush', '', true)" };

interface Waiter {
  resolve: () => void;
  reject: (err: Error) => void;
}

class Flusher {
  private client: Promise<pg.Client> | undefined;
  private waiting: Waiter[] = [];
  private running = false;
  private closed = false;
  /** Whether the database flushes this way: unknown until the first flush answers (see `on`). */
  private works: boolean | undefined;
  private trying = false;

  constructor(
    private readonly options: pg.PoolConfig,
    private readonly log: WarnLog,
  ) {}

  /**
   * Whether play transactions may commit without waiting: only once a flush has worked. The first question
   * starts a try and answers false meanwhile.
   */
  on(): boolean {
    if (this.works === undefined && !this.trying && !this.closed) {
      this.trying = true;
      this.durable().then(
        () => (this.trying = false),
        () => (this.trying = false),
      );
    }
    return this.works === true;
  }

  /** Resolves once everything committed before this call is on disk. */
  durable(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the WAL flusher is closed'));
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      if (!this.running) void this.run();
    });
  }

  /** Flushes, as long as calls wait: each flush answers every call that was waiting when it began. */
  private async run(): Promise<void> {
    this.running = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting;
      this.waiting = [];
      try {
        const client = await this.connection();
        await client.query(FLUSH);
        this.works = true;
        for (const w of batch) w.resolve();
      } catch (err) {
        // The function missing (before PostgreSQL 17) or not allowed: synchronous commits from now on.
        const code = (err as { code?: string }).code;
        if ((code === '42883' || code === '42501') && this.works !== false) {
          this.works = false;
          this.log.warn(
            { err: { message: (err as Error).message, code } },
            "PostgreSQL refused the shared WAL flush (it needs PostgreSQL 17 and the right to call pg_logical_emit_message): the children's answers commit synchronously, the same guarantee with more CPU an answer",
          );
        }
        this.drop();
        for (const w of batch) w.reject(err as Error);
      }
    }
    this.running = false;
  }

  private connection(): Promise<pg.Client> {
    this.client ??= (async () => {
      const client = new pg.Client({ ...this.options });
      // A broken connection is dropped (the next flush opens another); an unheard 'error' would crash.
      client.on('error', () => this.drop(client));
      await client.connect();
      return client;
    })();
    return this.client;
  }

  private drop(which?: pg.Client): void {
    const current = this.client;
    if (!current) return;
    void current.then(
      (c) => {
        if (which && c !== which) return;
        if (this.client === current) this.client = undefined;
        c.end().catch(() => {});
      },
      () => {
        if (this.client === current) this.client = undefined;
      },
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    const current = this.client;
    this.client = undefined;
    if (current) await current.then((c) => c.end()).catch(() => {});
  }
}

const flushers = new WeakMap<pg.Pool, Flusher>();

/** The flusher of a pool's database (one connection of its own, opened on first use). */
function flusherOf(pool: pg.Pool, log: WarnLog): Flusher {
  let f = flushers.get(pool);
  if (!f) {
    f = new Flusher(pool.options, log);
    flushers.set(pool, f);
  }
  return f;
}

/** Whether play transactions on `pool` commit without waiting and answer after `durable` (see Flusher.on). */
export const groupFlush = (pool: pg.Pool, log: WarnLog) => flusherOf(pool, log).on();

/** Resolves once every transaction committed on `pool`'s database before this call is on disk (after groupFlush). */
export const durable = (pool: pg.Pool) => flushers.get(pool)!.durable();

/** Closes the pool's flusher connection (the runtime's close). */
export async function closeFlusher(pool: pg.Pool): Promise<void> {
  await flushers.get(pool)?.close();
  flushers.delete(pool);
}
