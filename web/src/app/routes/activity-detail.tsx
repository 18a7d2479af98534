import { ActivityDetailScreen } from '../../features/activities/components/activity-detail-screen';
import { AssignButtons } from '../../features/prebuilt/components/assign-buttons';

/**
 * Activity detail (spec §2) with the Prebuilt screen's Assign / Unassign modal, so any activity can be
 * assigned from its page (issue 4). The two features meet here, not in each other.
 */
export function ActivityDetailRoute() {
  return (
    <ActivityDetailScreen
      assignSlot={({ activity, title, sectionId, subjectId, assignedIds }) => (
        <AssignButtons
          sectionId={sectionId}
          activityId={activity.id}
          title={title}
          assignedIds={assignedIds}
          subjectId={activity.is_prebuilt ? subjectId : undefined}
        />
      )}
    />
  );
}
