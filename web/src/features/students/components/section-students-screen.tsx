import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ArrowLeftIcon, DownloadIcon, PlusIcon, UploadIcon } from '../../../components/ui/icons';
import { NotFoundPanel, idParam, isNotFound } from '../../../components/ui/not-found-panel';
import { StatusPanel } from '../../../components/ui/status-panel';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-error';
import { downloadClassList } from '../api/class-list';
import { matchesSearch } from '../api/student-search';
import { sectionQuery, sectionStudentsQuery } from '../api/students-queries';
import { AddStudentDialog } from './add-student-dialog';
import { ClassCode } from './class-code';
import { ClassTabletPanel } from './class-tablet-panel';
import { GenderIcon } from './gender-icon';
import { ImportClassListDialog } from './import-class-list-dialog';
import { PracticePackButton } from './practice-pack-button';
import styles from './students.module.css';

/**
 * /sections/{sectionId}/students (spec §2): Back, the class code, Add Student, and a card per student;
 * plus class list import and export and a search by name or LRN (issue 12), and the section's practice
 * packs (issue 13 item 2).
 */
export function SectionStudentsScreen() {
  const { t } = useTranslation('students');
  const id = idParam(useParams().sectionId);
  const sectionId = id ?? 0;
  const section = useQuery({ ...sectionQuery(sectionId), enabled: id !== null });
  const students = useQuery({ ...sectionStudentsQuery(sectionId), enabled: id !== null });
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query);
  const toast = useToast();
  const shown = students.data?.filter((student) => matchesSearch(student, search)) ?? [];

  const exportList = async () => {
    setExporting(true);
    try {
      await downloadClassList(sectionId, section.data?.class_code);
    } catch (error) {
      toast(errorText(error, t('classList.exportFailed')), 'error');
    } finally {
      setExporting(false);
    }
  };

  // Issue 20: a missing or another teacher's section is 'not found' at once (no retries of a 404), and
  // nothing of the page (its heading, Add Student) shows before the section itself has loaded.
  if (id === null || isNotFound(section.error) || isNotFound(students.error)) return <NotFoundPanel back="/sections" />;
  if (section.isPending) return <StatusPanel kind="loading" />;
  if (section.isError) {
    return (
      <div className="stack">
        <div>
          <ButtonLink to="/sections" variant="ghost" icon={<ArrowLeftIcon />} className={styles.back}>
            {t('back')}
          </ButtonLink>
        </div>
        <StatusPanel
          kind="error"
          title={t('messages.fetchFailed')}
          text=""
          action={
            <Button onClick={() => void section.refetch()} busy={section.isFetching}>
              {t('retry')}
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <div className="stack">
      <div>
        <ButtonLink to="/sections" variant="ghost" icon={<ArrowLeftIcon />} className={styles.back}>
          {t('back')}
        </ButtonLink>
      </div>
      <div className={styles.head}>
        <div>
          <h1>{section.data.name.toUpperCase()}</h1>
          <p className="muted">{section.data.teacher_name}</p>
        </div>
        <div className={styles.actions}>
          <Button icon={<PlusIcon />} onClick={() => setAdding(true)}>
            {t('add.button')}
          </Button>
          <Button variant="secondary" icon={<UploadIcon />} onClick={() => setImporting(true)}>
            {t('classList.import')}
          </Button>
          <Button variant="secondary" icon={<DownloadIcon />} busy={exporting} onClick={() => void exportList()}>
            {t('classList.export')}
          </Button>
          <PracticePackButton sectionId={sectionId} name={section.data.name} />
        </div>
      </div>
      <ClassCode sectionId={sectionId} code={section.data.class_code} />
      <ClassTabletPanel sectionId={sectionId} />
      <h2 className={styles.listTitle}>{t('listTitle')}</h2>
      {students.isPending ? (
        <StatusPanel kind="loading" />
      ) : students.isError ? (
        <StatusPanel
          kind="error"
          title={t('messages.fetchFailed')}
          text=""
          action={
            <Button onClick={() => void students.refetch()} busy={students.isFetching}>
              {t('retry')}
            </Button>
          }
        />
      ) : students.data.length === 0 ? (
        <StatusPanel kind="empty" title={t('empty.title')} text={t('empty.text')} />
      ) : (
        <>
          <TextField
            label={t('search.label')}
            type="search"
            autoComplete="off"
            className={styles.search}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            hint={t('search.count', { count: shown.length })}
          />
          {shown.length === 0 && <p className="muted">{t('search.none', { query: search })}</p>}
          <ul className={styles.grid}>
            {shown.map((student) => (
              <li key={student.id}>
                <Link to={`/sections/${sectionId}/students/${student.id}`} className={styles.studentCard}>
                  <GenderIcon gender={student.gender} />
                  <span className={styles.studentName}>{student.name}</span>
                  {student.is_locked && <span className={styles.locked}>{t('locked.badge')}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <AddStudentDialog sectionId={sectionId} open={adding} onClose={() => setAdding(false)} />
      <ImportClassListDialog
        sectionId={sectionId}
        classCode={section.data?.class_code}
        open={importing}
        onClose={() => setImporting(false)}
      />
    </div>
  );
}
