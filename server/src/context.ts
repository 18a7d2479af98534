/** What every service needs: the database, configuration, mail, file storage, the clock and the app secret. */
import type { Config } from './config';
import type { Db } from './db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './lib/mailer';
import type { BlobStore } from './lib/storage/blob-store';

export interface Clock {
  now(): Date;
}

export interface AppContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Where stored files' bytes live (disk or the S3 bucket), opened once at start. */
  blobs: BlobStore;
  clock: Clock;
  secret: string;
  log: FastifyBaseLogger;
}

export const systemClock: Clock = { now: () => new Date() };
