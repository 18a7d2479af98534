import { TeacherDashboardScreen } from '../../features/dashboards/components/teacher-dashboard';
import { MessagesPanel } from '../../features/messages/components/messages-panel';

/** /teacher-dashboard (spec §2): the section's dashboard with the parents' messages below it (issue 7). */
export function TeacherDashboardRoute() {
  return <TeacherDashboardScreen aside={({ timeZone, today }) => <MessagesPanel timeZone={timeZone} today={today} />} />;
}
