/**
 * The database itself crashes (issue 11's group flush, play.durable.ts): children answer while PostgreSQL is
 * stopped in immediate mode, as a power cut or the OOM killer would stop it: no shutdown checkpoint, and
 * whatever WAL is still in its memory is lost. The play calls commit without waiting for the disk and answer
 * after a shared flush, so every answer the server acknowledged (HTTP 200) must be there after recovery.
 * The WAL writer is slowed to once in ten seconds, so an answer acknowledged before its flush would be lost.
 */
import { randomUUID } from 'node:crypto';
import { execFile, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { pgCtlPath, postgresIds } from '../src/db/embedded';
import { startBuiltServer, stopBuiltServer } from './built-server';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aralin-db-crash-'));
fs.chmodSync(dataDir, 0o755);
let current: ChildProcess | undefined;

afterAll(async () => {
  await stopBuiltServer(current);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<{ base: string; log: string }> {
  const server = await startBuiltServer(dataDir, { WEB_CONCURRENCY: '2', EMBEDDED_PG_OPTIONS: '-c wal_writer_delay=10000' });
  current = server.child;
  return { base: server.base, log: server.log() };
}

/** PostgreSQL stopped as a crash would stop it (immediate mode: its processes quit, nothing more is written). */
async function crashDatabase(): Promise<void> {
  const ids = postgresIds();
  await run(await pgCtlPath(), ['stop', '-D', path.join(dataDir, 'pg', 'data'), '-m', 'immediate', '-w'], {
    ...(ids ? { uid: ids.uid, gid: ids.gid } : {}),
    env: { ...process.env, LC_ALL: 'C.UTF-8', LC_MESSAGES: 'C' },
  });
}

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

describe('the database crashes while children answer', () => {
  it('keeps every answer the server acknowledged', async () => {
    const { base, log } = await start();
    const code = /Class code (\w+)/.exec(log)![1];
    const kids = await json<{ id: number }[]>(await fetch(`${base}/students/get-students/${code}/`));
    const acknowledged: string[] = [];
    let crashed = false;
    const play = async (kid: { id: number }) => {
      const login = await fetch(`${base}/students/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: kid.id, code, password: 'Bata#2026' }),
      });
      const bearer = { authorization: `Bearer ${(await json<{ token: { access: string } }>(login)).token.access}` };
      const subjects = await json<{ id: number }[]>(await fetch(`${base}/students/${kid.id}/subjects/`, { headers: bearer }));
      const activities = await json<{ id: number; type: string }[]>(
        await fetch(`${base}/students/${kid.id}/subjects/${subjects[0].id}/activities/`, { headers: bearer }),
      );
      const activity = activities.find((a) => a.type === 'multiple_choice') ?? activities[0];
      let fresh = true;
      while (!crashed) {
        type Served = { id?: number; session_ended?: boolean; type?: string };
        const res = await fetch(`${base}/subjects/next-question/${kid.id}/${activity.id}/?language=en${fresh ? '&fresh_start=true' : ''}`, {
          headers: bearer,
        });
        if (!res.ok) {
          await res.arrayBuffer();
          continue;
        }
        const q = await json<Served>(res);
        fresh = Boolean(q.session_ended);
        if (!q.id) continue;
        // Three tries on each question (a miss, the guided try, the answer shown), each with its own id.
        for (const attempt_type of ['first', 'guided', 'show_answer']) {
          const answerId = randomUUID();
          const sent = await fetch(`${base}/subjects/submit-answer/${kid.id}/${activity.id}/${q.id}/`, {
            method: 'POST',
            headers: { ...bearer, 'content-type': 'application/json' },
            body: JSON.stringify({ answer: q.type === 'matching' ? '[]' : '__none__', language: 'en', attempt_type, answer_id: answerId }),
          });
          if (sent.status === 200) acknowledged.push(answerId);
          await sent.arrayBuffer();
          if (sent.status !== 200) break;
        }
      }
    };
    const players = Promise.all(kids.slice(0, 6).map((kid) => play(kid).catch(() => undefined)));
    const until = Date.now() + 60_000;
    while (acknowledged.length < 40 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    await crashDatabase();
    crashed = true;
    await players;
    await stopBuiltServer(current, 'SIGKILL');

    // Started again: PostgreSQL recovers from its WAL, and every acknowledged answer is there.
    await start();
    const client = new pg.Client({
      connectionString: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(path.join(dataDir, 'pg', 'run'))}`,
    });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string }>('select answer_id::text as id from attempts where answer_id = any($1::uuid[])', [
        acknowledged,
      ]);
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);
      expect(rows.length).toBe(acknowledged.length);
    } finally {
      await client.end();
    }
  }, 240_000);
});
