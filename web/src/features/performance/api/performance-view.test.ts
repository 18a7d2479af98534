import { PerformanceLevel } from '@aralin/contract';
import { describe, expect, it } from 'vitest';
import { LEVEL_KEYS, hasPerformanceData, levelRanges } from './performance-view';

describe('levelRanges (spec §9 levels, one definition)', () => {
  it('covers 0-100 without gaps, best first', () => {
    expect(levelRanges()).toEqual([
      { level: 'Outstanding', min: 90, max: 100 },
      { level: 'Excellent', min: 80, max: 89 },
      { level: 'Satisfactory', min: 75, max: 79 },
      { level: 'Needs Improvement', min: 70, max: 74 },
      { level: 'Needs Attention', min: 60, max: 69 },
      { level: 'Did Not Meet Expectations', min: 0, max: 59 },
    ]);
  });

  it('has a locale key for every level the server may send', () => {
    for (const level of PerformanceLevel.options) expect(LEVEL_KEYS[level]).toMatch(/^[a-zA-Z]+$/);
  });
});

describe('hasPerformanceData', () => {
  it('is false with no children or nobody with a score', () => {
    expect(hasPerformanceData({ students: [] })).toBe(false);
    expect(hasPerformanceData({ students: [{ average_score: null }] as never })).toBe(false);
    expect(hasPerformanceData({ students: [{ average_score: null }, { average_score: 0 }] as never })).toBe(true);
  });
});
