import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';

/**
 * The one query cache of the app. It lives in its own chunk, loaded with the first screen that fetches
 * through TanStack Query (app/lazy-named.tsx), so the class-code screen doesn't download it (issue 10).
 */
export const queryClient = createQueryClient();

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
