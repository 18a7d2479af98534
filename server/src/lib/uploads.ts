/** Checked uploads: an image is an image by its bytes (spec §5 'image/* only'), and small enough. */
import { limits } from '@aralin/contract';
import type { AppContext } from '../context';
import { AppError } from './app-error';
import { sniffImage } from './file-types';
import { fileStore } from './file-store';
import type { UploadedFile } from '../plugins/multipart';

/** Stores an uploaded image (PNG, JPEG, GIF, WebP; at most 5 MB) and returns its key; 413 / 415 otherwise. */
export async function storeImageUpload(
  ctx: AppContext,
  file: UploadedFile,
  owner: { kind: 'image' | 'avatar'; organizationId: number; ownerUserId: number },
): Promise<string> {
  if (file.data.byteLength > limits.imageMaxBytes) throw new AppError(413, 'imageTooLarge');
  const contentType = sniffImage(file.data);
  if (!contentType) throw new AppError(415, 'imageOnly');
  return fileStore(ctx).put(file.data, { ...owner, contentType, originalName: file.filename });
}
