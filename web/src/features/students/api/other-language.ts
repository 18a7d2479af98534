import { routes } from '@aralin/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffCache, studentKeys } from '../../../lib/query-keys';

/** GET /management/students/{id}/other-language/ (issue 13 item 3): how often the child used the other language. */
export const otherLanguageQuery = (studentId: number) =>
  queryOptions({
    queryKey: [...studentKeys.all, 'other-language', studentId] as const,
    queryFn: ({ signal }) => api.send(routes.management.otherLanguage, { params: { id: studentId }, signal }),
    staleTime: staffCache.detailsFresh,
  });
