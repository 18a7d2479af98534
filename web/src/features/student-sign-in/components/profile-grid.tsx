import { normaliseClassCode } from '@aralin/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { StatusPanel } from '../../../components/ui/status-panel';
import { isApiError } from '../../../lib/api-error';
import { classStudentsQuery } from '../api/class-students';
import { readClassCode, saveClassCode, saveSelectedStudent } from '../api/selection';
import { StudentAvatar } from './student-avatar';
import styles from './student.module.css';

/** /student-profile (spec §2): 'PILIIN ANG IYONG PROFILE', one avatar per child of the class. */
export function ProfileGrid() {
  const { t } = useTranslation('student');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const fromLink = normaliseClassCode(search.get('code') ?? '');
  const code = fromLink || readClassCode();
  const students = useQuery({ ...classStudentsQuery(code), enabled: Boolean(code) });
  const [selectFailed, setSelectFailed] = useState(false);

  useEffect(() => {
    if (fromLink) saveClassCode(fromLink);
  }, [fromLink]);

  const changeCode = (
    <ButtonLink to="/student-code" variant="secondary" size="lg">
      {code ? t('profile.changeCode') : t('profile.enterCode')}
    </ButtonLink>
  );

  let body;
  if (!code) {
    body = (
      <>
        <Alert>{t('profile.noCode')}</Alert>
        <div className={styles.stateActions}>{changeCode}</div>
      </>
    );
  } else if (students.isPending) {
    body = <StatusPanel kind="loading" />;
  } else if (students.isError) {
    const notFound = isApiError(students.error) && students.error.status === 404;
    body = (
      <>
        <Alert>{notFound ? t('profile.invalid') : t('profile.failed')}</Alert>
        <div className={styles.stateActions}>
          {!notFound && (
            <Button size="lg" onClick={() => void students.refetch()} busy={students.isFetching}>
              {t('profile.retry')}
            </Button>
          )}
          {changeCode}
        </div>
      </>
    );
  } else if (students.data.length === 0) {
    body = (
      <>
        <StatusPanel kind="empty" title={t('profile.empty')} text="" />
        <div className={styles.stateActions}>{changeCode}</div>
      </>
    );
  } else {
    body = (
      <>
        {selectFailed && <Alert>{t('profile.selectFailed')}</Alert>}
        <ul className={styles.grid}>
          {students.data.map((student) => (
            <li key={student.id}>
              <button
                type="button"
                className={styles.profile}
                onClick={() => {
                  if (saveSelectedStudent(student)) void navigate('/student-pass');
                  else setSelectFailed(true);
                }}
              >
                <StudentAvatar gender={student.gender} avatar={student.avatar} size={96} />
                <span>{student.name}</span>
              </button>
            </li>
          ))}
        </ul>
        <div className={styles.stateActions}>{changeCode}</div>
      </>
    );
  }

  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="profile-title">
      <h1 id="profile-title" className={styles.title} lang="tl">
        {t('profile.title')}
      </h1>
      <p className={styles.subtitle}>{t('profile.subtitle')}</p>
      {code && <p className={styles.classTag}>{t('profile.classLabel', { code })}</p>}
      {body}
    </section>
  );
}
