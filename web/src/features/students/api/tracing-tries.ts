import { routes } from '@aralin/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffCache, studentKeys } from '../../../lib/query-keys';

/** GET /management/students/{id}/tracing-tries/ (issue 13 item 6): the newest tracing tries and their strokes. */
export const tracingTriesQuery = (studentId: number) =>
  queryOptions({
    queryKey: [...studentKeys.all, 'tracing-tries', studentId] as const,
    queryFn: ({ signal }) => api.send(routes.management.tracingTries, { params: { id: studentId }, signal }),
    staleTime: staffCache.detailsFresh,
  });
