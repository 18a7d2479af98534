/** Spec §8 'Staff screens': the three forms of a load failure, 'Server error: <status>', 'No response from server.', 'Error: <message>'. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api-error';

export type LoadErrorDetail =
  { kind: 'server'; status: number; text: string } | { kind: 'noResponse' } | { kind: 'other'; message: string };

/** Classifies a failed load: the server answered (with its text, if any), nothing answered, or something else. */
export function loadErrorDetail(error: unknown): LoadErrorDetail {
  if (isApiError(error)) return error.status === 0 ? { kind: 'noResponse' } : { kind: 'server', status: error.status, text: error.error };
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
}

/** Returns a function giving the readable text of a failed load, in the current language. */
export function useLoadErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const detail = loadErrorDetail(error);
      if (detail.kind === 'noResponse') return t('loadError.noResponse');
      if (detail.kind === 'server') return detail.text || t('loadError.server', { status: detail.status });
      return t('loadError.other', { message: detail.message });
    },
    [t],
  );
}
