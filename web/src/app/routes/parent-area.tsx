import { ParentArea } from '../../features/parent-area/components/parent-area';
import { LogoutButton } from '../../features/session/components/logout-button';

/** /parent-area (spec §2): the parent area, with the session's logout and its confirmation. */
export function ParentAreaRoute() {
  return <ParentArea logout={<LogoutButton size="lg" />} />;
}
