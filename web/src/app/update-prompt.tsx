import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './update-prompt.module.css';

/**
 * Staff only (issue 10): when a new version of the app has been installed and waits, a bar offers to
 * switch now. Reload tells the waiting worker to take over, then the page reloads once it controls it.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let cancelled = false;
    const watch = (registration: ServiceWorkerRegistration) => {
      const check = () => {
        if (!cancelled && registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
      };
      check();
      registration.addEventListener('updatefound', () => {
        registration.installing?.addEventListener('statechange', check);
      });
      // Staff keep the workspace open all day: look for a new version every 30 minutes.
      const timer = setInterval(() => void registration.update().catch(() => undefined), 30 * 60_000);
      return () => clearInterval(timer);
    };
    let stop: (() => void) | undefined;
    void navigator.serviceWorker.getRegistration().then((registration) => {
      if (registration && !cancelled) stop = watch(registration);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  if (!waiting || dismissed) return null;
  const reload = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };
  return (
    <div className={styles.bar} role="status">
      <span>{t('update.ready')}</span>
      <button type="button" className={styles.primary} onClick={reload}>
        {t('update.reload')}
      </button>
      <button type="button" className={styles.secondary} onClick={() => setDismissed(true)}>
        {t('update.later')}
      </button>
    </div>
  );
}
