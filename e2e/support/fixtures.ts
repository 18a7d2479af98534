/**
 * Data for browser journeys, built through the product's own services on the running server's database
 * (the embedded PostgreSQL's socket under its DATA_DIR).
 */
import path from 'node:path';
import pino from 'pino';
import { inject } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { systemClock, type AppContext } from '../../server/src/context';
import { openDb } from '../../server/src/db/client';
import { closeFlusher } from '../../server/src/features/play/play.durable';
import { createMailer } from '../../server/src/lib/mailer';
import { loadAppSecret } from '../../server/src/lib/secret';
import { openBlobStore } from '../../server/src/lib/storage/blob-store';
import { TEST_PASSWORD_HASH } from '../../server/test/test-settings';
import { createAdmin, createSection, createStudent, createSubject, createTeacher, unique } from '../../server/test/fixtures';

let ctx: AppContext | undefined;

/** A service context on the e2e server's database. */
export function serverContext(): AppContext {
  if (ctx) return ctx;
  const dataDir = inject('dataDir');
  const sock = path.join(dataDir, 'pg', 'run');
  // The server's own password cost (e2e/global-setup.ts), so fixtures' passwords hash as cheaply.
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: inject('baseUrl'), ...TEST_PASSWORD_HASH });
  ctx = {
    db: openDb(`postgres://postgres@localhost/postgres?host=${encodeURIComponent(sock)}`, 3),
    config,
    clock: systemClock,
    secret: loadAppSecret(undefined, dataDir),
    log: pino({ level: 'silent' }),
    blobs: openBlobStore(config),
    mailer: createMailer({
      smtpUrl: undefined,
      from: 'Aralin <no-reply@aralin.local>',
      outboxDir: path.join(dataDir, 'outbox'),
      log: () => {},
    }),
  };
  return ctx;
}

/** Closes the fixture connection pool. */
export async function closeServerContext() {
  if (ctx) await closeFlusher(ctx.db.$client);
  await ctx?.db.$client.end().catch(() => {});
  ctx = undefined;
}

/** A short unique suffix for names and emails (server/test/fixtures.ts's: spec files run side by side on one server). */
export const uniq = unique;

/** The fixture host of server/test/fixtures.ts on the e2e server: its context and its outbox. */
export function e2eHost() {
  return { ctx: serverContext(), outboxDir: path.join(inject('dataDir'), 'outbox') };
}

/** A teacher of a new school with the section Sampaguita, its child Ana Reyes and an English subject. */
export async function classOfAna() {
  const host = e2eHost();
  const admin = await createAdmin(host, `admin${uniq()}`);
  const teacher = await createTeacher(host, admin, `guro${uniq()}`);
  const section = await createSection(host, teacher, { name: 'Sampaguita' });
  const child = await createStudent(host, teacher, section.id, { name: 'Ana Reyes' });
  const subject = await createSubject(host, teacher, section.id, 'English');
  return { host, teacher, section, child, subject };
}
