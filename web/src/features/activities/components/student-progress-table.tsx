import type { ActivityStudentRow } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/activity-text';
import { currentLanguage } from '../../../lib/i18n';
import { useSchoolTimeZone } from '../../../lib/school-query';
import styles from './activities.module.css';

/** The Student Progress table of spec §2 'Activity detail': Student, Status, Score, Assigned At, Completed At. */
export function StudentProgressTable({ rows, captionId }: { rows: ActivityStudentRow[]; captionId: string }) {
  const { t } = useTranslation('activities');
  const timeZone = useSchoolTimeZone();
  const language = currentLanguage();
  if (rows.length === 0) return <p className="muted">{t('progress.empty')}</p>;
  return (
    <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('progress.student')}</th>
            <th scope="col">{t('progress.status')}</th>
            <th scope="col">{t('progress.score')}</th>
            <th scope="col">{t('progress.assignedAt')}</th>
            <th scope="col">{t('progress.completedAt')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.student_name}</th>
              <td>
                <span className={`${styles.status} ${styles[`status_${row.status}`]}`}>{t(`status.${row.status}`)}</span>
              </td>
              <td>{row.score === null ? t('progress.none') : row.score}</td>
              <td>{formatDate(row.assigned_at, language, true, timeZone)}</td>
              <td>{row.completed_at ? formatDate(row.completed_at, language, true, timeZone) : t('progress.none')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
