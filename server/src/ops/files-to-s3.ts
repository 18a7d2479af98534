/**
 * Moving a disk store into a bucket (issue 16, `npm run files:to-s3`): every file under DATA_DIR/files is
 * copied to the S3 bucket under the same key, so the stored_files rows need no change. A key the bucket
 * already holds with the same size is skipped, so the copy can be run again after an interruption, and
 * once more just before the switch to catch files uploaded meanwhile. Nothing is deleted from either side.
 */
import { isFileKey } from '../lib/file-store';
import { isPdf, sniffAudio, sniffImage } from '../lib/file-types';
import type { BlobStore } from '../lib/storage/blob-store';

export interface CopyReport {
  /** Files found in the disk store. */
  found: number;
  copied: number;
  /** Already in the bucket with the same size. */
  present: number;
  copiedBytes: number;
}

/** The type a browser would be told (the stored_files row says the same; this only labels the object). */
function contentTypeOf(data: Uint8Array): string {
  return sniffImage(data) ?? sniffAudio(data) ?? (isPdf(data) ? 'application/pdf' : 'application/octet-stream');
}

async function readAll(store: BlobStore, key: string): Promise<Buffer | undefined> {
  const stream = await store.read(key);
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Copies every file of `from` that `to` lacks (or holds with another size); `onFile` hears each copy. */
export async function copyFiles(from: BlobStore, to: BlobStore, onFile: (key: string) => void = () => {}): Promise<CopyReport> {
  const report: CopyReport = { found: 0, copied: 0, present: 0, copiedBytes: 0 };
  for await (const key of from.list()) {
    // Only the store's own files: a key is 32 URL-safe characters (lib/file-store.ts).
    if (!isFileKey(key)) continue;
    report.found++;
    const size = await from.size(key);
    if (size === undefined) continue; // removed while we were copying
    if ((await to.size(key)) === size) {
      report.present++;
      continue;
    }
    const data = await readAll(from, key);
    if (!data) continue;
    await to.write(key, data, contentTypeOf(data));
    report.copied++;
    report.copiedBytes += data.byteLength;
    onFile(key);
  }
  return report;
}
