import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../../components/ui/status-panel';

/** A staff page whose issue has not landed yet: its title and the spec's honest no-data panel, inside the shell. */
export function StaffPlaceholder({ title }: { title: 'subjects' | 'performance' }) {
  const { t } = useTranslation('staff');
  return (
    <div className="stack">
      <h1>{t(`titles.${title}`)}</h1>
      <StatusPanel kind="empty" />
    </div>
  );
}
