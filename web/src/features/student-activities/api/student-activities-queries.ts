/** A subject's activities for the child (spec §7: GET /students/{userId}/subjects/{subjectId}/activities/). */
import { routes } from '@aralin/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { studentAppKeys } from '../../../lib/query-keys';

/** Spec §9: the activity list is fresh for 5 minutes and kept for 10. A finished session invalidates it. */
export const studentActivitiesQuery = (studentId: number, subjectId: number) =>
  queryOptions({
    queryKey: studentAppKeys.activities(studentId, subjectId),
    queryFn: ({ signal }) => api.send(routes.students.subjectActivities, { params: { userId: studentId, subjectId }, signal }),
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
  });
