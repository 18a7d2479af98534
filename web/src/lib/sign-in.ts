/** What every sign-in does on success: store the session and go where the person was heading. */
import type { AuthToken, StoredUser, UserRole } from '@aralin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { takeDestination } from './access';
import { roleOf, saveSession } from './auth-storage';

/**
 * Returns `complete(token, user, forcedRole?)`. Staff logins force the role locally (spec §6:
 * 'On login the role is forced locally to admin or teacher').
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (token: AuthToken, user: StoredUser, forcedRole?: UserRole) => {
      const stored: StoredUser = forcedRole ? { ...user, user_role: forcedRole } : user;
      queryClient.clear();
      saveSession(token, stored);
      void navigate(takeDestination(roleOf(stored) ?? stored.user_role), { replace: true });
    },
    [navigate, queryClient],
  );
}
