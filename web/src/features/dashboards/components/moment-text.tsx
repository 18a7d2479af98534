import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { schoolMoment } from '../../../lib/school-time';

/** A moment in the school's time zone: 'Today, 2:44 PM' or 'Nov 20, 2026, 10:50 AM'; 'Not yet' when none. */
export function MomentText({ at, timeZone, today }: { at: string | null; timeZone: string; today: string }) {
  const { t } = useTranslation('dashboards');
  if (!at) return <>{t('never')}</>;
  const moment = schoolMoment(at, timeZone, today, currentLanguage());
  return (
    <time dateTime={at}>
      {moment.isToday ? t('today', { time: moment.time }) : t('dateTime', { date: moment.date, time: moment.time })}
    </time>
  );
}
