/** Bands and levels as the reports print them, from the one definition in contract/src/performance.ts. */
import { PERFORMANCE_LEVELS, SCORE_BANDS, type ScoreBand, type ScoreDistribution } from '@aralin/contract';
import type { Bar } from '../../lib/pdf-charts';
import type { Words } from './report-text';

/** Chart colours of the bands. */
export const BAND_COLORS: Record<ScoreBand, string> = { Excellent: '#15803d', Good: '#2563eb', Average: '#d97706', Poor: '#dc2626' };

/** '90–100', '75–89', …, '< 60' for each band or level, from the scale's lowest scores. */
function ranges<T extends { min: number }>(scale: readonly T[]): string[] {
  return scale.map((s, i) => (i === 0 ? `${s.min}–100` : s.min === 0 ? `< ${scale[i - 1].min}` : `${s.min}–${scale[i - 1].min - 1}`));
}

/** The distribution as chart columns, every band shown (zero ones too, so the scale reads whole). */
export function distributionBars(dist: ScoreDistribution, w: Words): Bar[] {
  const r = ranges(SCORE_BANDS);
  return SCORE_BANDS.map((b, i) => ({ label: `${w.bands[b.band]}\n${r[i]}`, value: dist[b.band], color: BAND_COLORS[b.band] }));
}

/** 'Excellent 90–100 · Good 75–89 · …' in the report's language. */
export function bandsLine(w: Words): string {
  const r = ranges(SCORE_BANDS);
  return `${w.scoreDistribution}: ${SCORE_BANDS.map((b, i) => `${w.bands[b.band]} ${r[i]}`).join(' · ')}`;
}

/** 'Outstanding 90–100 · Excellent 80–89 · …' in the report's language. */
export function levelsLine(w: Words): string {
  const r = ranges(PERFORMANCE_LEVELS);
  return `${w.countedLevels}: ${PERFORMANCE_LEVELS.map((l, i) => `${w.levels[l.level]} ${r[i]}`).join(' · ')}`;
}

/** A concept bar colour by mastery rate: green when 75% or more of the children mastered it, amber from 50%, else red. */
export function masteryColor(rate: number): string {
  return rate >= 75 ? '#15803d' : rate >= 50 ? '#d97706' : '#dc2626';
}
