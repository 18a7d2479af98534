import { isApiError } from './api-error';

/**
 * Spec §8 'Data fetch retry': no retry on 401 or 403, otherwise up to 2 retries. Nor on 404 (issue 20): a
 * missing or foreign record stays missing, and its not-found page shows at once.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.status === 401 || error.status === 403 || error.status === 404)) return false;
  return failureCount < 2;
}
