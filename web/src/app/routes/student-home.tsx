import { StudentHome } from '../../features/student-home/components/student-home';

/** /student-home (spec §2): the child's home. */
export function StudentHomeRoute() {
  return <StudentHome />;
}
