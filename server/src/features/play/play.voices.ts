/**
 * A school's recordings of what a listening item says (issue 15 item 4): read only for a listening item,
 * only its own clips (one indexed read), so a child's tablet fetches just the current question's audio.
 */
import type { QuestionData } from '@aralin/contract';
import { clipIdsOf } from '../../content/prebuilt/listening-clips';
import type { Tx } from '../../db/client';
import { schoolRecordingKeys } from '../library-recordings/library-recordings.service';
import type { SchoolVoices } from './play.serve';

/** The school's recordings of the question's clips (empty for a question that is not a listening item). */
export async function schoolVoices(db: Tx, organizationId: number, data: QuestionData): Promise<SchoolVoices> {
  const ids = clipIdsOf(data);
  return ids.length === 0 ? new Map() : schoolRecordingKeys(db, organizationId, ids);
}
