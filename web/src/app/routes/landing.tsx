import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { OfficeIcon, StudentIcon, TeacherIcon } from '../../components/ui/icons';
import { LanguageToggle } from '../../components/ui/language-toggle';
import { LogoMark } from '../../components/ui/logo';
import { roleHome } from '../../lib/access';
import { clearSession, roleOf } from '../../lib/auth-storage';
import { readClassTablet } from '../../lib/class-tablet';
import { useSession } from '../../lib/use-session';
import styles from './landing.module.css';

/** / (spec §1): three doors in; a stored session goes straight to its role's home. */
export function LandingRoute() {
  const { t } = useTranslation(['landing', 'common']);
  const { token, user, hasStoredUser } = useSession();
  const role = token ? roleOf(user) : null;
  const stale = !role && (token !== null || hasStoredUser);

  useEffect(() => {
    // An unknown stored role (or half a session) is cleared and the landing page shown (spec §1).
    if (stale) clearSession();
  }, [stale]);

  if (role) return <Navigate to={roleHome(role)} replace />;
  // A class tablet shows its class's profiles, not the three doors (issue 13 item 4).
  if (readClassTablet()) return <Navigate to="/student-profile" replace />;

  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <LanguageToggle />
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <div className={styles.hero}>
          <LogoMark size={96} />
          <p className={styles.brand}>{t('common:appName')}</p>
          <h1 className={styles.title}>{t('welcome')}</h1>
          <p className={styles.tagline}>{t('common:tagline')}</p>
        </div>
        <nav aria-label={t('choose')} className={styles.doors}>
          <p className={styles.choose}>{t('choose')}</p>
          <ButtonLink to="/teacher-login" size="xl" block className={styles.teacher} icon={<TeacherIcon size={28} />}>
            {t('teacher')}
          </ButtonLink>
          <ButtonLink to="/student-code" size="xl" block className={styles.student} icon={<StudentIcon size={28} />}>
            {t('student')}
          </ButtonLink>
          <ButtonLink to="/admin-login" size="xl" block className={styles.admin} icon={<OfficeIcon size={28} />}>
            {t('admin')}
          </ButtonLink>
        </nav>
      </main>
      <footer className={styles.footer}>
        <Link to="/terms">{t('terms')}</Link>
        <Link to="/privacy">{t('privacy')}</Link>
      </footer>
    </div>
  );
}
