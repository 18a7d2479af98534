import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, gte, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { call, createTestApp, csrf, json, type TestApp } from '../../test/harness';
import {
  activities,
  assignments,
  attempts,
  conceptMastery,
  organizations,
  questions,
  sections,
  studentRewards,
  students,
  subjects,
  teacherMessages,
  users,
} from '../db/schema';
import { seedDemoSchool } from './demo-school';
import { DEMO_ADMIN, DEMO_STAFF_PASSWORD, DEMO_STUDENT_PASSWORD, DEMO_TEACHERS } from './demo-people';
import { MATCHING_PAIRS, MULTIPLE_CHOICE_SHAPE, QuestionData, questionProblem } from '@aralin/contract';
import { dayStart } from './school-days';

let t: TestApp;
let lines: string[];
beforeAll(async () => {
  t = await createTestApp();
  lines = await seedDemoSchool(t.ctx);
}, 120_000);
afterAll(() => t.close());

const total = async (table: PgTable, where?: SQL) => {
  const [row] = await t.ctx.db.select({ n: count() }).from(table).where(where);
  return row.n;
};

describe('the demo school', () => {
  it('has a school in Manila with a verified admin and two verified teachers', async () => {
    const [org] = await t.ctx.db.select().from(organizations);
    expect(org).toMatchObject({ name: 'Paaralang Elementarya ng San Isidro', timezone: 'Asia/Manila' });
    const staff = await t.ctx.db.select().from(users).where(eq(users.organizationId, org.id));
    expect(staff.filter((u) => u.role === 'admin').map((u) => u.email)).toEqual([DEMO_ADMIN.email]);
    expect(
      staff
        .filter((u) => u.role === 'teacher')
        .map((u) => u.email)
        .sort(),
    ).toEqual(DEMO_TEACHERS.map((d) => d.email).sort());
    expect(staff.every((u) => u.isActive && u.emailVerifiedAt)).toBe(true);
  });

  it('has three sections of 8 to 15 children, mixed gender, and two unassigned children', async () => {
    const rows = await t.ctx.db.select().from(sections);
    expect(rows.map((s) => s.imagePath).sort()).toEqual(['GUMAMELA', 'ORCHID', 'SAMPAGUITA']);
    const teachers = new Set(rows.map((s) => s.teacherId));
    expect(teachers.size).toBe(2);
    for (const s of rows) {
      const kids = await t.ctx.db.select().from(students).where(eq(students.sectionId, s.id));
      expect(kids.length).toBeGreaterThanOrEqual(8);
      expect(kids.length).toBeLessThanOrEqual(15);
      expect(new Set(kids.map((k) => k.gender))).toEqual(new Set(['male', 'female']));
      expect(kids.every((k) => /^09\d{9}$/.test(k.contactNumber) && k.parentGuardian.length > 3)).toBe(true);
    }
    expect(await total(students, isNull(students.sectionId))).toBe(2);
  });

  it('has subjects, activities of every type and questions shaped as spec §9 says', async () => {
    expect(await total(subjects)).toBe(9);
    // The school's own activities (the shipped library is checked by its own tests).
    const acts = await t.ctx.db.select().from(activities).where(isNotNull(activities.organizationId));
    expect(new Set(acts.map((a) => a.type))).toEqual(new Set(['matching', 'multiple_choice', 'tracing']));
    const actIds = new Set(acts.map((a) => a.id));
    const qs = (await t.ctx.db.select().from(questions)).filter((q) => actIds.has(q.activityId));
    for (const type of ['matching', 'multiple_choice', 'tracing'] as const) {
      const ids = new Set(acts.filter((a) => a.type === type).map((a) => a.id));
      const levels = new Set(qs.filter((q) => ids.has(q.activityId)).map((q) => q.difficultyLevel));
      expect(levels).toEqual(new Set(['easy', 'medium', 'hard']));
    }
    for (const q of qs) {
      const type = acts.find((a) => a.id === q.activityId)!.type;
      const data = QuestionData.parse(q.extraData);
      expect(data.type).toBe(type);
      expect(questionProblem(data, q.difficultyLevel)).toBeUndefined();
      if (data.type === 'matching') expect(data.pairs).toHaveLength(MATCHING_PAIRS[q.difficultyLevel]);
      if (data.type === 'multiple_choice') {
        expect(data.choices).toHaveLength(MULTIPLE_CHOICE_SHAPE[q.difficultyLevel].choices);
        expect(data.choices.filter((c) => c.isCorrect)).toHaveLength(MULTIPLE_CHOICE_SHAPE[q.difficultyLevel].correct);
      }
      expect(data.prompt_text.en && data.prompt_text.tl).toBeTruthy();
    }
  });

  it('has two weeks of play, with answers today', async () => {
    const today = dayStart('Asia/Manila', t.clock.now());
    expect(await total(attempts, gte(attempts.createdAt, today))).toBeGreaterThan(0);
    expect(await total(attempts, sql`${attempts.createdAt} > now() + interval '1 minute'`)).toBe(0);
    expect(await total(assignments, eq(assignments.status, 'completed'))).toBeGreaterThan(0);
    expect(await total(conceptMastery)).toBeGreaterThan(0);
    expect(await total(studentRewards)).toBeGreaterThan(0);
    expect(await total(teacherMessages)).toBe(2);
    expect(await total(students, gte(students.lastActivityAt, today))).toBeGreaterThan(0);
    expect(await total(users, and(eq(users.role, 'teacher'), gte(users.lastActivityAt, today)))).toBe(2);
    // Matching and multiple choice: 10 first try, 5 after the hint, 0 otherwise.
    const wrongPoints = await total(
      attempts,
      sql`${attempts.tryKey} = '' and not ((${attempts.attemptType} = 'first' and ${attempts.isCorrect} and ${attempts.scoreIncrement} = 10)
        or (${attempts.attemptType} = 'guided' and ${attempts.isCorrect} and ${attempts.scoreIncrement} = 5)
        or (not ${attempts.isCorrect} and ${attempts.scoreIncrement} = 0))`,
    );
    expect(wrongPoints).toBe(0);
    // Tracing: several tries per question, whose points add up to 10, 5 or 0.
    const { rows } = await t.ctx.db.execute<{ points: number }>(
      sql`select sum(score_increment)::int as points from attempts where try_key <> '' group by session_id, question_id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => [0, 5, 10].includes(r.points))).toBe(true);
  });

  it('prints the sign-ins with every class code', async () => {
    const codes = (await t.ctx.db.select({ code: sections.classCode }).from(sections)).map((r) => r.code);
    const text = lines.join('\n');
    expect(text).toContain(`${DEMO_ADMIN.email} / ${DEMO_STAFF_PASSWORD}`);
    for (const d of DEMO_TEACHERS) expect(text).toContain(d.email);
    for (const code of codes) expect(text).toContain(code);
    expect(text).toContain(DEMO_STUDENT_PASSWORD);
  });

  it('lets the demo teacher sign in', async () => {
    const c = await csrf(t.app);
    const res = await call(t.app, {
      method: 'POST',
      url: '/account/teacher/login/',
      headers: c.headers,
      payload: { email: DEMO_TEACHERS[0].email, password: DEMO_STAFF_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(json<{ user: { user_role: string } }>(res).user.user_role).toBe('teacher');
  });

  it('lets a demo student sign in with the class code and the student password', async () => {
    const [section] = await t.ctx.db.select().from(sections).limit(1);
    const profiles = await call(t.app, { method: 'GET', url: `/students/get-students/${section.classCode}/` });
    expect(profiles.statusCode).toBe(200);
    const [first] = json<{ id: number; name: string }[]>(profiles);
    const res = await call(t.app, {
      method: 'POST',
      url: '/students/login/',
      payload: { id: first.id, code: section.classCode, password: DEMO_STUDENT_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(json<{ code: string }>(res).code).toBe(section.classCode);
  });

  it('does nothing the second time but print the same sign-ins', async () => {
    const before = { users: await total(users), students: await total(students), attempts: await total(attempts) };
    const again = await seedDemoSchool(t.ctx);
    expect(again).toEqual(lines.slice(0, again.length));
    expect({ users: await total(users), students: await total(students), attempts: await total(attempts) }).toEqual(before);
  });
});
