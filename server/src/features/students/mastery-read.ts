/**
 * How the staff screens, the parent area, the PDF reports and the child's record read a child's mastery of a
 * concept (issue 14 items 2 and 7; docs/adaptive-play.md 'Showing the estimate'): the learner model's estimate
 * with its range and whether it rests on enough answers, from the stored belief grown by the time away
 * (forgetting), exactly as the engine reads it. The maths are play.model.ts's; nothing is recomputed here.
 */
import type { MasteryRange, MasteryState } from '@aralin/contract';
import { MODEL, daysBetween, decayed, estimateOf, isBelow, isConfident, isMastered, rangeOf, type Skill } from '../play/play.model';

/** A stored belief (a concept_mastery row's columns); null or undefined fields: the child never practised. */
export interface StoredSkill {
  skillMean: number | null | undefined;
  skillSd: number | null | undefined;
  lastPracticedAt: Date | null | undefined;
  /** Answers the belief rests on (concept_mastery.answers). */
  answers: number | null | undefined;
}

export interface MasteryRead extends MasteryRange {
  mastery_score: number;
}

/** The read of one child on one concept of required score `required`, at `now`. */
export function masteryRead(stored: StoredSkill | null, required: number, now: Date): MasteryRead {
  const skill = decayed(
    { mean: stored?.skillMean ?? MODEL.prior.mean, sd: stored?.skillSd ?? MODEL.prior.sd },
    daysBetween(stored?.lastPracticedAt ?? null, now),
  );
  const estimate = estimateOf(skill);
  const [low, high] = rangeOf(skill);
  const mastered = isMastered(skill, required);
  const confident = isConfident(skill);
  return {
    mastery_score: estimate,
    mastery_low: low,
    mastery_high: high,
    confident,
    mastered,
    mastery_state: stateOf(skill, required, stored?.answers ?? 0),
  };
}

/**
 * Answers before "needs attention" may rest on the range alone: one or two misses already put the high end
 * of a wide range under a required score of 90, and a child is not flagged on one miss (the practice packs
 * use the same floor).
 */
export const BELOW_MIN_ANSWERS = 3;

/**
 * Mastered is the model's claim (P(known) at the required score's bar, on enough answers); needs attention,
 * from BELOW_MIN_ANSWERS answers on, the range wholly below the required score (the model does not wait for
 * `isConfident` to see a child who misses everything); otherwise a confident estimate says on track or needs
 * attention, and a belief resting on too few answers says so.
 */
export function stateOf(skill: Skill, required: number, answers: number): MasteryState {
  if (isMastered(skill, required)) return 'mastered';
  if (answers >= BELOW_MIN_ANSWERS && isBelow(skill, required)) return 'needs_attention';
  if (!isConfident(skill)) return 'not_enough';
  return estimateOf(skill) < required ? 'needs_attention' : 'on_track';
}

/**
 * The estimate as the PDFs print it: '62 (48–75)', or `notEnough` ("not enough answers yet") while it rests on
 * too few answers and is not mastered.
 */
export function masteryText(
  read: Pick<MasteryRead, 'mastery_score' | 'mastery_low' | 'mastery_high' | 'mastery_state'>,
  notEnough: string,
) {
  return read.mastery_state === 'not_enough' ? notEnough : `${read.mastery_score} (${read.mastery_low}–${read.mastery_high})`;
}
