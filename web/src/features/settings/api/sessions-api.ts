/** The staff member's sign-in sessions and "sign out everywhere" (issue 17 item 5; not in the spec). */
import { routes } from '@aralin/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from '../../../lib/query-keys';

export const signInSessionsQuery = () =>
  queryOptions({
    queryKey: [...settingsKeys.all, 'sessions'] as const,
    queryFn: ({ signal }) => api.send(routes.management.signInSessions, { signal }),
  });

/** Ends every session of the account on the server, this one included. */
export const useSignOutEverywhere = () => useMutation({ mutationFn: () => api.send(routes.management.signOutEverywhere, {}) });
