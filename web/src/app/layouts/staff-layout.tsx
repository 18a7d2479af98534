import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { currentUserQuery } from '../../features/session/api/current-user';
import { useLogout } from '../../features/session/api/use-logout';
import { StaffShell } from '../../features/staff-shell/components/staff-shell';
import { roleOf } from '../../lib/auth-storage';
import { useSession } from '../../lib/use-session';

/**
 * The frame of every staff page (spec §2 'Staff shell'). The guard in RootLayout has already checked
 * the role. The stored user names the header; Settings updates it after a save, so a new avatar shows
 * at once. GET /account/me/ runs in the background so a revoked session is noticed (spec §4).
 */
export function StaffLayout() {
  const { user } = useSession();
  useQuery(currentUserQuery());
  const logout = useLogout();
  const role = roleOf(user) === 'admin' ? 'admin' : 'teacher';
  return (
    <StaffShell role={role} handle={user?.username || user?.email || ''} avatar={user?.avatar ?? null} onLogout={logout}>
      <Outlet />
    </StaffShell>
  );
}
