/**
 * Practice packs on paper (issue 13 item 2): GET /management/sections/{id}/practice-pack/ for the whole
 * section or one child, saved as 'practice-pack-section-<id>[-student-<id>]-<date>.pdf' (the school's date).
 * The pages are in each family's language; the footer in the screen's (Accept-Language).
 */
import { practicePackFileName, routes } from '@aralin/contract';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/report-download';
import { DEFAULT_TIME_ZONE, dateInZone } from '../../../lib/school-time';

export async function downloadPracticePack(sectionId: number, studentId?: number): Promise<void> {
  const blob = await api.send(routes.management.practicePack, {
    params: { id: sectionId },
    query: studentId === undefined ? {} : { student_id: studentId },
    as: 'blob',
  });
  saveBlob(blob, practicePackFileName(sectionId, dateInZone(new Date(), DEFAULT_TIME_ZONE), studentId));
}
