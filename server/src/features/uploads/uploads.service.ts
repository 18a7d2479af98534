/**
 * Files teachers give activities (issue 4 'Upload', spec §5 'PDF upload'): pictures and recordings through
 * POST /management/upload/, and an activity's printable PDF. Content is recognised by its bytes, never
 * by name or the browser's claim; on any refusal nothing is stored.
 */
import { limits } from '@aralin/contract';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../lib/app-error';
import { auditStaff } from '../../lib/audit';
import { fileStore } from '../../lib/file-store';
import { isPdf, pdfHasActiveContent, sniffAudio, sniffImage } from '../../lib/file-types';
import { checkUploadRoom, reencodeImage } from '../../lib/uploads';
import type { StaffActor } from '../../plugins/auth';
import type { UploadedFile } from '../../plugins/multipart';
import { ownActivity, replacePrintablePdf, sectionActivity } from '../activities/activities.service';

/** Stores a picture (PNG, JPEG, GIF, WebP; SVG refused) or a recording (WebM, Ogg, MP3, M4A, WAV), at most 5 MB. */
export async function storeMedia(ctx: AppContext, actor: StaffActor, file: UploadedFile | undefined) {
  if (!file) throw badRequest('uploadFileRequired', { file: 'uploadFileRequired' });
  const image = sniffImage(file.data);
  const audio = image ? null : sniffAudio(file.data);
  const contentType = image ?? audio;
  if (!contentType) throw new AppError(415, 'uploadFileRequired', { file: 'uploadFileRequired' });
  const max = image ? limits.imageMaxBytes : limits.audioMaxBytes;
  if (file.data.byteLength > max) throw new AppError(413, 'uploadTooLarge', { file: 'uploadTooLarge' });
  const kind = image ? ('image' as const) : ('audio' as const);
  // A picture is kept as re-encoded from its pixels: a page or script riding after it is gone (issue 18).
  const data = image ? await reencodeImage(file.data, image) : file.data;
  if (!data) throw new AppError(415, 'uploadFileRequired', { file: 'uploadFileRequired' });
  await checkUploadRoom(ctx, actor, data.byteLength);
  const key = await fileStore(ctx).put(data, {
    kind,
    contentType,
    organizationId: actor.organizationId,
    ownerUserId: actor.id,
    originalName: file.filename,
  });
  return { key, kind, contentType, size: data.byteLength };
}

/** Attaches (or replaces) an own activity's printable PDF: a real PDF (%PDF-) under 10 MB. */
export async function attachPdf(ctx: AppContext, actor: StaffActor, sectionId: number, activityId: number, file: UploadedFile | undefined) {
  const store = fileStore(ctx);
  await checkPdfTarget(ctx, actor, sectionId, activityId);
  if (!file) throw badRequest('pdfRequired', { printable_pdf: 'pdfRequired' });
  if (file.data.byteLength > limits.pdfMaxBytes) throw new AppError(413, 'pdfTooLarge', { printable_pdf: 'pdfTooLarge' });
  if (!isPdf(file.data)) throw new AppError(415, 'pdfRequired', { printable_pdf: 'pdfRequired' });
  if (pdfHasActiveContent(file.data)) throw new AppError(415, 'pdfHasScript', { printable_pdf: 'pdfHasScript' });
  await checkUploadRoom(ctx, actor, file.data.byteLength);
  const name = file.filename.trim() || 'activity.pdf';
  let key: string | undefined;
  try {
    const previous = await ctx.db.transaction(async (tx) => {
      const { activity } = await ownActivity(tx, actor, activityId);
      key = await store.put(
        file.data,
        { kind: 'pdf', contentType: 'application/pdf', organizationId: actor.organizationId, ownerUserId: actor.id, originalName: name },
        tx,
      );
      const old = await replacePrintablePdf(tx, activity, key);
      await auditStaff(tx, actor, 'update', 'activity', activity.id, { printable_pdf: name, replaced: old?.originalName ?? null });
      return old?.key;
    });
    if (previous) await store.remove(previous);
  } catch (err) {
    if (key) await store.remove(key).catch((e: unknown) => ctx.log.warn({ err: e, key }, 'could not remove a PDF left by a failed attach'));
    throw err;
  }
}

/** Removes an own activity's printable PDF (the file too). */
export async function removePdf(ctx: AppContext, actor: StaffActor, sectionId: number, activityId: number) {
  await checkPdfTarget(ctx, actor, sectionId, activityId);
  const previous = await ctx.db.transaction(async (tx) => {
    const { activity } = await ownActivity(tx, actor, activityId);
    if (activity.printablePdfId === null) return undefined;
    const old = await replacePrintablePdf(tx, activity, null);
    await auditStaff(tx, actor, 'update', 'activity', activity.id, { printable_pdf: null });
    return old?.key;
  });
  if (previous) await fileStore(ctx).remove(previous);
}

/** The activity must be this section's own (404) and not the library's (403), before any byte is kept. */
async function checkPdfTarget(ctx: AppContext, actor: StaffActor, sectionId: number, activityId: number) {
  const { activity } = await sectionActivity(ctx.db, actor, sectionId, activityId);
  if (activity.isPrebuilt) await ownActivity(ctx.db, actor, activityId);
}
