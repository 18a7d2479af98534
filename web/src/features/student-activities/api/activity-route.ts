/** Where Start Activity goes (spec §2 'Activity detail'): a play route per type, or nothing (alert). */
const PLAY_ROUTES: Record<string, string> = {
  matching: 'matching',
  multiple_choice: 'multiple_choice',
  tracing: 'tracing',
};

/** The play path of an activity, or null for a type with no route. */
export function playPath(activityId: number, type: string): string | null {
  const segment = PLAY_ROUTES[type];
  return segment ? `/activity/${activityId}/${segment}` : null;
}

/** The activity list path of a subject (spec §2: /subject/{subjectId}/{subjectName}/activities). */
export function subjectActivitiesPath(subjectId: number, subjectName: string): string {
  return `/subject/${subjectId}/${encodeURIComponent(subjectName)}/activities`;
}
