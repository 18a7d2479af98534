/**
 * How the staff screens, the parent area, the PDF reports and the child's record read a child's mastery of a
 * concept (issue 14 items 2 and 7; docs/adaptive-play.md 'Showing the estimate'): the learner model's estimate
 * with its range and whether it rests on enough answers, from the stored belief grown by the time away
 * (forgetting), exactly as the engine reads it. The maths are play.model.ts's; nothing is recomputed here.
 */
import type { MasteryRange, MasteryState } from '@aralin/contract';
import { MODEL, daysBetween, decayed, estimateOf, isConfident, isMastered, rangeOf } from '../play/play.model';

/** A stored belief (a concept_mastery row's columns); null or undefined fields: the child never practised. */
export interface StoredSkill {
  skillMean: number | null | undefined;
  skillSd: number | null | undefined;
  lastPracticedAt: Date | null | undefined;
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
    mastery_state: stateOf(mastered, confident, estimate, required),
  };
}

function stateOf(mastered: boolean, confident: boolean, estimate: number, required: number): MasteryState {
  if (mastered) return 'mastered';
  if (!confident) return 'not_enough';
  return estimate < required ? 'needs_attention' : 'on_track';
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
