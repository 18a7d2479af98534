import type { Section } from '@aralin/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { StatusPanel } from '../../../components/ui/status-panel';
import { roleOf } from '../../../lib/auth-storage';
import { useLoadErrorText } from '../../../lib/load-error';
import { useSession } from '../../../lib/use-session';
import { schoolTeachersQuery, sectionsQuery } from '../api/sections-queries';
import { AddSectionDialog } from './add-section-dialog';
import { RemoveSectionFlow } from './remove-section-flow';
import { SectionCard } from './section-card';
import card from '../../../components/ui/picture-card.module.css';
import ui from '../../../components/ui/staff-screen.module.css';
import styles from './sections.module.css';

/** /sections (spec §2): an admin picks a teacher (or sees all), a teacher sees their own sections. */
export function SectionsScreen() {
  const { t } = useTranslation('sections');
  const { user } = useSession();
  const loadErrorText = useLoadErrorText();
  const isAdmin = roleOf(user) === 'admin';
  const org = user?.organizational_id;
  const [teacherId, setTeacherId] = useState<number | undefined>();
  const teachers = useQuery({ ...schoolTeachersQuery(org), enabled: isAdmin });
  const sections = useQuery(sectionsQuery(org, isAdmin ? teacherId : undefined));
  // Students can move to any section the person may see, whatever the dropdown shows.
  const allSections = useQuery({ ...sectionsQuery(org), enabled: teacherId !== undefined });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Section | null>(null);
  const activeTeachers = (teachers.data ?? []).filter((teacher) => teacher.is_active);

  return (
    <div className="stack">
      <div className={ui.head}>
        <h1>{t('title')}</h1>
        <Button onClick={() => setAdding(true)}>{t('addButton')}</Button>
      </div>
      {isAdmin && (
        <SelectField
          label={t('teacherFilter')}
          className={styles.filter}
          value={teacherId ?? ''}
          onChange={(e) => setTeacherId(e.target.value ? Number(e.target.value) : undefined)}
        >
          <option value="">{t('allTeachers')}</option>
          {activeTeachers.map((teacher) => (
            <option key={teacher.id} value={teacher.id}>
              {teacher.name}
            </option>
          ))}
        </SelectField>
      )}
      {sections.isPending ? (
        <StatusPanel kind="loading" />
      ) : sections.isError ? (
        <StatusPanel
          kind="error"
          text={t('loadError', { message: loadErrorText(sections.error) })}
          action={<Button onClick={() => void sections.refetch()}>{t('retry')}</Button>}
        />
      ) : sections.data.length === 0 ? (
        <StatusPanel kind="empty" title={t('empty.title')} text={t('empty.text')} />
      ) : (
        <ul className={`${card.grid} ${styles.grid}`}>
          {sections.data.map((section) => (
            <SectionCard key={section.id} section={section} showTeacher={isAdmin} onDelete={() => setRemoving(section)} />
          ))}
        </ul>
      )}
      <AddSectionDialog
        open={adding}
        onClose={() => setAdding(false)}
        teachers={isAdmin ? activeTeachers : null}
        defaultTeacher={teacherId}
      />
      <RemoveSectionFlow
        section={removing}
        sections={(teacherId === undefined ? sections.data : allSections.data) ?? []}
        onDone={() => setRemoving(null)}
      />
    </div>
  );
}
