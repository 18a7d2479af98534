import { describe, expect, it } from 'vitest';
import { studentCompletion } from './dashboard-format';

describe('studentCompletion (spec §9)', () => {
  it('is completed ÷ total, rounded', () => {
    expect(studentCompletion({ completed_activities: 3, total_activities: 9 })).toBe(33);
    expect(studentCompletion({ completed_activities: 2, total_activities: 3 })).toBe(67);
    expect(studentCompletion({ completed_activities: 1, total_activities: 200 })).toBe(1);
  });

  it('is 0 when nothing is assigned', () => {
    expect(studentCompletion({ completed_activities: 0, total_activities: 0 })).toBe(0);
  });
});
