import type { AdminRecentActivity } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { formatSchoolDate } from '../../../lib/school-time';
import { EmptyText, Panel } from './panel';
import ui from '../../../components/ui/staff-screen.module.css';
import styles from './dashboards.module.css';

/** Recent Activities of the school (spec §2: Activity, Teacher, Assigned Date), newest first. */
export function AdminRecentActivities({ activities }: { activities: AdminRecentActivity[] }) {
  const { t } = useTranslation('dashboards');
  const language = currentLanguage();
  return (
    <Panel title={t('admin.recentTitle')}>
      {activities.length === 0 ? (
        <EmptyText>{t('admin.recentEmpty')}</EmptyText>
      ) : (
        <table className={`${ui.table} ${styles.table} ${styles.cards}`}>
          <thead>
            <tr>
              <th scope="col">{t('admin.activity')}</th>
              <th scope="col">{t('admin.teacher')}</th>
              <th scope="col">{t('admin.assignedDate')}</th>
            </tr>
          </thead>
          <tbody>
            {activities.map((activity) => (
              <tr key={`${activity.section_id}-${activity.activity_id}`}>
                <th scope="row">
                  {activity.title}
                  <span className={ui.sub}>{t('admin.inSection', { name: activity.section_name })}</span>
                </th>
                <td data-label={t('admin.teacher')}>{activity.teacher_name}</td>
                <td data-label={t('admin.assignedDate')} className={styles.nowrap}>
                  <time dateTime={activity.assigned_date}>{formatSchoolDate(activity.assigned_date, language)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
