/** Pure rules of the Performance screen (spec §2, §9), apart from the screen for testing. */
import { PERFORMANCE_LEVELS, type PerformanceLevel, type PerformanceResponse } from '@aralin/contract';

/** The locale key of each level (the wire values have spaces). */
export const LEVEL_KEYS = {
  Outstanding: 'outstanding',
  Excellent: 'excellent',
  Satisfactory: 'satisfactory',
  'Needs Improvement': 'needsImprovement',
  'Needs Attention': 'needsAttention',
  'Did Not Meet Expectations': 'didNotMeet',
  'N/A': 'notYet',
} as const satisfies Record<PerformanceLevel, string>;
export type LevelKey = (typeof LEVEL_KEYS)[PerformanceLevel];

/** Whether there is anything to rank: at least one child with a score (spec: 'No Performance Data Available'). */
export function hasPerformanceData(data: Pick<PerformanceResponse, 'students'>): boolean {
  return data.students.some((s) => s.average_score !== null);
}

export interface LevelRange {
  level: Exclude<PerformanceLevel, 'N/A'>;
  min: number;
  max: number;
}

/** Each level's score range, best first, from the contract's one definition (Outstanding 90-100 …). */
export function levelRanges(): LevelRange[] {
  return PERFORMANCE_LEVELS.map(({ level, min }, index) => ({
    level,
    min,
    max: index === 0 ? 100 : PERFORMANCE_LEVELS[index - 1].min - 1,
  }));
}
