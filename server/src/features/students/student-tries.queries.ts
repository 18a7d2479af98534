/** Queries of how a child worked on their tries, for the staff profile (issue 13 items 3 and 6). */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { attempts } from '../../db/schema';

export type TracingTryRow = {
  id: number;
  strokes: NonNullable<(typeof attempts.$inferSelect)['strokes']>;
  title: string;
  accuracy: number | null;
  passed: boolean;
  at: Date | string;
};

/** The child's newest tracing tries that recorded their strokes, newest first. */
export async function listTracingTries(tx: Tx, studentId: number, limit: number): Promise<TracingTryRow[]> {
  const { rows } = await tx.execute<TracingTryRow>(sql`
    select a.id, a.strokes, v.title, a.accuracy, a.is_correct as passed, a.created_at as at
    from attempts a join activities v on v.id = a.activity_id
    where a.student_id = ${studentId} and a.strokes is not null
    order by a.created_at desc, a.id desc limit ${limit}`);
  return rows;
}

export type OtherLanguageRow = {
  activity_id: number;
  title: string;
  questions: number;
  used: number;
  used_en: number;
  used_tl: number;
  last_used_at: Date | string | null;
};

/**
 * Per activity the child answered in since `since`: the questions answered and those on which the other
 * language was used (in all and per language). A question is one serving of it in a session, (session,
 * question): its attempts count once. Most used first.
 */
export async function listOtherLanguageUse(tx: Tx, studentId: number, since: Date): Promise<OtherLanguageRow[]> {
  const { rows } = await tx.execute<OtherLanguageRow>(sql`
    select a.activity_id, v.title,
      count(distinct (a.session_id, a.question_id))::int as questions,
      count(distinct (a.session_id, a.question_id)) filter (where a.other_language is not null)::int as used,
      count(distinct (a.session_id, a.question_id)) filter (where a.other_language = 'en')::int as used_en,
      count(distinct (a.session_id, a.question_id)) filter (where a.other_language = 'tl')::int as used_tl,
      max(a.created_at) filter (where a.other_language is not null) as last_used_at
    from attempts a join activities v on v.id = a.activity_id
    where a.student_id = ${studentId} and a.created_at >= ${since.toISOString()}
    group by a.activity_id, v.title
    order by used desc, max(a.created_at) desc, a.activity_id`);
  return rows;
}
