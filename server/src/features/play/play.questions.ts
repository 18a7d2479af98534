/**
 * Questions' data as the play calls use it, remembered per process by the row's version (xmin, which any
 * change to the row changes), so a question is read and parsed once rather than on every call (issue 11).
 * A version read in the call that differs from the remembered one (the question was edited, by any
 * process) reads the row again.
 *
 * An activity's pool (its questions' ids, levels, concepts, versions and learned difficulties) is
 * remembered the same way, by the activity's xmin, which any change to its questions changes (migration
 * 0030's triggers): a call reads that stamp with its other reads (one column) instead of the whole pool
 * (a row per question, the answer loop's costliest read, docs/benchmarks.md session 19). The learned
 * difficulties (item_stats, written every half second by each process, play.item-stats.ts) are the only part
 * of a pool that changes without the stamp: a remembered pool is read again after POOL_FRESH_MS, so they
 * are at most that old when a question is picked.
 */
import type { QuestionData } from '@aralin/contract';
import type { Tx } from '../../db/client';
import { loadQuestionData, withActivityHint } from './play.pick';
import type * as q from './play.queries';
import { all, first, poolVersionsRead, questionRead } from './play.reads';
import type { PlayTx } from './play.tx';

/** A question row as read with its version and its activity's hint (questionRead). */
export type VersionedQuestion = q.QuestionRow & { version: string; activityHint?: unknown };

/** A pool item with its question's row version (poolVersionsRead). */
export type VersionedPoolItem = q.PoolItem & { version: string };

/** How long a remembered pool's learned difficulties are used before the pool is read again. */
export const POOL_FRESH_MS = 5000;
const POOL_LIMIT = 2000;
const pools = new Map<number, { stamp: string; at: number; items: readonly VersionedPoolItem[] }>();

/**
 * The pool of activity `activityId` whose version, read in this call, is `stamp`: remembered, or read
 * now (one round trip) when the process does not have it at that stamp or has had it POOL_FRESH_MS.
 */
export async function activityPool(t: PlayTx, activityId: number, stamp: string, now: Date): Promise<readonly VersionedPoolItem[]> {
  const known = pools.get(activityId);
  if (known?.stamp === stamp && Math.abs(now.getTime() - known.at) < POOL_FRESH_MS) return known.items;
  const [rows] = await t.run([poolVersionsRead(activityId)]);
  // Read after the stamp: as new as it, or newer (then the stamp a later call reads differs, and it reads the pool again).
  const items = Object.freeze(all<VersionedPoolItem>(rows).map((item) => Object.freeze(item)));
  if (pools.size >= POOL_LIMIT) pools.clear();
  pools.set(activityId, { stamp, at: now.getTime(), items });
  return items;
}

const LIMIT = 5000;
const remembered = new Map<number, { version: string; data: QuestionData }>();

/** The data of a question row read in this call (parsed once per version). */
async function dataOfRow(tx: Tx, row: VersionedQuestion, activityType?: string): Promise<QuestionData> {
  const known = remembered.get(row.id);
  if (known?.version === row.version) return known.data;
  const data = withActivityHint(await loadQuestionData(tx, row, activityType), row.activityHint);
  if (remembered.size >= LIMIT) remembered.clear();
  remembered.set(row.id, { version: row.version, data });
  return data;
}

/**
 * The data of question `id` at `version` (as read in this call), or read now when it is not remembered at
 * that version or the version is unknown (a review question of another activity). Undefined when the
 * question is gone.
 */
export async function questionData(
  t: PlayTx,
  id: number,
  version: string | undefined,
  activityType?: string,
): Promise<QuestionData | undefined> {
  const known = remembered.get(id);
  if (version !== undefined && known?.version === version) return known.data;
  const [rows] = await t.run([questionRead(id)]);
  const row = first<VersionedQuestion>(rows);
  return row ? dataOfRow(t.tx, row, activityType) : undefined;
}
