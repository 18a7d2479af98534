/**
 * The student side of spec §7: the play loop (next-question, submit-answer, reset-session) and the
 * student's own subjects, activities and contact-teacher call. The rules behind them are in
 * docs/adaptive-play.md. Media addresses are '/files/<key>' (or a path of the shipped library).
 */
import { z } from 'zod';
import { ActivityType, Difficulty } from './content';
import { ActivityCard, AssignmentStatus } from './activities';
import { SubjectCover } from './subjects';
import { QueryBoolean, optionalFormId, optionalText } from './forms';
import { pickLanguage } from './messages';

/** en or tl; 'english'/'filipino' and Accept-Language spellings are understood, anything else is en. */
export const PlayLanguage = z.preprocess((v) => (typeof v === 'string' ? pickLanguage(v) : 'en'), z.enum(['en', 'tl']));

/** The attempt types of spec §4, in order: first → guided → show_answer. */
export const AttemptType = z.enum(['first', 'guided', 'show_answer']);
export type AttemptType = z.infer<typeof AttemptType>;

const lenientAttemptType = z.preprocess((v) => (AttemptType.safeParse(v).success ? v : undefined), AttemptType.optional());

/** GET /subjects/next-question/{studentId}/{activityId}/ query. last_* are hints only: the server keeps its own record. */
export const NextQuestionQuery = z.object({
  language: PlayLanguage,
  last_question_id: z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined), z.number().optional()),
  last_attempt_type: lenientAttemptType,
  last_correct: QueryBoolean.catch(undefined),
  /** true on the first fetch: closes any open session and starts a new one. */
  fresh_start: QueryBoolean.catch(undefined),
});
export type NextQuestionQuery = z.input<typeof NextQuestionQuery>;

/** Recordings in both languages (addresses or null), so a language toggle mid-question still has sound. */
export const AudioByLanguage = z.object({ en: z.string().nullable(), tl: z.string().nullable() });
export type AudioByLanguage = z.infer<typeof AudioByLanguage>;

/** Something a listening item says (issue 15 item 4): its text, language and the school's recording (a link) or null. */
export const Spoken = z.object({ text: z.string(), lang: z.enum(['en', 'tl']), audio: z.string().nullable() });
export type Spoken = z.infer<typeof Spoken>;

/** A listening item's extras: the word said after the prompt (never printed), or null. */
export const ServedListening = z.object({ word: Spoken.nullable() });
export type ServedListening = z.infer<typeof ServedListening>;

/** A matching prompt. Send `value` back as the pair's `prompt`. */
export const ServedPrompt = z.object({ value: z.string(), text: z.string(), image: z.string().nullable(), audio: AudioByLanguage });
/** A matching answer or a multiple-choice choice. Send `value` back. */
export const ServedOption = z.object({
  value: z.string(),
  text: z.string(),
  image: z.string().nullable(),
  /** Listening items: what a tap on the choice says (a picture choice then has no text). */
  spoken: Spoken.optional(),
});
export type ServedOption = z.infer<typeof ServedOption>;

/** One pair of a revealed matching solution. */
export const MatchedPair = z.object({ prompt: z.string(), answer: z.string() });
export type MatchedPair = z.infer<typeof MatchedPair>;

/** The solution: matching pairs, or the values of the correct choices. Never sent before show_answer. */
export const CorrectAnswers = z.union([z.array(MatchedPair), z.array(z.string())]);
export type CorrectAnswers = z.infer<typeof CorrectAnswers>;

/**
 * The prompt in the other language (issue 13 item 3): what the child sees on a tap of the other-language
 * button, without the app's language changing. Its recording is `prompt_audio[lang]`. Only the prompt:
 * the choices and pairs stay in the language asked (docs/adaptive-play.md "The other language").
 */
export const OtherLanguagePrompt = z.object({ lang: z.enum(['en', 'tl']), prompt_text: z.string() });
export type OtherLanguagePrompt = z.infer<typeof OtherLanguagePrompt>;

/** A served question's extra_data, in the language asked (spec §3 'Question served'). */
export const ServedExtraData = z.object({
  prompt_text: z.string(),
  prompt_audio: AudioByLanguage,
  prompt_image: z.string().nullable(),
  hint: z.object({ text: z.string(), audio: AudioByLanguage }),
  /** Matching: prompts in stored order; answers shuffled separately. */
  pairs: z.array(ServedPrompt).optional(),
  answers: z.array(ServedOption).optional(),
  /** Multiple choice: shuffled, without correct flags; select_count says how many to pick. */
  choices: z.array(ServedOption).optional(),
  select_count: z.number().optional(),
  /** Tracing: the library id, as letter (letters, digits) or shape. */
  target: z.string().optional(),
  letter: z.string().optional(),
  shape: z.string().optional(),
  required_accuracy: z.number().optional(),
  required_correct_attempts: z.number().optional(),
  /** Only when attempt_type is show_answer. */
  correct_answers: CorrectAnswers.nullable(),
  /** Set on listening items: the prompt's word is heard, not shown (issue 15 item 4). */
  listening: ServedListening.optional(),
  /** The prompt in the other language (issue 13 item 3), or null when it has none of its own; absent from older servers. */
  other_language: OtherLanguagePrompt.nullable().optional(),
});
export type ServedExtraData = z.infer<typeof ServedExtraData>;

/** A question to play. */
export const ServedQuestion = z.object({
  session_ended: z.literal(false),
  id: z.number(),
  type: ActivityType,
  difficulty_level: Difficulty,
  /** The activity being played (for a review question: still the current one). */
  activity_id: z.number(),
  extra_data: ServedExtraData,
  /** The attempt the child is on: first for a new question; guided/show_answer when a question is served again. */
  attempt_type: AttemptType,
  /** Tracing: correct tries so far on this question. */
  correct_attempts: z.number(),
  /** Answered ÷ planned questions × 100, rounded (0 on the first question). */
  progress_percentage: z.number(),
  /** 1-based position of this question in the session, and the planned number of questions. */
  question_number: z.number(),
  planned_questions: z.number(),
  is_review_question: z.boolean(),
  original_activity_id: z.number().nullable(),
  original_activity_title: z.string().nullable(),
  /** The same question again (the previous fetch was not answered). */
  repeat: z.boolean(),
  /** A short line for the child in the language asked ('Let's try a harder one!'), or null. */
  guidance: z.string().nullable(),
});
export type ServedQuestion = z.infer<typeof ServedQuestion>;

/** A badge earned at the end of a session (spec §3 session-end data); image is the picture's address, '/rewards/<file>'. */
export const SessionBadge = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string(),
  description: z.string(),
  /** How many times the child has earned the badge, this time included: 1 is a new badge (issue 19). */
  times: z.number().int().positive().optional(),
});
export type SessionBadge = z.infer<typeof SessionBadge>;

/** Session-end data (spec §3), with the score of the session. */
export const SessionEndFields = z.object({
  badges: z.array(SessionBadge),
  activity_completed: z.boolean(),
  mastery_achieved: z.boolean(),
  message: z.string(),
  /** earned ÷ possible × 100 on the activity's own questions. */
  score: z.number(),
  best_score: z.number().nullable(),
  points_earned: z.number(),
  points_possible: z.number(),
  questions_answered: z.number(),
  end_reason: z.enum(['max_questions', 'pool_exhausted', 'doing_well']),
});
export type SessionEndFields = z.infer<typeof SessionEndFields>;

/** next-question when the session is over: the session-end data again. */
export const SessionEnded = SessionEndFields.extend({ session_ended: z.literal(true) });
export type SessionEnded = z.infer<typeof SessionEnded>;

/** GET /subjects/next-question/... answer: a question, or the end of the session. */
export const NextQuestionResponse = z.discriminatedUnion('session_ended', [ServedQuestion, SessionEnded]);
export type NextQuestionResponse = z.infer<typeof NextQuestionResponse>;

/** Path parameters of the play calls. */
export const PlayParams = z.object({ studentId: z.coerce.number().int().positive(), activityId: z.coerce.number().int().positive() });
export const SubmitParams = PlayParams.extend({ questionId: z.coerce.number().int().positive() });

/**
 * POST /subjects/submit-answer/... body (spec §7). answer: matching, a JSON text list of {prompt, answer};
 * multiple choice, the chosen values joined by commas or a JSON array of them; tracing, a JSON text of
 * {accuracy, attempts, completed, attempt_type, accuracy_score, letter, points: [{x, y}]}, where only
 * the points count (the server scores them). A JSON value instead of its text is accepted too.
 * is_review_question and original_activity_id are accepted; the server knows them already.
 */
export const SubmitAnswerBody = z.object({
  answer: z.union([z.string().max(500_000), z.array(z.unknown()).max(20_000), z.record(z.string(), z.unknown())], {
    message: 'answerInvalid',
  }),
  language: PlayLanguage,
  attempt_type: z.preprocess((v) => v ?? 'first', AttemptType),
  is_review_question: QueryBoolean.catch(undefined),
  original_activity_id: optionalFormId().catch(undefined),
  /**
   * The device's idempotency key of this answer (issue 10): a UUID made when the child answers and kept
   * with it in the answer outbox. A repeat with the same answer_id answers the first result and records
   * nothing; an answer_id already used for another question is refused (409).
   */
  answer_id: z.uuid({ message: 'answerInvalid' }).optional(),
  /**
   * How long the child looked at the question before answering, in milliseconds (issue 14): an answer much
   * faster than the question's typical time counts as little evidence. Optional; older clients omit it.
   */
  look_ms: z.number().int().min(0).max(3_600_000).optional(),
  /**
   * Issue 13 item 3: true when the child tapped to see and hear the prompt in the other language during
   * this attempt. Stored on the attempt for the teacher; optional (absent: not used).
   */
  other_language: z.boolean({ message: 'otherLanguageInvalid' }).optional(),
});
export type SubmitAnswerBody = z.input<typeof SubmitAnswerBody>;

/** submit-answer answer (spec §3 score response, tracing submit response, and session-end data when ended). */
export const SubmitAnswerResponse = SessionEndFields.partial().extend({
  correct: z.boolean(),
  score_increment: z.number(),
  session_ended: z.boolean(),
  /** The attempt recorded, and the one to send next for this question (null: fetch the next question). */
  attempt_type: AttemptType,
  next_attempt_type: AttemptType.nullable(),
  question_finished: z.boolean(),
  /** Revealed once the question can no longer be answered right (after a wrong guided answer). */
  correct_answers: CorrectAnswers.nullable(),
  /** The question's explanation once it is finished, else null. */
  explanation: z.string().nullable(),
  /** Tracing: the server's accuracy of this try, correct tries so far, and whether the letter is mastered. */
  accuracy: z.number().nullable(),
  correct_attempts: z.number(),
  is_mastered: z.boolean(),
  /**
   * Tracing (issue 15): this try was the question's third miss, so it ends unmastered and comes back in
   * the child's next session of the activity (the "we'll practice this later" screen). False otherwise;
   * absent in answers recorded before issue 15.
   */
  practice_later: z.boolean().default(false),
  /**
   * Issue 14 item 5: the child missed two questions in a row and has now finished the easier one served
   * after them: the play screen suggests a break ("let's take a break", a picture, keep playing or stop)
   * before the next question. Once a session; false otherwise, and absent in older answers.
   */
  suggest_break: z.boolean().default(false),
});
export type SubmitAnswerResponse = z.infer<typeof SubmitAnswerResponse>;

/** POST /subjects/reset-session/... answer. */
export const ResetSessionResponse = z.object({ message: z.string(), session_ended: z.boolean() });
export type ResetSessionResponse = z.infer<typeof ResetSessionResponse>;

/** A subject tile on the student home, with how many of its activities the child has and has completed. */
export const StudentSubject = z.object({
  id: z.number(),
  name: z.string(),
  cover_image: SubjectCover,
  thumbnail: SubjectCover,
  activity_count: z.number(),
  completed_count: z.number(),
});
export type StudentSubject = z.infer<typeof StudentSubject>;

/** GET /students/{id}/subjects/ answer: the subjects of the child's section, oldest first. */
export const StudentSubjectsResponse = z.array(StudentSubject);
export type StudentSubjectsResponse = z.infer<typeof StudentSubjectsResponse>;

/** An activity the child has, from that subject (prebuilt ones included), with the child's status. */
export const StudentActivity = ActivityCard.extend({
  status: AssignmentStatus,
  /** Best score so far, null until completed once. */
  score: z.number().nullable(),
  assigned_at: z.string(),
  completed_at: z.string().nullable(),
});
export type StudentActivity = z.infer<typeof StudentActivity>;

/** GET /students/{userId}/subjects/{subjectId}/activities/ answer, oldest assignment first. */
export const StudentActivitiesResponse = z.array(StudentActivity);
export type StudentActivitiesResponse = z.infer<typeof StudentActivitiesResponse>;

/**
 * The one-tap reasons of "contact the teacher" (issue 13 item 5), stored as these codes; each is shown in
 * the reader's language (web locales `messages.reasons.*`, mail texts `contactReason*` in messages.ts).
 */
export const CONTACT_REASONS = ['sick', 'reading_help', 'numbers_help', 'call_me'] as const;
export const ContactReason = z.enum(CONTACT_REASONS, { message: 'contactReasonInvalid' });
export type ContactReason = z.infer<typeof ContactReason>;

/** POST /students/{id}/contact-teacher/ body: an optional one-tap reason and an optional note (the spec sends neither). */
export const ContactTeacherBody = z
  .object({
    message: optionalText(1000),
    reason: z.preprocess((v) => (v === null || v === '' ? undefined : v), ContactReason.optional()),
    language: PlayLanguage.optional(),
  })
  .nullish();
export type ContactTeacherBody = z.input<typeof ContactTeacherBody>;

/** Answer of contact-teacher (spec §7: field message). */
export const ContactTeacherResponse = z.object({ message: z.string() });
export type ContactTeacherResponse = z.infer<typeof ContactTeacherResponse>;

/** One badge the child earned (or earned again) this week, from the catalogue (contract/src/rewards.ts). */
export const WeekBadge = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string(),
  description: z.string(),
  description_en: z.string(),
});
export type WeekBadge = z.infer<typeof WeekBadge>;

/** A subject of the child's section and the stars of the week: one per activity session finished (docs/child.md). */
export const WeekSubject = z.object({ id: z.number(), name: z.string(), stars: z.number().int().nonnegative() });
export type WeekSubject = z.infer<typeof WeekSubject>;

/** A letter, digit or shape the child traced this week: its tracing library id, drawn by the web from the library. */
export const WeekTraced = z.object({
  target: z.string(),
  kind: z.enum(['letter', 'digit', 'shape']),
  label: z.string(),
  /** Traced well at least once this week (a try the tracing scorer accepted). */
  traced_well: z.boolean(),
});
export type WeekTraced = z.infer<typeof WeekTraced>;

/** GET /students/{id}/week/ (issue 13 item 5): the child's week in the school's time zone, Monday to Sunday. */
export const StudentWeek = z.object({
  /** The school's dates (YYYY-MM-DD) of the week's Monday and Sunday. */
  week_start: z.string(),
  week_end: z.string(),
  timezone: z.string(),
  badges: z.array(WeekBadge),
  subjects: z.array(WeekSubject),
  traced: z.array(WeekTraced),
});
export type StudentWeek = z.infer<typeof StudentWeek>;
