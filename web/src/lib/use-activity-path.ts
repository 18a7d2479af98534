/** Issue 4: the staff activity pages all live under /subjectsactivities/sections/{s}/subjects/{sub}. */
import { useParams } from 'react-router';

/** The section and subject of the current page, and the address of the subject's activities. */
export function useActivityPath() {
  const params = useParams();
  const sectionId = Number(params.sectionId);
  const subjectId = Number(params.subjectId);
  const activityId = params.activityId === undefined ? undefined : Number(params.activityId);
  const base = `/subjectsactivities/sections/${sectionId}/subjects/${subjectId}`;
  return { sectionId, subjectId, activityId, base, list: `${base}/activities` };
}
