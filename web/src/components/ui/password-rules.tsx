import { checkAccountPassword, isPasswordOk, type PasswordRule } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CircleIcon } from './icons';

const RULES: readonly PasswordRule[] = ['length', 'lowercase', 'uppercase', 'digit', 'special'];

/**
 * The live checklist of spec §5 for passwords staff set (teachers, students, their own): the unmet
 * items, or 'Password requirements satisfied' once every rule holds. Rules come from the contract.
 */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  const check = checkAccountPassword(password);
  if (isPasswordOk(check)) {
    return (
      <p id={id} className="rules rules--done">
        <CheckIcon /> {t('passwordRules.satisfied')}
      </p>
    );
  }
  return (
    <div id={id} className="rules">
      <p className="rules__title">{t('passwordRules.title')}</p>
      <ul>
        {RULES.map((rule) => (
          <li key={rule} className={check[rule] ? 'rules__met' : undefined}>
            {check[rule] ? <CheckIcon size={18} /> : <CircleIcon size={18} />}
            <span>
              {t(`passwordRules.${rule}`)}
              <span className="visually-hidden"> ({check[rule] ? t('passwordRules.met') : t('passwordRules.unmet')})</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
