import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SpeakButton } from '../../../components/ui/speak-button';
import { StatusPanel } from '../../../components/ui/status-panel';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/use-session';
import { badgeTally, homeRewardsQuery, studentSubjectsQuery } from '../api/student-home-queries';
import { SubjectTile } from './subject-tile';
import styles from './student-home.module.css';

/** /student-home (spec §2): greeting, badge count, subject tiles and the Parent Area button. */
export function StudentHome() {
  const { t } = useTranslation('studentHome');
  const lang = currentLanguage();
  const user = useSession().user;
  const studentId = user?.id ?? 0;
  const subjects = useQuery({ ...studentSubjectsQuery(studentId), enabled: studentId > 0 });
  const tally = badgeTally(useQuery({ ...homeRewardsQuery(studentId), enabled: studentId > 0 }).data);
  const greeting = t('greeting', { name: user?.name ?? '' });

  return (
    <div className={styles.page}>
      <section className={styles.hello} aria-labelledby="home-greeting">
        {user?.avatar?.startsWith('/avatars/') && (
          <img src={user.avatar} width={88} height={88} alt="" className={styles.picture} data-testid="own-picture" />
        )}
        <div className={styles.helloText}>
          <div className={styles.greetingRow}>
            <h1 id="home-greeting" className={styles.greeting}>
              {greeting}
            </h1>
            <SpeakButton text={`${greeting} ${t('intro')}`} lang={lang} label={t('listen')} />
          </div>
          <p className={styles.intro}>{t('intro')}</p>
        </div>
        <nav className={styles.helloActions} aria-label={t('title')}>
          <Link to="/rewards" className={styles.rewardsButton} aria-label={tally ? t('rewardsLabel', tally) : t('rewardsButton')}>
            <MedalIcon />
            <span className={styles.rewardsText}>
              <span>{t('rewardsButton')}</span>
              {tally && <strong className={styles.rewardsCount}>{t('rewardsCount', tally)}</strong>}
            </span>
          </Link>
          <Link to="/parent-area" className={styles.parentButton}>
            <ParentIcon />
            {t('parentArea')}
          </Link>
        </nav>
      </section>

      <section aria-labelledby="home-subjects">
        <h2 id="home-subjects" className={styles.sectionTitle}>
          {t('subjectsTitle')}
        </h2>
        {subjects.isPending ? (
          <StatusPanel kind="loading" />
        ) : subjects.isError ? (
          <StatusPanel
            kind="error"
            title={t('loadFailed')}
            action={<Button onClick={() => void subjects.refetch()}>{t('retry')}</Button>}
          />
        ) : subjects.data.length === 0 ? (
          <StatusPanel kind="empty" title={t('noSubjects')} text={t('noSubjectsText')} />
        ) : (
          <ul className={styles.tiles}>
            {subjects.data.map((subject) => (
              <li key={subject.id}>
                <SubjectTile subject={subject} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function MedalIcon() {
  return (
    <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <path d="M12 2h7l-3 13h-7zM28 2h-7l3 13h7z" fill="#e0483e" />
      <circle cx="20" cy="25" r="12" fill="#f6b73c" stroke="#c9930d" strokeWidth="2.5" />
      <path d="m20 18 2.2 4.4 4.8.7-3.5 3.4.8 4.8-4.3-2.3-4.3 2.3.8-4.8-3.5-3.4 4.8-.7z" fill="#fff6d8" />
    </svg>
  );
}

function ParentIcon() {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 28 28"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="8" r="4" />
      <path d="M3 24c0-5 3-8 7-8s7 3 7 8" />
      <circle cx="20.5" cy="13" r="3" />
      <path d="M16.5 24c.3-3.6 1.8-5.5 4-5.5s3.7 1.9 4 5.5" />
    </svg>
  );
}
