/** The school in Settings (issues 12 and 20): PATCH /management/school/ (DepEd School ID, time zone); the read is lib/school-query.ts. */
import { routes } from '@aralin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { schoolKey } from '../../../lib/school-query';

export { schoolQuery } from '../../../lib/school-query';

/** Saves the DepEd School ID (blank clears it) and the time zone (admins). */
export function useUpdateSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { deped_school_id: string; timezone: string; retention_years: number | null }) =>
      api.send(routes.management.updateSchool, { body }),
    onSuccess: ({ school }) => queryClient.setQueryData(schoolKey(), school),
  });
}
