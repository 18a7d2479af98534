/** The school in Settings (issues 12 and 20): GET and PATCH /management/school/ (DepEd School ID, time zone). */
import { routes } from '@aralin/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE } from '../../../lib/school-time';
import { api } from '../../../lib/api-client';
import { settingsKeys, staffCache } from '../../../lib/query-keys';

const schoolKey = () => [...settingsKeys.all, 'school'] as const;

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

/** Saves the DepEd School ID (blank clears it) and the time zone (admins). */
export function useUpdateSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { deped_school_id: string; timezone: string; retention_years: number | null }) =>
      api.send(routes.management.updateSchool, { body }),
    onSuccess: ({ school }) => queryClient.setQueryData(schoolKey(), school),
  });
}
