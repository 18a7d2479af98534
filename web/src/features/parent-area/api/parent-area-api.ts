/** The parent area's calls (spec §7 'Student side'): the child's progress and contacting the teacher. */
import { routes, type ContactReason } from '@aralin/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { studentAppKeys } from '../../../lib/query-keys';

/** GET /students/{id}/progress/. */
export const progressQuery = (studentId: number) =>
  queryOptions({
    queryKey: studentAppKeys.progress(studentId),
    queryFn: ({ signal }) => api.send(routes.students.progress, { params: { id: studentId }, signal }),
    staleTime: 60_000,
  });

/** GET /students/{id}/week/: the child's week in pictures (issue 13 item 5). */
export const weekQuery = (studentId: number) =>
  queryOptions({
    queryKey: studentAppKeys.week(studentId),
    queryFn: ({ signal }) => api.send(routes.students.week, { params: { id: studentId }, signal }),
    staleTime: 60_000,
  });

/** POST /students/{id}/contact-teacher/ with the parent's optional reason and note; the answer's message is shown. */
export function useContactTeacher(studentId: number) {
  return useMutation({
    mutationFn: (input: { message: string; reason: ContactReason | null; language: 'en' | 'tl' }) =>
      api.send(routes.students.contactTeacher, {
        params: { id: studentId },
        body: { message: input.message.trim() || undefined, reason: input.reason ?? undefined, language: input.language },
      }),
  });
}
