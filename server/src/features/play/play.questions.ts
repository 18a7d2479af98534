/**
 * Questions' data as the play calls use it, remembered per process by the row's version (xmin, which any
 * change to the row changes), so a next-question reads its activity's pool as ids, levels and versions
 * and parses a question once rather than on every call (issue 11). A version read in the call that
 * differs from the remembered one (the question was edited, by any process) reads the row again.
 */
import type { QuestionData } from '@aralin/contract';
import type { Tx } from '../../db/client';
import { loadQuestionData, withActivityHint } from './play.pick';
import type * as q from './play.queries';
import { first, questionRead } from './play.reads';
import type { PlayTx } from './play.tx';

/** A question row as read with its version and its activity's hint (questionRead). */
export type VersionedQuestion = q.QuestionRow & { version: string; activityHint?: unknown };

/** A pool item with its question's row version (poolVersionsRead). */
export type VersionedPoolItem = q.PoolItem & { version: string };

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
