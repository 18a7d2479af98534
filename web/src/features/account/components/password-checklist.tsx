import { checkRegistrationPassword, isPasswordOk, type PasswordRule } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CircleIcon } from '../../../components/ui/icons';
import styles from './account.module.css';

const RULES: readonly PasswordRule[] = ['length', 'lowercase', 'uppercase', 'digit', 'special'];

/** The live requirements checklist of spec §5 (registration and reset rules, from the contract). */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('auth');
  const check = checkRegistrationPassword(password);
  if (isPasswordOk(check)) {
    return (
      <p id={id} className={`${styles.checklistDone}`}>
        <CheckIcon /> {t('checklist.satisfied')}
      </p>
    );
  }
  return (
    <div id={id} className={styles.checklist}>
      <p className={styles.checklistTitle}>{t('checklist.title')}</p>
      <ul>
        {RULES.map((rule) => (
          <li key={rule} className={check[rule] ? styles.met : undefined}>
            {check[rule] ? <CheckIcon size={18} /> : <CircleIcon size={18} />}
            <span>
              {t(`checklist.${rule}`)}
              <span className="visually-hidden"> ({check[rule] ? t('checklist.met') : t('checklist.unmet')})</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
