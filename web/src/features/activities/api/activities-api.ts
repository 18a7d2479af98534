/** Activities calls of spec §7 with spec §9's lifetime for the list (fresh 5 min, kept 10). */
import { routes, type ActivitiesResponse, type DuplicateActivityBody } from '@aralin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toFormData } from '../../../lib/form-data';
import { activityCache, activityKeys, monitoringKeys, sectionKeys, staffCache, studentKeys, subjectKeys } from '../../../lib/query-keys';

const m = routes.management;

/** GET .../subjects/{sub}/activities/: the subject's own activity cards, newest first. */
export const activitiesQuery = (sectionId: number, subjectId: number) =>
  queryOptions({
    queryKey: activityKeys.list(sectionId, subjectId),
    queryFn: ({ signal }) => api.send(m.activities, { params: { sectionId, subjectId }, signal }),
    staleTime: activityCache.listFresh,
    gcTime: activityCache.listKept,
  });

/** The section's subjects (the same cache as the Subjects screen), to name the subject in the header. */
export const sectionSubjectsQuery = (sectionId: number) =>
  queryOptions({
    queryKey: subjectKeys.ofSection(sectionId),
    queryFn: ({ signal }) => api.send(m.sectionSubjects, { params: { id: sectionId }, signal }),
    staleTime: staffCache.teacherListsFresh,
  });

/** GET .../activities/{id}/: the card and its questions. */
export const activityDetailQuery = (sectionId: number, subjectId: number, activityId: number) =>
  queryOptions({
    queryKey: activityKeys.detail(sectionId, subjectId, activityId),
    queryFn: ({ signal }) => api.send(m.activity, { params: { sectionId, subjectId, activityId }, signal }),
    staleTime: staffCache.detailsFresh,
  });

/** GET .../activities/{id}/students/: the Student Progress rows. */
export const activityStudentsQuery = (sectionId: number, subjectId: number, activityId: number) =>
  queryOptions({
    queryKey: activityKeys.students(sectionId, activityId),
    queryFn: ({ signal }) => api.send(m.activityStudents, { params: { sectionId, subjectId, activityId }, signal }),
    staleTime: staffCache.detailsFresh,
  });

interface PdfTarget {
  sectionId: number;
  activityId: number;
}

/** PATCH .../upload-pdf/ (multipart printable_pdf); refreshes the activity lists and details. */
export function useUploadPdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sectionId, activityId, file }: PdfTarget & { file: File }) =>
      api.send(m.uploadPdf, { params: { sectionId, activityId }, body: toFormData({ printable_pdf: file }) }),
    onSuccess: () => invalidateActivities(queryClient),
  });
}

/** PATCH .../remove-pdf/ (no body). */
export function useRemovePdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sectionId, activityId }: PdfTarget) => api.send(m.removePdf, { params: { sectionId, activityId } }),
    onSuccess: () => invalidateActivities(queryClient),
  });
}

/**
 * POST .../activities/{id}/publish/ (issue 20): the draft goes to every child of the section; the cards,
 * details, Student Progress and dashboards are refetched.
 */
export function usePublishActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sectionId, activityId }: PdfTarget) => api.send(m.publishActivity, { params: { sectionId, activityId } }),
    onSuccess: (_r, { sectionId, activityId }) =>
      Promise.all([
        invalidateActivities(queryClient),
        queryClient.invalidateQueries({ queryKey: activityKeys.students(sectionId, activityId) }),
        queryClient.invalidateQueries({ queryKey: studentKeys.all }),
        queryClient.invalidateQueries({ queryKey: monitoringKeys.all }),
      ]),
  });
}

/** DELETE /management/activities/{id}/delete/. */
export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activityId: number) => api.send(m.deleteActivity, { params: { id: activityId } }),
    // Issue 20: the lists refresh in the background; the deleted activity's own queries are never fetched again.
    onSuccess: (_answer, activityId) => {
      queryClient.setQueriesData<ActivitiesResponse>({ queryKey: activityKeys.lists() }, (cards) =>
        cards?.filter((card) => card.id !== activityId),
      );
      void queryClient.invalidateQueries({ queryKey: activityKeys.lists() });
      void queryClient.cancelQueries({ predicate: (query) => isActivityQuery(query.queryKey, activityId) });
    },
  });
}

/** Drops the cached detail and students of a deleted activity, once its page has been left. */
export function forgetActivity(queryClient: ReturnType<typeof useQueryClient>, activityId: number) {
  queryClient.removeQueries({ predicate: (query) => isActivityQuery(query.queryKey, activityId) });
}

function isActivityQuery(key: readonly unknown[], activityId: number) {
  const [root, kind] = key;
  return root === activityKeys.all[0] && (kind === 'detail' || kind === 'students') && key[key.length - 1] === activityId;
}

function invalidateActivities(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: activityKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: activityKeys.details() }),
  ]);
}

/** GET /management/sections/ (the Sections screen's cache): where an activity can be copied to (issue 12). */
export const copyTargetsQuery = () =>
  queryOptions({
    queryKey: sectionKeys.list({}),
    queryFn: ({ signal }) => api.send(m.sections, { signal }),
    staleTime: staffCache.sectionsFresh,
  });

/** POST /management/activities/{id}/duplicate/ (issue 12): the copy is a new activity of that subject. */
export function useDuplicateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, body }: { activityId: number; body: DuplicateActivityBody }) =>
      api.send(m.duplicateActivity, { params: { id: activityId }, body }),
    onSuccess: () => invalidateActivities(queryClient),
  });
}
