/**
 * The tracing flow of spec §4 as a pure reducer. The hand guide plays first with drawing disabled;
 * then the child draws and submits. The server decides: a right try shows the count (n/required) and,
 * after 2000 ms, either the next question (mastered) or a clean canvas without the guide; a miss shows
 * the 'needs practice' hint and, after 3000 ms, a clean canvas, the guide again and guided tries. A new
 * question starts at first with 0 right tries. Timers are data (`timer`): the hook only waits them out.
 * Issue 15: at the third miss the server leaves the question for a later session (`practice_later`): the
 * 'we'll practice this later' screen shows, is read aloud, and the next question follows after
 * PRACTICE_LATER_DELAY_MS or when the child taps Next.
 */
import { type ServedQuestion, type SessionEndFields, type SubmitAnswerResponse, timings, tracingRules } from '@aralin/contract';
import { endOf } from '../../../components/play/session-results';

export type TracingAttempt = 'first' | 'guided';

export type TracingFeedback =
  | { kind: 'success'; count: number; required: number; points: number; mastered: boolean }
  | { kind: 'hint'; hint: string }
  | { kind: 'later' }
  | { kind: 'error'; message: string };

/** How long the 'we'll practice this later' screen stays before the next question (its Next button is sooner). */
export const PRACTICE_LATER_DELAY_MS = 6000;

/** guide: the hand draws; drawing: the child may draw; then one submit and its feedback. */
export type TracingStage = 'guide' | 'drawing' | 'submitting' | 'correct' | 'incorrect';

/** What happens when the feedback delay is over. */
export type AfterDelay = 'retry' | 'reguide' | 'next' | 'end';

export interface TracingQuestionState {
  phase: 'question';
  question: ServedQuestion;
  /** The library id to trace ('A', 'ng', 'circle'). */
  target: string;
  attempt: TracingAttempt;
  correctAttempts: number;
  required: number;
  requiredAccuracy: number;
  /** Tries sent for this question from this screen. */
  tries: number;
  stage: TracingStage;
  feedback: TracingFeedback | null;
  /** Changes whenever the canvas must be wiped. */
  clearCount: number;
  /** Changes whenever the hand guide must play (again). */
  guideRun: number;
  timer: { delayMs: number; then: AfterDelay } | null;
  lastCorrect: boolean;
  end: SessionEndFields | null;
}

export type TracingState =
  { phase: 'loading' } | { phase: 'error'; message: string } | TracingQuestionState | { phase: 'ended'; end: SessionEndFields };

export type TracingEvent =
  | { type: 'fetching' }
  | { type: 'loaded'; question: ServedQuestion }
  | { type: 'sessionEnded'; end: SessionEndFields }
  | { type: 'failed'; message: string }
  | { type: 'guideDone' }
  | { type: 'replayGuide' }
  | { type: 'submitting' }
  | { type: 'submitted'; result: SubmitAnswerResponse }
  | { type: 'submitFailed'; message: string }
  | { type: 'timerFired' }
  | { type: 'continue' };

export const initialTracingState: TracingState = { phase: 'loading' };

/** The library id a served tracing question names, or undefined. */
export function targetOf(question: ServedQuestion): string | undefined {
  const { target, letter, shape } = question.extra_data;
  return [target, letter, shape].find((v): v is string => typeof v === 'string' && v.trim() !== '');
}

function questionState(question: ServedQuestion): TracingQuestionState {
  const x = question.extra_data;
  return {
    phase: 'question',
    question,
    target: targetOf(question) ?? '',
    // A new question is first with no right tries; one served again (a reload) keeps what the server knows.
    attempt: question.attempt_type === 'guided' ? 'guided' : 'first',
    correctAttempts: question.correct_attempts,
    required: x.required_correct_attempts ?? tracingRules.defaultRequiredCorrectAttempts,
    requiredAccuracy: x.required_accuracy ?? tracingRules.defaultRequiredAccuracy,
    tries: 0,
    stage: 'guide',
    feedback: null,
    clearCount: 0,
    guideRun: 1,
    timer: null,
    lastCorrect: false,
    end: null,
  };
}

function afterSubmit(state: TracingQuestionState, result: SubmitAnswerResponse): TracingQuestionState {
  const end = result.session_ended ? endOf(result) : null;
  const finished = result.question_finished || result.is_mastered;
  if (result.correct) {
    return {
      ...state,
      stage: 'correct',
      correctAttempts: result.correct_attempts,
      feedback: {
        kind: 'success',
        count: result.correct_attempts,
        required: state.required,
        points: result.score_increment,
        mastered: result.is_mastered,
      },
      timer: { delayMs: timings.tracingSuccessDelayMs, then: end ? 'end' : finished ? 'next' : 'retry' },
      lastCorrect: true,
      end,
    };
  }
  if (result.practice_later) {
    // Issue 15: the third miss. No hint and no guide again: a gentle 'we'll practice this later'.
    return {
      ...state,
      stage: 'incorrect',
      attempt: 'guided',
      correctAttempts: result.correct_attempts,
      feedback: { kind: 'later' },
      timer: { delayMs: PRACTICE_LATER_DELAY_MS, then: end ? 'end' : 'next' },
      lastCorrect: false,
      end,
    };
  }
  return {
    ...state,
    stage: 'incorrect',
    attempt: 'guided',
    correctAttempts: result.correct_attempts,
    feedback: { kind: 'hint', hint: state.question.extra_data.hint.text },
    // After the last allowed try the server finishes the question unmastered: on to the next one.
    timer: { delayMs: timings.tracingFailureDelayMs, then: end ? 'end' : finished ? 'next' : 'reguide' },
    lastCorrect: false,
    end,
  };
}

function onQuestion(state: TracingQuestionState, event: TracingEvent): TracingState {
  switch (event.type) {
    case 'guideDone':
      return state.stage === 'guide' ? { ...state, stage: 'drawing' } : state;
    case 'replayGuide':
      return state.stage === 'drawing' ? { ...state, stage: 'guide', guideRun: state.guideRun + 1, feedback: null } : state;
    case 'submitting':
      return state.stage === 'drawing' ? { ...state, stage: 'submitting', feedback: null, tries: state.tries + 1 } : state;
    case 'submitted':
      return state.stage === 'submitting' ? afterSubmit(state, event.result) : state;
    case 'submitFailed':
      return state.stage === 'submitting'
        ? { ...state, stage: 'drawing', tries: state.tries - 1, feedback: { kind: 'error', message: event.message } }
        : state;
    case 'continue':
      // The Next button of the 'practice later' screen: its wait ends now.
      return state.feedback?.kind === 'later' && state.timer ? onQuestion(state, { type: 'timerFired' }) : state;
    case 'timerFired': {
      const then = state.timer?.then;
      if (then === 'retry') return { ...state, stage: 'drawing', clearCount: state.clearCount + 1, feedback: null, timer: null };
      if (then === 'reguide')
        return { ...state, stage: 'guide', guideRun: state.guideRun + 1, clearCount: state.clearCount + 1, feedback: null, timer: null };
      if (then === 'end' && state.end) return { phase: 'ended', end: state.end };
      // 'next': the hook fetches; the question stays on screen until the answer comes.
      return { ...state, timer: null };
    }
    default:
      return state;
  }
}

export function tracingReducer(state: TracingState, event: TracingEvent): TracingState {
  switch (event.type) {
    case 'fetching':
      return { phase: 'loading' };
    case 'loaded':
      return questionState(event.question);
    case 'sessionEnded':
      return { phase: 'ended', end: event.end };
    case 'failed':
      return { phase: 'error', message: event.message };
    default:
      return state.phase === 'question' ? onQuestion(state, event) : state;
  }
}

/** Submit is enabled only while drawing (not already submitting) with more than 10 points (spec §4/§5). */
export function canSubmit(state: TracingState, pointCount: number): boolean {
  return state.phase === 'question' && state.stage === 'drawing' && pointCount > tracingRules.minPointsExclusive;
}

/** What the next-question call reports after this question (spec §4: attempt type and correct flag). */
export function lastOf(state: TracingQuestionState): { id: number; attempt: TracingAttempt; correct: boolean } {
  return { id: state.question.id, attempt: state.attempt, correct: state.lastCorrect };
}

/**
 * The progress bar while tracing (issue 19): the questions finished, plus this letter's share for each try
 * that passed, so the bar moves with every pass instead of waiting for the letter's last one.
 */
export function tracingProgress(state: TracingQuestionState): number {
  const { progress_percentage: done, planned_questions: planned } = state.question;
  if (planned <= 0) return done;
  const passed = Math.min(1, state.correctAttempts / Math.max(1, state.required));
  return Math.min(100, Math.round(done + (100 / planned) * passed));
}
