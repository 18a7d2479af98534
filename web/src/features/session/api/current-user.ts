import { routes } from '@aralin/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /account/me/: the signed-in person as the server knows them now. Homes call it so a stale or
 * revoked session is noticed (the client refreshes the token or ends the session, spec §4).
 */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: ['session', 'me'],
    queryFn: ({ signal }) => api.send(routes.account.me, { signal }),
    staleTime: 60_000,
  });
