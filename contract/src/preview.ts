/**
 * Preview as a child (issue 12): staff play an activity in the child's screens with nothing recorded.
 * The server serves every question and checks answers statelessly; the web keeps the session's progress.
 */
import { z } from 'zod';
import { ActivityType } from './content';
import { formId } from './forms';
import { AttemptType, PlayLanguage, ServedQuestion, SubmitAnswerBody } from './play';

/** GET /management/activities/{id}/preview/ query. */
export const PreviewQuery = z.object({ language: PlayLanguage });
export type PreviewQuery = z.input<typeof PreviewQuery>;

/** The preview: the activity and every question it serves now, in order, as a child is served it (no solutions). */
export const PreviewResponse = z.object({
  activity: z.object({
    id: z.number(),
    title: z.string(),
    type: ActivityType,
    required_score: z.number(),
    extra_data: z.record(z.string(), z.unknown()),
  }),
  questions: z.array(ServedQuestion),
});
export type PreviewResponse = z.infer<typeof PreviewResponse>;

/**
 * POST /management/activities/{id}/preview/check/ body: an answer as submit-answer takes it, with the
 * question and, for tracing, the tries and correct tries so far (the web keeps them; nothing is stored).
 */
export const PreviewCheckBody = z.object({
  question_id: formId('previewQuestionNotFound'),
  answer: SubmitAnswerBody.shape.answer,
  language: PlayLanguage,
  attempt_type: z.preprocess((v) => v ?? 'first', AttemptType),
  tries: z.coerce.number({ message: 'invalidInput' }).int('invalidInput').min(0, 'invalidInput').max(20, 'invalidInput').default(0),
  correct_attempts: z.coerce
    .number({ message: 'invalidInput' })
    .int('invalidInput')
    .min(0, 'invalidInput')
    .max(20, 'invalidInput')
    .default(0),
});
export type PreviewCheckBody = z.input<typeof PreviewCheckBody>;
