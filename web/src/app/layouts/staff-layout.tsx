import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { JoinSchoolPanel } from '../../features/joining/components/join-school-panel';
import { currentUserQuery } from '../../features/session/api/current-user';
import { useLogout } from '../../features/session/api/use-logout';
import { StaffShell } from '../../features/staff-shell/components/staff-shell';
import { roleOf } from '../../lib/auth-storage';
import { useSession } from '../../lib/use-session';
import { UpdatePrompt } from '../update-prompt';

/** What a teacher not yet in a school may open: their own profile and sessions (issue 20 item 3). */
const OUTSIDE_SCHOOL_PATHS = new Set(['/settings']);

/**
 * The frame of every staff page (spec §2 'Staff shell'). The guard in RootLayout has already checked
 * the role. GET /account/me/ (else the stored user) names the header; Settings updates both after a
 * save, so a new avatar shows at once. It also lets a revoked session be noticed (spec §4).
 */
export function StaffLayout() {
  const { user: stored } = useSession();
  // The server's answer is fresher (an avatar changed elsewhere); the role stays the one forced at sign-in.
  const user = useQuery(currentUserQuery()).data ?? stored;
  const logout = useLogout();
  const role = roleOf(stored) === 'admin' ? 'admin' : 'teacher';
  const { pathname } = useLocation();
  // A teacher not yet in a school (no organizational_id): every school page says how to join instead,
  // as the server refuses each of its calls (issue 20 item 3).
  const outsideSchool = role === 'teacher' && stored?.organizational_id === null && !OUTSIDE_SCHOOL_PATHS.has(pathname);
  return (
    <StaffShell role={role} handle={user?.username || user?.email || ''} avatar={user?.avatar ?? null} onLogout={logout}>
      {outsideSchool ? <JoinSchoolPanel /> : <Outlet />}
      <UpdatePrompt />
    </StaffShell>
  );
}
