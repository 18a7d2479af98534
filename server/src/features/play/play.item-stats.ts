/**
 * What answers taught about their questions (issue 14's item statistics: the learned difficulty, the count
 * of answers it learned from, the mean log of the looking time), gathered in the process and written
 * together every FLUSH_MS (issue 11).
 *
 * Every child answering a question shares its row. Written with each answer, they cost an answer a
 * transaction of its own after its commit (four statements of the answer loop's seventeen or so) and made
 * 40 children on one activity queue on its 12 rows. Gathered here, one flush writes all the questions
 * answered meanwhile in one transaction. Only an answer its call recorded is added (a double tap or a
 * retry adds nothing), so the counts stay exact; the steps of one question in one flush are added before
 * the difficulty is clamped to ±4 once (each answer clamped it before), which differs only at the bounds.
 *
 * What a crash loses: the statistics of the last FLUSH_MS, never an answer (they were written without
 * waiting for the disk before, with the same loss). Each process flushes its own; increments add, so
 * workers agree. The server's close flushes what is left (the play routes' onClose hook).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { logFailure, stderrLog, type WarnLog } from '../../lib/log-failure';
import type { ItemStep } from './play.reads';

const FLUSH_MS = 500;

interface Pending {
  /** The difficulty the first answer was judged against: the row's start when the question has none yet. */
  from: number;
  step: number;
  answers: number;
  lookSum: number;
  looks: number;
}

class ItemStats {
  private pending = new Map<number, Pending>();
  private timer: NodeJS.Timeout | undefined;
  private last: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: WarnLog,
  ) {}

  add(item: ItemStep): void {
    let p = this.pending.get(item.questionId);
    if (!p) this.pending.set(item.questionId, (p = { from: item.from, step: 0, answers: 0, lookSum: 0, looks: 0 }));
    p.step += item.step;
    if (item.learned) p.answers += 1;
    if (item.lookLog !== null) {
      p.lookSum += item.lookLog;
      p.looks += 1;
    }
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Writes what was gathered (after any flush still running); never throws: a failure is logged. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending];
    this.pending = new Map();
    if (batch.length === 0) return this.last;
    this.last = this.last.then(() => this.write(batch).catch(logFailure(this.log, 'writing the questions’ statistics')));
    return this.last;
  }

  private async write(batch: [number, Pending][]): Promise<void> {
    const col = (f: (p: Pending) => number) => `{${batch.map(([, p]) => f(p)).join(',')}}`;
    const ids = `{${batch.map(([id]) => id).join(',')}}`;
    await this.db.transaction(async (tx) => {
      // A question without a row starts at the difficulty its first answer was judged against.
      await tx.execute(sql`
        insert into item_stats (question_id, difficulty, answers, looks)
        select q, f, 0, 0 from unnest(${ids}::int[], ${col((p) => p.from)}::float8[]) as t(q, f)
        where exists (select 1 from questions where id = q)
        on conflict (question_id) do nothing`);
      await tx.execute(sql`
        update item_stats i set difficulty = greatest(-4, least(4, i.difficulty + t.s)), answers = i.answers + t.n,
          look_log_mean = case when t.k = 0 then i.look_log_mean
            else (coalesce(i.look_log_mean, 0) * i.looks + t.l) / (i.looks + t.k) end,
          looks = i.looks + t.k
        from unnest(${ids}::int[], ${col((p) => p.step)}::float8[], ${col((p) => p.answers)}::int[],
          ${col((p) => p.lookSum)}::float8[], ${col((p) => p.looks)}::int[]) as t(q, s, n, l, k)
        where i.question_id = t.q`);
    });
  }
}

const byDb = new WeakMap<Db, ItemStats>();

/** The process's gathered statistics for a database (made on first use). */
export function itemStats(db: Db, log: WarnLog = stderrLog): ItemStats {
  let s = byDb.get(db);
  if (!s) byDb.set(db, (s = new ItemStats(db, log)));
  return s;
}

/** Writes the statistics still gathered for a database (the server's close; the learning bench; tests). */
export function flushItemStats(db: Db): Promise<void> {
  return byDb.get(db)?.flush() ?? Promise.resolve();
}
