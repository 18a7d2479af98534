/**
 * Parents' messages to their child's teacher (issue 7; not in the spec): what contact-teacher stored,
 * newest first, and marking one read. The read mark shows at once and is undone if the server refuses.
 */
import { routes, type MessagesResponse } from '@aralin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { monitoringCache, monitoringKeys } from '../../../lib/query-keys';
import { markRead } from './message-list';

const m = routes.management;

/** GET /management/messages/: the signed-in teacher's messages from every section. */
export const messagesQuery = () =>
  queryOptions({
    queryKey: monitoringKeys.messages(),
    queryFn: ({ signal }) => api.send(m.messages, { signal }),
    staleTime: monitoringCache.messagesFresh,
  });

/** PATCH /management/messages/{id}/read/. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  const key = monitoringKeys.messages();
  return useMutation({
    mutationFn: (id: number) => api.send(m.markMessageRead, { params: { id } }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<MessagesResponse>(key);
      if (before) queryClient.setQueryData<MessagesResponse>(key, markRead(before, id, new Date().toISOString()));
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    // The dashboards carry unread counts too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: monitoringKeys.all }),
  });
}
