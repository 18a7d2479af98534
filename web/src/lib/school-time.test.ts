import { describe, expect, it } from 'vitest';
import { dateInZone, formatSchoolDate, schoolMoment } from './school-time';

describe('dateInZone', () => {
  it("uses the school's calendar date, not UTC's", () => {
    // 17:30 UTC on the 21st is already the 22nd in Manila (UTC+8).
    expect(dateInZone('2026-11-21T17:30:00Z', 'Asia/Manila')).toBe('2026-11-22');
    expect(dateInZone('2026-11-21T15:59:00Z', 'Asia/Manila')).toBe('2026-11-21');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(dateInZone(new Date('2026-01-05T23:00:00Z'), 'Mars/Olympus')).toBe('2026-01-05');
  });
});

describe('school dates and moments', () => {
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
