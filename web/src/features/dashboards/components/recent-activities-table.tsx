import type { DashboardRecentActivity } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { formatSchoolDate } from '../../../lib/school-time';
import { EmptyText, Panel } from './panel';
import ui from '../../../components/ui/staff-screen.module.css';
import styles from './dashboards.module.css';

/** Recent Activities Assigned (spec §2): the section's last 5, newest first, with the date assigned. */
export function RecentActivitiesTable({ activities }: { activities: DashboardRecentActivity[] }) {
  const { t } = useTranslation('dashboards');
  const language = currentLanguage();
  return (
    <Panel title={t('recent.title')}>
      {activities.length === 0 ? (
        <EmptyText>{t('recent.empty')}</EmptyText>
      ) : (
        <table className={`${ui.table} ${styles.table}`}>
          <thead>
            <tr>
              <th scope="col">{t('recent.activity')}</th>
              <th scope="col">{t('recent.assignedDate')}</th>
            </tr>
          </thead>
          <tbody>
            {activities.slice(0, 5).map((activity) => (
              <tr key={activity.id}>
                <th scope="row">{activity.title}</th>
                <td className={styles.nowrap}>
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
