import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './offline-screen.module.css';

/** True while the browser says it has no connection. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * Shown instead of a screen when the app was opened or reloaded with no connection (issue 10): the shell
 * comes from the service worker, and this says, with a picture and in the chosen language, that the
 * internet is away. It goes by itself when the connection is back.
 */
export function OfflineScreen() {
  const { t } = useTranslation('common');
  return (
    <main id="main" className={styles.screen} tabIndex={-1}>
      <svg className={styles.art} viewBox="0 0 160 120" aria-hidden="true">
        <circle cx="80" cy="60" r="56" fill="#fde68a" />
        <path d="M38 58a60 60 0 0 1 84 0" fill="none" stroke="#9ca3af" strokeWidth="9" strokeLinecap="round" />
        <path d="M52 72a40 40 0 0 1 56 0" fill="none" stroke="#9ca3af" strokeWidth="9" strokeLinecap="round" />
        <circle cx="80" cy="88" r="8" fill="#9ca3af" />
        <path d="M40 28l80 72" stroke="#c2410c" strokeWidth="9" strokeLinecap="round" />
      </svg>
      <h1 className={styles.title}>{t('offline.title')}</h1>
      <p className={styles.text}>{t('offline.text')}</p>
      <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
        {t('offline.retry')}
      </button>
    </main>
  );
}
