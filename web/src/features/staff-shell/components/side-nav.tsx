import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BookIcon, ChartIcon, ShieldIcon, HomeIcon, LogoutIcon, SettingsIcon, TeacherIcon, UsersIcon } from '../../../components/ui/icons';
import { LanguageToggle } from '../../../components/ui/language-toggle';
import { isNavActive, type NavItem, navItemsFor, type StaffRole } from '../api/nav-items';
import styles from './staff-shell.module.css';

const ICONS: Record<NavItem['id'], () => React.ReactNode> = {
  dashboard: () => <HomeIcon />,
  sections: () => <UsersIcon />,
  teachers: () => <TeacherIcon />,
  subjects: () => <BookIcon />,
  performance: () => <ChartIcon />,
  audit: () => <ShieldIcon />,
  settings: () => <SettingsIcon />,
};

interface SideNavProps {
  role: StaffRole;
  onLogout: () => void;
  /** Called after a link is followed (the mobile slide-over closes). */
  onNavigate?: () => void;
}

/** The entries of spec §2 'Staff shell', then the language toggle and Logout. */
export function SideNav({ role, onLogout, onNavigate }: SideNavProps) {
  const { t } = useTranslation(['staff', 'common']);
  const { pathname } = useLocation();
  return (
    <div className={styles.navInner}>
      <nav aria-label={t('nav.label')}>
        <ul className={styles.navList}>
          {navItemsFor(role).map((item) => {
            const active = isNavActive(item, pathname);
            return (
              <li key={item.id}>
                <Link to={item.to} className={styles.navLink} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
                  {ICONS[item.id]()}
                  <span>{t(item.label)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.navFoot}>
        <LanguageToggle />
        <button type="button" className={styles.navLink} onClick={onLogout}>
          <LogoutIcon />
          <span>{t('common:logout.button')}</span>
        </button>
      </div>
    </div>
  );
}
