import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { limits } from '@aralin/contract';
import { CloseIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/logo';
import styles from './staff-shell.module.css';

interface SlideOverProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** Where the focus returns after closing (the menu button). */
  returnFocus: React.RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * The navigation as a slide-over at 768 px and below (spec §2). A modal <dialog>: the focus stays inside
 * and returns to the menu button; Escape, a click on the overlay, following a link or growing the window
 * past the breakpoint closes it.
 */
export function SlideOver({ id, open, onClose, returnFocus, children }: SlideOverProps) {
  const { t } = useTranslation('staff');
  const ref = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      (dialog.querySelector<HTMLElement>('a[aria-current="page"]') ?? dialog.querySelector<HTMLElement>('a'))?.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      returnFocus.current?.focus();
    }
  }, [open, returnFocus]);

  // Following a link closes it; onClose is stable (useCallback in the shell).
  useEffect(() => onClose(), [pathname, onClose]);

  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${limits.mobileBreakpointPx + 1}px)`);
    const onChange = () => wide.matches && onClose();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      id={id}
      className={styles.drawer}
      aria-label={t('menu.title')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The dialog itself only receives clicks on its backdrop: its content fills it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.drawerHead}>
        <Logo size={32} />
        <button type="button" className={styles.iconButton} onClick={onClose} aria-label={t('menu.close')}>
          <CloseIcon />
        </button>
      </div>
      {children}
    </dialog>
  );
}
