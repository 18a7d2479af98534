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

/** The message key and values of a failed load: always 'Server error: <status>' when the server answered (spec §8), never its own text. */
export function loadErrorMessage(detail: LoadErrorDetail) {
  if (detail.kind === 'noResponse') return { key: 'loadError.noResponse', values: {} } as const;
  if (detail.kind === 'server') return { key: 'loadError.server', values: { status: detail.status } } as const;
  return { key: 'loadError.other', values: { message: detail.message } } as const;
}

/** Returns a function giving the readable text of a failed load, in the current language. */
export function useLoadErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const { key, values } = loadErrorMessage(loadErrorDetail(error));
      return t(key, values);
    },
    [t],
  );
}
