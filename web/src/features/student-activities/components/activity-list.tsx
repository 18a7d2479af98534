import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { StatusPanel } from '../../../components/ui/status-panel';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/use-session';
import { studentActivitiesQuery } from '../api/student-activities-queries';
import { activityTitle } from '../api/activity-text';
import { ActivityPicture } from './activity-picture';
import { ScoreStars } from './score-stars';
import frame from '../../../components/ui/student-page.module.css';
import styles from './student-activities.module.css';

/** /subject/{subjectId}/{subjectName}/activities (spec §2): the child's activity cards of a subject. */
export function ActivityList() {
  const { t } = useTranslation('studentActivities');
  const { subjectId = '', subjectName = '' } = useParams();
  const studentId = useSession().user?.id ?? 0;
  const lang = currentLanguage();
  const activities = useQuery({ ...studentActivitiesQuery(studentId, Number(subjectId)), enabled: studentId > 0 && Number(subjectId) > 0 });

  return (
    <div className={frame.page}>
      <header className={frame.header}>
        <Link to="/student-home" className={`${frame.back} ${styles.back}`} aria-label={t('back')}>
          <ArrowLeftIcon size={28} />
        </Link>
        <div>
          <h1 className={`${frame.title} ${styles.title}`}>{t('listTitle', { subject: subjectName })}</h1>
          <p className={styles.intro}>{t('listIntro')}</p>
        </div>
      </header>
      {activities.isPending ? (
        <StatusPanel kind="loading" />
      ) : activities.isError ? (
        <StatusPanel
          kind="error"
          title={t('loadFailed')}
          action={<Button onClick={() => void activities.refetch()}>{t('retry')}</Button>}
        />
      ) : activities.data.length === 0 ? (
        <StatusPanel kind="empty" title={t('empty')} text={t('emptyText')} />
      ) : (
        <ul className={styles.cards}>
          {activities.data.map((activity) => (
            <li key={activity.id}>
              <Link to={`/subject/${subjectId}/activities/${activity.id}`} className={styles.card}>
                <span className={styles.cardPicture}>
                  <ActivityPicture activity={activity} size={80} />
                </span>
                <span className={styles.cardBody}>
                  <span className={styles.cardTitle}>{activityTitle(activity, lang)}</span>
                  <span className={styles.cardMeta}>
                    <span className={styles.typeTag}>{t(`types.${activity.type}`)}</span>
                    <span className={`${styles.statusTag} ${styles[activity.status]}`}>{t(`status.${activity.status}`)}</span>
                  </span>
                  {activity.status === 'completed' && <ScoreStars score={activity.score} />}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
