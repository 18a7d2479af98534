/** "Record the library" calls (issue 15 item 4): the clips with the school's recordings, record, remove. */
import { routes, type LibraryClip, type LibraryRecordingsResponse } from '@aralin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toFormData } from '../../../lib/form-data';

const m = routes.management;

export const libraryRecordingKeys = { all: ['library-recordings'] as const };

/** GET /management/library-recordings/: every clip of the library and the school's recording of each. */
export const libraryRecordingsQuery = () =>
  queryOptions({
    queryKey: libraryRecordingKeys.all,
    queryFn: ({ signal }) => api.send(m.libraryRecordings, { signal }),
    staleTime: 60_000,
  });

/** Puts one clip's answer into the cached list (no refetch of 250 clips after each word). */
function useStoreClip() {
  const queryClient = useQueryClient();
  return (clip: LibraryClip) =>
    queryClient.setQueryData<LibraryRecordingsResponse>(libraryRecordingKeys.all, (old) =>
      old ? { ...old, clips: old.clips.map((c) => (c.id === clip.id ? clip : c)) } : old,
    );
}

const extension = (type: string) => (type.includes('ogg') ? 'ogg' : type.includes('mp4') ? 'm4a' : type.includes('wav') ? 'wav' : 'webm');

/** PUT /management/library-recordings/{clipId}/ with the recording as `file`: records or re-records a clip. */
export function useRecordClip() {
  const store = useStoreClip();
  return useMutation({
    mutationFn: ({ clipId, audio }: { clipId: string; audio: Blob }) =>
      api.send(m.recordLibraryClip, {
        params: { clipId },
        body: toFormData({ file: new File([audio], `${clipId}.${extension(audio.type)}`, { type: audio.type }) }),
      }),
    onSuccess: store,
  });
}

/** DELETE /management/library-recordings/{clipId}/: the device's voice reads the clip again. */
export function useRemoveRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clip: LibraryClip) => api.send(m.removeLibraryRecording, { params: { clipId: clip.id } }),
    onSuccess: (_answer, clip) =>
      queryClient.setQueryData<LibraryRecordingsResponse>(libraryRecordingKeys.all, (old) =>
        old ? { ...old, clips: old.clips.map((c) => (c.id === clip.id ? { ...c, recording: null } : c)) } : old,
      ),
  });
}
