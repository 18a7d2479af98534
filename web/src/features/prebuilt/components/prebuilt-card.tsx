import type { PrebuiltActivityCard } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActivityIcon } from '../../../components/ui/activity-icon';
import { Button } from '../../../components/ui/button';
import { activityLesson, activityTitle } from '../../../lib/activity-text';
import { currentLanguage } from '../../../lib/i18n';
import styles from './prebuilt.module.css';

interface PrebuiltCardProps {
  card: PrebuiltActivityCard;
  detailPath: string;
  onAssign: () => void;
  onUnassign: () => void;
}

/** A library activity (spec §2 'Prebuilt Activities'): picture, title, lesson, and Assign / Unassign. */
export function PrebuiltCard({ card, detailPath, onAssign, onUnassign }: PrebuiltCardProps) {
  const { t } = useTranslation(['prebuilt', 'activities']);
  const language = currentLanguage();
  const title = activityTitle(card, language);
  return (
    <li className={styles.card}>
      <Link to={detailPath} className={styles.cardLink}>
        <span className={styles.art}>{card.image ? <img src={card.image} alt="" /> : <ActivityIcon icon={card.icon} size={64} />}</span>
        <span className={styles.cardBody}>
          <span className={styles.type}>{t(`activities:types.${card.type}`)}</span>
          <span className={styles.cardTitle}>{title}</span>
          <span className={styles.lesson}>{activityLesson(card, language)}</span>
        </span>
      </Link>
      <div className={styles.cardFoot}>
        <p className={styles.assignedCount}>{t('assignedCount', { count: card.assigned_count, total: card.total_students })}</p>
        <div className={styles.cardActions}>
          <Button onClick={onAssign} aria-label={t('assignFor', { title })}>
            {t('assignButton')}
          </Button>
          {/* Issue 20: nothing to unassign while nobody has it. */}
          <Button variant="secondary" onClick={onUnassign} disabled={card.assigned_count === 0} aria-label={t('unassignFor', { title })}>
            {t('unassignButton')}
          </Button>
        </div>
      </div>
    </li>
  );
}
