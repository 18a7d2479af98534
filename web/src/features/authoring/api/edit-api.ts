/** Issue 12's authoring calls: an activity to edit, its questions, and the edit, delete and reorder calls. */
import { routes, type ActivityQuestionsResponse, type QuestionBody, type UpdateActivityBody } from '@aralin/contract';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { activityKeys, staffCache } from '../../../lib/query-keys';

const m = routes.management;

/** GET .../activities/{id}/ (the Activity detail's cache). */
export const activityToEditQuery = (sectionId: number, subjectId: number, activityId: number) =>
  queryOptions({
    queryKey: activityKeys.detail(sectionId, subjectId, activityId),
    queryFn: ({ signal }) => api.send(m.activity, { params: { sectionId, subjectId, activityId }, signal }),
    staleTime: staffCache.detailsFresh,
  });

/** GET /management/activities/{id}/questions/: the questions served now, in order. */
export const activityQuestionsQuery = (activityId: number) =>
  queryOptions({
    queryKey: activityKeys.questions(activityId),
    queryFn: ({ signal }) => api.send(m.activityQuestions, { params: { id: activityId }, signal }),
    staleTime: staffCache.detailsFresh,
  });

/** Everything that shows an activity or its questions: lists, details, question lists. */
export function refreshActivities(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: activityKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: activityKeys.details() }),
    queryClient.invalidateQueries({ queryKey: [...activityKeys.all, 'questions'] }),
    queryClient.invalidateQueries({ queryKey: activityKeys.concepts() }),
  ]);
}

/** PATCH /management/activities/{id}/. */
export function useUpdateActivity(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateActivityBody) => api.send(m.updateActivity, { params: { id: activityId }, body }),
    onSuccess: () => refreshActivities(queryClient),
  });
}

/** PATCH /management/questions/{id}/. */
export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, body }: { questionId: number; body: QuestionBody }) =>
      api.send(m.updateQuestion, { params: { id: questionId }, body }),
    onSuccess: () => refreshActivities(queryClient),
  });
}

/** DELETE /management/questions/{id}/. */
export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: number) => api.send(m.deleteQuestion, { params: { id: questionId } }),
    onSuccess: (_answer, questionId) => {
      // Issue 20: the deleted question leaves the list at once; the lists and counts refresh behind it.
      queryClient.setQueriesData<ActivityQuestionsResponse>({ queryKey: [...activityKeys.all, 'questions'] }, (rows) =>
        rows?.filter((question) => question.id !== questionId),
      );
      return refreshActivities(queryClient);
    },
  });
}

/** PATCH /management/activities/{id}/questions/order/: shown at once, put back if the server refuses. */
export function useReorderQuestions(activityId: number) {
  const queryClient = useQueryClient();
  const key = activityKeys.questions(activityId);
  return useMutation({
    mutationFn: (ids: number[]) => api.send(m.reorderQuestions, { params: { id: activityId }, body: { question_ids: ids } }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ActivityQuestionsResponse>(key);
      if (before) {
        const byId = new Map(before.map((q) => [q.id, q]));
        queryClient.setQueryData(
          key,
          ids.map((id) => byId.get(id)!),
        );
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer.questions);
      void queryClient.invalidateQueries({ queryKey: activityKeys.details() });
    },
  });
}
