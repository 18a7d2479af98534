/**
 * The file store (ARCHITECTURE.md 'files'): bytes under DATA_DIR/files, one stored_files row each, named
 * by a random key nobody can guess. put() returns the key; get() streams it back with its row.
 * Object storage (S3_*) is not built yet: main.ts refuses to start with S3_* set rather than ignore it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { storedFiles } from '../db/schema';
import { randomToken } from './crypto';

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

export function fileStore(ctx: AppContext): FileStore {
  const root = path.join(ctx.config.dataDir, 'files');
  const pathOf = (key: string) => path.join(root, key.slice(0, 2), key);

  return {
    async put(data, meta, tx = ctx.db) {
      const key = randomToken(24);
      const file = pathOf(key);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const temp = `${file}.tmp`;
      await fs.promises.writeFile(temp, data);
      await fs.promises.rename(temp, file);
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
        await fs.promises.rm(file, { force: true });
        throw err;
      }
      return key;
    },

    async get(key) {
      if (!isFileKey(key)) return undefined;
      const [meta] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.key, key));
      const file = pathOf(key);
      if (!meta || !fs.existsSync(file)) return undefined;
      return { stream: fs.createReadStream(file), meta };
    },

    async remove(key) {
      if (!isFileKey(key)) return;
      await ctx.db.delete(storedFiles).where(eq(storedFiles.key, key));
      await fs.promises.rm(pathOf(key), { force: true });
    },
  };
}
