import { normaliseClassCode } from '@aralin/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { StatusPanel } from '../../../components/ui/status-panel';
import { isApiError } from '../../../lib/api-error';
import { readClassTablet } from '../../../lib/class-tablet';
import { playedTodayQuery } from '../api/class-tablet';
import { classStudentsQuery } from '../api/class-students';
import { readClassCode, saveClassCode, saveSelectedStudent } from '../api/selection';
import { LeaveTabletDialog } from './leave-tablet-dialog';
import { StudentAvatar } from './student-avatar';
import styles from './student.module.css';

/** /student-profile (spec §2): 'PILIIN ANG IYONG PROFILE', one avatar per child of the class. */
export function ProfileGrid() {
  const { t } = useTranslation('student');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // Class tablet mode (issue 13 item 4): the tablet stays on its class; no other code is taken.
  const [tablet] = useState(readClassTablet);
  const [leaving, setLeaving] = useState(false);
  const fromLink = tablet ? '' : normaliseClassCode(search.get('code') ?? '');
  const code = tablet?.code ?? (fromLink || readClassCode());
  const students = useQuery({ ...classStudentsQuery(code), enabled: Boolean(code) });
  const played = useQuery(playedTodayQuery(tablet));
  const [selectFailed, setSelectFailed] = useState(false);

  useEffect(() => {
    if (fromLink) saveClassCode(fromLink);
  }, [fromLink]);

  const changeCode = tablet ? null : (
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
          {students.data.map((student) => {
            // Marked only once the tablet knows who played (offline: no marks rather than wrong ones).
            const notYet = played.data !== undefined && !played.data.has(student.id);
            return (
              <li key={student.id}>
                <button
                  type="button"
                  className={notYet ? `${styles.profile} ${styles.notYet}` : styles.profile}
                  onClick={() => {
                    if (saveSelectedStudent(student)) void navigate('/student-pass');
                    else setSelectFailed(true);
                  }}
                >
                  <StudentAvatar gender={student.gender} avatar={student.avatar} size={96} />
                  <span>{student.name}</span>
                  {notYet && (
                    <span className={styles.notYetMark}>
                      <span className={styles.notYetDot} aria-hidden="true" />
                      {t('tablet.notYet')}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
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
      {tablet && <p className={styles.tabletTag}>{t('tablet.on')}</p>}
      {body}
      {tablet && (
        <div className={styles.stateActions}>
          <Button variant="ghost" onClick={() => setLeaving(true)}>
            {t('tablet.leave')}
          </Button>
          <LeaveTabletDialog
            tablet={tablet}
            open={leaving}
            onClose={() => setLeaving(false)}
            onLeft={() => void navigate('/student-code', { replace: true })}
          />
        </div>
      )}
    </section>
  );
}
