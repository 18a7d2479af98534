/**
 * Checked uploads: an image is an image by its bytes (spec §5 'image/* only'), small enough, and stored as
 * re-encoded from its pixels (issue 18: whatever else the file carried, a page or a script after the
 * picture, metadata such as GPS, is gone); a school stays within its storage quota; one person can't
 * flood the store.
 */
import { eq, sql } from 'drizzle-orm';
import { limits } from '@aralin/contract';
import type { AppContext } from '../context';
import { storedFiles } from '../db/schema';
import { LIMITS, hit } from '../plugins/rate-limit';
import { AppError, tooMany } from './app-error';
import { sniffImage, type ImageType } from './file-types';
import { fileStore } from './file-store';
import type { UploadedFile } from '../plugins/multipart';

/**
 * The image re-encoded from its decoded pixels, in its own format (EXIF orientation applied, metadata
 * dropped), or undefined when the bytes don't decode as the image they start like.
 */
export async function reencodeImage(data: Uint8Array, type: ImageType): Promise<Buffer | undefined> {
  // Loaded when first needed: importing it costs every server process start-up time (issue 11).
  const { default: sharp } = await import('sharp');
  try {
    const animated = type === 'image/gif' || type === 'image/webp';
    const image = sharp(data, { animated, limitInputPixels: 40_000_000, failOn: 'error' }).rotate();
    switch (type) {
      case 'image/png':
        return await image.png().toBuffer();
      case 'image/jpeg':
        return await image.jpeg({ quality: 88 }).toBuffer();
      case 'image/gif':
        return await image.gif().toBuffer();
      case 'image/webp':
        return await image.webp({ quality: 88 }).toBuffer();
    }
  } catch {
    return undefined;
  }
}

/**
 * Before storing `bytes` for a staff member: at most 120 files in 10 minutes per person (429), and the
 * school's files within its quota (SCHOOL_STORAGE_QUOTA_MB, 2 GB by default; 413).
 */
export async function checkUploadRoom(ctx: AppContext, who: { id: number; organizationId: number }, bytes: number): Promise<void> {
  try {
    await hit(ctx, LIMITS.uploadsPerUser(who.id));
  } catch (err) {
    if (err instanceof AppError && err.status === 429) throw tooMany(err.retryAfter ?? 60, 'uploadsTooFast');
    throw err;
  }
  const [row] = await ctx.db
    .select({ used: sql<string>`coalesce(sum(${storedFiles.sizeBytes}), 0)` })
    .from(storedFiles)
    .where(eq(storedFiles.organizationId, who.organizationId));
  if (Number(row?.used ?? 0) + bytes > ctx.config.storageQuotaBytes) throw new AppError(413, 'storageFull');
}

/** Stores an uploaded image (PNG, JPEG, GIF, WebP; at most 5 MB) and returns its key; 413 / 415 otherwise. */
export async function storeImageUpload(
  ctx: AppContext,
  file: UploadedFile,
  owner: { kind: 'image' | 'avatar'; organizationId: number; ownerUserId: number },
): Promise<string> {
  if (file.data.byteLength > limits.imageMaxBytes) throw new AppError(413, 'imageTooLarge');
  const contentType = sniffImage(file.data);
  if (!contentType) throw new AppError(415, 'imageOnly');
  const clean = await reencodeImage(file.data, contentType);
  if (!clean) throw new AppError(415, 'imageOnly');
  await checkUploadRoom(ctx, { id: owner.ownerUserId, organizationId: owner.organizationId }, clean.byteLength);
  return fileStore(ctx).put(clean, { ...owner, contentType, originalName: file.filename });
}
