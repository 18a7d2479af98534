import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ArrowLeftIcon, PlusIcon } from '../../../components/ui/icons';
import { StatusPanel } from '../../../components/ui/status-panel';
import { activityTitle } from '../../../lib/activity-text';
import { currentLanguage } from '../../../lib/i18n';
import { useLoadErrorText } from '../../../lib/load-error';
import { activitiesQuery, sectionSubjectsQuery } from '../api/activities-api';
import { useActivityPath } from '../../../lib/use-activity-path';
import { ActivityCard } from './activity-card';
import { CreateActivityDialog } from './create-activity-dialog';
import { DeleteActivityDialog } from './delete-activity-dialog';
import styles from './activities.module.css';

/** /subjectsactivities/sections/{s}/subjects/{sub}/activities (spec §2 'Activities list'). */
export function ActivitiesScreen() {
  const { t } = useTranslation('activities');
  const { sectionId, subjectId, base } = useActivityPath();
  const loadErrorText = useLoadErrorText();
  const subjects = useQuery(sectionSubjectsQuery(sectionId));
  const activities = useQuery(activitiesQuery(sectionId, subjectId));
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<{ id: number; title: string } | null>(null);
  const subject = subjects.data?.find((s) => s.id === subjectId);

  return (
    <div className="stack">
      <ButtonLink to={`/subjectsactivities?section=${sectionId}`} variant="ghost" className={styles.back} icon={<ArrowLeftIcon />}>
        {t('backToSubjects')}
      </ButtonLink>
      <div className={styles.head}>
        <div>
          <p className={styles.eyebrow}>{t('eyebrow')}</p>
          <h1>{subject?.name ?? t('title')}</h1>
        </div>
        <div className={styles.headActions}>
          <ButtonLink to={`${base}/prebuilt`} variant="secondary">
            {t('prebuiltButton')}
          </ButtonLink>
          <Button onClick={() => setCreating(true)} icon={<PlusIcon />}>
            {t('createButton')}
          </Button>
        </div>
      </div>
      {activities.isPending ? (
        <StatusPanel kind="loading" />
      ) : activities.isError ? (
        <StatusPanel
          kind="error"
          text={t('loadError', { message: loadErrorText(activities.error) })}
          action={<Button onClick={() => void activities.refetch()}>{t('retry')}</Button>}
        />
      ) : activities.data.length === 0 ? (
        <StatusPanel kind="empty" title={t('empty.title')} text={t('empty.text')} />
      ) : (
        <ul className={styles.list} aria-label={t('listLabel')}>
          {activities.data.map((card) => (
            <ActivityCard
              key={card.id}
              card={card}
              sectionId={sectionId}
              subjectId={subjectId}
              onDelete={() => setDeleting({ id: card.id, title: activityTitle(card, currentLanguage()) })}
            />
          ))}
        </ul>
      )}
      <CreateActivityDialog open={creating} onClose={() => setCreating(false)} basePath={base} />
      <DeleteActivityDialog activity={deleting} sectionId={sectionId} subjectId={subjectId} onCancel={() => setDeleting(null)} />
    </div>
  );
}
