/**
 * "Record the library" (issue 15 item 4): a school's own voice for what the prebuilt library's listening
 * items say. Any staff member of the school (admin or teacher) may record, re-record and remove; the
 * recordings are the school's, and each change is in the audit log. A recording is a stored file of the
 * school (local disk or S3, as every upload); on any refusal nothing is stored or changed.
 */
import { limits, type LibraryClip, type LibraryRecordingsResponse } from '@aralin/contract';
import type { AppContext } from '../../context';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { auditStaff } from '../../lib/audit';
import { fileStore } from '../../lib/file-store';
import { sniffAudio, type AudioType } from '../../lib/file-types';
import { checkUploadRoom } from '../../lib/uploads';
import type { StaffActor } from '../../plugins/auth';
import type { UploadedFile } from '../../plugins/multipart';
import { findLibraryClip, libraryClips, type CatalogueClip } from '../../content/prebuilt/listening';
import { presentClip } from './library-recordings.present';
import * as q from './library-recordings.queries';

/** Every clip of the library with the school's recording of it, in recording order. */
export async function listLibraryRecordings(ctx: AppContext, actor: StaffActor): Promise<LibraryRecordingsResponse> {
  const { activities, clips } = libraryClips();
  const rows = new Map((await q.listRecordings(ctx.db, actor.organizationId)).map((r) => [r.clipId, r]));
  return { activities, clips: clips.map((c) => presentClip(c, rows.get(c.id))) };
}

/** A clip of the library, or 404. */
function clipOrNotFound(clipId: string): CatalogueClip {
  const clip = findLibraryClip(clipId);
  if (!clip) throw notFound('libraryClipNotFound');
  return clip;
}

/** The length of a recording in seconds, or undefined when its bytes don't read as the audio they start like. */
async function secondsOf(data: Buffer, type: AudioType): Promise<number | undefined> {
  // Loaded when first needed: importing it costs every server process start-up time (issue 11).
  const { parseBuffer } = await import('music-metadata');
  try {
    const meta = await parseBuffer(data, { mimeType: type, size: data.byteLength }, { duration: true, skipCovers: true });
    return meta.format.duration;
  } catch {
    return undefined;
  }
}

/** Checks a recording: there, audio by its bytes, at most 1 MB and 20 seconds (400 / 413 / 415). */
async function checkRecording(file: UploadedFile | undefined): Promise<AudioType> {
  if (!file) throw badRequest('libraryRecordingRequired', { file: 'libraryRecordingRequired' });
  if (file.data.byteLength > limits.libraryRecordingMaxBytes)
    throw new AppError(413, 'libraryRecordingTooLarge', { file: 'libraryRecordingTooLarge' });
  const type = sniffAudio(file.data);
  if (!type) throw new AppError(415, 'libraryRecordingNotAudio', { file: 'libraryRecordingNotAudio' });
  const seconds = await secondsOf(file.data, type);
  if (seconds === undefined || !Number.isFinite(seconds))
    throw new AppError(415, 'libraryRecordingNotAudio', { file: 'libraryRecordingNotAudio' });
  if (seconds > limits.libraryRecordingMaxSeconds) throw badRequest('libraryRecordingTooLong', { file: 'libraryRecordingTooLong' });
  return type;
}

/** Records (or re-records) a clip for the school; the recording it replaces is removed after the change commits. */
export async function recordLibraryClip(
  ctx: AppContext,
  actor: StaffActor,
  clipId: string,
  file: UploadedFile | undefined,
): Promise<LibraryClip> {
  const clip = clipOrNotFound(clipId);
  const contentType = await checkRecording(file);
  const data = file!.data;
  await checkUploadRoom(ctx, actor, data.byteLength);
  const store = fileStore(ctx);
  const now = ctx.clock.now();
  let key: string | undefined;
  try {
    const previous = await ctx.db.transaction(async (tx) => {
      const old = await q.lockRecording(tx, actor.organizationId, clip.id);
      key = await store.put(
        data,
        {
          kind: 'audio',
          contentType,
          organizationId: actor.organizationId,
          ownerUserId: actor.id,
          originalName: `${clip.lang}-${clip.id}`,
        },
        tx,
      );
      await q.upsertRecording(tx, {
        organizationId: actor.organizationId,
        clipId: clip.id,
        lang: clip.lang,
        text: clip.text,
        fileKey: key,
        recordedBy: actor.id,
        recordedAt: now,
      });
      await auditStaff(tx, actor, old ? 'update' : 'create', 'library_recording', old?.id ?? null, { clip: clip.id, text: clip.text });
      return old?.fileKey;
    });
    if (previous)
      await store.remove(previous).catch((e: unknown) => ctx.log.warn({ err: e, key: previous }, 'could not remove a replaced recording'));
  } catch (err) {
    if (key)
      await store.remove(key).catch((e: unknown) => ctx.log.warn({ err: e, key }, 'could not remove a recording left by a failed save'));
    throw err;
  }
  const [row] = await q.listRecordings(ctx.db, actor.organizationId, clip.id);
  return presentClip(clip, row);
}

/** Removes the school's recording of a clip (404 when it has none): the device's voice reads it again. */
export async function removeLibraryRecording(ctx: AppContext, actor: StaffActor, clipId: string): Promise<void> {
  const clip = clipOrNotFound(clipId);
  const previous = await ctx.db.transaction(async (tx) => {
    const old = await q.lockRecording(tx, actor.organizationId, clip.id);
    if (!old) throw notFound('notFound');
    await q.deleteRecording(tx, old.id);
    await auditStaff(tx, actor, 'delete', 'library_recording', old.id, { clip: clip.id, text: clip.text });
    return old.fileKey;
  });
  await fileStore(ctx).remove(previous);
}

/** The school's recordings of these clips, by clip id (the file key of each): what play serves (play.voices.ts). */
export const schoolRecordingKeys = (db: Parameters<typeof q.recordingKeys>[0], organizationId: number, clipIds: string[]) =>
  q.recordingKeys(db, organizationId, clipIds);
