/**
 * Issue 19 item 4: hints are per question, and the activity's hint is the default of a question without
 * one: made and changed over HTTP by the teacher, served over HTTP to the child in both languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityCreatedResponse, ServedQuestion } from '@aralin/contract';
import { call, createTestApp, json, type TestApp } from '../../../test/harness';
import { playChoiceQuestion } from '../../../test/fixtures';
import { createWorld, fixSeeds, Player, type World } from './play.test-world';

let t: TestApp;
let w: World;

beforeAll(async () => {
  fixSeeds(7);
  t = await createTestApp();
  w = await createWorld(t, 2);
});
afterAll(() => t.close());

/** Three easy questions: #1 and #3 with no hint of their own, #2 with its own. */
async function createActivity(activityHint: object | string | undefined) {
  const questions = [1, 2, 3].map((n) => {
    const q = playChoiceQuestion('easy', n);
    return n === 2 ? q : { ...q, extra_data: { ...q.extra_data, hint: { en: '', tl: '' } } };
  });
  const res = await call(t.app, {
    method: 'POST',
    url: `/management/sections/${w.section.id}/subjects/${w.subject.id}/activities/create/`,
    token: w.teacher.token.access,
    payload: {
      title: `Hints ${Math.random()}`,
      type: 'multiple_choice',
      required_score: 80,
      concept: { name: `Hints ${Math.random()}`, required_score: 80 },
      extra_data: activityHint === undefined ? {} : { hint: activityHint },
      questions,
      publish: true,
    },
  });
  expect(res.statusCode).toBe(201);
  return json<ActivityCreatedResponse>(res).activity;
}

/**
 * The hint of every question of the activity as child `i` is served it in `lang`, by its question number
 * (Question n / Tanong n); `reviews`: the hints of review questions (of another activity) served meanwhile.
 */
async function hintsServed(activityId: number, child: number, lang: 'en' | 'tl', reviews: string[] = []) {
  const p = new Player(t, w.students[child], activityId, lang);
  const hints = new Map<number, string>();
  let q: ServedQuestion = await p.question(true);
  for (;;) {
    if (q.is_review_question) reviews.push(`${q.extra_data.prompt_text}: ${q.extra_data.hint.text}`);
    else hints.set(Number(/(\d+)$/.exec(q.extra_data.prompt_text)![1]), q.extra_data.hint.text);
    const r = await p.play(q, 'first');
    if (r.session_ended) break;
    q = await p.question();
  }
  await p.reset();
  return hints;
}

describe('hints (issue 19)', () => {
  it("serves a question's own hint, and the activity's hint to a question without one, in the child's language", async () => {
    const a = await createActivity({ en: 'Count slowly, one by one.', tl: 'Magbilang nang dahan-dahan, isa-isa.' });
    expect(a.extra_data.hint).toEqual({ en: 'Count slowly, one by one.', tl: 'Magbilang nang dahan-dahan, isa-isa.' });
    const en = await hintsServed(a.id, 0, 'en');
    expect(Object.fromEntries(en)).toEqual({ 1: 'Count slowly, one by one.', 2: 'Hint 2', 3: 'Count slowly, one by one.' });
    const tl = await hintsServed(a.id, 1, 'tl');
    expect(Object.fromEntries(tl)).toEqual({
      1: 'Magbilang nang dahan-dahan, isa-isa.',
      2: 'Pahiwatig 2',
      3: 'Magbilang nang dahan-dahan, isa-isa.',
    });
  });

  it("serves the activity's new hint as soon as the teacher changes it, and none once she clears it", async () => {
    const a = await createActivity('Look at the picture.');
    const reviews: string[] = [];
    expect(Object.fromEntries(await hintsServed(a.id, 0, 'en', reviews))).toEqual({
      1: 'Look at the picture.',
      2: 'Hint 2',
      3: 'Look at the picture.',
    });
    // A review question (of the activity the child finished before) has its own activity's hint as default.
    expect(reviews.length).toBeGreaterThan(0);
    for (const r of reviews) expect(r).toMatch(/^Question (1: Count slowly, one by one\.|2: Hint 2|3: Count slowly, one by one\.)$/);
    const patch = (hint: object | string) =>
      call(t.app, {
        method: 'PATCH',
        url: `/management/activities/${a.id}/`,
        token: w.teacher.token.access,
        payload: { extra_data: { hint } },
      });
    expect((await patch({ en: 'Touch each one.', tl: 'Hawakan ang bawat isa.' })).statusCode).toBe(200);
    expect(Object.fromEntries(await hintsServed(a.id, 0, 'tl'))).toEqual({
      1: 'Hawakan ang bawat isa.',
      2: 'Pahiwatig 2',
      3: 'Hawakan ang bawat isa.',
    });
    expect((await patch('')).statusCode).toBe(200);
    // Another child: after six right first tries the learner model calls the first child's concept mastered,
    // and a third session would end at its first question (issue 14's early end).
    expect(Object.fromEntries(await hintsServed(a.id, 1, 'en'))).toEqual({ 1: '', 2: 'Hint 2', 3: '' });
  });

  it("shows the same hints in the teacher's preview", async () => {
    const a = await createActivity({ en: 'Say each one aloud.', tl: 'Sabihin nang malakas ang bawat isa.' });
    const res = await call(t.app, {
      method: 'GET',
      url: `/management/activities/${a.id}/preview/?language=tl`,
      token: w.teacher.token.access,
    });
    expect(res.statusCode).toBe(200);
    const hints = json<{ questions: ServedQuestion[] }>(res)
      .questions.map((q) => q.extra_data.hint.text)
      .sort();
    expect(hints).toEqual(['Pahiwatig 2', 'Sabihin nang malakas ang bawat isa.', 'Sabihin nang malakas ang bawat isa.']);
  });
});
