/** Groups by need (issue 13 item 1): GET /management/sections/{id}/groups/ and assigning a group's activity. */
import { routes, type GroupBy, type GroupsResponse, type NeedGroup } from '@aralin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { activityKeys, monitoringCache, monitoringKeys, studentKeys } from '../../../lib/query-keys';

export const groupsQuery = (sectionId: number, by: GroupBy) =>
  queryOptions({
    queryKey: [...monitoringKeys.all, 'groups', sectionId, by] as const,
    queryFn: ({ signal }) => api.send(routes.management.groups, { params: { id: sectionId }, query: { by }, signal }),
    staleTime: monitoringCache.performanceFresh,
  });

/** Where each child is: the group key the teacher moved them to, else the server's. */
export type Placement = Record<number, string>;

export function initialPlacement(data: GroupsResponse): Placement {
  const out: Placement = {};
  for (const g of data.groups) for (const s of g.students) out[s.student_id] = g.key;
  return out;
}

/** The children of a group after the teacher's moves, in the server's order (moved-in children last). */
export function membersOf(data: GroupsResponse, placement: Placement, key: string): NeedGroup['students'] {
  const all = data.groups.flatMap((g) => g.students);
  const own = data.groups.find((g) => g.key === key)?.students ?? [];
  const ids = new Set(own.map((s) => s.student_id));
  return [...own, ...all.filter((s) => !ids.has(s.student_id))].filter((s) => placement[s.student_id] === key);
}

/** Assigns one activity to a group's children in one call (the assignment service's rules apply). */
export function useAssignGroup(sectionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { activityId: number; studentIds: number[]; subjectId: number | null }) =>
      api.send(routes.management.assign, {
        params: { sectionId, activityId: v.activityId },
        body: { student_ids: v.studentIds, ...(v.subjectId !== null ? { subject_id: v.subjectId } : {}) },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: monitoringKeys.all }),
        queryClient.invalidateQueries({ queryKey: studentKeys.all }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]),
  });
}
