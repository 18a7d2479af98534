import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { StatusPanel } from '../../../components/ui/status-panel';
import { useLoadErrorText } from '../../../lib/load-error';
import { downloadAdminReport } from '../../../lib/report-download';
import { dateInZone } from '../../../lib/school-time';
import { useSession } from '../../../lib/use-session';
import { adminDashboardQuery } from '../api/dashboard-queries';
import { AdminRecentActivities } from './admin-recent-activities';
import { ReportButton } from './report-button';
import { StatCards } from './stat-cards';
import { TeacherActivityTable } from './teacher-activity-table';
import styles from './dashboards.module.css';

/** /admin-dashboard (spec §2 'Admin Dashboard'): School Statistics, Recent Activities, Teacher Activity. */
export function AdminDashboardScreen() {
  const { t } = useTranslation('dashboards');
  const { user } = useSession();
  const loadErrorText = useLoadErrorText();
  const organizationalId = user?.organizational_id;
  const dashboard = useQuery(adminDashboardQuery(organizationalId));

  if (dashboard.isPending || dashboard.isError) {
    return (
      <div className="stack">
        <h1>{t('title')}</h1>
        {dashboard.isPending ? (
          <StatusPanel kind="loading" title={t('loading')} />
        ) : (
          <StatusPanel
            kind="error"
            title={t('loadError', { message: loadErrorText(dashboard.error) })}
            action={<Button onClick={() => void dashboard.refetch()}>{t('retry')}</Button>}
          />
        )}
      </div>
    );
  }

  const data = dashboard.data;
  return (
    <div className="stack">
      <div>
        <h1>{t('title')}</h1>
        <p className="muted">{data.school_name}</p>
      </div>
      <section aria-labelledby="school-stats-title">
        <h2 id="school-stats-title" className={styles.sectionTitle}>
          {t('admin.schoolStats')}
        </h2>
        <StatCards
          stats={[
            { label: t('admin.totalTeachers'), value: data.total_teachers, accent: 'var(--c-primary)' },
            { label: t('admin.teachersActiveToday'), value: data.active_teachers_today, accent: 'var(--c-teal)' },
            { label: t('admin.totalStudents'), value: data.total_students, accent: 'var(--c-sun)' },
          ]}
        />
      </section>
      <AdminRecentActivities activities={data.recent_activities} />
      <TeacherActivityTable
        teachers={data.teachers}
        timeZone={data.timezone}
        today={data.today}
        download={
          <ReportButton
            label={t('download.adminReport')}
            description={t('download.adminReportLabel')}
            failedText={t('download.adminFailed')}
            onDownload={() => downloadAdminReport(organizationalId, dateInZone(new Date(), data.timezone))}
          />
        }
      />
    </div>
  );
}
