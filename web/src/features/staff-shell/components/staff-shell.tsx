import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MenuIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/logo';
import { ToastProvider } from '../../../components/ui/toast';
import type { StaffRole } from '../api/nav-items';
import { SideNav } from './side-nav';
import { SlideOver } from './slide-over';
import { StaffHeaderUser } from './staff-header-user';
import styles from './staff-shell.module.css';
import { SchoolTimeNote } from './school-time-note';

interface StaffShellProps {
  role: StaffRole;
  /** Username, or the email when there is none (spec §2). */
  handle: string;
  /** '/files/<key>' of the avatar chosen in Settings, or null. */
  avatar: string | null;
  /** Removes the stored token and user and returns to / (spec §2). */
  onLogout: () => void;
  children: ReactNode;
}

/** The staff shell of spec §2: side navigation (a slide-over on phones), header, LOGOUT CONFIRMATION, popups. */
export function StaffShell({ role, handle, avatar, onLogout, children }: StaffShellProps) {
  const { t } = useTranslation(['staff', 'common']);
  const drawerId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const askLogout = useCallback(() => {
    setMenuOpen(false);
    setConfirmingLogout(true);
  }, []);

  return (
    <ToastProvider>
      <div className={styles.shell}>
        <aside className={styles.sidebar}>
          <div className={styles.sidebarInner}>
            <Link to={role === 'admin' ? '/admin-dashboard' : '/teacher-dashboard'} className={styles.brand}>
              <Logo size={36} />
            </Link>
            <SideNav role={role} onLogout={askLogout} />
          </div>
        </aside>
        <div className={styles.content}>
          <header className={styles.header}>
            <button
              ref={menuButton}
              type="button"
              className={`${styles.iconButton} ${styles.menuButton}`}
              aria-label={t('menu.open')}
              aria-expanded={menuOpen}
              aria-controls={drawerId}
              aria-haspopup="dialog"
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon />
            </button>
            <span className={styles.headerLogo}>
              <Logo size={30} />
            </span>
            <StaffHeaderUser handle={handle} role={role} avatar={avatar} />
          </header>
          <main id="main" tabIndex={-1} className={styles.main}>
            <SchoolTimeNote />
            {children}
          </main>
        </div>
        <SlideOver id={drawerId} open={menuOpen} onClose={closeMenu} returnFocus={menuButton}>
          <SideNav role={role} onLogout={askLogout} onNavigate={closeMenu} />
        </SlideOver>
        <ConfirmDialog
          open={confirmingLogout}
          title={t('common:logout.title')}
          confirmLabel={t('common:logout.confirm')}
          cancelLabel={t('common:logout.cancel')}
          tone="danger"
          onCancel={() => setConfirmingLogout(false)}
          onConfirm={() => {
            setConfirmingLogout(false);
            onLogout();
          }}
        >
          {t('common:logout.question')}
        </ConfirmDialog>
      </div>
    </ToastProvider>
  );
}
