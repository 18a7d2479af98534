/** TanStack Query defaults (spec §8 'Data fetch retry'); per-screen cache lifetimes go on queryOptions. */
import { QueryClient } from '@tanstack/react-query';
import { shouldRetry } from './retry';

export { shouldRetry };

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
