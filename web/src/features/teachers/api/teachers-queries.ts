/** GET /management/teachers/ (spec §7) with the admin teachers list lifetimes of spec §9. */
import { routes } from '@aralin/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffCache, teacherKeys } from '../../../lib/query-keys';

/**
 * Every teacher of the school, both states: the screen's counts need both, so one list is fetched and
 * the status selector filters it (no second request when switching).
 */
export const teachersQuery = (organizationalId: number | null | undefined) =>
  queryOptions({
    queryKey: teacherKeys.list(),
    queryFn: ({ signal }) => api.send(routes.management.teachers, { query: { organizational_id: organizationalId ?? undefined }, signal }),
    staleTime: staffCache.teachersFresh,
    gcTime: staffCache.teachersKept,
  });
