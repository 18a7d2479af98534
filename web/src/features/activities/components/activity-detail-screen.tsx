import type { ActivityDetail, ActivityStudentRow } from '@aralin/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ArrowLeftIcon, EditIcon, TrashIcon } from '../../../components/ui/icons';
import { NotFoundPanel, isNotFound } from '../../../components/ui/not-found-panel';
import { StatusPanel } from '../../../components/ui/status-panel';
import { activityTitle } from '../../../lib/activity-text';
import { currentLanguage } from '../../../lib/i18n';
import { useActivityPath } from '../../../lib/use-activity-path';
import { activityDetailQuery, activityStudentsQuery } from '../api/activities-api';
import { ActivityHeader } from './activity-header';
import { CopyActivityDialog } from './copy-activity-dialog';
import { DeleteActivityDialog } from './delete-activity-dialog';
import { DraftPanel } from './draft-panel';
import { StudentProgressTable } from './student-progress-table';
import styles from './activities.module.css';

/** What the page hands to the assign controls composed in by the route (they live in the prebuilt feature). */
export interface AssignSlotProps {
  activity: ActivityDetail;
  title: string;
  sectionId: number;
  subjectId: number;
  assignedIds: number[];
}

/** .../activities/{activityId} (spec §2 'Activity detail (staff)'): header card and Student Progress. */
export function ActivityDetailScreen({ assignSlot }: { assignSlot?: (props: AssignSlotProps) => ReactNode }) {
  const { t } = useTranslation('activities');
  const navigate = useNavigate();
  const { sectionId, subjectId, activityId = 0, list } = useActivityPath();
  const detail = useQuery(activityDetailQuery(sectionId, subjectId, activityId));
  const students = useQuery(activityStudentsQuery(sectionId, subjectId, activityId));
  const [deleting, setDeleting] = useState(false);
  const [copying, setCopying] = useState(false);
  const progressId = useId();

  const back = (
    <ButtonLink to={list} variant="ghost" className={styles.back} icon={<ArrowLeftIcon />}>
      {t('backToActivities')}
    </ButtonLink>
  );
  if (detail.isPending) return <StatusPanel kind="loading" />;
  if (isNotFound(detail.error)) return <NotFoundPanel back={list} />;
  if (detail.isError) {
    return (
      <div className="stack">
        {back}
        <StatusPanel kind="error" text={t('detailError')} action={<Button onClick={() => void detail.refetch()}>{t('retry')}</Button>} />
      </div>
    );
  }
  const activity = detail.data;
  const title = activityTitle(activity, currentLanguage());
  const rows: ActivityStudentRow[] = students.data ?? [];
  const typePath = activity.type === 'multiple_choice' ? 'multiple-choice' : activity.type;

  return (
    <div className="stack">
      {back}
      <ActivityHeader activity={activity} title={title}>
        {students.isSuccess && assignSlot?.({ activity, title, sectionId, subjectId, assignedIds: rows.map((r) => r.student_id) })}
        <ButtonLink to={`${list}/${activity.id}/preview`} variant="secondary">
          {t('detail.preview')}
        </ButtonLink>
        {!activity.is_prebuilt && (
          <>
            <ButtonLink to={`${list}/${activity.id}/edit`} variant="secondary" icon={<EditIcon />}>
              {t('detail.edit')}
            </ButtonLink>
            <ButtonLink to={`${list.replace(/\/activities$/, '')}/create/${typePath}?activity=${activity.id}`} variant="secondary">
              {t('detail.addQuestions')}
            </ButtonLink>
          </>
        )}
        <Button variant="secondary" onClick={() => setCopying(true)}>
          {activity.is_prebuilt ? t('detail.makeOwnCopy') : t('detail.copy')}
        </Button>
        {!activity.is_prebuilt && (
          <Button variant="ghost" className={styles.dangerText} icon={<TrashIcon />} onClick={() => setDeleting(true)}>
            {t('detail.delete')}
          </Button>
        )}
      </ActivityHeader>
      {activity.is_draft && <DraftPanel activity={activity} sectionId={sectionId} />}
      <section className="card stack" aria-labelledby={progressId}>
        <h2 id={progressId} className={styles.sectionTitle}>
          {t('progress.title')}
        </h2>
        {students.isPending ? (
          <StatusPanel kind="loading" />
        ) : students.isError ? (
          <StatusPanel
            kind="error"
            text={t('detailError')}
            action={<Button onClick={() => void students.refetch()}>{t('retry')}</Button>}
          />
        ) : (
          <StudentProgressTable rows={rows} captionId={progressId} />
        )}
      </section>
      <CopyActivityDialog
        open={copying}
        activity={{ id: activity.id, title, isPrebuilt: activity.is_prebuilt }}
        sectionId={sectionId}
        subjectId={subjectId}
        onClose={() => setCopying(false)}
      />
      <DeleteActivityDialog
        activity={deleting ? { id: activity.id, title } : null}
        sectionId={sectionId}
        subjectId={subjectId}
        onCancel={() => setDeleting(false)}
        onDeleted={() => navigate(list, { replace: true })}
      />
    </div>
  );
}
