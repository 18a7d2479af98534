import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../../components/ui/status-panel';
import { useSession } from '../../lib/use-session';

/**
 * /admin-dashboard and /teacher-dashboard until their issue adds the dashboards: a greeting and the
 * spec's honest no-data panel instead of made-up figures, inside the staff shell.
 */
export function StaffHomeRoute({ role }: { role: 'admin' | 'teacher' }) {
  const { t } = useTranslation('home');
  const { user } = useSession();
  const name = user?.name || user?.username || user?.email || '';
  return (
    <div className="stack">
      <div>
        <h1>{t('welcome', { name })}</h1>
        <p className="muted">{role === 'admin' ? t('adminIntro') : t('teacherIntro')}</p>
      </div>
      <StatusPanel kind="empty" />
    </div>
  );
}
