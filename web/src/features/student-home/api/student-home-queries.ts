/** The student home's data (spec §7 'Student side'): the child's subjects and how many badges they have. */
import { routes, type RewardsResponse } from '@aralin/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { studentAppKeys } from '../../../lib/query-keys';

/** GET /students/{id}/subjects/. The spec sets no lifetime; a minute keeps the home quick to return to. */
export const studentSubjectsQuery = (studentId: number) =>
  queryOptions({
    queryKey: studentAppKeys.subjects(studentId),
    queryFn: ({ signal }) => api.send(routes.students.subjects, { params: { id: studentId }, signal }),
    staleTime: 60_000,
  });

/** GET /students/{id}/rewards/, for the badge count on the home. */
export const homeRewardsQuery = (studentId: number) =>
  queryOptions({
    queryKey: studentAppKeys.rewards(studentId),
    queryFn: ({ signal }) => api.send(routes.students.rewards, { params: { id: studentId }, signal }),
    staleTime: 60_000,
  });

/** Badges earned and the total, for '3 of 8'. */
export function badgeTally(rewards: RewardsResponse | undefined): { count: number; total: number } | null {
  if (!rewards) return null;
  return { count: rewards.filter((r) => r.is_unlocked).length, total: rewards.length };
}
