/**
 * The database itself crashes (issue 11's group flush, play.durable.ts): children answer while PostgreSQL is
 * stopped in immediate mode, as a power cut or the OOM killer would stop it: no shutdown checkpoint, and
 * whatever WAL is still in its memory is lost. The play calls commit without waiting for the disk and answer
 * after a shared flush, so every answer the server acknowledged (HTTP 200) must be there after recovery.
 * The WAL writer is slowed to once in ten seconds. It still writes every full WAL page an asynchronous commit
 * completes, so an answer acknowledged before its flush is lost only when it sits in the last page at the crash
 * (about two crashes in three, with the wait taken out): the database crashes three times.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pgCtl } from '../src/db/embedded';
import { builtServerFolder, stopBuiltServer } from './built-server';

const folder = builtServerFolder('aralin-db-crash-', { WEB_CONCURRENCY: '2', EMBEDDED_PG_OPTIONS: '-c wal_writer_delay=10000' });
const { dataDir, start } = folder;
afterAll(() => folder.cleanup());

/** PostgreSQL stopped as a crash would stop it (immediate mode: its processes quit, nothing more is written). */
async function crashDatabase(): Promise<void> {
  await pgCtl(['stop', '-D', path.join(dataDir, 'pg', 'data'), '-m', 'immediate', '-w']);
}

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

describe('the database crashes while children answer', () => {
  it('keeps every answer the server acknowledged', async () => {
    const first = await start();
    let base = first.base;
    const code = /Class code (\w+)/.exec(first.log)![1];
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
    expect(kids.length).toBeGreaterThanOrEqual(6);
    /** Answers acknowledged in each cycle before its crash. */
    const perCycle: number[] = [];
    for (let cycle = 0; cycle < 3; cycle++) {
      if (cycle > 0) base = (await start()).base;
      crashed = false;
      // Six children a cycle (the class's first children again once each has played: the demo's classes have 10
      // to 13), the database crashed once this cycle has 15 answers acknowledged.
      const six = Array.from({ length: 6 }, (_, i) => kids[(cycle * 6 + i) % kids.length]);
      const players = Promise.all(six.map((kid) => play(kid).catch(() => undefined)));
      const before = acknowledged.length;
      const until = Date.now() + 60_000;
      while (acknowledged.length < before + 15 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      perCycle.push(acknowledged.length - before);
      await crashDatabase();
      crashed = true;
      await players;
      await stopBuiltServer(folder.current(), 'SIGKILL');
    }

    // Started again: PostgreSQL recovers from its WAL, and every acknowledged answer is there.
    await start();
    const stored = await folder.storedAnswers(acknowledged);
    for (const n of perCycle) expect(n).toBeGreaterThanOrEqual(15);
    expect(stored.length).toBe(acknowledged.length);
  }, 240_000);
});
