/**
 * Where a stored file's bytes live, by key (ARCHITECTURE.md 'files'): local disk under DATA_DIR/files by
 * default, an S3-compatible bucket when S3_* is set (issue 16). Chosen once at start; the stored_files rows
 * stay in the database either way (lib/file-store.ts).
 */
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import { diskBlobStore } from './disk';
import { s3BlobStore } from './s3';

export interface BlobStore {
  /** For logs and command output, without secrets: "disk /srv/aralin/files", "S3 bucket aralin at https://…". */
  readonly where: string;
  write(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The bytes as a stream, or undefined when there is no such blob. */
  read(key: string): Promise<Readable | undefined>;
  /** The size in bytes, or undefined when there is no such blob. */
  size(key: string): Promise<number | undefined>;
  /** Removes a blob; a missing one is no error. */
  remove(key: string): Promise<void>;
  /** Every key held, in no promised order. */
  list(): AsyncIterable<string>;
  /** Resolves when the store can be used; rejects with a StartupError saying what to change otherwise. */
  check(): Promise<void>;
  /** Lets go of connections (the S3 client's sockets); the store is not used afterwards. */
  close(): void;
}

/** The disk store's folder for a data directory. */
export function diskFilesDir(dataDir: string): string {
  return path.join(dataDir, 'files');
}

/** The store the configuration names: the S3 bucket when S3_* is set, otherwise DATA_DIR/files. */
export function openBlobStore(config: Pick<Config, 's3' | 'dataDir'>): BlobStore {
  return config.s3 ? s3BlobStore(config.s3) : diskBlobStore(diskFilesDir(config.dataDir));
}
