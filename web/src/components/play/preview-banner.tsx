import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { LanguageToggle } from '../ui/language-toggle';
import { usePreview } from './preview-source';
import styles from './play-top-bar.module.css';

/** The strip that marks a staff preview (issue 12): nothing is recorded; the language can be switched. */
export function PreviewBanner() {
  const { t } = useTranslation('play');
  const preview = usePreview();
  if (!preview) return null;
  return (
    <div className={styles.previewBanner} role="region" aria-label={t('preview.label')}>
      <p className={styles.previewText}>
        <strong>{t('preview.label')}</strong> <span>{t('preview.note')}</span>
      </p>
      <LanguageToggle />
      <Button variant="secondary" className={styles.previewExit} onClick={preview.exit}>
        {t('preview.exit')}
      </Button>
    </div>
  );
}
