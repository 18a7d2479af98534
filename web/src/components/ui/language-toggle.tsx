import type { Language } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../../lib/i18n';
import styles from './language-toggle.module.css';

/** Each language is named in itself, so a reader of either can find theirs. */
const OPTIONS: ReadonlyArray<{ code: Language; label: string }> = [
  { code: 'en', label: 'English' },
  { code: 'tl', label: 'Filipino' },
];

/** English / Filipino switch; the choice is remembered and sent to the server (spec §1). */
export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    <div role="group" aria-label={t('language')} className={[styles.toggle, className].filter(Boolean).join(' ')}>
      {OPTIONS.map(({ code, label }, index) => (
        <span key={code} className={styles.item}>
          {index > 0 && (
            <span aria-hidden="true" className={styles.slash}>
              /
            </span>
          )}
          <button type="button" lang={code} aria-pressed={active === code} className={styles.button} onClick={() => setLanguage(code)}>
            {label}
          </button>
        </span>
      ))}
    </div>
  );
}
