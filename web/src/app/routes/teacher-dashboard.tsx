import { TeacherDashboardScreen } from '../../features/dashboards/components/teacher-dashboard';
import { JoinSchoolPanel } from '../../features/joining/components/join-school-panel';
import { MessagesPanel } from '../../features/messages/components/messages-panel';
import { useSession } from '../../lib/use-session';

/**
 * /teacher-dashboard (spec §2): the section's dashboard with the parents' messages below it (issue 7). A
 * teacher not yet in a school (no organizational_id) sees how to join one instead (issue 20 item 3).
 */
export function TeacherDashboardRoute() {
  const { user } = useSession();
  if (user && user.organizational_id === null) return <JoinSchoolPanel />;
  return <TeacherDashboardScreen aside={({ timeZone, today }) => <MessagesPanel timeZone={timeZone} today={today} />} />;
}
