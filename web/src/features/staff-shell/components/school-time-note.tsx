import { useTranslation } from 'react-i18next';
import { useSchoolTimeZone } from '../../../lib/school-query';
import styles from './staff-shell.module.css';

/**
 * Says that times are the school's when this device keeps another zone (issue 20: one clock). Nothing is
 * shown when they agree.
 */
export function SchoolTimeNote() {
  const { t } = useTranslation('staff');
  const schoolZone = useSchoolTimeZone();
  const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!deviceZone || deviceZone === schoolZone) return null;
  return <p className={styles.schoolTime}>{t('schoolTime', { zone: schoolZone.replaceAll('_', ' ') })}</p>;
}
