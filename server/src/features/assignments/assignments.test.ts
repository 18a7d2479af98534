import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { assignments } from '../../db/schema';
import { call, createTestApp, json, type TestApp } from '../../../test/harness';
import {
  auditActions,
  counts,
  createSchools,
  makeActivity,
  makePrebuilt,
  makeSubject,
  studentToken,
} from '../../../test/learning-fixtures';

let t: TestApp;
let s: Awaited<ReturnType<typeof createSchools>>;
let subjectId: number;
beforeAll(async () => {
  t = await createTestApp();
  s = await createSchools(t);
  subjectId = (await makeSubject(t, s.teacher, s.section.id, 'Filipino')).id;
});
afterAll(() => t.close());

const base = (sectionId = s.section.id) => `/management/sections/${sectionId}/activities`;
const assign = (activityId: number, payload: unknown, token = s.teacher.token.access, sectionId = s.section.id, query = '') =>
  call(t.app, { method: 'POST', url: `${base(sectionId)}/${activityId}/assign/${query}`, token, payload: payload as object });
const unassign = (activityId: number, payload: unknown, token = s.teacher.token.access) =>
  call(t.app, { method: 'POST', url: `${base()}/${activityId}/unassign/`, token, payload: payload as object });
const listAssignments = async (activityId: number) =>
  json<{ student_id: number; subject_id: number }[]>(
    await call(t.app, { method: 'GET', url: `${base()}/${activityId}/assignments/`, token: s.teacher.token.access }),
  );
const rowsOf = (activityId: number) => t.ctx.db.select().from(assignments).where(eq(assignments.activityId, activityId));
type Prebuilt = {
  id: number;
  is_prebuilt: boolean;
  assigned_count: number;
  total_students: number;
  assigned_student_ids: number[];
  difficulty_levels: string[];
  image: string;
};
const prebuiltUrl = (sectionId = s.section.id, subject = subjectId) =>
  `/management/sections/${sectionId}/subjects/${subject}/activities/prebuilt/?user_id=1&user_role=teacher`;

describe('prebuilt library', () => {
  it('lists the library with this section’s assigned counts, and assigns from a subject', async () => {
    const lib = await makePrebuilt(t);
    const own = await makeActivity(t, s.teacher, s.section.id, subjectId);
    const listRes = await call(t.app, { method: 'GET', url: prebuiltUrl(), token: s.teacher.token.access });
    expect(listRes.statusCode, listRes.body).toBe(200);
    const list = json<Prebuilt[]>(listRes);
    expect(list.map((a) => a.id)).toContain(lib.activity.id);
    expect(list.map((a) => a.id)).not.toContain(own.card.activity.id);
    expect(list.find((a) => a.id === lib.activity.id)).toMatchObject({
      is_prebuilt: true,
      assigned_count: 0,
      total_students: 2,
      difficulty_levels: ['medium'],
      image: '/art/apple.svg',
    });

    const res = await assign(lib.activity.id, { student_ids: [s.ana.id, String(s.ben.id)], subject_id: subjectId });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ message: 'Activity successfully assigned!', changed: 2 });
    expect((await listAssignments(lib.activity.id)).map((a) => [a.student_id, a.subject_id]).sort()).toEqual(
      [
        [s.ana.id, subjectId],
        [s.ben.id, subjectId],
      ].sort(),
    );
    const after = json<Prebuilt[]>(await call(t.app, { method: 'GET', url: prebuiltUrl(), token: s.teacher.token.access })).find(
      (a) => a.id === lib.activity.id,
    )!;
    expect(after.assigned_count).toBe(2);
    expect(after.assigned_student_ids.sort()).toEqual([s.ana.id, s.ben.id].sort());
    const again = await assign(lib.activity.id, { student_ids: [s.ana.id], subject_id: subjectId });
    expect(json(again)).toMatchObject({ changed: 0 });
  });

  it('takes the subject from the query too, and requires one for a library activity', async () => {
    const lib = await makePrebuilt(t);
    const before = await counts(t);
    const none = await assign(lib.activity.id, { student_ids: [s.ana.id] });
    expect(none.statusCode).toBe(400);
    expect(json(none)).toMatchObject({
      error: 'Please choose the subject to assign this activity from.',
      errors: { subject_id: 'Please choose the subject to assign this activity from.' },
    });
    const otherSubject = await makeSubject(t, s.otherTeacher, s.otherSection.id);
    expect((await assign(lib.activity.id, { student_ids: [s.ana.id], subject_id: otherSubject.id })).statusCode).toBe(404);
    expect((await counts(t)).assignments).toBe(before.assignments);
    const res = await assign(
      lib.activity.id,
      { student_ids: [s.ana.id] },
      s.teacher.token.access,
      s.section.id,
      `?subject_id=${subjectId}`,
    );
    expect(res.statusCode).toBe(200);
    expect((await rowsOf(lib.activity.id))[0].subjectId).toBe(subjectId);
  });

  it('refuses the library list through another teacher’s or school’s section and for a student', async () => {
    expect((await call(t.app, { method: 'GET', url: prebuiltUrl(), token: s.otherTeacher.token.access })).statusCode).toBe(404);
    expect((await call(t.app, { method: 'GET', url: prebuiltUrl(), token: s.foreignAdmin.token.access })).statusCode).toBe(404);
    expect((await call(t.app, { method: 'GET', url: prebuiltUrl(), token: await studentToken(t, s.ana) })).statusCode).toBe(403);
    expect((await call(t.app, { method: 'GET', url: prebuiltUrl(s.otherSection.id), token: s.admin.token.access })).statusCode).toBe(404);
  });
});

describe('assign and unassign', () => {
  it('answers the at-least-one messages and changes nothing', async () => {
    const lib = await makePrebuilt(t);
    const before = await counts(t);
    for (const payload of [{ student_ids: [], subject_id: subjectId }, { subject_id: subjectId }, undefined]) {
      const res = await assign(lib.activity.id, payload);
      expect(res.statusCode).toBe(400);
      expect(json(res).error).toBe('Please select at least one student to assign.');
    }
    const un = await unassign(lib.activity.id, { student_ids: [] });
    expect(json(un)).toMatchObject({
      error: 'Please select at least one student to unassign.',
      errors: { student_ids: 'Please select at least one student to unassign.' },
    });
    const tl = await call(t.app, {
      method: 'POST',
      url: `${base()}/${lib.activity.id}/assign/`,
      token: s.teacher.token.access,
      lang: 'tl',
      payload: { student_ids: [] },
    });
    expect(json(tl).error).toBe('Pumili ng kahit isang mag-aaral na bibigyan ng gawain.');
    expect(await counts(t)).toEqual(before);
  });

  it('refuses children of another section, another teacher, another school and a student, changing nothing', async () => {
    const lib = await makePrebuilt(t);
    const own = await makeActivity(t, s.teacher, s.section.id, subjectId);
    const before = await counts(t);
    const mixed = await assign(lib.activity.id, { student_ids: [s.ana.id, s.outsider.id], subject_id: subjectId });
    expect(json(mixed)).toMatchObject({ error: 'Some selected students are not in this section.' });
    expect(
      (await assign(lib.activity.id, { student_ids: [s.ana.id], subject_id: subjectId }, s.otherTeacher.token.access)).statusCode,
    ).toBe(404);
    expect(
      (await assign(lib.activity.id, { student_ids: [s.ana.id], subject_id: subjectId }, s.foreignAdmin.token.access)).statusCode,
    ).toBe(404);
    expect(
      (await assign(lib.activity.id, { student_ids: [s.ana.id], subject_id: subjectId }, await studentToken(t, s.ana))).statusCode,
    ).toBe(403);
    expect(
      (await assign(own.card.activity.id, { student_ids: [s.outsider.id] }, s.otherTeacher.token.access, s.otherSection.id)).statusCode,
    ).toBe(404);
    expect((await unassign(own.card.activity.id, { student_ids: [s.ana.id] }, s.otherTeacher.token.access)).statusCode).toBe(404);
    expect((await unassign(own.card.activity.id, { student_ids: [s.outsider.id] })).statusCode).toBe(400);
    expect(await counts(t)).toEqual(before);
    expect((await rowsOf(own.card.activity.id)).every((r) => r.unassignedAt === null)).toBe(true);
  });

  it('unassigns keeping the row and score, and revives the same row when assigned again', async () => {
    const own = await makeActivity(t, s.teacher, s.section.id, subjectId);
    const id = own.card.activity.id;
    await t.ctx.db
      .update(assignments)
      .set({ status: 'completed', score: 90 })
      .where(and(eq(assignments.activityId, id), eq(assignments.studentId, s.ana.id)));
    const [row] = (await rowsOf(id)).filter((r) => r.studentId === s.ana.id);
    const res = await unassign(id, { student_ids: [s.ana.id] });
    expect(json(res)).toMatchObject({ message: 'Activity successfully unassigned!', changed: 1 });
    expect((await listAssignments(id)).map((a) => a.student_id)).toEqual([s.ben.id]);
    const [kept] = (await rowsOf(id)).filter((r) => r.studentId === s.ana.id);
    expect(kept).toMatchObject({ id: row.id, status: 'completed', score: 90 });
    expect(kept.unassignedAt).not.toBeNull();
    const back = await assign(id, { student_ids: [s.ana.id], subject_id: 424242 });
    expect(json(back)).toMatchObject({ changed: 1 });
    const [revived] = (await rowsOf(id)).filter((r) => r.studentId === s.ana.id);
    expect(revived).toMatchObject({ id: row.id, unassignedAt: null, score: 90, subjectId });
    expect(await auditActions(t, 'activity', id)).toEqual(['create', 'unassign', 'assign']);
  });

  it('shows the Student Progress rows of an activity', async () => {
    const own = await makeActivity(t, s.teacher, s.section.id, subjectId);
    const url = `/management/sections/${s.section.id}/subjects/${subjectId}/activities/${own.card.activity.id}/students/`;
    const res = await call(t.app, { method: 'GET', url, token: s.teacher.token.access });
    expect(res.statusCode).toBe(200);
    const rows = json<Record<string, unknown>[]>(res);
    expect(rows.map((r) => r.student_name)).toEqual(['Ana Cruz', 'Ben Reyes']);
    expect(Object.keys(rows[0]).sort()).toEqual(['assigned_at', 'completed_at', 'id', 'score', 'status', 'student_id', 'student_name']);
    expect(rows[0]).toMatchObject({ status: 'not_started', score: null, completed_at: null });
    expect((await call(t.app, { method: 'GET', url, token: s.otherTeacher.token.access })).statusCode).toBe(404);
    expect((await call(t.app, { method: 'GET', url, token: s.foreignAdmin.token.access })).statusCode).toBe(404);
    expect((await call(t.app, { method: 'GET', url, token: await studentToken(t, s.ana) })).statusCode).toBe(403);
  });
});
