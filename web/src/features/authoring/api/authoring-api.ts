/** Authoring calls of spec §7: concepts, upload, activity create, question save. */
import { routes, type CreateActivityBody, type QuestionBody } from '@aralin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toFormData } from '../../../lib/form-data';
import { activityCache, activityKeys, staffCache } from '../../../lib/query-keys';
import type { Uploaded } from './form-model';

const m = routes.management;

/** GET /management/concepts/: the school's and the library's concepts. */
export const conceptsQuery = () =>
  queryOptions({
    queryKey: activityKeys.concepts(),
    queryFn: ({ signal }) => api.send(m.concepts, { signal }),
    staleTime: staffCache.teacherListsFresh,
  });

/** POST /management/upload/ (multipart file): the key to send and the address to show ('/' + file_key, spec §7). */
export async function uploadFile(file: Blob, name: string): Promise<Uploaded> {
  const answer = await api.send(m.upload, { body: toFormData({ file: new File([file], name, { type: file.type }) }) });
  return { key: answer.file_key, url: answer.url || `/${answer.file_key}` };
}

/** POST .../activities/create/; a new concept or activity changes the concepts and the lists. */
export function useCreateActivity(sectionId: number, subjectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateActivityBody) => api.send(m.createActivity, { params: { sectionId, subjectId }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: activityKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: activityKeys.concepts() }),
      ]),
  });
}

/** POST /management/activities/{activityId}/questions/. */
export function useAddQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, body }: { activityId: number; body: QuestionBody }) =>
      api.send(m.addQuestion, { params: { activityId }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: activityKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: activityKeys.details() }),
      ]),
  });
}

/** The subject's own activities (the Activities list's cache), to add questions to one of them. */
export const ownActivitiesQuery = (sectionId: number, subjectId: number) =>
  queryOptions({
    queryKey: activityKeys.list(sectionId, subjectId),
    queryFn: ({ signal }) => api.send(m.activities, { params: { sectionId, subjectId }, signal }),
    staleTime: activityCache.listFresh,
    gcTime: activityCache.listKept,
  });
