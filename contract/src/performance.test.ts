import { describe, expect, it } from 'vitest';
import { completionPercent, performanceLevel, rankPerformers, scoreBand, scoreDistribution } from './performance';

describe('score bands (spec §9)', () => {
  it('puts each edge in its band: 59/60, 74/75, 89/90', () => {
    expect([0, 59, 60, 74, 75, 89, 90, 100].map(scoreBand)).toEqual([
      'Poor',
      'Poor',
      'Average',
      'Average',
      'Good',
      'Good',
      'Excellent',
      'Excellent',
    ]);
  });

  it('counts children with a score and leaves out those without', () => {
    expect(scoreDistribution([59, 60, 74, 75, 89, 90, null, 100])).toEqual({ Excellent: 2, Good: 2, Average: 2, Poor: 1 });
    expect(scoreDistribution([])).toEqual({ Excellent: 0, Good: 0, Average: 0, Poor: 0 });
  });
});

describe('performance levels', () => {
  it('has one level per range, edges included, and N/A without a score', () => {
    const at = [null, 0, 59, 60, 69, 70, 74, 75, 79, 80, 89, 90, 100].map(performanceLevel);
    expect(at).toEqual([
      'N/A',
      'Did Not Meet Expectations',
      'Did Not Meet Expectations',
      'Needs Attention',
      'Needs Attention',
      'Needs Improvement',
      'Needs Improvement',
      'Satisfactory',
      'Satisfactory',
      'Excellent',
      'Excellent',
      'Outstanding',
      'Outstanding',
    ]);
  });
});

describe('completion percent (spec §9)', () => {
  it('rounds completed ÷ total and is 0 with nothing', () => {
    expect([
      completionPercent(0, 0),
      completionPercent(1, 6),
      completionPercent(2, 3),
      completionPercent(1, 2),
      completionPercent(6, 6),
    ]).toEqual([0, 17, 67, 50, 100]);
  });
});

describe('top and least performers', () => {
  const kid = (student_id: number, student_name: string, average_score: number | null) => ({
    student_id,
    student_name,
    average_score,
    performance_level: performanceLevel(average_score),
  });

  it('orders by score, then by name ignoring case and accents, then by id, and keeps 5', () => {
    const list = [
      kid(1, 'ely', 75),
      kid(2, 'Élia', 75),
      kid(3, 'Abe', 100),
      kid(4, 'Ana', 100),
      kid(5, 'Bea', 88),
      kid(6, 'Ana', 100),
      kid(7, 'Zed', 80),
    ];
    expect(rankPerformers(list).top.map((k) => k.student_id)).toEqual([3, 4, 6, 5, 7]);
  });

  it('puts the worst first in the least list and skips children without a score', () => {
    const list = [
      kid(1, 'Kat', 0),
      kid(2, 'Jun', 0),
      kid(3, 'Ivy', 50),
      kid(4, 'Gino', 74),
      kid(5, 'None', null),
      kid(6, 'Hana', 60),
      kid(7, 'Fe', 71),
    ];
    const { top, least } = rankPerformers(list);
    expect(least.map((k) => k.student_name)).toEqual(['Jun', 'Kat', 'Ivy', 'Hana', 'Fe']);
    expect(top).toEqual([]);
  });
});
