import { describe, expect, it } from 'vitest';
import { formatSchoolDate, schoolMoment, studentCompletion } from './dashboard-format';

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

describe('dates in the school time zone', () => {
  it('formats a school date without shifting the day', () => {
    expect(formatSchoolDate('2026-11-17', 'en')).toMatch(/Nov 17, 2026/);
  });

  it("tells today's moments apart by the school's calendar", () => {
    // 16:30 UTC on the 20th is 00:30 on the 21st in Manila.
    const late = schoolMoment('2026-11-20T16:30:00Z', 'Asia/Manila', '2026-11-21', 'en');
    expect(late.isToday).toBe(true);
    expect(late.time).toMatch(/12:30/);
    expect(schoolMoment('2026-11-20T15:30:00Z', 'Asia/Manila', '2026-11-21', 'en').isToday).toBe(false);
  });
});
