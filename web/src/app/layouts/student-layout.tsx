import { Link, Outlet } from 'react-router';
import { LanguageToggle } from '../../components/ui/language-toggle';
import { Logo } from '../../components/ui/logo';
import styles from './layouts.module.css';

/** Frame of the child-facing screens: a sunny background, big logo, language toggle. */
export function StudentLayout() {
  return (
    <div className={`${styles.shell} ${styles.student}`}>
      <header className={styles.studentBar}>
        <Link to="/" className={styles.brand}>
          <Logo size={44} />
        </Link>
        <LanguageToggle />
      </header>
      <main id="main" tabIndex={-1} className={styles.studentMain}>
        <Outlet />
      </main>
    </div>
  );
}
