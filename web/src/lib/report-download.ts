/**
 * The PDF reports of spec §7, drawn by the server and saved by the browser under the spec's names:
 * '<type>-report-<date>.pdf' (admin) and '<type>-section-<id>-<date>.pdf' (a section's performance).
 * The date is the school's, the same the server puts on the report's title page.
 */
import { routes, type ADMIN_REPORT_TYPES, type PERFORMANCE_REPORT_TYPES } from '@aralin/contract';
import { api } from './api-client';

export type AdminReportType = (typeof ADMIN_REPORT_TYPES)[number];
export type SectionReportType = (typeof PERFORMANCE_REPORT_TYPES)[number];

/** '<type>-report-<date>.pdf' (spec §7 admin download). */
export function adminReportFileName(type: AdminReportType, date: string): string {
  return `${type}-report-${date}.pdf`;
}

/** '<type>-section-<id>-<date>.pdf' (spec §7 performance download). */
export function sectionReportFileName(type: SectionReportType, sectionId: number, date: string): string {
  return `${type}-section-${sectionId}-${date}.pdf`;
}

/** Hands a downloaded file to the browser through a temporary object URL and an <a download>. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** GET /management/admin/download-report/ (teacher-activity), saved for the school's date. */
export async function downloadAdminReport(
  organizationalId: number | null | undefined,
  date: string,
  type: AdminReportType = 'teacher-activity',
): Promise<void> {
  const blob = await api.send(routes.management.adminDownloadReport, {
    query: { type, organizational_id: organizationalId ?? undefined },
    as: 'blob',
  });
  saveBlob(blob, adminReportFileName(type, date));
}

/** GET /management/download-performance-report/ for one section (student-performance), saved for the school's date. */
export async function downloadSectionReport(
  sectionId: number,
  organizationalId: number | null | undefined,
  date: string,
  type: SectionReportType = 'student-performance',
): Promise<void> {
  const blob = await api.send(routes.management.performanceReport, {
    query: { type, section_id: sectionId, organizational_id: organizationalId ?? undefined },
    as: 'blob',
  });
  saveBlob(blob, sectionReportFileName(type, sectionId, date));
}
