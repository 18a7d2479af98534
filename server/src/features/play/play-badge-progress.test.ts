import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { findTracingDefinition, pointsAlongGuide } from '@aralin/contract/tracing/index';
import type { NextQuestionResponse, ServedQuestion, SubmitAnswerResponse } from '@aralin/contract';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createTracingActivity } from '../../../test/fixtures';
import { countProgress } from './play.badges';
import { mulberry32 } from './play.random';
import { addActivity, createWorld, fixSeeds, Player, type World } from './play.test-world';

let t: TestApp;
let w: World;
let activityIds: number[];

beforeAll(async () => {
  fixSeeds(77);
  t = await createTestApp();
  w = await createWorld(t, 1);
  const tracing = await createTracingActivity(t, w.teacher, w.section.id, w.subject.id, {
    targets: ['A', 'circle', 'B'],
    requiredCorrectAttempts: 2,
  });
  activityIds = [
    (await addActivity(t, w, { levels: ['easy', 'easy', 'medium', 'medium', 'hard', 'hard'] })).id,
    (await addActivity(t, w, { type: 'multiple_choice', levels: ['easy', 'easy', 'easy', 'medium', 'medium', 'hard'] })).id,
    (await addActivity(t, w, { type: 'multiple_choice', levels: ['easy', 'easy', 'easy', 'easy', 'easy', 'easy'] })).id,
    tracing.card.activity.id,
  ];
});
afterAll(() => t.close());

/** A tracing of the target along its guide, moved by (dx, dy): near it passes, 60 px away it misses. */
const drawing = (q: ServedQuestion, dx: number, dy: number) =>
  JSON.stringify({
    letter: q.extra_data.target,
    points: pointsAlongGuide(findTracingDefinition(q.extra_data.target!)!).map((p) => ({ x: p.x + dx, y: p.y + dy })),
  });

/** The facts as the rules define them, counted plainly from the whole history (the reference). */
async function referenceFacts(studentId: number) {
  const { rows } = await t.ctx.db.execute<Record<string, string | number>>(sql`
    with done as (
      select s.activity_id, s.score, a.type from play_sessions s join activities a on a.id = s.activity_id
      where s.student_id = ${studentId} and s.end_reason in ('max_questions', 'pool_exhausted', 'doing_well')
    ),
    firsts as (
      select distinct on (session_id, question_id) id, is_correct from attempts
      where student_id = ${studentId} and attempt_type = 'first' order by session_id, question_id, id
    ),
    runs as (
      select is_correct, row_number() over (order by id) - row_number() over (partition by is_correct order by id) as grp from firsts
    )
    select
      (select count(distinct activity_id) from done) as "activitiesCompleted",
      (select count(*) from done where score = 100) as "perfectSessions",
      (select count(distinct type) from done) as "typesCompleted",
      (select count(*) from concept_mastery where student_id = ${studentId} and mastered_at is not null) as "conceptsMastered",
      (select count(distinct (t.created_at at time zone o.timezone)::date) from attempts t
         join organizations o on o.id = t.organization_id where t.student_id = ${studentId}) as "practiceDays",
      (select count(distinct (session_id, question_id)) from attempts
         where student_id = ${studentId} and attempt_type = 'guided' and is_correct) as "guidedCorrect",
      (select coalesce(sum(n / 10), 0) from (select count(*) as n from runs where is_correct group by grp) r) as "firstTryStreakTens"`);
  return Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)]));
}

describe('badge progress', () => {
  it('counts at every session end what the whole history counts, with sessions of several activities interleaved', async () => {
    const rng = mulberry32(2024);
    const s = w.students[0];
    const players = activityIds.map((id) => new Player(t, s, id));
    const current = new Map<number, ServedQuestion>();
    let ends = 0;
    for (let step = 0; step < 160; step++) {
      if (rng() < 0.03) t.clock.advance(24 * 60 * 60 * 1000 * (1 + Math.floor(rng() * 2)));
      const i = Math.floor(rng() * players.length);
      const p = players[i];
      let q = current.get(i);
      if (!q) {
        let next: NextQuestionResponse = await p.next();
        if (next.session_ended) next = await p.next(true);
        if (next.session_ended) throw new Error('no question');
        q = next;
      }
      let r: SubmitAnswerResponse;
      if (q.type === 'tracing') {
        const right = rng() < 0.6;
        r = await p.submit(q.id, drawing(q, Math.floor(rng() * 5), right ? 0 : 60), q.attempt_type);
      } else {
        const x = rng();
        // Mostly right early (runs of ten right first tries), then more mistakes.
        const right = step < 80 ? 0.85 : 0.5;
        r = await p.play(q, x < right ? 'first' : x < right + (1 - right) / 2 ? 'guided' : 'missed');
      }
      if (r.question_finished) current.delete(i);
      else current.set(i, { ...q, attempt_type: r.next_attempt_type ?? q.attempt_type });
      if (r.session_ended) {
        ends += 1;
        current.delete(i);
        const [kept, whole] = await Promise.all([countProgress(t.ctx.db, s.id, true), countProgress(t.ctx.db, s.id)]);
        expect(kept.facts).toEqual(whole.facts);
        expect(kept.progress).toEqual(whole.progress);
        expect(kept.facts).toEqual(await referenceFacts(s.id));
      }
    }
    expect(ends).toBeGreaterThan(8);
    const { facts } = await countProgress(t.ctx.db, s.id);
    expect(facts.guidedCorrect).toBeGreaterThan(0);
    expect(facts.typesCompleted).toBe(3);
    expect(facts.firstTryStreakTens).toBeGreaterThan(0);
    expect(facts.practiceDays).toBeGreaterThan(1);
  });
});
