import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isWaiting, subscribeWaiting } from '../../lib/answer-outbox';
import styles from './waiting-for-internet.module.css';

/** True while an answer or a question waits for the connection to come back. */
export function useOutboxWaiting(): boolean {
  return useSyncExternalStore(subscribeWaiting, isWaiting, () => false);
}

/**
 * The child's "waiting for the internet" state (issue 10): a cloud and a tablet passing dots to each
 * other, no words to read; play goes on by itself once the answer is through. The label is for screen
 * readers and grown-ups, in the chosen language.
 */
export function WaitingForInternet() {
  const { t } = useTranslation('play');
  const waiting = useOutboxWaiting();
  if (!waiting) return null;
  return (
    <div
      className={styles.overlay}
      role="status"
      aria-live="polite"
      aria-label={t('waitingForInternet')}
      data-testid="waiting-for-internet"
    >
      <svg className={styles.art} viewBox="0 0 212 122" aria-hidden="true">
        <rect x="18" y="40" width="52" height="72" rx="8" fill="#1f2937" />
        <rect x="24" y="48" width="40" height="54" rx="3" fill="#93c5fd" />
        <circle cx="44" cy="107" r="2.5" fill="#9ca3af" />
        <path d="M140 70a22 22 0 0 1 4-43 30 30 0 0 1 52 12 18 18 0 0 1-4 31z" fill="#e0f2fe" stroke="#7dd3fc" strokeWidth="4" />
        <circle className={styles.dot} cx="88" cy="70" r="7" fill="#f59e0b" />
        <circle className={`${styles.dot} ${styles.second}`} cx="108" cy="62" r="7" fill="#10b981" />
        <circle className={`${styles.dot} ${styles.third}`} cx="128" cy="54" r="7" fill="#3b82f6" />
      </svg>
    </div>
  );
}
