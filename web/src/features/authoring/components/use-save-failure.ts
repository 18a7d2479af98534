import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';

/** The details after 'Failed to save question: ' (spec §8): the server's text, else what went wrong. */
export function useSaveFailure(): (error: unknown) => string {
  const { t } = useTranslation('authoring');
  return useCallback(
    (error: unknown) => {
      if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
      const fields = Object.values(error.errors);
      if (error.error && fields.length > 0 && !fields.includes(error.error)) return `${error.error} ${fields.join(' ')}`;
      return error.error || (error.status === 0 ? t('noResponse') : String(error.status));
    },
    [t],
  );
}
