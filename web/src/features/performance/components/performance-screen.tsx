import type { PerformanceResponse, Section } from '@aralin/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { StatusPanel } from '../../../components/ui/status-panel';
import { roleOf } from '../../../lib/auth-storage';
import { useLoadErrorText } from '../../../lib/load-error';
import { useChosenSection } from '../../../lib/use-chosen-section';
import { useSession } from '../../../lib/use-session';
import { hasPerformanceData } from '../api/performance-view';
import { performanceQuery } from '../api/performance-queries';
import { ConceptsOverview } from './concepts-overview';
import { GroupByNeed } from './group-by-need';
import { LevelLegend } from './level-legend';
import { PerformanceReportButton } from './performance-report-button';
import { PerformersTable } from './performers-table';
import ui from '../../../components/ui/staff-screen.module.css';
import styles from './performance.module.css';

/** /performance (spec §2 'Performance'): a section dropdown (first by default), its performers and concepts. */
export function PerformanceScreen() {
  const { t } = useTranslation('performance');
  const { user } = useSession();
  const isAdmin = roleOf(user) === 'admin';
  const loadErrorText = useLoadErrorText();
  const { sections, section, choose } = useChosenSection();
  const optionLabel = (s: Section) =>
    isAdmin ? t('sectionOptionWithTeacher', { name: s.name, teacher: s.teacher_name }) : t('sectionOption', { name: s.name });

  let body: ReactNode;
  if (sections.isPending) body = <StatusPanel kind="loading" />;
  else if (sections.isError) {
    body = (
      <StatusPanel
        kind="error"
        title={t('sectionsError')}
        text={loadErrorText(sections.error)}
        action={<Button onClick={() => void sections.refetch()}>{t('retry')}</Button>}
      />
    );
  } else if (!section) body = <StatusPanel kind="empty" title={t('noSections')} text={t('noSectionsText')} />;
  else {
    body = (
      <>
        <div className={ui.toolbar}>
          <SelectField label={t('sectionLabel')} className={styles.filter} value={section.id} onChange={(e) => choose(e.target.value)}>
            {sections.data.map((s) => (
              <option key={s.id} value={s.id}>
                {optionLabel(s)}
              </option>
            ))}
          </SelectField>
          <PerformanceReportButton section={section} organizationalId={user?.organizational_id} />
        </div>
        <SectionPerformance sectionId={section.id} />
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

function SectionPerformance({ sectionId }: { sectionId: number }) {
  const { t } = useTranslation('performance');
  const loadErrorText = useLoadErrorText();
  const performance = useQuery(performanceQuery(sectionId));
  if (performance.isPending) return <StatusPanel kind="loading" />;
  if (performance.isError) {
    return (
      <StatusPanel
        kind="error"
        text={loadErrorText(performance.error)}
        action={<Button onClick={() => void performance.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  return <PerformanceBody data={performance.data} />;
}

function PerformanceBody({ data }: { data: PerformanceResponse }) {
  const { t } = useTranslation('performance');
  return (
    <>
      {hasPerformanceData(data) ? (
        <>
          <PerformersTable title={t('top.title')} students={data.top_students} emptyText={t('top.empty')} />
          <PerformersTable title={t('least.title')} students={data.least_students} emptyText={t('least.empty')} />
          <LevelLegend />
        </>
      ) : (
        <StatusPanel kind="empty" title={t('noData')} text={t('noDataText')} />
      )}
      <GroupByNeed sectionId={data.section_id} />
      <ConceptsOverview concepts={data.concepts} />
    </>
  );
}
