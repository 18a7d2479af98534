import type { DashboardStudent } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { studentCompletion } from '../api/dashboard-format';
import { MomentText } from './moment-text';
import { EmptyText, Panel } from './panel';
import ui from '../../../components/ui/staff-screen.module.css';
import styles from './dashboards.module.css';

const STATUSES = ['completed', 'in_progress', 'not_started'] as const;

interface ActiveStudentsTableProps {
  students: DashboardStudent[];
  timeZone: string;
  today: string;
}

/**
 * Students Active Today (spec §2): name, today's activities with status, last activity time, the status
 * breakdown of all their assignments and the completion bar (spec §9: completed ÷ total, rounded).
 */
export function ActiveStudentsTable({ students, timeZone, today }: ActiveStudentsTableProps) {
  const { t } = useTranslation('dashboards');
  const active = students.filter((s) => s.is_active_today);
  return (
    <Panel title={t('active.title')}>
      {active.length === 0 ? (
        <EmptyText>{t('active.empty')}</EmptyText>
      ) : (
        <table className={`${ui.table} ${styles.table} ${styles.cards}`}>
          <thead>
            <tr>
              <th scope="col">{t('active.student')}</th>
              <th scope="col">{t('active.todayActivities')}</th>
              <th scope="col">{t('active.lastActivity')}</th>
              <th scope="col">{t('active.statusBreakdown')}</th>
              <th scope="col">{t('active.completion')}</th>
            </tr>
          </thead>
          <tbody>
            {active.map((student) => (
              <tr key={student.id}>
                <th scope="row">{student.name}</th>
                <td data-label={t('active.todayActivities')}>
                  {student.today_activities.length === 0 ? (
                    <span className={ui.sub}>{t('active.noActivityToday')}</span>
                  ) : (
                    <ul className={styles.todayList}>
                      {student.today_activities.map((activity) => (
                        <li key={activity.id} className={styles.todayItem}>
                          <span>{activity.activity__title}</span>
                          <span className={`${styles.badge} ${styles[activity.status]}`}>{t(`status.${activity.status}`)}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td data-label={t('active.lastActivity')} className={styles.nowrap}>
                  <MomentText at={student.last_activity_time} timeZone={timeZone} today={today} />
                </td>
                <td data-label={t('active.statusBreakdown')}>
                  <StatusBreakdown student={student} />
                </td>
                <td data-label={t('active.completion')}>
                  <CompletionBar completed={student.completed_activities} total={student.total_activities} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}

function StatusBreakdown({ student }: { student: DashboardStudent }) {
  const { t } = useTranslation('dashboards');
  const counts = {
    completed: student.completed_activities,
    in_progress: student.in_progress_activities,
    not_started: student.not_started_activities,
  };
  return (
    <ul className={styles.breakdown}>
      {STATUSES.map((status) => (
        <li key={status} className={`${styles.badge} ${styles[status]}`}>
          {t(`status.${status}`)} <strong>{counts[status]}</strong>
        </li>
      ))}
    </ul>
  );
}

function CompletionBar({ completed, total }: { completed: number; total: number }) {
  const { t } = useTranslation('dashboards');
  const percent = studentCompletion({ completed_activities: completed, total_activities: total });
  return (
    <div className={styles.completion}>
      <div className={styles.track} aria-hidden="true">
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.completionText}>{t('active.completionOf', { percent, completed, total })}</span>
    </div>
  );
}
