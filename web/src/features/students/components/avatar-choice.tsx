import { AVATARS } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import styles from './students.module.css';

/**
 * The child's own picture (issue 19): the shipped set as a group of radio buttons, the chosen one ringed.
 * The server refuses a picture another child of the class has, with a message that says so.
 */
export function AvatarChoice({ value, onChange }: { value: string | undefined; onChange: (key: string) => void }) {
  const { t } = useTranslation('students');
  const lang = currentLanguage();
  return (
    <fieldset className={styles.avatarChoice}>
      <legend>{t('fields.avatar')}</legend>
      <div className={styles.avatarGrid}>
        {AVATARS.map((a) => (
          <label key={a.key} className={styles.avatarOption} title={a[lang]}>
            <input
              type="radio"
              name="avatar"
              value={a.key}
              checked={value === a.key}
              onChange={() => onChange(a.key)}
              className="visually-hidden"
            />
            <img src={`/avatars/${a.key}.svg`} width={44} height={44} alt={a[lang]} loading="lazy" />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
