import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTracingDefinition, pointsAlongGuide } from '@aralin/contract/tracing/index';
import type { ServedQuestion, StudentWeek, SubmitAnswerResponse } from '@aralin/contract';
import { call, createTestApp, json, type TestApp } from '../../../test/harness';
import { createSubject, createTracingActivity } from '../../../test/fixtures';
import { studentToken } from '../../../test/learning-fixtures';
import { DAY, setClock } from '../dashboards/monitoring.test-world';
import { addActivity, createWorld, fixSeeds, Player, type World } from '../play/play.test-world';

let t: TestApp;
let w: World;
let reading: { id: number };
let ids: { choice: number; tracing: number };

beforeAll(async () => {
  fixSeeds(7);
  t = await createTestApp();
  w = await createWorld(t, 2);
  reading = await createSubject(t, w.teacher, w.section.id, 'Pagbasa');
  ids = {
    choice: (await addActivity(t, w, { type: 'multiple_choice', levels: ['easy'] })).id,
    tracing: (await createTracingActivity(t, w.teacher, w.section.id, reading.id, { targets: ['A', 'circle'], requiredCorrectAttempts: 1 }))
      .card.activity.id,
  };
}, 60_000);
afterAll(() => t.close());

const week = async (who: { id: number; organizationId: number }, of = who) =>
  call(t.app, { method: 'GET', url: `/students/${of.id}/week/`, token: await studentToken(t, who) });

/** Plays an activity to its end, every answer right the first time. */
async function finish(p: Player) {
  let next = await p.next(true);
  while (!next.session_ended) {
    const res: SubmitAnswerResponse = await p.play(next, 'first');
    if (res.session_ended) return;
    next = await p.next();
  }
}

/** A tracing of the question's target along its guide (a pass) or 60 px below it (a miss). */
const drawing = (q: ServedQuestion, dy = 0) =>
  JSON.stringify({
    letter: q.extra_data.target,
    points: pointsAlongGuide(findTracingDefinition(q.extra_data.target!)!).map((p) => ({ x: p.x, y: p.y + dy })),
  });

describe('GET /students/{id}/week/', () => {
  it('is empty for a child who has not played this week', async () => {
    const res = await week(w.students[1]);
    expect(res.statusCode).toBe(200);
    const body = json<StudentWeek>(res);
    expect(body).toMatchObject({ timezone: 'Asia/Manila', badges: [], traced: [] });
    expect(body.subjects.map((s) => s.stars)).toEqual([0, 0]);
    // Monday to Sunday, as school dates.
    expect(new Date(`${body.week_start}T12:00:00Z`).getUTCDay()).toBe(1);
    expect((Date.parse(body.week_end) - Date.parse(body.week_start)) / DAY).toBe(6);
  });

  it("shows the week's badges, a star per finished session of each subject, and what was traced", async () => {
    const kid = w.students[0];
    const p = new Player(t, kid, ids.choice);
    await finish(p);
    await finish(p);
    // Started and left with the back button: no star.
    await p.next(true);
    await p.reset();
    const tracer = new Player(t, kid, ids.tracing);
    const first = await tracer.question(true);
    await tracer.submit(first.id, drawing(first, 60));
    await tracer.submit(first.id, drawing(first));

    const body = json<StudentWeek>(await week(kid));
    expect(body.subjects).toEqual([
      { id: w.subject.id, name: expect.any(String), stars: 2 },
      { id: reading.id, name: 'Pagbasa', stars: 0 },
    ]);
    expect(body.badges.map((b) => b.name)).toContain('Halo-Halo Hero');
    expect(body.badges[0]).toMatchObject({ image: expect.stringMatching(/\.svg$/), description_en: expect.any(String) });
    expect(body.traced).toEqual([
      {
        target: first.extra_data.target,
        kind: first.extra_data.target === 'A' ? 'letter' : 'shape',
        label: findTracingDefinition(first.extra_data.target!)!.label,
        traced_well: true,
      },
    ]);
  });

  it('starts again on Monday: last week counts no more', async () => {
    const now = t.clock.now().getTime();
    setClock(t, now + 7 * DAY);
    const body = json<StudentWeek>(await week(w.students[0]));
    setClock(t, now);
    expect([body.badges, body.traced, body.subjects.map((s) => s.stars)]).toEqual([[], [], [0, 0]]);
  });

  it("refuses another child's week (403) and a caller without a token (401), showing nothing of it", async () => {
    const res = await week(w.students[1], w.students[0]);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Halo-Halo');
    expect((await call(t.app, { method: 'GET', url: `/students/${w.students[0].id}/week/` })).statusCode).toBe(401);
  });
});
