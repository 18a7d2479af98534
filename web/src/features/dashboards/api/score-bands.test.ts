import { describe, expect, it } from 'vitest';
import { countedStudents, visibleBands } from './score-bands';

describe('visibleBands (spec §2 score distribution)', () => {
  it('hides the bands nobody is in and keeps Excellent, Good, Average, Poor order', () => {
    const bars = visibleBands({ Excellent: 0, Good: 7, Average: 3, Poor: 2 });
    expect(bars.map((b) => b.band)).toEqual(['Good', 'Average', 'Poor']);
    expect(bars.map((b) => b.count)).toEqual([7, 3, 2]);
  });

  it('gives each bar its rounded share of the counted children', () => {
    expect(visibleBands({ Excellent: 1, Good: 1, Average: 1, Poor: 0 }).map((b) => b.percent)).toEqual([33, 33, 33]);
    expect(visibleBands({ Excellent: 4, Good: 0, Average: 0, Poor: 0 })).toEqual([{ band: 'Excellent', count: 4, percent: 100 }]);
  });

  it('draws nothing when nobody has a score', () => {
    const none = { Excellent: 0, Good: 0, Average: 0, Poor: 0 };
    expect(visibleBands(none)).toEqual([]);
    expect(countedStudents(none)).toBe(0);
  });
});
