import { describe, expect, it } from 'vitest';
import { adminReportFileName, dateInZone, sectionReportFileName } from './report-download';

describe('report file names (spec §7)', () => {
  it('names the admin report <type>-report-<date>.pdf', () => {
    expect(adminReportFileName('teacher-activity', '2026-11-21')).toBe('teacher-activity-report-2026-11-21.pdf');
  });

  it('names the performance report <type>-section-<id>-<date>.pdf', () => {
    expect(sectionReportFileName('student-performance', 12, '2026-11-21')).toBe('student-performance-section-12-2026-11-21.pdf');
  });
});

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
