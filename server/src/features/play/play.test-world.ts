/**
 * Test helpers for the play engine (used by *.test.ts only): a class with a subject, children, and a
 * Player that drives next-question / submit-answer over inject and knows the right answers of the
 * fixture questions (fixtures.ts: prompts P/T n-i answer A/S n-i; choices 'Right'/'Tama' are correct).
 */
import { NextQuestionResponse, SubmitAnswerResponse, type ServedQuestion } from '@aralin/contract';
import { expect } from 'vitest';
import { call, json, type TestApp } from '../../../test/harness';
import {
  createActivityWith,
  createAdmin,
  createSection,
  createStudent,
  createSubject,
  createTeacher,
  type Staff,
} from '../../../test/fixtures';
import { studentToken } from '../../../test/learning-fixtures';
import { setSessionSeedSource } from './play.random';

/** Fixes every session's seed so shuffles and picks are the same on every run. */
export function fixSeeds(seed = 12345) {
  let n = 0;
  setSessionSeedSource(() => seed + n++);
}

export interface World {
  admin: Staff;
  teacher: Staff;
  section: { id: number; classCode: string };
  subject: { id: number };
  students: { id: number; organizationId: number }[];
}

/** A teacher's section with a subject and `count` children. */
export async function createWorld(t: TestApp, count = 1): Promise<World> {
  const admin = await createAdmin(t);
  const teacher = await createTeacher(t, admin);
  const section = await createSection(t, teacher);
  const subject = await createSubject(t, teacher, section.id);
  const students = [];
  for (let i = 0; i < count; i++) students.push(await createStudent(t, teacher, section.id, { name: `Bata ${i}` }));
  return { admin, teacher, section, subject, students };
}

/** An activity of the world's subject, assigned to its children. */
export async function addActivity(t: TestApp, w: World, opts: Parameters<typeof createActivityWith>[4]) {
  const { card, questions } = await createActivityWith(t, w.teacher, w.section.id, w.subject.id, opts);
  return { id: card.activity.id, title: card.activity.title, conceptId: card.activity.conceptId!, questionIds: questions.map((q) => q.id) };
}

/** The right answer to a served fixture question. */
export function rightAnswer(q: ServedQuestion): string {
  if (q.type === 'matching') {
    const pairs = q.extra_data.pairs!.map((p) => ({ prompt: p.value, answer: p.value.replace(/^P/, 'A').replace(/^T/, 'S') }));
    return JSON.stringify(pairs);
  }
  return q.extra_data
    .choices!.filter((c) => /^(Right|Tama)/.test(c.value))
    .map((c) => c.value)
    .join(',');
}

/** A wrong answer to a served fixture question. */
export function wrongAnswer(q: ServedQuestion): string {
  if (q.type === 'matching') {
    const prompts = q.extra_data.pairs!.map((p) => p.value);
    const answers = prompts.map((p) => p.replace(/^P/, 'A').replace(/^T/, 'S'));
    return JSON.stringify(prompts.map((prompt, i) => ({ prompt, answer: answers[(i + 1) % answers.length] })));
  }
  return q.extra_data.choices!.find((c) => /^(Wrong|Mali)/.test(c.value))!.value;
}

/**
 * A play answer as the contract's schema has it, exactly: the routes write what the service built without
 * parsing it again (play.routes.ts), so every play test checks here that it is valid and has no field more.
 */
function asContracted<T>(schema: { parse(v: unknown): T }, body: T): T {
  expect(JSON.parse(JSON.stringify(schema.parse(body)))).toStrictEqual(body);
  return body;
}

/** One child playing one activity. */
export class Player {
  constructor(
    readonly t: TestApp,
    readonly student: { id: number; organizationId: number },
    readonly activityId: number,
    public lang: 'en' | 'tl' = 'en',
  ) {}

  async token() {
    return studentToken(this.t, this.student);
  }

  async nextRaw(fresh = false) {
    const url = `/subjects/next-question/${this.student.id}/${this.activityId}/?language=${this.lang}${fresh ? '&fresh_start=true' : ''}`;
    return call(this.t.app, { method: 'GET', url, token: await this.token() });
  }

  async next(fresh = false): Promise<NextQuestionResponse> {
    const res = await this.nextRaw(fresh);
    if (res.statusCode !== 200) throw new Error(`next-question ${res.statusCode}: ${res.body}`);
    return asContracted(NextQuestionResponse, json<NextQuestionResponse>(res));
  }

  /** The next question, failing when the session ended instead. */
  async question(fresh = false): Promise<ServedQuestion> {
    const r = await this.next(fresh);
    if (r.session_ended) throw new Error('session ended');
    return r;
  }

  async submitRaw(questionId: number, answer: unknown, attemptType: string = 'first', extra: Record<string, unknown> = {}) {
    return call(this.t.app, {
      method: 'POST',
      url: `/subjects/submit-answer/${this.student.id}/${this.activityId}/${questionId}/`,
      token: await this.token(),
      payload: { answer, language: this.lang, attempt_type: attemptType, is_review_question: false, ...extra },
    });
  }

  async submit(questionId: number, answer: unknown, attemptType: string = 'first'): Promise<SubmitAnswerResponse> {
    const res = await this.submitRaw(questionId, answer, attemptType);
    if (res.statusCode !== 200) throw new Error(`submit-answer ${res.statusCode}: ${res.body}`);
    return asContracted(SubmitAnswerResponse, json<SubmitAnswerResponse>(res));
  }

  /** Answers a served question: 'first' right, 'guided' wrong then right, 'missed' wrong twice. */
  async play(q: ServedQuestion, how: 'first' | 'guided' | 'missed'): Promise<SubmitAnswerResponse> {
    if (how === 'first') return this.submit(q.id, rightAnswer(q), 'first');
    await this.submit(q.id, wrongAnswer(q), 'first');
    return this.submit(q.id, how === 'guided' ? rightAnswer(q) : wrongAnswer(q), 'guided');
  }

  async reset() {
    return call(this.t.app, {
      method: 'POST',
      url: `/subjects/reset-session/${this.student.id}/${this.activityId}/`,
      token: await this.token(),
    });
  }
}
