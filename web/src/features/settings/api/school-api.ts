/** The school in Settings (issue 12): GET and PATCH /management/school/ (the DepEd School ID). */
import { routes, type School, type UpdateSchoolResponse } from '@aralin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys, staffCache } from '../../../lib/query-keys';

const schoolKey = () => [...settingsKeys.all, 'school'] as const;

export const schoolQuery = () =>
  queryOptions({
    queryKey: schoolKey(),
    queryFn: ({ signal }) => api.send<School>(routes.management.school, { signal }),
    staleTime: staffCache.detailsFresh,
  });

/** Saves the DepEd School ID (admins); blank clears it. */
export function useUpdateSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (depedSchoolId: string) =>
      api.send<UpdateSchoolResponse>(routes.management.updateSchool, { body: { deped_school_id: depedSchoolId } }),
    onSuccess: ({ school }) => queryClient.setQueryData(schoolKey(), school),
  });
}
