import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import styles from './modal.module.css';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'wide' for lists (reassigning students). */
  size?: 'md' | 'wide';
  /** While true, Escape and the close button do nothing (a save is under way). */
  busy?: boolean;
}

/**
 * A modal for forms on the native <dialog>, like ConfirmDialog: focus is trapped and returns where it
 * was, Escape closes. The content mounts only while open, so every opening starts with a fresh form.
 * A backdrop click does not close it: a stray tap must not throw away what a teacher typed.
 */
export function Modal({ open, title, onClose, children, size = 'md', busy = false }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The first field, not the close button, gets the focus.
      dialog.querySelector<HTMLElement>('[data-autofocus], input:not([type=hidden]), select, textarea')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={[styles.dialog, size === 'wide' && styles.wide].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      {open && (
        <>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} disabled={busy} aria-label={t('close')}>
              <CloseIcon />
            </button>
          </div>
          <div className={styles.body}>{children}</div>
        </>
      )}
    </dialog>
  );
}
