/**
 * Crash safety (issue 16): five times, children answer while the server process is killed outright
 * (SIGKILL, as a power cut or the OOM killer would) and started again on the same data folder. The
 * database opens every time, and every answer the server acknowledged (HTTP 200) is stored.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { builtServerFolder } from './built-server';

const folder = builtServerFolder('aralin-crash-', { WEB_CONCURRENCY: '1' });
const { start } = folder;
afterAll(() => folder.cleanup());

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

describe('killed while children answer, five times', () => {
  it('opens the database every time and keeps every acknowledged answer', async () => {
    const first = await start();
    const code = /Class code (\w+)/.exec(first.log)![1];
    const kids = await json<{ id: number }[]>(await fetch(`${first.base}/students/get-students/${code}/`));
    const acknowledged: string[] = [];
    let base = first.base;

    for (let cycle = 0; cycle < 5; cycle++) {
      if (cycle > 0) base = (await start()).base;
      // Four children answer as fast as they can; the process is killed in the middle of it.
      let killed = false;
      const play = async (kid: { id: number }) => {
        // On a slow machine the kill may come before the child reaches an activity: nothing to answer then.
        const opened = await (async () => {
          const login = await fetch(`${base}/students/login/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ id: kid.id, code, password: 'Bata#2026' }),
          });
          if (!login.ok) return null;
          const bearer = { authorization: `Bearer ${(await json<{ token: { access: string } }>(login)).token.access}` };
          const subjects = await json<{ id: number }[]>(await fetch(`${base}/students/${kid.id}/subjects/`, { headers: bearer }));
          const activities = await json<{ id: number; type: string }[]>(
            await fetch(`${base}/students/${kid.id}/subjects/${subjects[0].id}/activities/`, { headers: bearer }),
          );
          return { bearer, activity: activities.find((a) => a.type === 'multiple_choice') ?? activities[0] };
        })().catch(() => null);
        if (!opened) return;
        const { bearer, activity } = opened;
        let fresh = true;
        while (!killed) {
          try {
            type Served = { id?: number; session_ended?: boolean; type?: string };
            const q: Served = await json<Served>(
              await fetch(`${base}/subjects/next-question/${kid.id}/${activity.id}/?language=en${fresh ? '&fresh_start=true' : ''}`, {
                headers: bearer,
              }),
            );
            fresh = Boolean(q.session_ended);
            if (!q.id) continue;
            const answerId = randomUUID();
            const res = await fetch(`${base}/subjects/submit-answer/${kid.id}/${activity.id}/${q.id}/`, {
              method: 'POST',
              headers: { ...bearer, 'content-type': 'application/json' },
              body: JSON.stringify({
                answer: q.type === 'matching' ? '[]' : '__none__',
                language: 'en',
                attempt_type: 'first',
                answer_id: answerId,
              }),
            });
            if (res.status === 200) acknowledged.push(answerId);
            await res.arrayBuffer();
            // Move the question on (guided, then the answer shown), as the app does after a miss.
            for (const attempt_type of ['guided', 'show_answer']) {
              const more = await fetch(`${base}/subjects/submit-answer/${kid.id}/${activity.id}/${q.id}/`, {
                method: 'POST',
                headers: { ...bearer, 'content-type': 'application/json' },
                body: JSON.stringify({ answer: q.type === 'matching' ? '[]' : '__none__', language: 'en', attempt_type }),
              });
              await more.arrayBuffer();
            }
          } catch {
            return; // the process is gone
          }
        }
      };
      // Four children a cycle, taken around the class (the demo's classes have 10 to 13 children).
      const players = Promise.all(Array.from({ length: 4 }, (_, i) => play(kids[(cycle * 4 + i) % kids.length])));
      // Killed mid-flight once this cycle has answers acknowledged (on a busy machine that takes longer than
      // on a quiet one, so a fixed delay could kill before any), at a point that moves from cycle to cycle.
      const before = acknowledged.length;
      const until = Date.now() + 30_000;
      while (acknowledged.length < before + 3 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 100 + cycle * 150));
      folder.current()!.kill('SIGKILL');
      killed = true;
      await new Promise((r) => folder.current()!.once('exit', r));
      await players;
    }

    // A sixth start: the database opens, and every acknowledged answer is there.
    await start();
    const stored = await folder.storedAnswers(acknowledged);
    expect(acknowledged.length).toBeGreaterThan(10);
    expect(new Set(stored)).toEqual(new Set(acknowledged));
  }, 240_000);
});
