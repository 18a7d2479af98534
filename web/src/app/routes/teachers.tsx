import { SchoolJoiningPanel } from '../../features/joining/components/school-joining-panel';
import { TeachersScreen } from '../../features/teachers/components/teachers-screen';

/** /teachers: the teachers of the school and, below them, how staff join it (features never import each other). */
export function TeachersRoute() {
  return <TeachersScreen joining={<SchoolJoiningPanel />} />;
}
