import type { PerformanceStudent } from '@aralin/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LEVEL_KEYS } from '../api/performance-view';
import ui from '../../../components/ui/staff-screen.module.css';
import styles from './performance.module.css';

interface PerformersTableProps {
  title: string;
  students: PerformanceStudent[];
  emptyText: string;
}

/**
 * Top or Least Performing Students (spec §2, §9): up to 5, in the server's order (best or worst first); the
 * score is the mean of best scores, with the mean of the latest plays under it (issue 14).
 */
export function PerformersTable({ title, students, emptyText }: PerformersTableProps) {
  const { t } = useTranslation('performance');
  const titleId = useId();
  return (
    <section className={`${ui.panel} ${styles.panel}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {students.length === 0 ? (
        <p className={ui.empty}>{emptyText}</p>
      ) : (
        <table className={`${ui.table} ${styles.table} ${styles.cards}`} aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col" className={styles.rank}>
                {t('table.rank')}
              </th>
              <th scope="col">{t('table.student')}</th>
              <th scope="col">{t('table.level')}</th>
              <th scope="col" className={`${ui.num} ${styles.num}`}>
                {t('table.score')}
              </th>
              <th scope="col">{t('table.activities')}</th>
              <th scope="col">{t('table.completion')}</th>
            </tr>
          </thead>
          <tbody>
            {students.slice(0, 5).map((student, index) => (
              <tr key={student.student_id}>
                <td className={styles.rank}>{index + 1}</td>
                <th scope="row" className={styles.name}>
                  {student.student_name}
                </th>
                <td data-label={t('table.level')}>
                  <span className={`${styles.level} ${styles[LEVEL_KEYS[student.performance_level]]}`}>
                    {t(`levels.${LEVEL_KEYS[student.performance_level]}`)}
                  </span>
                </td>
                <td data-label={t('table.score')} className={`${ui.num} ${styles.num}`}>
                  {student.average_score ?? '–'}
                  {/* Replays keep the best score: the latest play's beside it (issue 14 item 6). */}
                  {student.latest_score !== null && <span className={ui.sub}>{t('table.latest', { score: student.latest_score })}</span>}
                </td>
                <td data-label={t('table.activities')}>
                  {t('table.completedOf', { completed: student.status_breakdown.completed, total: student.total_activities })}
                  <span className={ui.sub}>
                    {t('table.otherStatuses', {
                      inProgress: student.status_breakdown.in_progress,
                      notStarted: student.status_breakdown.not_started,
                    })}
                  </span>
                </td>
                <td data-label={t('table.completion')}>
                  <span className={styles.completion}>
                    <span className={styles.track} aria-hidden="true">
                      <span className={styles.fill} style={{ width: `${student.completion_percent}%` }} />
                    </span>
                    <span>{t('table.percent', { percent: student.completion_percent })}</span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
