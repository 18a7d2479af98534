import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { useSession } from '../../../lib/use-session';
import { ContactTeacherForm } from './contact-teacher-form';
import { ProgressSummary } from './progress-summary';
import { WeekInPictures } from './week-in-pictures';
import frame from '../../../components/ui/student-page.module.css';
import styles from './parent-area.module.css';

/**
 * /parent-area (spec §2): the child's progress, a message to the teacher, and logout with confirmation.
 * The logout control comes from the session feature, composed by the route.
 */
export function ParentArea({ logout }: { logout: ReactNode }) {
  const { t } = useTranslation('parentArea');
  const user = useSession().user;
  const name = user?.name ?? '';
  return (
    <div className={frame.page}>
      <header className={frame.header}>
        <Link to="/student-home" className={`${frame.back} ${styles.back}`} aria-label={t('back')}>
          <ArrowLeftIcon size={28} />
        </Link>
        <div>
          <h1 className={`${frame.title} ${styles.title}`}>{t('title')}</h1>
          <p className={styles.intro}>{t('intro', { name })}</p>
        </div>
      </header>
      <WeekInPictures studentId={user?.id ?? 0} />
      <div className={styles.columns}>
        <ProgressSummary studentId={user?.id ?? 0} />
        <div className={styles.side}>
          <ContactTeacherForm studentId={user?.id ?? 0} name={name} />
          <section className={styles.card} aria-labelledby="parent-account">
            <h2 id="parent-account">{t('accountTitle')}</h2>
            <p className={styles.muted}>{t('accountIntro', { name })}</p>
            {logout}
          </section>
        </div>
      </div>
    </div>
  );
}
