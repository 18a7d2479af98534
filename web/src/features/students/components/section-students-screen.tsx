import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ArrowLeftIcon, PlusIcon } from '../../../components/ui/icons';
import { NotFoundPanel, isNotFound } from '../../../components/ui/not-found-panel';
import { StatusPanel } from '../../../components/ui/status-panel';
import { sectionQuery, sectionStudentsQuery } from '../api/students-queries';
import { AddStudentDialog } from './add-student-dialog';
import { ClassCode } from './class-code';
import { GenderIcon } from './gender-icon';
import styles from './students.module.css';

/** /sections/{sectionId}/students (spec §2): Back, the class code, Add Student, and a card per student. */
export function SectionStudentsScreen() {
  const { t } = useTranslation('students');
  const sectionId = Number(useParams().sectionId);
  const section = useQuery(sectionQuery(sectionId));
  const students = useQuery(sectionStudentsQuery(sectionId));
  const [adding, setAdding] = useState(false);

  if (isNotFound(section.error) || isNotFound(students.error)) return <NotFoundPanel back="/sections" />;
  return (
    <div className="stack">
      <div>
        <ButtonLink to="/sections" variant="ghost" icon={<ArrowLeftIcon />} className={styles.back}>
          {t('back')}
        </ButtonLink>
      </div>
      <div className={styles.head}>
        <div>
          <h1>{section.data ? section.data.name.toUpperCase() : t('title')}</h1>
          {section.data && <p className="muted">{section.data.teacher_name}</p>}
        </div>
        <Button icon={<PlusIcon />} onClick={() => setAdding(true)}>
          {t('add.button')}
        </Button>
      </div>
      {section.data && <ClassCode sectionId={sectionId} code={section.data.class_code} />}
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
        <ul className={styles.grid}>
          {students.data.map((student) => (
            <li key={student.id}>
              <Link to={`/sections/${sectionId}/students/${student.id}`} className={styles.studentCard}>
                <GenderIcon gender={student.gender} />
                <span className={styles.studentName}>{student.name}</span>
                {student.is_locked && <span className={styles.locked}>{t('locked.badge')}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <AddStudentDialog sectionId={sectionId} open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
