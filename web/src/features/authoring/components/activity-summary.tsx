import type { ActivityCard } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { ActivityIcon } from '../../../components/ui/activity-icon';
import { Button, ButtonLink } from '../../../components/ui/button';
import styles from './authoring.module.css';

/** The activity questions are being added to, once created or chosen. */
export function ActivitySummary({ activity, detailPath, onNew }: { activity: ActivityCard; detailPath: string; onNew: () => void }) {
  const { t } = useTranslation('authoring');
  return (
    <div className={styles.summary}>
      <ActivityIcon icon={activity.icon} />
      <div className={styles.summaryWords}>
        <p className={styles.summaryTitle}>{activity.title}</p>
        <p className="muted">{t('activity.questionCount', { count: activity.question_count })}</p>
      </div>
      <div className={styles.summaryActions}>
        <ButtonLink to={detailPath} variant="secondary">
          {t('activity.view')}
        </ButtonLink>
        <Button variant="ghost" onClick={onNew}>
          {t('activity.startNew')}
        </Button>
      </div>
    </div>
  );
}
