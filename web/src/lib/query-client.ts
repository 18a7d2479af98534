/** TanStack Query defaults (spec §8 'Data fetch retry'); per-screen cache lifetimes go on queryOptions. */
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** No retry on 401 or 403, otherwise up to 2 retries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.status === 401 || error.status === 403)) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
