import { routes } from '@aralin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { forgetOriginOnLogout } from '../../../lib/access';
import { api } from '../../../lib/api-client';
import { clearSession, readSession } from '../../../lib/auth-storage';

/**
 * Logout (spec §2): removes the stored token and user and returns to /. The server is told to end
 * the refresh-token family in the background; the person is signed out here whether or not it answers.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const refresh = readSession().token?.refresh;
    if (refresh) void api.send(routes.account.logout, { body: { refresh }, auth: false }).catch(() => undefined);
    // The guard sees the cleared session on this page first: it must not remember it for the next person.
    forgetOriginOnLogout(pathname + search);
    clearSession();
    queryClient.clear();
    void navigate('/', { replace: true });
  }, [navigate, queryClient, pathname, search]);
}
