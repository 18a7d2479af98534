/**
 * Test helpers for the monitoring features (used by *.test.ts only): a clock pinned to a known hour of
 * the school's day, activities with a known number of questions, and children who sign in, play and
 * write to the teacher through the public calls, so every dashboard figure follows from a known history.
 */
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { sections, students } from '../../db/schema';
import { CreateActivityBody } from '@aralin/contract';
import { call, csrf, json, type TestApp } from '../../../test/harness';
import { STAFF_PASSWORD, STUDENT_PASSWORD, playChoiceQuestion, playMatchingQuestion, type Staff } from '../../../test/fixtures';
import { studentToken } from '../../../test/learning-fixtures';
import { signAccessToken } from '../../lib/tokens';
import { createActivity } from '../activities/activities.service';
import { Player } from '../play/play.test-world';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const MANILA = 8 * HOUR;

/**
 * Moves the test clock to `hour`:00 Manila time, three days after the real today (so nothing the server
 * stamps with the database's own clock counts as "today"). Returns that instant.
 */
export function pinClock(t: TestApp, hour: number): Date {
  const realManilaMidnight = Math.floor((Date.now() + MANILA) / DAY) * DAY - MANILA;
  const target = realManilaMidnight + 3 * DAY + hour * HOUR;
  t.clock.advance(target - t.clock.now().getTime());
  return new Date(target);
}

/** Moves the clock to an instant. */
export function setClock(t: TestApp, at: Date | number): void {
  t.clock.advance(new Date(at).getTime() - t.clock.now().getTime());
}

/** How a child answers a question: right first time (10), right after the hint (5), or wrong twice (0). */
export type How = 'first' | 'guided' | 'missed';

/** An activity of `count` easy questions (matching or multiple choice), assigned to the section's children. */
export async function makeActivity(
  t: TestApp,
  by: Staff,
  sectionId: number,
  subjectId: number,
  o: { title: string; type: 'matching' | 'multiple_choice'; count: number; concept: string; required?: number },
): Promise<number> {
  const make = o.type === 'matching' ? playMatchingQuestion : playChoiceQuestion;
  const body = CreateActivityBody.parse({
    title: o.title,
    type: o.type,
    required_score: 80,
    concept: { name: o.concept, required_score: o.required ?? 80 },
    questions: Array.from({ length: o.count }, (_, i) => make('easy', i + 1)),
    publish: o.count > 0,
  });
  return (await createActivity(t.ctx, by.actor, sectionId, subjectId, body)).card.activity.id;
}

/**
 * One whole session through next-question and submit-answer: the i-th question served is answered as
 * `outcomes[i]`; after the last one, only the second chances of the questions missed (issue 14 item 5) may
 * still come, each answered as `secondChances` (missed by default), and then the session must end. Returns
 * the session's score.
 */
export async function playSession(
  t: TestApp,
  student: { id: number; organizationId: number },
  activityId: number,
  outcomes: How[],
  secondChances: How = 'missed',
): Promise<number> {
  const player = new Player(t, student, activityId);
  const served: number[] = [];
  let question = await player.question(true);
  for (let i = 0; ; i++) {
    expect(question.is_review_question).toBe(false);
    const extra = i >= outcomes.length;
    if (extra) expect(served, 'only a missed question comes back after the planned ones').toContain(question.id);
    served.push(question.id);
    const res = await player.play(question, extra ? secondChances : outcomes[i]);
    if (res.session_ended) {
      expect(i).toBeGreaterThanOrEqual(outcomes.length - 1);
      return (res as { score?: number }).score!;
    }
    question = await player.question();
  }
}

/** Opens a session and answers its first question only (the assignment is then in progress). */
export async function startOnly(t: TestApp, student: { id: number; organizationId: number }, activityId: number, how: How = 'first') {
  const player = new Player(t, student, activityId);
  await player.play(await player.question(true), how);
}

/** A child signs in with the class password (POST /students/login/). */
export async function studentSignIn(t: TestApp, student: { id: number }) {
  const [section] = await t.ctx.db
    .select({ classCode: sections.classCode })
    .from(students)
    .innerJoin(sections, eq(sections.id, students.sectionId))
    .where(eq(students.id, student.id));
  const payload = { id: student.id, code: section.classCode, password: STUDENT_PASSWORD };
  const res = await call(t.app, { method: 'POST', url: '/students/login/', payload });
  expect(res.statusCode).toBe(200);
}

/** A teacher signs in (POST /account/teacher/login/), which makes them active today. */
export async function teacherSignIn(t: TestApp, teacher: Staff) {
  const c = await csrf(t.app);
  const res = await call(t.app, {
    method: 'POST',
    url: '/account/teacher/login/',
    headers: c.headers,
    payload: { email: teacher.user.email, password: STAFF_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
}

/** A parent writes to the teacher from the parent area (POST /students/{id}/contact-teacher/). */
export async function contactTeacher(t: TestApp, student: { id: number; organizationId: number }, message: string) {
  const res = await call(t.app, {
    method: 'POST',
    url: `/students/${student.id}/contact-teacher/`,
    token: await studentToken(t, student),
    payload: { message, language: 'tl' },
  });
  expect(res.statusCode).toBe(200);
}

/** Mastery after finished questions, as the play engine keeps it (docs/adaptive-play.md 'Concept mastery'). */
export function masteryAfter(outcomes: How[], start = 0): number {
  const value = { first: 1, guided: 0.5, missed: 0 };
  return outcomes.reduce((m, how) => Math.round(m + 0.3 * (100 * value[how] - m)), start);
}

/** A fresh access token of a staff member at the test clock's time (tokens are short-lived and the clock moves). */
export function staffToken(t: TestApp, staff: Staff): Promise<string> {
  const u = staff.user;
  return signAccessToken(t.ctx.secret, { kind: 'staff', userId: u.id, organizationId: u.organizationId, role: u.role }, t.clock.now());
}

/** A request as someone (a staff member, a raw token, or nobody); the body parsed when it is JSON. */
export async function requestAs<T = Record<string, unknown>>(
  t: TestApp,
  who: Staff | string | null,
  opts: { method?: 'GET' | 'PATCH'; url: string; lang?: 'en' | 'tl' },
) {
  const token = who === null ? undefined : typeof who === 'string' ? who : await staffToken(t, who);
  const res = await call(t.app, { method: opts.method ?? 'GET', url: opts.url, token, lang: opts.lang });
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  return { status: res.statusCode, body: (isJson ? json<T>(res) : undefined) as T, res };
}

/** A GET as someone. */
export const getAs = <T = Record<string, unknown>>(t: TestApp, who: Staff | string | null, url: string, lang?: 'en' | 'tl') =>
  requestAs<T>(t, who, { url, lang });
