/** The prebuilt library and assignment calls of spec §7. */
import { routes } from '@aralin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { activityCache, activityKeys, staffCache, studentKeys } from '../../../lib/query-keys';

const m = routes.management;

/** GET .../activities/prebuilt/ with user_id and user_role (spec §6; the server goes by the token). */
export const prebuiltQuery = (sectionId: number, subjectId: number, user: { id: number; role: string } | null) =>
  queryOptions({
    queryKey: activityKeys.prebuilt(sectionId, subjectId),
    queryFn: ({ signal }) =>
      api.send(m.prebuilt, {
        params: { sectionId, subjectId },
        query: { user_id: user?.id, user_role: user?.role },
        signal,
      }),
    staleTime: activityCache.listFresh,
    gcTime: activityCache.listKept,
  });

/** The section's students, listed in the assign modal (the Students screen's cache). */
export const sectionStudentsQuery = (sectionId: number) =>
  queryOptions({
    queryKey: studentKeys.ofSection(sectionId),
    queryFn: ({ signal }) => api.send(m.sectionStudents, { params: { id: sectionId }, signal }),
    staleTime: staffCache.teacherListsFresh,
  });

export interface AssignVariables {
  mode: 'assign' | 'unassign';
  sectionId: number;
  activityId: number;
  studentIds: number[];
  /** The subject a library activity is assigned from; the children see it there. */
  subjectId?: number;
}

/** POST .../assign/ or .../unassign/ with student_ids; refreshes the cards and the Student Progress. */
export function useChangeAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mode, sectionId, activityId, studentIds, subjectId }: AssignVariables) =>
      mode === 'assign'
        ? api.send(m.assign, {
            params: { sectionId, activityId },
            body: { student_ids: studentIds, subject_id: subjectId },
          })
        : api.send(m.unassign, { params: { sectionId, activityId }, body: { student_ids: studentIds } }),
    onSuccess: (_r, { sectionId, activityId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...activityKeys.all, 'prebuilt', sectionId] }),
        queryClient.invalidateQueries({ queryKey: activityKeys.students(sectionId, activityId) }),
        queryClient.invalidateQueries({ queryKey: studentKeys.all }),
        // Assigning publishes a draft (issue 20): its cards and page lose the draft mark.
        queryClient.invalidateQueries({ queryKey: activityKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: activityKeys.details() }),
      ]),
  });
}
