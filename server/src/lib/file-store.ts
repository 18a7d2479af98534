/**
 * The file store (ARCHITECTURE.md 'files'): one stored_files row per file, named by a random key nobody
 * can guess, and its bytes in the context's blob store (DATA_DIR/files, or the S3 bucket when S3_* is set).
 * put() returns the key; get() streams the bytes back with their row.
 */
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { storedFiles } from '../db/schema';
import { randomToken } from './crypto';
import { logFailure } from './log-failure';

export type FileKind = 'pdf' | 'image' | 'audio' | 'avatar';

/** What is known about a file besides its bytes. */
export interface FileMeta {
  kind: FileKind;
  contentType: string;
  organizationId: number | null;
  ownerUserId: number | null;
  originalName: string;
}

export type StoredFileRow = typeof storedFiles.$inferSelect;

export interface FileStore {
  /** Stores the bytes and records them; returns the new key. The row goes in `tx` when given. */
  put(data: Uint8Array, meta: FileMeta, tx?: Tx): Promise<string>;
  /** The file's bytes as a stream and its row, or undefined for an unknown key. */
  get(key: string): Promise<{ stream: Readable; meta: StoredFileRow } | undefined>;
  /** Forgets a file: its row, then its bytes. Call it after the transaction that dropped the reference commits. */
  remove(key: string): Promise<void>;
}

/** Keys are 32 URL-safe characters (192 random bits); anything else is never looked up. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export function isFileKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/** Rows in the database, bytes in the context's blob store. */
export function fileStore(ctx: Pick<AppContext, 'db' | 'blobs' | 'log'>): FileStore {
  const { blobs } = ctx;

  return {
    async put(data, meta, tx = ctx.db) {
      const key = randomToken(24);
      await blobs.write(key, data, meta.contentType);
      try {
        await tx.insert(storedFiles).values({
          key,
          kind: meta.kind,
          contentType: meta.contentType,
          organizationId: meta.organizationId,
          ownerUserId: meta.ownerUserId,
          originalName: meta.originalName.slice(0, 255),
          sizeBytes: data.byteLength,
        });
      } catch (err) {
        await blobs.remove(key).catch(logFailure(ctx.log, `removing the file ${key} whose row could not be written`));
        throw err;
      }
      return key;
    },

    async get(key) {
      if (!isFileKey(key)) return undefined;
      const [meta] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.key, key));
      if (!meta) return undefined;
      const stream = await blobs.read(key);
      return stream ? { stream, meta } : undefined;
    },

    async remove(key) {
      if (!isFileKey(key)) return;
      await ctx.db.delete(storedFiles).where(eq(storedFiles.key, key));
      await blobs.remove(key);
    },
  };
}

/** A stored file's bytes in memory (a picture a PDF embeds), or undefined for an unknown key. */
export async function readFileBytes(
  ctx: Pick<AppContext, 'db' | 'blobs' | 'log'>,
  key: string,
): Promise<{ data: Buffer; meta: StoredFileRow } | undefined> {
  const found = await fileStore(ctx).get(key);
  if (!found) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of found.stream) chunks.push(chunk as Buffer);
  return { data: Buffer.concat(chunks), meta: found.meta };
}
