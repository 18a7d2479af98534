import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ServedQuestion, SubmitAnswerResponse } from '@aralin/contract';
import { activities, attempts, conceptMastery } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createActivityWith, createStudent, createSubject } from '../../../test/fixtures';
import { assign } from '../assignments/assignments.service';
import { addActivity, createWorld, fixSeeds, Player, type World } from './play.test-world';

let t: TestApp;
let w: World;
let strong: Awaited<ReturnType<typeof addActivity>>;
let weak: Awaited<ReturnType<typeof addActivity>>;
let other: Awaited<ReturnType<typeof addActivity>>;
let played: Awaited<ReturnType<typeof addActivity>>;

const masteryOf = async (studentId: number, conceptId: number) =>
  (
    await t.ctx.db
      .select()
      .from(conceptMastery)
      .where(and(eq(conceptMastery.studentId, studentId), eq(conceptMastery.conceptId, conceptId)))
  )[0];

beforeAll(async () => {
  fixSeeds(99);
  t = await createTestApp();
  w = await createWorld(t, 3);
  strong = await addActivity(t, w, { levels: ['easy', 'easy', 'easy'], title: 'Strong one' });
  weak = await addActivity(t, w, { levels: ['easy', 'easy', 'medium'], title: 'Weak one' });
  other = await addActivity(t, w, { type: 'multiple_choice', levels: ['easy', 'easy', 'easy'], title: 'Other type' });
  played = await addActivity(t, w, { levels: Array(12).fill('easy'), title: 'Played now' });
});
afterAll(() => t.close());

async function finish(p: Player, how: 'first' | 'guided') {
  let r: SubmitAnswerResponse;
  let fresh = true;
  do {
    r = await p.play(await p.question(fresh), how);
    fresh = false;
  } while (!r.session_ended);
}

describe('review questions', () => {
  it('serves questions 3 and 8 from the finished activity with the weakest concept; they count for that concept', async () => {
    const s = w.students[0];
    await finish(new Player(t, s, strong.id), 'first');
    await finish(new Player(t, s, weak.id), 'guided'); // its 3rd question reviews 'Strong one'
    await finish(new Player(t, s, other.id), 'guided');
    const weakBefore = await masteryOf(s.id, weak.conceptId);
    const p = new Player(t, s, played.id);
    const served: ServedQuestion[] = [];
    let r: SubmitAnswerResponse;
    do {
      const q = await p.question(served.length === 0);
      served.push(q);
      r = await p.play(q, 'guided');
    } while (!r.session_ended);
    expect(served.map((q) => q.is_review_question)).toEqual([false, false, true, false, false, false, false, true, false, false]);
    const reviews = served.filter((q) => q.is_review_question);
    for (const q of reviews) {
      expect(q).toMatchObject({
        original_activity_id: weak.id,
        original_activity_title: 'Weak one',
        guidance: 'Let\'s remember "Weak one"!',
        activity_id: played.id,
      });
      expect(weak.questionIds).toContain(q.id);
    }
    expect(new Set(reviews.map((q) => q.id)).size).toBe(2);
    expect(served.every((q) => q.planned_questions === 10)).toBe(true);
    // Review answers count for their own concept, and not in this activity's score.
    expect(r!).toMatchObject({ points_possible: 80, points_earned: 40, score: 50 });
    expect((await masteryOf(s.id, weak.conceptId)).answers).toBe(weakBefore.answers + 2);
    expect((await masteryOf(s.id, played.conceptId)).answers).toBe(8);
    const reviewAttempts = await t.ctx.db
      .select()
      .from(attempts)
      .where(and(eq(attempts.activityId, played.id), eq(attempts.isReviewQuestion, true)));
    expect(reviewAttempts).toHaveLength(4);
    expect(reviewAttempts.every((a) => a.originalActivityId === weak.id && a.conceptId === weak.conceptId)).toBe(true);
  });

  it('serves no review to a child with nothing finished, and plans the session accordingly', async () => {
    const p = new Player(t, w.students[1], played.id);
    const q = await p.question(true);
    expect(q).toMatchObject({
      is_review_question: false,
      original_activity_id: null,
      original_activity_title: null,
      planned_questions: 10,
    });
    for (let k = 0; k < 2; k++) await p.play(await p.question(), 'guided');
    expect((await p.question()).is_review_question).toBe(false);
  });

  it('reviews only activities of the same subject (issue 19): a finished activity of another subject never comes', async () => {
    const s = w.students[1];
    const otherSubject = await createSubject(t, w.teacher, w.section.id, 'Filipino');
    const elsewhere = (
      await createActivityWith(t, w.teacher, w.section.id, otherSubject.id, { levels: ['easy', 'easy'], title: 'Counting 1-10' })
    ).card.activity;
    await assign(t.ctx, w.teacher.actor, w.section.id, elsewhere.id, [s.id]);
    await finish(new Player(t, s, elsewhere.id), 'guided'); // weak, finished, same type: a review if subjects were ignored
    const here = await addActivity(t, w, { levels: Array(6).fill('easy'), title: 'Same subject' });
    const p = new Player(t, s, here.id);
    let q = await p.question(true);
    for (let k = 0; k < 2; k++) {
      await p.play(q, 'guided');
      q = await p.question();
    }
    expect(q).toMatchObject({ question_number: 3, is_review_question: false, original_activity_id: null });
  });

  it('breaks a tie of mastery by the longest time since practice', async () => {
    const s = w.students[2];
    const older = await addActivity(t, w, { levels: ['easy', 'easy'], title: 'Practised long ago' });
    const newer = await addActivity(t, w, { levels: ['easy', 'easy'], title: 'Practised just now' });
    const fresh = await addActivity(t, w, { levels: Array(6).fill('easy'), title: 'Today' });
    await finish(new Player(t, s, older.id), 'first');
    t.clock.advance(60 * 60 * 1000);
    await finish(new Player(t, s, newer.id), 'first');
    expect((await masteryOf(s.id, older.conceptId)).mastery).toBe((await masteryOf(s.id, newer.conceptId)).mastery);
    const p = new Player(t, s, fresh.id);
    let q = await p.question(true);
    for (let k = 0; k < 2; k++) {
      await p.play(q, 'guided');
      q = await p.question();
    }
    expect(q).toMatchObject({ is_review_question: true, original_activity_id: older.id });
  });

  it('reviews only activities of the same language (issue 19): a Filipino syllable session never reviews an English activity', async () => {
    const child = await createStudent(t, w.teacher, w.section.id, { name: 'Bata wika' });
    // The library marks each of its activities with its area (sync.ts): here, three of one subject.
    const marked = async (title: string, area: 'english' | 'filipino' | null) => {
      const a = await addActivity(t, w, { levels: Array(6).fill('easy'), title });
      if (area) await t.ctx.db.update(activities).set({ extraData: { area } }).where(eq(activities.id, a.id));
      return a;
    };
    const english = await marked('Beginning sounds', 'english');
    const syllables = await marked('Mga Pantig', 'filipino');
    const own = await marked("The teacher's own", null);
    await finish(new Player(t, child, english.id), 'guided'); // finished, weak, same type and subject
    const third = async (activityId: number) => {
      const p = new Player(t, child, activityId, 'tl');
      let q = await p.question(true);
      for (let k = 0; k < 2; k++) {
        await p.play(q, 'guided');
        q = await p.question();
      }
      return q;
    };
    expect(await third(syllables.id)).toMatchObject({ question_number: 3, is_review_question: false, original_activity_id: null });
    // The same finished activity is reviewed in an activity of no one language: only the language kept it out.
    expect(await third(own.id)).toMatchObject({ question_number: 3, is_review_question: true, original_activity_id: english.id });
  });
});
