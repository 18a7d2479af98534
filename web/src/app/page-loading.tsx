import { useTranslation } from 'react-i18next';
import styles from './page-loading.module.css';

/**
 * Shown while a screen's code or texts arrive (issue 10): three bouncing coloured dots on the page's own
 * background, no words to read and no blank flash. Waits 150 ms before appearing, so a fast load shows nothing.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.wrap} role="status" aria-live="polite" aria-label={t('loading')}>
      <span className={styles.dot} />
      <span className={styles.dot} />
      <span className={styles.dot} />
    </div>
  );
}
