/** Subjects, concepts, activities and their questions, and who is assigned what. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { QuestionData, SubmitAnswerResponse } from '@aralin/contract';
import type { StrokeReview } from '@aralin/contract/tracing/index';
import type { StoredState } from '../../features/play/play.state';
import { organizations, sections, students, users } from './accounts';
import { storedFiles } from './records';
import { at, createdAt, id } from './common';

/** A subject of a section (spec §3). Deleting one hides it; its history stays. */
export const subjects = pgTable(
  'subjects',
  {
    id: id(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    sectionId: integer()
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    teacherId: integer()
      .notNull()
      .references(() => users.id),
    name: varchar({ length: 100 }).notNull(),
    coverImage: varchar({ length: 10 }).notNull().default('BLUE'),
    deletedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [index('subjects_org_section_idx').on(t.organizationId, t.sectionId)],
);

/** A concept that activities teach and mastery is measured on. organization_id null: the shipped library's. */
export const concepts = pgTable(
  'concepts',
  {
    id: id(),
    organizationId: integer().references(() => organizations.id),
    name: varchar({ length: 150 }).notNull(),
    requiredScore: integer().notNull().default(80),
    /** The curriculum competency it serves (issue 13 item 7): a key of contract/src/curriculum.ts, or null. */
    competency: varchar({ length: 40 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('concepts_org_name_unique').on(sql`coalesce(${t.organizationId}, 0)`, sql`lower(${t.name})`),
    check('concepts_required_score_check', sql`${t.requiredScore} between 1 and 100`),
  ],
);

/** An activity. Prebuilt ones (the shipped library) have no organization and no subject. */
export const activities = pgTable(
  'activities',
  {
    id: id(),
    organizationId: integer().references(() => organizations.id),
    subjectId: integer().references(() => subjects.id, { onDelete: 'cascade' }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    title: varchar({ length: 200 }).notNull(),
    type: varchar({ length: 20 }).notNull().$type<'matching' | 'multiple_choice' | 'tracing'>(),
    lessonMaterial: text().notNull().default(''),
    imageKey: varchar({ length: 200 }),
    printablePdfId: integer().references(() => storedFiles.id, { onDelete: 'set null' }),
    requiredScore: integer().notNull().default(80),
    conceptId: integer().references(() => concepts.id),
    extraData: jsonb().notNull().default({}).$type<Record<string, unknown>>(),
    isPrebuilt: boolean().notNull().default(false),
    prebuiltKey: varchar({ length: 100 }),
    icon: varchar({ length: 20 }),
    /**
     * When the activity reached children (issue 20): null while it is a draft, which nobody is assigned and
     * which counts nowhere. The library's are published when shipped.
     */
    publishedAt: at(),
    deletedAt: at(),
    createdAt: createdAt(),
    /**
     * Counts the changes to the activity's questions (a trigger of migration 0030 adds one in the statement
     * that inserts, updates or deletes any of them), so the row, and its xmin, changes with its pool: a play
     * call reads the xmin as the version of the pool the process remembers (issue 11, play.questions.ts).
     */
    questionsVersion: integer().notNull().default(0),
  },
  (t) => [
    index('activities_org_subject_idx').on(t.organizationId, t.subjectId),
    uniqueIndex('activities_prebuilt_key_unique').on(t.prebuiltKey),
    check('activities_type_check', sql`${t.type} in ('matching', 'multiple_choice', 'tracing')`),
    check('activities_required_score_check', sql`${t.requiredScore} between 1 and 100`),
  ],
);

/** A question's data as older rows stored it: without the `type` tag (their activity's, play.pick.ts loadQuestionData). */
type Untagged<T> = T extends unknown ? Omit<T, 'type'> & { type?: undefined } : never;

/**
 * questions.extra_data: the contract's question data (prompts, pairs, choices or the tracing target, in en
 * and tl), and the library's bookkeeping on its own questions (content/prebuilt/sync.ts).
 */
export type StoredQuestionData = (QuestionData | Untagged<QuestionData>) & {
  /** The library content's hash, to find a question again when the library changes. */
  prebuilt_hash?: string;
  /** Left the library with children's answers on it: kept, never served. */
  retired?: boolean;
};

/** A question of an activity; extra_data holds prompts, pairs, choices or the tracing target, in en and tl. */
export const questions = pgTable(
  'questions',
  {
    id: id(),
    organizationId: integer().references(() => organizations.id),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    questionText: text().notNull().default(''),
    difficultyLevel: varchar({ length: 10 }).notNull().default('easy').$type<'easy' | 'medium' | 'hard'>(),
    conceptId: integer().references(() => concepts.id),
    extraData: jsonb().notNull().default({}).$type<StoredQuestionData>(),
    position: integer().notNull().default(0),
    /**
     * Set when the question left the activity (deleted, or replaced by an edited version) once children had
     * answered it: kept for their attempts, never served again (issue 12, docs/authoring.md).
     */
    hiddenAt: at(),
    /** The first version's id when this row is an edited version of an answered question (issue 12). */
    originId: integer(),
    createdAt: createdAt(),
    /**
     * The chance of a right answer by guessing, from the question's shape (play.model.ts guessChance: one
     * arrangement of the pairs, one set of the choices), kept by PostgreSQL with extra_data (migration 0027's
     * question_guess). Stored because the play calls read it for a whole pool on every call (issue 11:
     * computed from the jsonb it was about 100 µs of PostgreSQL's time per request).
     */
    guess: doublePrecision().generatedAlwaysAs(sql`question_guess(extra_data)`),
  },
  (t) => [
    index('questions_activity_idx').on(t.activityId, t.difficultyLevel),
    check('questions_difficulty_check', sql`${t.difficultyLevel} in ('easy', 'medium', 'hard')`),
  ],
);

/** An activity given to a child, from a subject. Unassigning keeps the row (and the child's attempts). */
export const assignments = pgTable(
  'assignments',
  {
    id: id(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    subjectId: integer()
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    assignedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    assignedAt: createdAt(),
    status: varchar({ length: 16 }).notNull().default('not_started').$type<'not_started' | 'in_progress' | 'completed'>(),
    score: integer(),
    completedAt: at(),
    unassignedAt: at(),
  },
  (t) => [
    uniqueIndex('assignments_activity_student_unique').on(t.activityId, t.studentId),
    index('assignments_org_student_idx').on(t.organizationId, t.studentId),
    // A child's assignments by the child alone: the play calls' review reads name no school, and without it their
    // generic plan went through the subject's assignments, or every activity of every school when a subject holds
    // many (issue 11; docs/benchmarks.md, session 17).
    index('assignments_student_idx').on(t.studentId),
    index('assignments_subject_idx').on(t.subjectId),
    /** The newest assignments of a subject first, ties by id (issue 7: the admin dashboard's recent activity per teacher). */
    index('assignments_subject_assigned_id_idx').on(t.subjectId, t.assignedAt, t.id),
    index('assignments_org_assigned_at_idx').on(t.organizationId, t.assignedAt),
  ],
);

/** One sitting of a child at an activity: from a fresh next-question to its end or a reset. */
export const playSessions = pgTable(
  'play_sessions',
  {
    id: id(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    assignmentId: integer().references(() => assignments.id, { onDelete: 'set null' }),
    language: varchar({ length: 2 }).notNull().default('en'),
    startedAt: createdAt(),
    endedAt: at(),
    endReason: varchar({ length: 20 }),
    questionsServed: integer().notNull().default(0),
    pointsEarned: integer().notNull().default(0),
    pointsPossible: integer().notNull().default(0),
    score: integer(),
    /** What the session remembers between calls, packed (play.state.ts). */
    state: jsonb().notNull().default({}).$type<StoredState>(),
  },
  (t) => [
    /**
     * A child's sessions of an activity, newest last: the play calls' read of the newest one (play.reads.ts
     * latestSessionRead) is one index entry however many sessions the child has played (issue 11: by
     * (student, activity, ended_at) it fetched and sorted all of them, 0.34 ms for nine).
     */
    index('play_sessions_student_activity_idx').on(t.studentId, t.activityId, t.id),
    index('play_sessions_org_started_idx').on(t.organizationId, t.startedAt),
    uniqueIndex('play_sessions_one_open')
      .on(t.studentId, t.activityId)
      .where(sql`${t.endedAt} is null`),
  ],
);

/** One answer. (session, question, attempt_type) is unique, so a double tap counts once. */
export const attempts = pgTable(
  'attempts',
  {
    id: id(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    sessionId: integer()
      .notNull()
      .references(() => playSessions.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    questionId: integer()
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    conceptId: integer().references(() => concepts.id),
    attemptType: varchar({ length: 12 }).notNull().$type<'first' | 'guided' | 'show_answer'>(),
    answer: jsonb().$type<unknown>(),
    isCorrect: boolean().notNull(),
    scoreIncrement: integer().notNull().default(0),
    accuracy: integer(),
    isReviewQuestion: boolean().notNull().default(false),
    originalActivityId: integer().references(() => activities.id, { onDelete: 'set null' }),
    /** The answer's response as first sent (spec §3), answered again to a repeat of the same answer. */
    result: jsonb().$type<SubmitAnswerResponse>(),
    /** '' for matching and multiple choice; a tracing try's drawing fingerprint, since a tracing question takes several tries (issue 5). */
    tryKey: varchar({ length: 64 }).notNull().default(''),
    /** The device's idempotency key of this answer (issue 10's answer outbox); null for older clients. */
    answerId: uuid(),
    /** How long the child looked at the question before this answer, in ms, as the client measured it (issue 14). */
    lookMs: integer(),
    /** Issue 13 item 3: the language the child tapped to see and hear the prompt in during this attempt ('en'/'tl'), or null. */
    otherLanguage: varchar({ length: 2 }).$type<'en' | 'tl'>(),
    /** A tracing try's strokes as written (issue 13 item 6): the contract's `StrokeReview`, the target and its stroke count; null for other answers. */
    strokes: jsonb().$type<StrokeReview & { target: string; strokes_total: number }>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('attempts_session_question_type_unique').on(t.sessionId, t.questionId, t.attemptType, t.tryKey),
    uniqueIndex('attempts_student_answer_id_unique')
      .on(t.studentId, t.answerId)
      .where(sql`${t.answerId} is not null`),
    index('attempts_org_created_idx').on(t.organizationId, t.createdAt),
    // With the id: the badge progress read (play.badges.ts) takes a child's attempts after its stored one from the
    // index alone, without visiting the rows of the hour before (issue 11).
    index('attempts_student_created_idx').on(t.studentId, t.createdAt, t.id),
  ],
);

/** A child's mastery of a concept (0-100), kept up to date as answers come in. */
export const conceptMastery = pgTable(
  'concept_mastery',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    conceptId: integer()
      .notNull()
      .references(() => concepts.id, { onDelete: 'cascade' }),
    mastery: integer().notNull().default(0),
    answers: integer().notNull().default(0),
    correct: integer().notNull().default(0),
    lastPracticedAt: at(),
    /** When the concept was first mastered with confidence (issue 14; the 'concept mastered' badge counts these). */
    masteredAt: at(),
    /**
     * The learner model (issue 14, play.model.ts), model_version 2-3 (BKT): `skill_mean` is P(known) (0-1) and
     * `skill_sd` the uncertainty 1/√(1 + weighted answers). Version 1 stored a normal belief on the logit scale.
     */
    skillMean: doublePrecision().notNull().default(0),
    skillSd: doublePrecision().notNull().default(1.2),
    /**
     * Model version 3: P(slow learner), the part of 1 − P(known) that belongs to a child who answers this concept
     * at the guess rate and learns from practice only slowly (play.model.ts `slowLearner`); null: the prior's.
     */
    slowLearner: doublePrecision(),
    /** When the concept is due for review (spaced review, issue 14). */
    reviewDueAt: at(),
    /**
     * The learner model's version the row was computed with (play.model.ts MODEL_VERSION, written with every
     * answer); rows of older versions (0: EWMA, 1: the logit belief) are recomputed from attempts at start.
     */
    modelVersion: smallint().notNull().default(1),
  },
  (t) => [
    uniqueIndex('concept_mastery_pk').on(t.studentId, t.conceptId),
    index('concept_mastery_org_idx').on(t.organizationId, t.conceptId),
  ],
);

/**
 * What the answers taught about a question (issue 14): its difficulty on the learner model's scale, starting
 * from the author's label, and the typical time children look at it (mean of log ms). No foreign key: a row
 * per question that answers update, without a lock on the question row (issue 11).
 */
export const itemStats = pgTable('item_stats', {
  questionId: integer().primaryKey(),
  difficulty: doublePrecision().notNull(),
  answers: integer().notNull().default(0),
  lookLogMean: doublePrecision(),
  looks: integer().notNull().default(0),
});

/** Badges a child earned (reward ids 10-17) and how often. */
export const studentRewards = pgTable(
  'student_rewards',
  {
    id: id(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    rewardId: integer().notNull(),
    count: integer().notNull().default(1),
    firstEarnedAt: createdAt(),
    lastEarnedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('student_rewards_unique').on(t.studentId, t.rewardId),
    check('student_rewards_reward_check', sql`${t.rewardId} between 10 and 17`),
  ],
);

/**
 * What the badge rules know of a child's history, kept up to date at each session end from what came after
 * the last one (issue 11): attempts up to last_attempt_id are counted. A child without a row is counted
 * from the whole history at the next session end. See play.badges.ts.
 */
export const badgeProgress = pgTable('badge_progress', {
  studentId: integer()
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  organizationId: integer()
    .notNull()
    .references(() => organizations.id),
  lastAttemptId: integer().notNull(),
  /** When that attempt was made: later ones are looked for from an hour before it (the clock may step back). */
  lastAttemptAt: at(),
  /** Days with answers (in the school's time zone) and the last of them. */
  practiceDays: integer().notNull(),
  lastPracticeDay: date({ mode: 'string' }),
  /** Questions answered right after a hint. */
  guidedCorrect: integer().notNull(),
  /** The current run of right first tries, and how many tens all runs made. */
  firstRun: integer().notNull(),
  firstTens: integer().notNull(),
  /** Activities completed (distinct), their types, and sessions that scored 100. */
  activities: integer().array().notNull(),
  types: text().array().notNull(),
  perfectSessions: integer().notNull(),
});
