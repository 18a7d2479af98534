/** Class list import and export of a section (issue 12). The server reads the spreadsheet; the web only sends it. */
import { routes } from '@aralin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sectionKeys, studentKeys, teacherKeys } from '../../../lib/query-keys';
import { saveBlob } from './sign-in-sheet';

const m = routes.management;

/** Sends a class list: `dryRun` reads and checks it; otherwise every row is added (or none). */
export function sendClassList(sectionId: number, file: File, opts: { dryRun: boolean; consent: boolean }) {
  const body = new FormData();
  body.append('file', file, file.name);
  body.append('consent', String(opts.consent));
  return api.send(m.importStudents, {
    params: { id: sectionId },
    query: opts.dryRun ? { dry_run: 'true' } : undefined,
    body,
  });
}

/** Checks a file without adding anyone. */
export function useCheckClassList(sectionId: number) {
  return useMutation({ mutationFn: (file: File) => sendClassList(sectionId, file, { dryRun: true, consent: false }) });
}

/** Imports a checked file; the section's list, its card and the teachers' counts change. */
export function useImportClassList(sectionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, consent }: { file: File; consent: boolean }) => sendClassList(sectionId, file, { dryRun: false, consent }),
    onSuccess: () =>
      Promise.all(
        [studentKeys.ofSection(sectionId), sectionKeys.detail(sectionId), sectionKeys.lists(), teacherKeys.lists()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** 'class-list-<class code>.csv'. */
export function classListFileName(sectionId: number, classCode?: string): string {
  const code = classCode?.replace(/[^A-Za-z0-9]/g, '');
  return `class-list-${code || `section-${sectionId}`}.csv`;
}

/** Downloads GET /management/sections/{id}/students/export/ as a CSV file. */
export async function downloadClassList(sectionId: number, classCode?: string): Promise<void> {
  const blob = await api.send(m.exportStudents, { params: { id: sectionId }, as: 'blob' });
  saveBlob(blob, classListFileName(sectionId, classCode));
}
