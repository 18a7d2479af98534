/**
 * The section list a monitoring screen chooses from (dashboards, Performance). Same key, call and
 * lifetimes as the Sections and Subjects screens (spec §9: fresh 5 min, retry 2), so all share one cache.
 */
import { routes } from '@aralin/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { shouldRetry } from './query-client';
import { sectionKeys, staffCache } from './query-keys';

/** Every section the person may see: a teacher's own, an admin's whole school. */
export const staffSectionsQuery = (organizationalId: number | null | undefined) =>
  queryOptions({
    queryKey: sectionKeys.list({ teacherId: undefined }),
    queryFn: ({ signal }) => api.send(routes.management.sections, { query: { organizational_id: organizationalId ?? undefined }, signal }),
    staleTime: staffCache.sectionsFresh,
    retry: (count, error) => shouldRetry(count, error) && count < staffCache.sectionsRetry,
  });

/** The section to show: the one in the address when it is still listed, else the first (spec §2). */
export function pickSectionId(sectionIds: readonly number[], requested: string | null): number | undefined {
  const wanted = requested !== null && /^\d+$/.test(requested) ? Number(requested) : undefined;
  if (wanted !== undefined && sectionIds.includes(wanted)) return wanted;
  return sectionIds[0];
}
