import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './status-panel.module.css';

type Kind = 'loading' | 'error' | 'empty';

/** The generic status panel of spec §2: loading, error and no-data states. */
export function StatusPanel({ kind, title, text, action }: { kind: Kind; title?: string; text?: string; action?: ReactNode }) {
  const { t } = useTranslation();
  const defaults = {
    loading: { title: t('loading'), text: undefined },
    error: { title: t('status.errorTitle'), text: t('status.errorText') },
    empty: { title: t('status.emptyTitle'), text: t('status.emptyText') },
  }[kind];
  return (
    <div
      className={`${styles.panel} ${styles[kind]}`}
      role={kind === 'error' ? 'alert' : 'status'}
      aria-live={kind === 'error' ? undefined : 'polite'}
    >
      <div className={styles.art} aria-hidden="true">
        {kind === 'loading' ? <span className="spinner" /> : kind === 'error' ? '!' : <EmptyArt />}
      </div>
      <p className={styles.title}>{title ?? defaults.title}</p>
      {(text ?? defaults.text) && <p className={styles.text}>{text ?? defaults.text}</p>}
      {action}
    </div>
  );
}

function EmptyArt() {
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" fill="none" aria-hidden="true">
      <rect x="8" y="12" width="40" height="32" rx="6" fill="#fff3d1" stroke="#f6b73c" strokeWidth="2.5" />
      <path d="M8 30h12l3 5h10l3-5h12" stroke="#f6b73c" strokeWidth="2.5" strokeLinejoin="round" />
    </svg>
  );
}
