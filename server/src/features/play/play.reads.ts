/**
 * The hot path's statements, written by hand (issue 11): the reads that go out with the lock in one
 * message (play.tx.ts), and the writes of an answer that does not end its session, as one statement.
 * Rows come back with the same field names and types as the Drizzle queries of play.queries.ts.
 */
import { getTableColumns } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { SessionEndFields } from '@aralin/contract';
import { attempts, conceptMastery, itemStats, playSessions, questions } from '../../db/schema';
import type { StudentActor } from '../../plugins/auth';
import type * as q from './play.queries';
import { PLAY_LOCK, statement, type Call, type ParamType } from './play.tx';
import { packState, type PlayState } from './play.state';
import { MODEL, MODEL_VERSION } from './play.model';

/** `snake_case as "camelCase"` for every column of a table, so rows read like Drizzle's. */
function columns(table: PgTable, alias: string): string {
  return Object.keys(getTableColumns(table))
    .map((key) => `${alias}.${toSnakeCase(key)} as "${key}"`)
    .join(', ');
}

const SESSION = columns(playSessions, 's');

/** The difficulty of question alias `q` with item stats alias `i`: learned, else from the author's label (issue 14). */
const DIFFICULTY = (q: string, i: string) =>
  `coalesce(${i}.difficulty, case ${q}.difficulty_level when 'easy' then ${MODEL.levelDifficulty.easy} when 'hard' then ${MODEL.levelDifficulty.hard} else ${MODEL.levelDifficulty.medium} end)::float8`;
const QUESTION = columns(questions, 'q');

/**
 * The child as the token names them (the auth hook's read, folded into the call's first message), with
 * the account's token version and whether the token's session (refresh family) is still live. It takes
 * the child's play lock as it reads the row (a statement less than a lock of its own, issue 11): the
 * transaction's other reads come after it. A child who is not there takes no lock, and the call stops.
 */
export const studentRead = statement(
  'play_r_student',
  ['int', 'uuid'],
  `select id, organization_id as "organizationId", section_id as "sectionId", name, token_version as "tokenVersion",
     ($2::uuid is null or exists (select 1 from refresh_tokens where family_id = $2 and revoked_at is null)) as live,
     ${PLAY_LOCK('$1')} is null as "lockMissed"
   from students where id = $1`,
  { locks: true },
);

/** The activity as assigned to the child (not unassigned, not deleted). */
export const assignedActivityRead = statement(
  'play_r_activity',
  ['int', 'int'],
  `select a.id, a.title, a.type, a.concept_id as "conceptId", a.required_score as "requiredScore", a.xmin::text as "poolStamp",
     g.id as "assignmentId", g.status as "assignmentStatus", g.subject_id as "subjectId"
   from assignments g join activities a on a.id = g.activity_id
   where g.student_id = $1 and g.activity_id = $2 and g.unassigned_at is null and a.deleted_at is null
   order by g.id limit 1`,
);

/**
 * The language an activity teaches, where it is known: the library marks its activities with their area
 * (activities.extra_data.area, sync.ts): 'filipino' teaches Filipino, 'english' English; mathematics,
 * tracing and a teacher's own activities are of no one language (null).
 */
const LANGUAGE = (alias: string) => `case ${alias}.extra_data->>'area' when 'filipino' then 'tl' when 'english' then 'en' end`;

/**
 * The concepts activity `id` (an SQL expression) teaches: its own and its live questions' (issue 15: a library
 * letter activity has none of its own; each question counts for its letter). Its mastery, for the level a
 * session starts at and the order of reviews, is the average of the child's mastery of those practised.
 */
const ACTIVITY_CONCEPTS = (id: string) =>
  `(select a.concept_id from activities a where a.id = ${id}
     union select q.concept_id from questions q where q.activity_id = ${id} and q.hidden_at is null)`;

/**
 * Activities child $1 finished earlier that can be reviewed while playing activity $2 (as assigned, the
 * row of assignedActivityRead): the same type, the same subject and the same language (a Filipino syllable
 * session never reviews English counting or English beginning sounds, issue 19: an activity of no one
 * language goes with any), not deleted or unassigned, with questions. Aliases: r (the candidate's
 * assignment), ra (its activity), rm (the child's mastery of its concept).
 */
const REVIEWABLE = (now: string) => `assignments r
   join activities ra on ra.id = r.activity_id
   join lateral (select g.subject_id, a.type, ${LANGUAGE('a')} as lang from assignments g join activities a on a.id = g.activity_id
     where g.student_id = $1 and g.activity_id = $2 and g.unassigned_at is null order by g.id limit 1) cur
     on cur.subject_id = r.subject_id and cur.type = ra.type
       and (cur.lang is null or ${LANGUAGE('ra')} is null or cur.lang = ${LANGUAGE('ra')})
   left join lateral (select round(avg(m.mastery))::int as mastery, max(m.last_practiced_at) as last_practiced_at,
       min(m.review_due_at) as review_due_at
     from concept_mastery m where m.student_id = r.student_id and m.concept_id in ${ACTIVITY_CONCEPTS('ra.id')}) rm on true
   where r.student_id = $1 and r.status = 'completed' and r.unassigned_at is null and ra.deleted_at is null
     and ra.id <> $2 and exists (select 1 from questions rq where rq.activity_id = ra.id and rq.hidden_at is null)
     and coalesce(rm.review_due_at, '-infinity') <= ${now}`;

/**
 * The review candidates (issue 14: only concepts due for review at $3), the weakest first, then the most
 * overdue, then longest since practice; a tie goes to a different activity at each call (a hash of the id
 * and the time, not the lowest id), each with its question pool
 * (ids, levels and concepts in pool order).
 */
export const reviewCandidatesRead = statement(
  'play_r_review_candidates',
  ['int', 'int', 'timestamptz'],
  `select ra.id as "activityId", ra.title, ra.concept_id as "conceptId", rm.mastery,
     (select json_agg(json_build_object('id', q.id, 'difficulty', q.difficulty_level, 'conceptId', q.concept_id,
          'origin', coalesce(q.origin_id, q.id)) order by q.position, q.id)
        from questions q where q.activity_id = ra.id and q.hidden_at is null) as pool
   from ${REVIEWABLE('$3')}
   order by coalesce(rm.mastery, 0), rm.review_due_at asc nulls first, rm.last_practiced_at asc nulls first, md5(ra.id::text || $3::text)
   limit 20`,
);

export interface ReviewCandidate {
  activityId: number;
  title: string;
  conceptId: number | null;
  mastery: number | null;
  pool: q.PoolItem[];
}

/** The child's newest session of an activity, open or ended (an open one is always the newest). */
export const latestSessionRead = statement(
  'play_r_session',
  ['int', 'int'],
  `select ${SESSION} from play_sessions s where s.student_id = $1 and s.activity_id = $2 order by s.id desc limit 1`,
);

/** latestSessionRead with the version of its activity's pool (its xmin, as assignedActivityRead's), for submit-answer. */
export const latestSessionStampRead = statement(
  'play_r_session_stamp',
  ['int', 'int'],
  `select ${SESSION}, (select a.xmin::text from activities a where a.id = $2) as "poolStamp"
   from play_sessions s where s.student_id = $1 and s.activity_id = $2 order by s.id desc limit 1`,
);

/**
 * The question pool of an activity with each question's version: the row's xmin (any change to the row
 * changes it) and its activity's (the activity's hint, issue 19, is the default of a question without one),
 * so a question's data is taken from the process's cache while both are the same (play.questions.ts).
 * Hidden questions (deleted, or replaced by an edited version, issue 12) are not in it; `origin` is the
 * first version's id, so a child who saw one version of a question is not served another. The pool's own
 * version is its activity's xmin, which any change to the activity or its questions changes (a trigger of
 * migration 0030 updates the activity with its questions): the calls read it as "poolStamp".
 */
export const poolVersionsRead = statement(
  'play_r_pool_versions',
  ['int'],
  `select q.id, q.difficulty_level as difficulty, q.concept_id as "conceptId", coalesce(q.origin_id, q.id) as origin,
     q.xmin::text || '.' || a.xmin::text as version, ${DIFFICULTY('q', 'i')} as "itemDifficulty", q.guess
   from questions q join activities a on a.id = q.activity_id left join item_stats i on i.question_id = q.id
   where q.activity_id = $1 and q.hidden_at is null order by q.position, q.id`,
);

/** One question, whole, with its version (as poolVersionsRead's) and its activity's hint (issue 19). */
export const questionRead = statement(
  'play_r_question',
  ['int'],
  `select ${QUESTION}, q.xmin::text || '.' || a.xmin::text as version, a.extra_data->'hint' as "activityHint"
   from questions q join activities a on a.id = q.activity_id where q.id = $1`,
);

/**
 * The child's mastery of an activity's concepts (for the level a session starts at and the model's skill;
 * answers 0 when none practised) and the concepts' required score. The concepts are listed once (a CTE).
 */
export const activityMasteryRead = statement(
  'play_r_activity_mastery',
  ['int', 'int'],
  // The activity's concepts together (its own and its questions': a letter activity has one per letter, issue
  // 15): the mean estimate and a pooled uncertainty; no concept at all (requiredScore null) keeps the ladder.
  `with c as ${ACTIVITY_CONCEPTS('$2')}
   select round(avg(m.mastery))::int as mastery, coalesce(sum(m.answers), 0)::int as answers,
     avg(m.skill_mean) as "skillMean", sqrt(avg(m.skill_sd * m.skill_sd)) as "skillSd",
     max(m.last_practiced_at) as "lastPracticedAt",
     (select max(k.required_score) from concepts k where k.id in (select concept_id from c)) as "requiredScore"
   from concept_mastery m where m.student_id = $1 and m.concept_id in (select concept_id from c)`,
);

/**
 * Whether a session of activity $2 opening now ($3) could review anything. Read only when a session opens
 * (about one next-question in ten), in a round trip of its own, rather than planned and checked with every
 * call's reads (issue 11).
 */
export const reviewAvailableRead = statement(
  'play_r_review_available',
  ['int', 'int', 'timestamptz'],
  `select exists (select 1 from ${REVIEWABLE('$3')}) as "reviewAvailable"`,
);

/**
 * The concept a question counts for (its own, else its activity's) with its required score and the child's
 * mastery of it (null fields when never practised).
 */
export const questionConceptRead = statement(
  'play_r_question_concept',
  ['int', 'int'],
  `select c.id as "conceptId", c.required_score as "requiredScore", m.mastery, m.answers, m.correct, m.mastered_at as "masteredAt",
     m.skill_mean as "skillMean", m.skill_sd as "skillSd", m.slow_learner as "slowLearner", m.last_practiced_at as "lastPracticedAt",
     ${DIFFICULTY('q', 'i')} as "itemDifficulty", coalesce(i.answers, 0) as "itemAnswers", i.look_log_mean as "lookLogMean",
     coalesce(i.looks, 0) as looks, q.guess
   from questions q join activities a on a.id = q.activity_id
   join concepts c on c.id = coalesce(q.concept_id, a.concept_id)
   left join concept_mastery m on m.concept_id = c.id and m.student_id = $1
   left join item_stats i on i.question_id = q.id
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
  /** The version of the activity's question pool (poolVersionsRead's stamp). */
  poolStamp: string;
}
export type StudentRow = Pick<StudentActor, 'id' | 'organizationId' | 'sectionId' | 'name'> & { tokenVersion: number; live: boolean };
export type ConceptRow = {
  conceptId: number;
  requiredScore: number;
  mastery: number | null;
  answers: number | null;
  correct: number | null;
  masteredAt: Date | null;
  skillMean: number | null;
  skillSd: number | null;
  /** P(slow learner) (model version 3; null: never practised, or a row of an older version). */
  slowLearner: number | null;
  lastPracticedAt: Date | null;
  itemDifficulty: number;
  itemAnswers: number;
  lookLogMean: number | null;
  looks: number;
  guess: number;
};

/** The activity concept's model row as next-question reads it (activityMasteryRead). */
export type ActivityMasteryRow = {
  mastery: number | null;
  answers: number | null;
  skillMean: number | null;
  skillSd: number | null;
  lastPracticedAt: Date | null;
  requiredScore: number | null;
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
  ['lookMs', 'int'],
  ['strokes', 'jsonb'],
  ['createdAt', 'timestamptz'],
  /** Issue 13 item 3: the language the child tapped to during the attempt, in the same insert (no extra statement). */
  ['otherLanguage', 'text'],
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
  ['skillMean', 'float8'],
  ['skillSd', 'float8'],
  ['slowLearner', 'float8'],
  ['reviewDueAt', 'timestamptz'],
];
/**
 * What an answer taught about its question (issue 14), gathered after the answer's commit (play.item-stats.ts):
 * the step of its learned difficulty, whether it counts as one of the item's answers, and the log of the time
 * the child looked at it.
 */
export interface ItemStep {
  questionId: number;
  /** The difficulty the answer was judged against (the label's when the item had no row yet). */
  from: number;
  step: number;
  learned: boolean;
  lookLog: number | null;
}
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
  skillMean: number;
  skillSd: number;
  slowLearner: number;
  reviewDueAt: Date | null;
  /** The concept's required score (not written: for the early end). */
  requiredScore: number;
  /** Whether this answer is the one that first called the concept mastered (not written: for the early end). */
  masteredNow: boolean;
  /** What the answer taught about the question (gathered after the commit: play.item-stats.ts). */
  item: ItemStep;
}

/** The child's concept row after an answer (issue 14), as a CTE that runs only when the attempt was recorded (`a`). */
function masteryUpsert(p: (i: number) => string): string {
  return `m as (insert into concept_mastery (${MASTERY.map(([k]) => toSnakeCase(k)).join(', ')}, model_version)
      select ${MASTERY.map((_, i) => p(i + 1)).join(', ')}, ${MODEL_VERSION} from a
      on conflict (student_id, concept_id) do update set mastery = excluded.mastery, answers = excluded.answers,
        correct = excluded.correct, last_practiced_at = excluded.last_practiced_at, mastered_at = excluded.mastered_at,
        skill_mean = excluded.skill_mean, skill_sd = excluded.skill_sd, slow_learner = excluded.slow_learner, review_due_at = excluded.review_due_at, model_version = excluded.model_version)`;
}
const MODEL_TYPES: ParamType[] = MASTERY.map(([, t]) => t);
const modelValues = (w: MasteryWrite) => MASTERY.map(([k]) => w[k]);

/** The statement of an answer that does not end its session; see answerWrite. */
function answerStatement(withMastery: boolean) {
  const insertAttempt = `insert into attempts (${ATTEMPT.map(([k]) => toSnakeCase(k)).join(', ')})
      values (${ATTEMPT.map((_, i) => $(i + 1)).join(', ')}) on conflict do nothing returning id`;
  const s = (i: number) => $(N + i);
  const updateSession = `update play_sessions set state = ${s(2)}, points_earned = ${s(3)}, points_possible = ${s(4)}
      where id = ${s(1)} and exists (select 1 from a)`;
  return statement(
    withMastery ? 'play_w_answer_mastery' : 'play_w_answer',
    [...ATTEMPT.map(([, t]) => t), 'int', 'jsonb', 'int', 'int', ...(withMastery ? MODEL_TYPES : [])],
    `with a as (${insertAttempt})${withMastery ? `, ${masteryUpsert((i) => $(N + 4 + i))}` : ''}, u as (${updateSession}) select id from a`,
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
  session: { id: number; state: PlayState; pointsEarned: number; pointsPossible: number },
  mastery: MasteryWrite | null,
): Call {
  const values = [
    ...ATTEMPT.map(([k]) => attempt[k] ?? null),
    session.id,
    packState(session.state),
    session.pointsEarned,
    session.pointsPossible,
  ];
  return mastery ? answerWithMastery(...values, ...modelValues(mastery)) : answerOnly(...values);
}

/** The end fields of a session and its assignment (endWrite). */
export interface SessionEnd {
  sessionId: number;
  endedAt: Date;
  endReason: string;
  score: number;
  pointsEarned: number;
  pointsPossible: number;
  questionsServed: number;
  assignmentId: number | null;
  activityId: number;
}
const END: readonly [keyof SessionEnd, ParamType][] = [
  ['sessionId', 'int'],
  ['endedAt', 'timestamptz'],
  ['endReason', 'text'],
  ['score', 'int'],
  ['pointsEarned', 'int'],
  ['pointsPossible', 'int'],
  ['questionsServed', 'int'],
  ['assignmentId', 'int'],
  ['activityId', 'int'],
];

/** The statement of a session's end, with or without the answer that ends it; see endWrite. */
function endStatement(withAttempt: boolean, withMastery: boolean) {
  const types: ParamType[] = withAttempt ? [...ATTEMPT.map(([, t]) => t), ...(withMastery ? MODEL_TYPES : [])] : [];
  const e = (key: keyof SessionEnd) => $(types.length + END.findIndex(([k]) => k === key) + 1);
  const m = (i: number) => $(N + i);
  const parts: string[] = [];
  if (withAttempt)
    parts.push(`a as (insert into attempts (${ATTEMPT.map(([k]) => toSnakeCase(k)).join(', ')})
      values (${ATTEMPT.map((_, i) => $(i + 1)).join(', ')}) on conflict do nothing returning id)`);
  if (withMastery) parts.push(masteryUpsert(m));
  parts.push(`s as (update play_sessions set ended_at = ${e('endedAt')}, end_reason = ${e('endReason')}, score = ${e('score')},
      points_earned = ${e('pointsEarned')}, points_possible = ${e('pointsPossible')}, questions_served = ${e('questionsServed')}
      where id = ${e('sessionId')}${withAttempt ? ' and exists (select 1 from a)' : ''} returning id)`);
  parts.push(`g as (update assignments set status = 'completed', score = greatest(coalesce(score, 0), ${e('score')}),
      completed_at = ${e('endedAt')} where id = ${e('assignmentId')} and exists (select 1 from s) returning score)`);
  return statement(
    `play_w_end${withAttempt ? '_answer' : ''}${withMastery ? '_mastery' : ''}`,
    [...types, ...END.map(([, t]) => t)],
    `with ${parts.join(', ')}
     select ${withAttempt ? '(select id from a)' : 'null::int'} as "attemptId", exists (select 1 from s) as ended,
       (select required_score from activities where id = ${e('activityId')}) as required, (select score from g) as best`,
  );
}
const endOnly = endStatement(false, false);
const endAnswer = endStatement(true, false);
const endAnswerMastery = endStatement(true, true);

/** endWrite's row: the new attempt's id (null for a repeat, nothing then changed), the required and best scores. */
export interface EndRow {
  attemptId: number | null;
  ended: boolean;
  required: number | null;
  best: number | null;
}

/**
 * A session's end in one statement: the answer that ends it when there is one (nothing else happens when
 * the same attempt is already there) with the child's mastery, the session's end fields, and its assignment
 * completed keeping the best score. The session's state (with the end data) is written at commit.
 */
export function endWrite(end: SessionEnd, answer?: { attempt: q.NewAttempt; mastery: MasteryWrite | null }): Call {
  const endValues = END.map(([k]) => end[k]);
  if (!answer) return endOnly(...endValues);
  const attemptValues = ATTEMPT.map(([k]) => answer.attempt[k] ?? null);
  return answer.mastery
    ? endAnswerMastery(...attemptValues, ...modelValues(answer.mastery), ...endValues)
    : endAnswer(...attemptValues, ...endValues);
}

/** A session opening with its first question served (its state and count of questions served). */
const openSessionStatement = statement(
  'play_w_open_session',
  ['int', 'int', 'int', 'int', 'text', 'timestamptz', 'jsonb', 'int'],
  `insert into play_sessions (organization_id, student_id, activity_id, assignment_id, language, started_at, state, questions_served)
   values ($1, $2, $3, $4, $5, $6, $7, $8)`,
);
export const openSessionWrite = (
  student: { id: number; organizationId: number },
  activity: { id: number; assignmentId: number },
  language: string,
  startedAt: Date,
  state: PlayState,
) =>
  openSessionStatement(
    student.organizationId,
    student.id,
    activity.id,
    activity.assignmentId,
    language,
    startedAt,
    packState(state),
    state.served.length,
  );

/** not_started → in_progress when a session opens. */
export const assignmentStartedWrite = statement(
  'play_w_assignment_started',
  ['int'],
  `update assignments set status = 'in_progress' where id = $1 and status = 'not_started'`,
);

/** The open session of an activity ended without a score (fresh_start): every answer stays. */
export const closeOpenWrite = statement(
  'play_w_close_open',
  ['int', 'int', 'timestamptz', 'text'],
  `update play_sessions set ended_at = $3, end_reason = $4 where student_id = $1 and activity_id = $2 and ended_at is null`,
);

/** A question served: the session's state and count of questions served. */
const servedStatement = statement(
  'play_w_served',
  ['int', 'jsonb', 'int'],
  'update play_sessions set state = $2, questions_served = $3 where id = $1',
);
export const servedWrite = (sessionId: number, state: PlayState) => servedStatement(sessionId, packState(state), state.served.length);

/** The state of a session that ended, with its end data. */
const endStateStatement = statement('play_w_end_state', ['int', 'jsonb'], 'update play_sessions set state = $2 where id = $1');
export const endStateWrite = (sessionId: number, state: PlayState, end: SessionEndFields) =>
  endStateStatement(sessionId, packState(state, { end }));

/** The result of an attempt recorded before its session's end was known. */
export const attemptResultWrite = statement('play_w_attempt_result', ['int', 'jsonb'], 'update attempts set result = $2 where id = $1');

/** Column names used above, checked against the schema at load so a renamed column fails at start. */
for (const [table, keys] of [
  [attempts, ATTEMPT.map(([k]) => k)],
  [conceptMastery, MASTERY.map(([k]) => k)],
  [itemStats, ['questionId', 'difficulty', 'answers', 'lookLogMean', 'looks']],
  [playSessions, ['state', 'pointsEarned', 'pointsPossible', 'questionsServed']],
] as const) {
  const known = getTableColumns(table);
  for (const k of keys) if (!(k in known)) throw new Error(`play.reads: no column ${k}`);
}
