import type { Section, TeacherDashboard } from '@aralin/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { StatusPanel } from '../../../components/ui/status-panel';
import { useLoadErrorText } from '../../../lib/load-error';
import { downloadSectionReport } from '../../../lib/report-download';
import { DEFAULT_TIME_ZONE, dateInZone } from '../../../lib/school-time';
import { useChosenSection } from '../../../lib/use-chosen-section';
import { useSession } from '../../../lib/use-session';
import { teacherDashboardQuery } from '../api/dashboard-queries';
import { ActiveStudentsTable } from './active-students-table';
import { RecentActivitiesTable } from './recent-activities-table';
import { ReportButton } from './report-button';
import { ScoreDistributionChart } from './score-distribution-chart';
import { StatCards } from './stat-cards';
import ui from '../../../components/ui/staff-screen.module.css';
import styles from './dashboards.module.css';

/** What the page around the dashboard may add below it, with the school's clock. */
export type DashboardAside = (school: { timeZone: string; today: string }) => ReactNode;

/** /teacher-dashboard (spec §2 'Teacher Dashboard'): a section dropdown (first by default) and its dashboard. */
export function TeacherDashboardScreen({ aside }: { aside?: DashboardAside }) {
  const { t } = useTranslation('dashboards');
  const { user } = useSession();
  const loadErrorText = useLoadErrorText();
  const { sections, section, choose } = useChosenSection();

  let body: ReactNode;
  if (sections.isPending) body = <StatusPanel kind="loading" title={t('loading')} />;
  else if (sections.isError) {
    body = (
      <StatusPanel
        kind="error"
        title={t('sectionsLoadError', { message: loadErrorText(sections.error) })}
        action={<Button onClick={() => void sections.refetch()}>{t('retry')}</Button>}
      />
    );
  } else if (sections.data.length === 0) body = <StatusPanel kind="empty" title={t('noSections')} text={t('noSectionsText')} />;
  else if (!section) body = <StatusPanel kind="empty" title={t('selectSection')} text="" />;
  else {
    body = (
      <>
        <div className={ui.toolbar}>
          <SelectField label={t('sectionLabel')} className={styles.filter} value={section.id} onChange={(e) => choose(e.target.value)}>
            {sections.data.map((s) => (
              <option key={s.id} value={s.id}>
                {t('sectionOption', { name: s.name })}
              </option>
            ))}
          </SelectField>
          <SectionReportButton section={section} organizationalId={user?.organizational_id} />
        </div>
        <SectionDashboard sectionId={section.id} aside={aside} />
      </>
    );
  }

  return (
    <div className="stack">
      <h1>{t('title')}</h1>
      {body}
    </div>
  );
}

/** The Download button (spec §2 'behaviour not shown'): the section's student-performance PDF. */
function SectionReportButton({ section, organizationalId }: { section: Section; organizationalId: number | null | undefined }) {
  const { t } = useTranslation('dashboards');
  // The file is named for the school's date today; the dashboard (same cache) knows the school's zone.
  const timeZone = useQuery(teacherDashboardQuery(section.id)).data?.timezone ?? DEFAULT_TIME_ZONE;
  return (
    <ReportButton
      label={t('download.performance')}
      description={t('download.performanceLabel', { name: section.name })}
      failedText={t('download.performanceFailed')}
      onDownload={() => downloadSectionReport(section.id, organizationalId, dateInZone(new Date(), timeZone))}
    />
  );
}

function SectionDashboard({ sectionId, aside }: { sectionId: number; aside?: DashboardAside }) {
  const { t } = useTranslation('dashboards');
  const loadErrorText = useLoadErrorText();
  const dashboard = useQuery(teacherDashboardQuery(sectionId));
  if (dashboard.isPending) return <StatusPanel kind="loading" title={t('loading')} />;
  if (dashboard.isError) {
    return (
      <StatusPanel
        kind="error"
        title={t('loadError', { message: loadErrorText(dashboard.error) })}
        action={<Button onClick={() => void dashboard.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  return <DashboardBody data={dashboard.data} aside={aside} />;
}

function DashboardBody({ data, aside }: { data: TeacherDashboard; aside?: DashboardAside }) {
  const { t } = useTranslation('dashboards');
  return (
    <>
      <section aria-labelledby="class-stats-title">
        <h2 id="class-stats-title" className={styles.sectionTitle}>
          {t('classStats.title')}
        </h2>
        <StatCards
          stats={[
            { label: t('classStats.totalStudents'), value: data.total_students, accent: 'var(--c-primary)' },
            { label: t('classStats.activeToday'), value: data.active_students_today, accent: 'var(--c-teal)' },
            { label: t('classStats.activitiesAssigned'), value: data.total_activities_assigned, accent: 'var(--c-sun)' },
          ]}
        />
      </section>
      <div className={styles.grid}>
        <RecentActivitiesTable activities={data.recent_activities} />
        <ScoreDistributionChart distribution={data.score_distribution} />
      </div>
      <ActiveStudentsTable students={data.students} timeZone={data.timezone} today={data.today} />
      {aside?.({ timeZone: data.timezone, today: data.today })}
    </>
  );
}
