/**
 * Preview as a child (issue 12): the play screens driven by a staff preview instead of a child's session.
 * The server serves every question once and checks answers without recording anything; this keeps the
 * preview's place, points and tracing tries, and makes the reward screen's data at the end.
 */
import {
  messageText,
  routes,
  type NextQuestionResponse,
  type PreviewCheckBody,
  type PreviewResponse,
  type SessionEndFields,
  type SubmitAnswerBody,
  type SubmitAnswerResponse,
} from '@aralin/contract';
import { createContext, useContext } from 'react';
import { api } from '../../lib/api-client';

/** Points a question is worth, as the play engine counts them (docs/adaptive-play.md). */
const POINTS_PER_QUESTION = 10;
/** Below this score the end message encourages without praise, as the server's does. */
const ENCOURAGED_FROM = 60;

/** GET /management/activities/{id}/preview/. */
export function fetchPreview(activityId: number, language: 'en' | 'tl', signal?: AbortSignal) {
  return api.send(routes.management.previewActivity, { params: { id: activityId }, query: { language }, signal });
}

/** One preview run: the activity's questions in order, then the reward screen. */
export class PreviewSession {
  private index = 0;
  private earned = 0;
  private tries = 0;
  private correctTries = 0;

  constructor(
    readonly preview: PreviewResponse,
    readonly language: 'en' | 'tl',
    private readonly check: (body: PreviewCheckBody) => Promise<SubmitAnswerResponse> = (body) =>
      api.send(routes.management.previewCheck, { params: { id: preview.activity.id }, body }),
  ) {}

  private get count() {
    return this.preview.questions.length;
  }

  /** The question to play now (the same one until it is finished), or the end. */
  next(): NextQuestionResponse {
    const question = this.preview.questions[this.index];
    if (!question) return { session_ended: true, ...this.end() };
    return {
      ...question,
      attempt_type: this.tries > this.correctTries ? 'guided' : 'first',
      correct_attempts: this.correctTries,
      question_number: this.index + 1,
      planned_questions: this.count,
      progress_percentage: Math.round((this.index / this.count) * 100),
    };
  }

  /** Checks an answer on the server (nothing recorded) and moves on when the question is finished. */
  async submit(questionId: number, body: SubmitAnswerBody): Promise<SubmitAnswerResponse> {
    const result = await this.check({
      question_id: questionId,
      answer: body.answer,
      language: this.language,
      attempt_type: body.attempt_type,
      tries: this.tries,
      correct_attempts: this.correctTries,
    });
    if (this.preview.activity.type === 'tracing') {
      this.tries += 1;
      if (result.correct) this.correctTries += 1;
    }
    if (!result.question_finished || this.preview.questions[this.index]?.id !== questionId) return result;
    this.earned += result.score_increment;
    this.index += 1;
    this.tries = 0;
    this.correctTries = 0;
    return this.index >= this.count ? { ...result, ...this.end(), session_ended: true } : result;
  }

  /** The reward screen's data: the preview's own score, no badges (nothing is earned in a preview). */
  private end(): SessionEndFields {
    const possible = this.count * POINTS_PER_QUESTION;
    const score = possible > 0 ? Math.round((this.earned / possible) * 100) : 0;
    const mastered = score >= this.preview.activity.required_score;
    return {
      badges: [],
      activity_completed: true,
      mastery_achieved: mastered,
      message: messageText(
        mastered ? 'sessionEndMastered' : score >= ENCOURAGED_FROM ? 'sessionEndFinished' : 'sessionEndTryAgain',
        this.language,
      ),
      score,
      best_score: null,
      points_earned: this.earned,
      points_possible: possible,
      questions_answered: this.index,
      end_reason: 'pool_exhausted',
    };
  }
}

/** A preview the play screens run instead of a child's session, and where its Home button goes. */
export interface PreviewPlay {
  session: PreviewSession;
  exit: () => void;
}

export const PreviewContext = createContext<PreviewPlay | null>(null);

/** The preview being played, or null on a child's screens. */
export const usePreview = () => useContext(PreviewContext);
