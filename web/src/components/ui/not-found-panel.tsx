import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import { ButtonLink } from './button';
import { StatusPanel } from './status-panel';

/** True when a load failed because the record is missing or belongs to someone else (404, or 403). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 403);
}

/** A record id from the address: a positive whole number, or null (then the page is 'not found' without asking). */
export function idParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The staff 'not found' page for a missing or foreign section, student, subject or activity (issue 20):
 * one heading, what happened, and the way back.
 */
export function NotFoundPanel({ back }: { back: string }) {
  const { t } = useTranslation('staff');
  return (
    <div className="stack">
      <h1>{t('notFound.title')}</h1>
      <StatusPanel kind="empty" title={t('notFound.text')} text="" action={<ButtonLink to={back}>{t('notFound.back')}</ButtonLink>} />
    </div>
  );
}
