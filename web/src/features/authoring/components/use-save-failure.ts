import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';

/** The details after 'Failed to create activity: ' (spec §8): the server's text, else 'No response from server.' or the status. */
export function useFailureDetails(): (error: unknown) => string {
  const { t } = useTranslation('authoring');
  return useCallback(
    (error: unknown) => {
      if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
      return error.error || (error.status === 0 ? t('noResponse') : String(error.status));
    },
    [t],
  );
}

/** The details after 'Failed to save question: ' (spec §8): as above, with the server's field messages. */
export function useSaveFailure(): (error: unknown) => string {
  const details = useFailureDetails();
  return useCallback(
    (error: unknown) => {
      const fields = isApiError(error) ? Object.values(error.errors) : [];
      if (isApiError(error) && error.error && fields.length > 0 && !fields.includes(error.error))
        return `${error.error} ${fields.join(' ')}`;
      return details(error);
    },
    [details],
  );
}
