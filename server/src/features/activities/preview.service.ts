/**
 * Preview as a child (issue 12): every question an activity serves, as a child is served it, and answers
 * checked by the play engine's own rules, statelessly. Nothing is written: no session, attempt, mastery,
 * badge or audit row (the web keeps the preview's progress).
 */
import { pickText, type Language, type PreviewResponse, type SubmitAnswerResponse } from '@aralin/contract';
import type { z } from 'zod';
import type { PreviewCheckBody } from '@aralin/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import type { StaffActor } from '../../plugins/auth';
import { loadQuestionData, withActivityHint } from '../play/play.pick';
import { newSessionSeed } from '../play/play.random';
import { presentServed } from '../play/play.serve';
import { schoolVoices } from '../play/play.voices';
import { newEntry } from '../play/play.state';
import { advance } from '../play/play.decide';
import { grade, tracingTry } from '../play/play.grade';
import { answerOnly, presentResult } from '../play/play.present';
import * as q from './activities.queries';
import { viewableActivity } from './activities.service';

/** The activity's title in the language asked (the library's carry both languages). */
function titleIn(activity: q.ActivityRow, lang: Language): string {
  const bilingual = activity.extraData.title;
  if (bilingual && typeof bilingual === 'object') return pickText(bilingual as { en: string; tl: string }, lang) || activity.title;
  return activity.title;
}

/** Every question the activity serves now, in order, served as to a child (shuffled, no solutions). */
export async function previewActivity(ctx: AppContext, actor: StaffActor, activityId: number, lang: Language): Promise<PreviewResponse> {
  const activity = await viewableActivity(ctx.db, actor, activityId);
  const rows = await q.listQuestions(ctx.db, activity.id);
  const seed = newSessionSeed();
  const title = titleIn(activity, lang);
  const questions = [];
  for (const [i, row] of rows.entries()) {
    const data = withActivityHint(await loadQuestionData(ctx.db, row, activity.type), activity.extraData.hint);
    const entry = newEntry({
      questionId: row.id,
      activityId: activity.id,
      activityTitle: title,
      conceptId: row.conceptId,
      review: false,
      difficulty: row.difficultyLevel,
      guidance: null,
    });
    const voices = await schoolVoices(ctx.db, actor.organizationId, data);
    questions.push(
      presentServed({
        entry,
        data,
        voices,
        playedActivityId: activity.id,
        seed,
        position: i + 1,
        answered: i,
        planned: rows.length,
        repeat: false,
        lang,
      }),
    );
  }
  return {
    activity: { id: activity.id, title, type: activity.type, required_score: activity.requiredScore, extra_data: activity.extraData },
    questions,
  };
}

/** Checks one preview answer as submit-answer would, from the tries the web reports; records nothing. */
export async function checkPreviewAnswer(
  ctx: AppContext,
  actor: StaffActor,
  activityId: number,
  body: z.output<typeof PreviewCheckBody>,
): Promise<SubmitAnswerResponse> {
  const activity = await viewableActivity(ctx.db, actor, activityId);
  const row = (await q.listQuestions(ctx.db, activity.id)).find((r) => r.id === body.question_id);
  if (!row) throw notFound('previewQuestionNotFound');
  const data = await loadQuestionData(ctx.db, row, activity.type);
  const input = { answer: body.answer, language: body.language, attempt_type: body.attempt_type };
  const drawn = tracingTry(data, input);
  const graded = grade(data, input, drawn);
  if (data.type !== 'tracing' && body.attempt_type === 'show_answer') return answerOnly(data, graded, body.language, undefined);
  const entry = newEntry({
    questionId: row.id,
    activityId: activity.id,
    activityTitle: activity.title,
    conceptId: row.conceptId,
    review: false,
    difficulty: row.difficultyLevel,
    guidance: null,
  });
  const correctTries = Math.min(body.correct_attempts, body.tries);
  Object.assign(entry, { tries: body.tries, correctTries, misses: body.tries - correctTries });
  if (data.type === 'tracing') entry.stage = entry.misses > 0 ? 'guided' : 'first';
  const attemptType = data.type === 'tracing' ? entry.stage : body.attempt_type;
  const step = advance(entry, data, attemptType, graded);
  return presentResult(data, graded, step, attemptType, body.language, undefined);
}
