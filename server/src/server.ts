/** Opens the database (embedded or DATABASE_URL), migrates, and builds the context. Used by main and bench. */
import path from 'node:path';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { systemClock, type AppContext } from './context';
import { openDb, runMigrations } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { createMailer } from './lib/mailer';
import { loadAppSecret } from './lib/secret';
import { openBlobStore } from './lib/storage/blob-store';
import { logFailure } from './lib/log-failure';
import { POOL_TOTAL } from './workers';
import { closeFlusher } from './features/play/play.durable';

export interface Runtime {
  ctx: AppContext;
  /** True when the embedded database was created by this start. */
  freshEmbedded: boolean;
  /** The database's address (the embedded one's socket, or DATABASE_URL): worker processes open pools on it. */
  databaseUrl: string;
  close(): Promise<void>;
}

export async function openRuntime(
  config: Config,
  log: FastifyBaseLogger = pino({ level: config.logLevel }),
  options: { migrate?: boolean } = {},
): Promise<Runtime> {
  // The file store first: a bucket that can't be used stops the start before PostgreSQL is started.
  const blobs = openBlobStore(config);
  try {
    await blobs.check();
  } catch (err) {
    blobs.close();
    throw err;
  }
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), (m) => log.info(m));
    url = embedded.url;
  }
  const db = openDb(url, config.dbPoolSize ?? POOL_TOTAL, log);
  try {
    if (options.migrate !== false) await runMigrations(db, log);
  } catch (err) {
    await db.$client.end().catch(logFailure(log, 'closing the database pool after a failed start'));
    await embedded?.stop();
    blobs.close();
    throw err;
  }
  const ctx: AppContext = {
    db,
    config,
    clock: systemClock,
    secret: loadAppSecret(config.appSecret, config.dataDir),
    log,
    blobs,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: (line) => log.info(line),
    }),
  };
  return {
    ctx,
    freshEmbedded: embedded?.created ?? false,
    databaseUrl: url,
    async close() {
      await closeFlusher(db.$client);
      await db.$client.end().catch(logFailure(log, 'closing the database pool'));
      await embedded?.stop();
      blobs.close();
    },
  };
}
