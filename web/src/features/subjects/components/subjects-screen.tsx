import type { Section, Subject } from '@aralin/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { StatusPanel } from '../../../components/ui/status-panel';
import { roleOf } from '../../../lib/auth-storage';
import { useLoadErrorText } from '../../../lib/load-error';
import { useSession } from '../../../lib/use-session';
import { chooseSectionId } from '../api/section-choice';
import { staffSectionsQuery, subjectsQuery } from '../api/subjects-api';
import { AddSubjectDialog } from './add-subject-dialog';
import { DeleteSubjectDialog } from './delete-subject-dialog';
import { SubjectCard } from './subject-card';
import card from '../../../components/ui/picture-card.module.css';
import ui from '../../../components/ui/staff-screen.module.css';
import styles from './subjects.module.css';

/** /subjectsactivities (spec §2 'Subjects and Activities'): a section dropdown and its subject cards. */
export function SubjectsScreen() {
  const { t } = useTranslation('subjects');
  const { user } = useSession();
  const loadErrorText = useLoadErrorText();
  const isAdmin = roleOf(user) === 'admin';
  const [search, setSearch] = useSearchParams();
  const sections = useQuery(staffSectionsQuery(user?.organizational_id));
  const sectionId = chooseSectionId(
    (sections.data ?? []).map((s) => s.id),
    search.get('section'),
  );
  const section = sections.data?.find((s) => s.id === sectionId);

  const selectSection = (id: string) => setSearch({ section: id }, { replace: true });

  return (
    <div className="stack">
      <div className={ui.head}>
        <h1>{t('title')}</h1>
        {section && <AddSubjectButton section={section} />}
      </div>
      {sections.isPending ? (
        <StatusPanel kind="loading" />
      ) : sections.isError ? (
        <StatusPanel
          kind="error"
          text={t('sectionsLoadError', { message: loadErrorText(sections.error) })}
          action={<Button onClick={() => void sections.refetch()}>{t('retry')}</Button>}
        />
      ) : !section ? (
        <StatusPanel kind="empty" title={t('noSections.title')} text={t('noSections.text')} />
      ) : (
        <>
          <SelectField
            label={t('sectionLabel')}
            className={styles.filter}
            value={section.id}
            onChange={(e) => selectSection(e.target.value)}
          >
            {sections.data.map((s) => (
              <option key={s.id} value={s.id}>
                {isAdmin ? t('sectionOptionWithTeacher', { name: s.name, teacher: s.teacher_name }) : t('sectionOption', { name: s.name })}
              </option>
            ))}
          </SelectField>
          <SubjectGrid section={section} />
        </>
      )}
    </div>
  );
}

function AddSubjectButton({ section }: { section: Section }) {
  const { t } = useTranslation('subjects');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('addButton')}</Button>
      <AddSubjectDialog open={open} section={section} onClose={() => setOpen(false)} />
    </>
  );
}

function SubjectGrid({ section }: { section: Section }) {
  const { t } = useTranslation('subjects');
  const subjects = useQuery(subjectsQuery(section.id));
  const [deleting, setDeleting] = useState<Subject | null>(null);
  if (subjects.isPending) return <StatusPanel kind="loading" />;
  if (subjects.isError) {
    return (
      <StatusPanel kind="error" text={t('loadFailed')} action={<Button onClick={() => void subjects.refetch()}>{t('retry')}</Button>} />
    );
  }
  if (subjects.data.length === 0) return <StatusPanel kind="empty" title={t('empty.title')} text={t('empty.text')} />;
  return (
    <>
      <ul className={`${card.grid} ${styles.grid}`} aria-label={t('listLabel', { name: section.name })}>
        {subjects.data.map((subject) => (
          <SubjectCard key={subject.id} subject={subject} sectionId={section.id} onDelete={() => setDeleting(subject)} />
        ))}
      </ul>
      <DeleteSubjectDialog subject={deleting} section={section} onDone={() => setDeleting(null)} />
    </>
  );
}
