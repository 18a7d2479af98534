/**
 * Class tablet mode (issue 13 item 4): after the reward screen the child is signed out — the refresh
 * family ended on the server, the tokens and everything cached of the child cleared — and the tablet goes
 * back to the class's profile grid for the next child. Undefined when the device is not a class tablet.
 */
import { routes } from '@aralin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api-client';
import { clearSession, readSession } from '../../lib/auth-storage';
import { readClassTablet } from '../../lib/class-tablet';

export function useTabletTurnEnd(): (() => void) | undefined {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!readClassTablet()) return undefined;
  return () => {
    const refresh = readSession().token?.refresh;
    if (refresh) void api.send(routes.account.logout, { body: { refresh }, auth: false }).catch(() => undefined);
    clearSession();
    queryClient.clear();
    void navigate('/student-profile', { replace: true });
  };
}
