/** A child's data rights (issue 18): an admin downloads the record or erases it; a teacher asks the admins. */
import { routes } from '@aralin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { studentKeys } from '../../../lib/query-keys';
import { saveBlob } from '../../../lib/report-download';

const m = routes.management;

/** Saves GET /management/students/{id}/export/ as child-<id>-record.json. */
export async function downloadChildRecord(studentId: number): Promise<void> {
  const blob = await api.send(m.exportStudent, { params: { id: studentId }, as: 'blob' });
  saveBlob(blob, `child-${studentId}-record.json`);
}

/** Saves GET /management/students/{id}/export/pdf/ (in the screen's language) as child-<id>-record.pdf. */
export async function downloadChildRecordPdf(studentId: number): Promise<void> {
  const blob = await api.send(m.exportStudentPdf, { params: { id: studentId }, as: 'blob' });
  saveBlob(blob, `child-${studentId}-record.pdf`);
}

/** POST .../erase/: the child leaves every list, so every student list and the profile are forgotten. */
export function useEraseChild(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.send(m.eraseStudent, { params: { id: studentId } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: studentKeys.details() });
      return queryClient.invalidateQueries({ queryKey: studentKeys.lists() });
    },
  });
}

export function useRequestErasure(studentId: number) {
  return useMutation({ mutationFn: () => api.send(m.requestErasure, { params: { id: studentId } }) });
}
