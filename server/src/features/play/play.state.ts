/**
 * What a play session remembers between calls (play_sessions.state, jsonb): its seed, the current
 * level, whether a review is possible, and every question served with how it went. Nothing lives in a
 * process's memory, so any server process can answer the next call (ARCHITECTURE.md).
 */
import type { AttemptType, Difficulty, SessionEndFields } from '@aralin/contract';
import { PLAY_RULES, type Outcome } from './play.rules';

/**
 * Why a question was served with a guidance line ('later': a tracing question left to practice later;
 * 'again': a question missed earlier in the session, as its second chance).
 */
export type GuidanceKind = 'harder' | 'easier' | 'review' | 'later' | 'again';

/** One question served in the session. */
export interface ServedEntry {
  questionId: number;
  /** The question's first version when it is an edited version (issue 12); absent: the question itself. */
  origin?: number;
  /** The activity the question belongs to: the played one, or the finished one it reviews. */
  activityId: number;
  activityTitle: string;
  conceptId: number | null;
  review: boolean;
  difficulty: Difficulty;
  /** The attempt expected next. */
  stage: AttemptType;
  done: boolean;
  outcome: Outcome | null;
  points: number;
  /** Tracing: tries so far, correct ones, missed ones, clean ones (passed with accuracy ≥ 90, issue 15). */
  tries: number;
  correctTries: number;
  misses: number;
  cleanTries: number;
  /** Tracing: ended unmastered at the miss limit, to be practised in a later session (issue 15). */
  later: boolean;
  guidance: GuidanceKind | null;
  /** A question missed earlier in this session, served again as its second chance (issue 14 item 5). */
  second: boolean;
  /** Served as the easier question after two misses in a row (issue 14 item 5). */
  stepDown: boolean;
}

export interface PlayState {
  seed: number;
  /** The level the next question of the activity is taken from. */
  level: Difficulty;
  /** Whether the child had a finished activity to review when the session opened. */
  reviewAvailable: boolean;
  served: ServedEntry[];
  /**
   * Tracing questions of the activity an earlier session left to practice later (issue 15), oldest
   * first: served before the activity's other questions from the session's second question on.
   */
  practiceLater: number[];
  /** The "let's take a break" suggestion was made in this session (issue 14 item 5: once a session). */
  breakSuggested: boolean;
}

/** What a served entry holds until it is answered: the stored state leaves these out. */
const ENTRY_DEFAULTS = {
  conceptId: null,
  review: false,
  stage: 'first',
  done: false,
  outcome: null,
  points: 0,
  tries: 0,
  correctTries: 0,
  misses: 0,
  cleanTries: 0,
  later: false,
  guidance: null,
  second: false,
  stepDown: false,
} as const satisfies Partial<ServedEntry>;

/** The fields a served entry holds until it is answered (ENTRY_DEFAULTS): the stored state leaves them out. */
type DefaultedField = keyof typeof ENTRY_DEFAULTS;

/** A served entry as stored (packState): the fields still at their defaults left out. */
export type StoredEntry = Omit<ServedEntry, DefaultedField> & Partial<Pick<ServedEntry, DefaultedField>>;

/**
 * play_sessions.state as stored (the column's type): every field may be missing (the column's default is
 * `{}`), entries are packed, and a session that ended by itself keeps its end data (`end`) to show again.
 */
export interface StoredState {
  seed?: number;
  level?: Difficulty;
  reviewAvailable?: boolean;
  served?: StoredEntry[];
  practiceLater?: number[];
  breakSuggested?: boolean;
  end?: SessionEndFields;
}

/** The state stored in a session row (entries written by packState or in full). */
export function readState(s: StoredState | null | undefined): PlayState {
  return {
    seed: s?.seed ?? 1,
    level: s?.level ?? 'easy',
    reviewAvailable: s?.reviewAvailable ?? false,
    served: (s?.served ?? []).map((e) => ({ ...ENTRY_DEFAULTS, ...e })),
    practiceLater: s?.practiceLater ?? [],
    breakSuggested: s?.breakSuggested ?? false,
  };
}

/** A served entry without the fields still at their defaults. */
function packEntry(e: ServedEntry): StoredEntry {
  // A loop rather than Object.entries/fromEntries: every play call packs each entry (issue 11's profile).
  const stored: Record<string, unknown> = {};
  for (const key of Object.keys(e) as (keyof ServedEntry)[]) {
    const value = e[key];
    if (ENTRY_DEFAULTS[key as DefaultedField] !== value) stored[key] = value;
  }
  return stored as StoredEntry;
}

/**
 * The state as stored: each entry without the fields still at their defaults, so a whole session's state
 * stays small enough to be kept in its row uncompressed (issue 11). `extra` (a session's end data) is kept
 * as it is.
 */
export function packState(state: PlayState, extra: Pick<StoredState, 'end'> = {}): StoredState {
  const { practiceLater, breakSuggested, ...rest } = state;
  return {
    ...rest,
    ...(practiceLater.length > 0 ? { practiceLater } : {}),
    ...(breakSuggested ? { breakSuggested } : {}),
    served: state.served.map(packEntry),
    ...extra,
  };
}

/** The question being played: the last one served, while it is not finished. */
export function currentEntry(state: PlayState): ServedEntry | undefined {
  const last = state.served[state.served.length - 1];
  return last && !last.done ? last : undefined;
}

/** Finished questions. */
export const answeredCount = (state: PlayState) => state.served.filter((e) => e.done).length;

/** For each finished question in order: was its first try right? */
export const firstTries = (state: PlayState) => state.served.filter((e) => e.done).map((e) => e.outcome === 'first');

/**
 * Questions of the played activity missed earlier in this session that have not had their second chance
 * yet (issue 14 item 5), oldest first; tracing questions have their own retries and practice-later instead.
 */
export function pendingSecondChances(state: PlayState, activityId: number): ServedEntry[] {
  const own = state.served.filter((e) => e.activityId === activityId && !e.review);
  const again = new Set(own.filter((e) => e.second).map(originOf));
  return own.filter((e) => e.done && e.outcome === 'missed' && !e.second && e.tries === 0 && !again.has(originOf(e)));
}

/**
 * Origins of the played activity's questions already served (a question's first version's id, issue 12),
 * to compare with the pool's `origin`: a question edited after it was served counts as served.
 */
export const servedOwnIds = (state: PlayState, activityId: number) =>
  new Set(state.served.filter((e) => e.activityId === activityId && !e.review).map(originOf));

/** The first version's id of a served question. */
export const originOf = (e: ServedEntry) => e.origin ?? e.questionId;

/** A new entry for a question just picked. */
export function newEntry(
  fields: Pick<ServedEntry, 'questionId' | 'activityId' | 'activityTitle' | 'conceptId' | 'review' | 'difficulty' | 'guidance'> & {
    origin?: number;
  },
): ServedEntry {
  const { origin, ...rest } = fields;
  const entry: ServedEntry = { ...ENTRY_DEFAULTS, ...rest };
  // Only an edited version carries its origin: the stored state stays as small as before (issue 11).
  if (origin !== undefined && origin !== fields.questionId) entry.origin = origin;
  return entry;
}

/**
 * The questions of `activityId` a session hands on to the child's next session of the activity (issue 15):
 * those it was handed and did not finish, then those it ended at the tracing miss limit; oldest first, at
 * most a session's worth. Read from the session row the next session's call reads anyway: no query.
 */
export function practiceLaterAfter(state: PlayState, activityId: number): number[] {
  const finished = new Set(state.served.filter((e) => e.done && !e.review).map((e) => e.questionId));
  const ids = [
    ...state.practiceLater.filter((id) => !finished.has(id)),
    ...state.served.filter((e) => e.later && !e.review && e.activityId === activityId).map((e) => e.questionId),
  ];
  return [...new Set(ids)].slice(-PLAY_RULES.maxQuestions);
}
