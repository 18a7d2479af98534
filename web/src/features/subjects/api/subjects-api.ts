/** Subjects calls of spec §7 and the section list the Subjects screen chooses from. */
import { routes, type AddSubjectBody } from '@aralin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shouldRetry } from '../../../lib/query-client';
import { sectionKeys, staffCache, subjectKeys } from '../../../lib/query-keys';

const m = routes.management;

/**
 * Every section the person may see (a teacher's own, an admin's whole school). Same key, call and
 * lifetimes as the Sections screen's list (spec §9: fresh 5 min, retry 2), so the two share one cache.
 */
export const staffSectionsQuery = (organizationalId: number | null | undefined) =>
  queryOptions({
    queryKey: sectionKeys.list({ teacherId: undefined }),
    queryFn: ({ signal }) => api.send(m.sections, { query: { organizational_id: organizationalId ?? undefined }, signal }),
    staleTime: staffCache.sectionsFresh,
    retry: (count, error) => shouldRetry(count, error) && count < staffCache.sectionsRetry,
  });

/** GET /management/sections/{id}/subjects/. */
export const subjectsQuery = (sectionId: number) =>
  queryOptions({
    queryKey: subjectKeys.ofSection(sectionId),
    queryFn: ({ signal }) => api.send(m.sectionSubjects, { params: { id: sectionId }, signal }),
    staleTime: staffCache.teacherListsFresh,
  });

/** POST /management/subjects/add/ with name, cover_image, teacher_id, section (spec §7). */
export function useAddSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddSubjectBody) => api.send(m.addSubject, { body }),
    onSuccess: (_r, body) => queryClient.invalidateQueries({ queryKey: subjectKeys.ofSection(Number(body.section)) }),
  });
}

/** PATCH /management/subjects/{id}/delete/ with teacher_id (spec §7). */
export function useDeleteSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subjectId, teacherId }: { subjectId: number; sectionId: number; teacherId: number }) =>
      api.send(m.deleteSubject, { params: { id: subjectId }, body: { teacher_id: teacherId } }),
    onSuccess: (_r, { sectionId }) => queryClient.invalidateQueries({ queryKey: subjectKeys.ofSection(sectionId) }),
  });
}
