import { describe, expect, it } from 'vitest';
import { adminReportFileName, sectionReportFileName } from './report-download';

describe('report file names (spec §7)', () => {
  it('names the admin report <type>-report-<date>.pdf', () => {
    expect(adminReportFileName('teacher-activity', '2026-11-21')).toBe('teacher-activity-report-2026-11-21.pdf');
  });

  it('names the performance report <type>-section-<id>-<date>.pdf', () => {
    expect(sectionReportFileName('student-performance', 12, '2026-11-21')).toBe('student-performance-section-12-2026-11-21.pdf');
  });
});
