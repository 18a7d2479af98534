import { routes } from '@aralin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';
import { clearSession, readSession } from '../../../lib/auth-storage';

/**
 * Logout (spec §2): removes the stored token and user and returns to /. The server is told to end
 * the refresh-token family in the background; the person is signed out here whether or not it answers.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const refresh = readSession().token?.refresh;
    if (refresh) void api.send(routes.account.logout, { body: { refresh }, auth: false }).catch(() => undefined);
    clearSession();
    queryClient.clear();
    navigate('/', { replace: true });
  }, [navigate, queryClient]);
}
