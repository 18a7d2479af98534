import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { NotFoundPanel, idParam, isNotFound } from '../../components/ui/not-found-panel';
import { StatusPanel } from '../../components/ui/status-panel';
import { sectionSubjectsQuery } from '../../features/activities/api/activities-api';

/**
 * Every page of one subject (activities, an activity, prebuilt, create, edit) stands behind this
 * (issue 20 point 5): a missing or another teacher's section or subject shows the 'not found' page at once,
 * without retries and before the page's own heading and buttons. The section's subjects are one cached call
 * (the Subjects screen's); a subject missing from a cached list is checked once more before saying so.
 */
export function SubjectGate({ children }: { children: ReactNode }) {
  const params = useParams();
  const sectionId = idParam(params.sectionId);
  const subjectId = idParam(params.subjectId);
  const valid = sectionId !== null && subjectId !== null;
  const subjects = useQuery({ ...sectionSubjectsQuery(sectionId ?? 0), enabled: valid });
  const known = subjects.data?.some((subject) => subject.id === subjectId) ?? false;
  const [rechecked, setRechecked] = useState(false);
  const { isSuccess, refetch } = subjects;

  useEffect(() => {
    if (!isSuccess || known || rechecked) return;
    setRechecked(true);
    void refetch();
  }, [isSuccess, known, rechecked, refetch]);

  const back = sectionId === null ? '/subjectsactivities' : `/subjectsactivities?section=${sectionId}`;
  if (!valid || isNotFound(subjects.error)) return <NotFoundPanel back={back} />;
  if (subjects.isPending) return <StatusPanel kind="loading" />;
  if (subjects.isSuccess && !known)
    return rechecked && !subjects.isFetching ? <NotFoundPanel back={back} /> : <StatusPanel kind="loading" />;
  // Any other failure: the page itself shows its load error and Retry.
  return children;
}
