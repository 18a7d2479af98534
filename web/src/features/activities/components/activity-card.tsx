import type { ActivityCard as Card } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActivityIcon } from '../../../components/ui/activity-icon';
import { CardDeleteButton } from '../../../components/ui/card-delete-button';
import { activityLesson, activityTitle, formatDate } from '../../../lib/activity-text';
import { currentLanguage } from '../../../lib/i18n';
import { useSchoolTimeZone } from '../../../lib/school-query';
import { PdfArea } from './pdf-area';
import styles from './activities.module.css';

interface ActivityCardProps {
  card: Card;
  sectionId: number;
  subjectId: number;
  onDelete: () => void;
}

/** An activity card (spec §2 'Activities list'): icon, title, Type, Lesson, Created, and the PDF area. */
export function ActivityCard({ card, sectionId, subjectId, onDelete }: ActivityCardProps) {
  const { t } = useTranslation('activities');
  const timeZone = useSchoolTimeZone();
  const language = currentLanguage();
  const title = activityTitle(card, language);
  const lesson = activityLesson(card, language);
  return (
    <li className={styles.card}>
      <Link to={`/subjectsactivities/sections/${sectionId}/subjects/${subjectId}/activities/${card.id}`} className={styles.cardLink}>
        <ActivityIcon icon={card.icon} />
        <span className={styles.cardText}>
          <span className={styles.cardTitle}>
            {title}
            {card.is_draft && <span className={`${styles.badge} ${styles.badgeDraft} ${styles.cardBadge}`}>{t('draft.badge')}</span>}
          </span>
          <span className={styles.facts}>
            <span>
              <span className={styles.factLabel}>{t('card.type')}</span> {t(`types.${card.type}`)}
            </span>
            <span className={styles.lesson}>
              <span className={styles.factLabel}>{t('card.lesson')}</span> {lesson || t('card.noLesson')}
            </span>
            <span>
              <span className={styles.factLabel}>{t('card.created')}</span> {formatDate(card.created_at, language, false, timeZone)}
            </span>
          </span>
        </span>
      </Link>
      <CardDeleteButton className={styles.delete} onClick={onDelete} label={t('card.delete', { title })} />
      <PdfArea sectionId={sectionId} activityId={card.id} title={title} pdf={card.printable_pdf} />
    </li>
  );
}
