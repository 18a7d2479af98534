/**
 * The plain rules of scores (spec §9), with no schema code: bands, completion and the order of names.
 * performance.ts re-exports them next to its schemas.
 */

/**
 * A child's score: the mean of their best scores over completed assignments (0-100), rounded to a whole
 * number (half up), or null with nothing completed. Bands and levels both read this one number.
 */
export type StudentScore = number | null;

/** The score distribution's bands (spec §9), best first: the lowest score of each. */
export const SCORE_BANDS = [
  { band: 'Excellent', min: 90 },
  { band: 'Good', min: 75 },
  { band: 'Average', min: 60 },
  { band: 'Poor', min: 0 },
] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number]['band'];

/** The band of a whole-number score: Excellent 90-100, Good 75-89, Average 60-74, Poor below 60. */
export function scoreBand(score: number): ScoreBand {
  return SCORE_BANDS.find((b) => score >= b.min)!.band;
}

/** Completion percent (spec §9): completed ÷ total × 100, rounded, 0 when there is nothing. */
export function completionPercent(completed: number, total: number): number {
  return total > 0 ? Math.round((completed / total) * 100) : 0;
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Orders names A to Z ignoring case and accents (Élia next to Ely), the order of every list of children. */
export function compareNames(a: string, b: string): number {
  return byName.compare(a, b);
}
