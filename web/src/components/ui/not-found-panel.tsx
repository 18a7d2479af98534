import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import { ButtonLink } from './button';
import { StatusPanel } from './status-panel';

/** True when a load failed because the record is missing or belongs to someone else (404, or 403). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 403);
}

/** The staff 'not found' page for a missing or foreign section, student, subject or activity (issue 20). */
export function NotFoundPanel({ back }: { back: string }) {
  const { t } = useTranslation('staff');
  return (
    <div className="stack">
      <h1>{t('notFound.title')}</h1>
      <StatusPanel
        kind="empty"
        title={t('notFound.title')}
        text={t('notFound.text')}
        action={<ButtonLink to={back}>{t('notFound.back')}</ButtonLink>}
      />
    </div>
  );
}
