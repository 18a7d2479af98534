/** The score distribution chart's rows (spec §2, §9): bands best first, the empty ones hidden. */
import { SCORE_BANDS, type ScoreBand, type ScoreDistribution } from '@aralin/contract';

export interface BandBar {
  band: ScoreBand;
  count: number;
  /** Share of the counted children, 0-100, rounded: the bar's length and its text. */
  percent: number;
}

/** The bars to draw: every band with at least one child, in the order Excellent, Good, Average, Poor. */
export function visibleBands(distribution: ScoreDistribution): BandBar[] {
  const total = SCORE_BANDS.reduce((sum, { band }) => sum + distribution[band], 0);
  return SCORE_BANDS.filter(({ band }) => distribution[band] > 0).map(({ band }) => ({
    band,
    count: distribution[band],
    percent: Math.round((distribution[band] / total) * 100),
  }));
}

/** How many children the chart counts (those with a score). */
export function countedStudents(distribution: ScoreDistribution): number {
  return SCORE_BANDS.reduce((sum, { band }) => sum + distribution[band], 0);
}
