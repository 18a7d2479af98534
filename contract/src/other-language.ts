/**
 * Issue 13 item 3 on the teacher's side: how often a child tapped to see and hear a prompt in the other
 * language (English ⇄ Filipino) while playing, a scaffold the child used (docs/adaptive-play.md).
 */
import { z } from 'zod';

/** The days counted, up to now. */
export const OTHER_LANGUAGE_DAYS = 30;

/** One activity the child played in those days. A question is one serving of it in a session. */
export const OtherLanguageActivity = z.object({
  activity_id: z.number(),
  activity_title: z.string(),
  /** Questions answered (at least one attempt). */
  questions: z.number(),
  /** Of those, the ones on which the child used the other language, in all and per language switched to. */
  used: z.number(),
  used_en: z.number(),
  used_tl: z.number(),
  /** The last time the child used it in this activity, or null. */
  last_used_at: z.string().nullable(),
});
export type OtherLanguageActivity = z.infer<typeof OtherLanguageActivity>;

/** GET /management/students/{id}/other-language/: the last OTHER_LANGUAGE_DAYS days; activities most used first. */
export const OtherLanguageUse = z.object({
  days: z.number(),
  questions: z.number(),
  used: z.number(),
  used_en: z.number(),
  used_tl: z.number(),
  activities: z.array(OtherLanguageActivity),
});
export type OtherLanguageUse = z.infer<typeof OtherLanguageUse>;
