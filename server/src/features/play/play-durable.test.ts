import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../db/client';
import { createTestApp, type TestApp } from '../../../test/harness';
import { closeFlusher, groupFlush } from './play.durable';
import { playTransaction, statement } from './play.tx';

let t: TestApp;
let ctx: TestApp['ctx'];
/** PostgreSQL's version: the flush needs 17 (the embedded one); the server-pg pass runs Debian's 15. */
let version = 0;

beforeAll(async () => {
  t = await createTestApp();
  // The tests' PostgreSQL commits without waiting for the disk (test-settings.ts): this database waits, as a
  // real one does, and a pool opened after the change has its connections wait.
  const admin = new pg.Client({ connectionString: t.databaseUrl });
  await admin.connect();
  const { rows } = await admin.query<{ name: string; version: number }>(
    `select current_database() as name, current_setting('server_version_num')::int as version`,
  );
  version = rows[0].version;
  await admin.query(`alter database ${rows[0].name} set synchronous_commit to on`);
  await admin.end();
  ctx = { ...t.ctx, db: openDb(t.databaseUrl, 4) };
});
afterAll(async () => {
  await closeFlusher(ctx.db.$client);
  await ctx.db.$client.end();
  await t.close();
});

/** The commit's setting inside the transaction, and the WAL's position at its end (just before its commit). */
const probe = statement(
  'test_durable_probe',
  [],
  `select current_setting('synchronous_commit') as setting, pg_current_wal_insert_lsn()::text as lsn`,
);
const touch = statement('test_durable_touch', ['int'], `select $1::int as n, pg_current_xact_id()::text as xid`);

async function probeCall(ctx: TestApp['ctx'], student: number) {
  return playTransaction(ctx, student, [probe(), touch(student)], async (_, rows) => rows[0][0] as { setting: string; lsn: string });
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
}

describe('play commits flushed together (issue 11, play.durable.ts)', () => {
  it('commits without waiting once a flush has worked, and answers only once the commit is on disk', async ({ skip }) => {
    if (version < 170000) skip('the flush needs PostgreSQL 17');
    const first = await probeCall(ctx, 1);
    // Until the first flush has answered, the calls commit synchronously.
    expect(first.setting).toBe('on');
    await until(() => groupFlush(ctx.db.$client, ctx.log));
    expect(groupFlush(ctx.db.$client, ctx.log)).toBe(true);

    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      const calls = await Promise.all([1, 2, 3, 4, 5, 6].map((student) => probeCall(ctx, student)));
      for (const call of calls) expect(call.setting).toBe('off');
      // Each call answered after the WAL was flushed past the end of its transaction.
      const { rows } = await other.query<{ flushed: boolean }>('select pg_current_wal_flush_lsn() >= all($1::pg_lsn[]) as flushed', [
        calls.map((c) => c.lsn),
      ]);
      expect(rows[0].flushed).toBe(true);
    } finally {
      await other.end();
    }
  });

  it('keeps synchronous commits where the database refuses the flush (before 17, or a role without the right)', async () => {
    const role = `aralin_noflush_${process.pid}`;
    const admin = new pg.Client({ connectionString: t.databaseUrl });
    await admin.connect();
    await admin.query(`create role ${role} login`);
    // PostgreSQL 17 has the flush: a role that may not call it. Before 17 the function itself is missing.
    const signature = 'pg_logical_emit_message(boolean, text, text, boolean)';
    if (version >= 170000) await admin.query(`revoke execute on function ${signature} from public`);
    const url = new URL(t.databaseUrl);
    url.username = role;
    const db = openDb(url.toString(), 2);
    try {
      // The refusal is said once, as a warning.
      const warnings: string[] = [];
      const log = Object.assign(Object.create(ctx.log) as TestApp['ctx']['log'], { warn: (_: object, msg: string) => warnings.push(msg) });
      const refused = { ...ctx, db, log };
      const first = await probeCall(refused, 1);
      expect(first.setting).toBe('on');
      // The try has been refused: no flusher from now on, every call still answers, synchronously committed.
      await new Promise((r) => setTimeout(r, 300));
      expect(groupFlush(db.$client, log)).toBe(false);
      const later = await Promise.all([1, 2, 3].map((student) => probeCall(refused, student)));
      for (const call of later) expect(call.setting).toBe('on');
      expect(warnings).toEqual([expect.stringContaining('commit synchronously')]);
    } finally {
      await closeFlusher(db.$client);
      await db.$client.end();
      if (version >= 170000) await admin.query(`grant execute on function ${signature} to public`);
      await admin.query(`drop role ${role}`);
      await admin.end();
    }
  });
});
