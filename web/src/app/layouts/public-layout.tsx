import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageToggle } from '../../components/ui/language-toggle';
import { Logo } from '../../components/ui/logo';
import styles from './layouts.module.css';

/** Frame of the public account pages: logo home link, language toggle, one centred column. */
export function PublicLayout({ width = 'narrow' }: { width?: 'narrow' | 'reading' }) {
  const { t } = useTranslation('landing');
  return (
    <div className={styles.shell}>
      <header className="top-bar">
        <Link to="/" className={styles.brand}>
          <Logo size={36} />
        </Link>
        <LanguageToggle />
      </header>
      <main id="main" tabIndex={-1} className={`page page--${width} ${styles.main}`}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <Link to="/terms">{t('terms')}</Link>
        <Link to="/privacy">{t('privacy')}</Link>
      </footer>
    </div>
  );
}
