import type { ActivityDetail } from '@aralin/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityIcon } from '../../../components/ui/activity-icon';
import { activityLesson, formatDate, isLink, truncateFileName } from '../../../lib/activity-text';
import { currentLanguage } from '../../../lib/i18n';
import { useSchoolTimeZone } from '../../../lib/school-query';
import styles from './activities.module.css';

/** The header card of the activity page: what the activity is, and the actions on it. */
export function ActivityHeader({ activity, title, children }: { activity: ActivityDetail; title: string; children: ReactNode }) {
  const { t } = useTranslation('activities');
  const timeZone = useSchoolTimeZone();
  const language = currentLanguage();
  const lesson = activityLesson(activity, language);
  const levels = [...new Set(activity.questions.map((q) => q.difficulty_level))];
  return (
    <section className={`card ${styles.header}`}>
      <div className={styles.headerTop}>
        {activity.image ? (
          <img src={activity.image} alt="" className={styles.headerImage} />
        ) : (
          <ActivityIcon icon={activity.icon} size={72} />
        )}
        <div className={styles.headerWords}>
          <p className={styles.badges}>
            <span className={styles.badge}>{t(`types.${activity.type}`)}</span>
            {activity.is_prebuilt && <span className={`${styles.badge} ${styles.badgePrebuilt}`}>{t('detail.prebuilt')}</span>}
            {activity.is_draft && <span className={`${styles.badge} ${styles.badgeDraft}`}>{t('draft.badge')}</span>}
          </p>
          <h1 className={styles.headerTitle}>{title}</h1>
        </div>
      </div>
      <dl className={styles.factsGrid}>
        <div className={lesson && !isLink(lesson) ? styles.factWide : undefined}>
          <dt>{t('detail.lesson')}</dt>
          <dd>
            {!lesson ? (
              t('card.noLesson')
            ) : isLink(lesson) ? (
              <a href={lesson} target="_blank" rel="noopener noreferrer">
                {t('detail.openLesson')}
              </a>
            ) : (
              lesson
            )}
          </dd>
        </div>
        <div>
          <dt>{t('detail.concept')}</dt>
          <dd>{activity.concept ? activity.concept.name : t('detail.noConcept')}</dd>
        </div>
        <div>
          <dt>{t('detail.requiredScore')}</dt>
          <dd>{activity.required_score}</dd>
        </div>
        <div>
          <dt>{t('detail.created')}</dt>
          <dd>{formatDate(activity.created_at, language, false, timeZone)}</dd>
        </div>
        <div>
          <dt>{t('detail.questions')}</dt>
          <dd>
            {activity.question_count}
            {levels.length > 0 && ` (${levels.map((l) => t(`difficulty.${l}`)).join(', ')})`}
          </dd>
        </div>
        {activity.printable_pdf && (
          <div>
            <dt>{t('detail.pdf')}</dt>
            <dd>
              <a href={activity.printable_pdf.url} download={activity.printable_pdf.name} title={activity.printable_pdf.name}>
                {truncateFileName(activity.printable_pdf.name)}
              </a>
            </dd>
          </div>
        )}
      </dl>
      <div className={styles.headerActions}>{children}</div>
    </section>
  );
}
