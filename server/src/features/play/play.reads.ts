/**
 * The hot path's statements, written by hand (issue 11): the reads that go out with the lock in one
 * message (play.tx.ts), and the writes of an answer that does not end its session, as one statement.
 * Rows come back with the same field names and types as the Drizzle queries of play.queries.ts.
 */
import { getTableColumns } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { attempts, conceptMastery, playSessions, questions } from '../../db/schema';
import type { StudentActor } from '../../plugins/auth';
import type * as q from './play.queries';
import { statement, type Call, type ParamType } from './play.tx';

/** `snake_case as "camelCase"` for every column of a table, so rows read like Drizzle's. */
function columns(table: PgTable, alias: string): string {
  return Object.keys(getTableColumns(table))
    .map((key) => `${alias}.${toSnakeCase(key)} as "${key}"`)
    .join(', ');
}

const SESSION = columns(playSessions, 's');
const QUESTION = columns(questions, 'q');

/**
 * The child as the token names them (the auth hook's read, folded into the call's first message), with
 * the account's token version and whether the token's session (refresh family) is still live.
 */
export const studentRead = statement(
  'play_r_student',
  ['int', 'uuid'],
  `select id, organization_id as "organizationId", section_id as "sectionId", name, token_version as "tokenVersion",
     ($2::uuid is null or exists (select 1 from refresh_tokens where family_id = $2 and revoked_at is null)) as live
   from students where id = $1`,
);

/** The activity as assigned to the child (not unassigned, not deleted). */
export const assignedActivityRead = statement(
  'play_r_activity',
  ['int', 'int'],
  `select a.id, a.title, a.type, a.concept_id as "conceptId", a.required_score as "requiredScore",
     g.id as "assignmentId", g.status as "assignmentStatus", g.subject_id as "subjectId"
   from assignments g join activities a on a.id = g.activity_id
   where g.student_id = $1 and g.activity_id = $2 and g.unassigned_at is null and a.deleted_at is null
   limit 1`,
);

/** The child's newest session of an activity, open or ended (an open one is always the newest). */
export const latestSessionRead = statement(
  'play_r_session',
  ['int', 'int'],
  `select ${SESSION} from play_sessions s where s.student_id = $1 and s.activity_id = $2 order by s.id desc limit 1`,
);

/** Every question of an activity, whole, in pool order. */
export const questionsRead = statement(
  'play_r_questions',
  ['int'],
  `select ${QUESTION} from questions q where q.activity_id = $1 order by q.position, q.id`,
);

/** The question pool of an activity: ids, levels and concepts only (as q.poolOf). */
export const poolRead = statement(
  'play_r_pool',
  ['int'],
  `select id, difficulty_level as difficulty, concept_id as "conceptId" from questions where activity_id = $1 order by position, id`,
);

/** One question, whole. */
export const questionRead = statement('play_r_question', ['int'], `select ${QUESTION} from questions q where q.id = $1`);

/** The child's mastery of an activity's concept (for the level a session starts at). */
export const activityMasteryRead = statement(
  'play_r_activity_mastery',
  ['int', 'int'],
  `select m.mastery, m.answers from concept_mastery m join activities a on a.concept_id = m.concept_id
   where m.student_id = $1 and a.id = $2`,
);

/**
 * The concept a question counts for (its own, else its activity's) with its required score and the child's
 * mastery of it (null fields when never practised).
 */
export const questionConceptRead = statement(
  'play_r_question_concept',
  ['int', 'int'],
  `select c.id as "conceptId", c.required_score as "requiredScore", m.mastery, m.answers, m.correct, m.mastered_at as "masteredAt"
   from questions q join activities a on a.id = q.activity_id
   join concepts c on c.id = coalesce(q.concept_id, a.concept_id)
   left join concept_mastery m on m.concept_id = c.id and m.student_id = $1
   where q.id = $2`,
);

/** The attempt this child recorded with an answer_id, if any. */
export const answerIdRead = statement(
  'play_r_answer_id',
  ['int', 'uuid'],
  `select question_id as "questionId", activity_id as "activityId", result from attempts
   where student_id = $1 and answer_id = $2 limit 1`,
);

export interface ActivityRow {
  id: number;
  title: string;
  type: 'matching' | 'multiple_choice' | 'tracing';
  conceptId: number | null;
  requiredScore: number;
  assignmentId: number;
  assignmentStatus: string;
  /** The subject the activity was assigned from: reviews stay within it (issue 19). */
  subjectId: number;
}
export type StudentRow = Pick<StudentActor, 'id' | 'organizationId' | 'sectionId' | 'name'> & { tokenVersion: number; live: boolean };
export type ConceptRow = {
  conceptId: number;
  requiredScore: number;
  mastery: number | null;
  answers: number | null;
  correct: number | null;
  masteredAt: Date | null;
};

/** Typed first rows of the reads (pg gives rows as untyped records). */
export const first = <T>(rows: pg.QueryResultRow[] | undefined) => rows?.[0] as T | undefined;
export const all = <T>(rows: pg.QueryResultRow[] | undefined) => (rows ?? []) as T[];

/** The columns of an attempt that the answer statements fill, in order, with their types. */
const ATTEMPT: readonly [keyof q.NewAttempt, ParamType][] = [
  ['organizationId', 'int'],
  ['sessionId', 'int'],
  ['studentId', 'int'],
  ['activityId', 'int'],
  ['questionId', 'int'],
  ['conceptId', 'int'],
  ['attemptType', 'text'],
  ['answer', 'jsonb'],
  ['isCorrect', 'bool'],
  ['scoreIncrement', 'int'],
  ['accuracy', 'int'],
  ['isReviewQuestion', 'bool'],
  ['originalActivityId', 'int'],
  ['result', 'jsonb'],
  ['tryKey', 'text'],
  ['answerId', 'uuid'],
  ['createdAt', 'timestamptz'],
];
const MASTERY: readonly [keyof MasteryWrite, ParamType][] = [
  ['organizationId', 'int'],
  ['studentId', 'int'],
  ['conceptId', 'int'],
  ['mastery', 'int'],
  ['answers', 'int'],
  ['correct', 'int'],
  ['lastPracticedAt', 'timestamptz'],
  ['masteredAt', 'timestamptz'],
];
const N = ATTEMPT.length;
const $ = (i: number) => `$${i}`;

export interface MasteryWrite {
  organizationId: number;
  studentId: number;
  conceptId: number;
  mastery: number;
  answers: number;
  correct: number;
  lastPracticedAt: Date;
  masteredAt: Date | null;
}

/** The statement of an answer that does not end its session; see answerWrite. */
function answerStatement(withMastery: boolean) {
  const insertAttempt = `insert into attempts (${ATTEMPT.map(([k]) => toSnakeCase(k)).join(', ')})
      values (${ATTEMPT.map((_, i) => $(i + 1)).join(', ')}) on conflict do nothing returning id`;
  const s = (i: number) => $(N + i);
  const m = (i: number) => $(N + 4 + i);
  const upsertMastery = `insert into concept_mastery (${MASTERY.map(([k]) => toSnakeCase(k)).join(', ')})
      select ${MASTERY.map((_, i) => m(i + 1)).join(', ')} from a
      on conflict (student_id, concept_id) do update set mastery = excluded.mastery, answers = excluded.answers,
        correct = excluded.correct, last_practiced_at = excluded.last_practiced_at, mastered_at = excluded.mastered_at`;
  const updateSession = `update play_sessions set state = ${s(2)}, points_earned = ${s(3)}, points_possible = ${s(4)}
      where id = ${s(1)} and exists (select 1 from a)`;
  return statement(
    withMastery ? 'play_w_answer_mastery' : 'play_w_answer',
    [...ATTEMPT.map(([, t]) => t), 'int', 'jsonb', 'int', 'int', ...(withMastery ? MASTERY.map(([, t]) => t) : [])],
    `with a as (${insertAttempt})${withMastery ? `, m as (${upsertMastery})` : ''}, u as (${updateSession}) select id from a`,
  );
}
const answerWithMastery = answerStatement(true);
const answerOnly = answerStatement(false);

/**
 * An answer that does not end its session, in one statement: the attempt (nothing else happens when the
 * same attempt is already there), the child's mastery of the concept when the question finished, and the
 * session's state and points. Its rows: the new attempt's id, or none for a repeat.
 */
export function answerWrite(
  attempt: q.NewAttempt,
  session: { id: number; state: unknown; pointsEarned: number; pointsPossible: number },
  mastery: MasteryWrite | null,
): Call {
  const values = [...ATTEMPT.map(([k]) => attempt[k] ?? null), session.id, session.state, session.pointsEarned, session.pointsPossible];
  return mastery ? answerWithMastery(...values, ...MASTERY.map(([k]) => mastery[k])) : answerOnly(...values);
}

/** A question served: the session's state and count of questions served. */
export const servedWrite = statement(
  'play_w_served',
  ['int', 'jsonb', 'int'],
  'update play_sessions set state = $2, questions_served = $3 where id = $1',
);

/** The state of a session that ended, with its end data. */
export const endStateWrite = statement('play_w_end_state', ['int', 'jsonb'], 'update play_sessions set state = $2 where id = $1');

/** The result of an attempt recorded before its session's end was known. */
export const attemptResultWrite = statement('play_w_attempt_result', ['int', 'jsonb'], 'update attempts set result = $2 where id = $1');

/** Column names used above, checked against the schema at load so a renamed column fails at start. */
for (const [table, keys] of [
  [attempts, ATTEMPT.map(([k]) => k)],
  [conceptMastery, MASTERY.map(([k]) => k)],
  [playSessions, ['state', 'pointsEarned', 'pointsPossible', 'questionsServed']],
] as const) {
  const known = getTableColumns(table);
  for (const k of keys) if (!(k in known)) throw new Error(`play.reads: no column ${k}`);
}
