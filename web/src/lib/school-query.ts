/**
 * The school (GET /management/school/, issues 12 and 20): read by every staff screen for its time zone,
 * saved by Settings (features/settings/api/school-api.ts).
 */
import { routes } from '@aralin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE } from './school-time';
import { api } from './api-client';
import { settingsKeys, staffCache } from './query-keys';

export const schoolKey = () => [...settingsKeys.all, 'school'] as const;

export const schoolQuery = () =>
  queryOptions({
    queryKey: schoolKey(),
    queryFn: ({ signal }) => api.send(routes.management.school, { signal }),
    staleTime: staffCache.detailsFresh,
  });

/** The school's time zone: every date and time on staff screens is shown in it (issue 20). */
export function useSchoolTimeZone(): string {
  return useQuery(schoolQuery()).data?.timezone ?? DEFAULT_TIME_ZONE;
}
