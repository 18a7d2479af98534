import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { assignments, sections, subjects } from '../../db/schema';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { createAdmin, createSection, createStudent, createTeacher, type Staff } from '../../../test/fixtures';
import { makeActivity, makeSubject } from '../../../test/learning-fixtures';
import { as, readBack } from '../../../test/staff';

let t: TestApp;
let admin: Staff;
let successor: Staff;
let foreignTeacher: Staff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  successor = await createTeacher(t, admin);
  foreignTeacher = await createTeacher(t, await createAdmin(t));
});
afterAll(() => t.close());

const remove = (who: Staff, id: number, payload?: object) =>
  as(t, who, { method: 'PATCH', url: `/management/teachers/${id}/delete/`, payload });

/** A teacher with a section, a child, a subject and an assigned activity; deactivated unless asked. */
async function leavingTeacher(deactivate = true) {
  const teacher = await createTeacher(t, admin);
  const section = await createSection(t, teacher);
  const student = await createStudent(t, teacher, section.id);
  const subject = await makeSubject(t, teacher, section.id);
  await makeActivity(t, teacher, section.id, subject.id);
  if (deactivate) expect((await remove(admin, teacher.user.id, { is_active: false })).statusCode).toBe(200);
  return { teacher, section, student, subject };
}

describe('permanent delete (PATCH .../delete/ with permanent: true)', () => {
  it('hands the sections, subjects and children to another teacher, then removes the account', async () => {
    const { teacher, section, student, subject } = await leavingTeacher();
    const before = await t.ctx.db.select().from(assignments).where(eq(assignments.studentId, student.id));
    expect(before.length).toBeGreaterThan(0);
    const res = await remove(admin, teacher.user.id, { permanent: true, reassign_to: successor.user.id });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ message: `${teacher.user.username} has been deleted successfully.`, sections_moved: 1 });
    expect(await readBack.user(t, teacher.user.id)).toBeUndefined();
    expect((await readBack.section(t, section.id)).teacherId).toBe(successor.user.id);
    expect((await t.ctx.db.select().from(subjects).where(eq(subjects.id, subject.id)))[0].teacherId).toBe(successor.user.id);
    expect((await readBack.student(t, student.id)).sectionId).toBe(section.id);
    expect(await t.ctx.db.select().from(assignments).where(eq(assignments.studentId, student.id))).toHaveLength(before.length);
    expect((await readBack.audit(t, 'teacher', teacher.user.id)).map((a) => a.action)).toContain('delete');
    const mine = json<{ id: number }[]>(await as(t, successor, { method: 'GET', url: '/management/sections/' }));
    expect(mine.map((x) => x.id)).toContain(section.id);
  });

  it('removes an inactive teacher without sections with no successor', async () => {
    const teacher = await createTeacher(t, admin);
    await remove(admin, teacher.user.id, { is_active: false });
    expect((await remove(admin, teacher.user.id, { permanent: true })).statusCode).toBe(200);
    expect(await readBack.user(t, teacher.user.id)).toBeUndefined();
  });

  it('answers 409 for an active teacher, changing nothing', async () => {
    const { teacher, section } = await leavingTeacher(false);
    const res = await remove(admin, teacher.user.id, { permanent: true, reassign_to: successor.user.id });
    expect(res.statusCode).toBe(409);
    expect(json(res).error).toBe('Deactivate this teacher before deleting them.');
    expect(await readBack.user(t, teacher.user.id)).toBeDefined();
    expect((await readBack.section(t, section.id)).teacherId).toBe(teacher.user.id);
  });

  it('answers 409 when the teacher still has sections and no successor is named', async () => {
    const { teacher } = await leavingTeacher();
    const res = await remove(admin, teacher.user.id, { permanent: true });
    expect(res.statusCode).toBe(409);
    expect(json(res).error).toBe("Choose another teacher of the school to take over this teacher's sections first.");
    expect(await readBack.user(t, teacher.user.id)).toBeDefined();
  });

  it.each([
    ['a teacher of another school', () => foreignTeacher.user.id],
    ['the teacher being deleted', (id: number) => id],
  ])('answers 400 when the successor is %s, changing nothing', async (_, successorOf) => {
    const { teacher, section } = await leavingTeacher();
    const res = await remove(admin, teacher.user.id, { permanent: true, reassign_to: successorOf(teacher.user.id) });
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toBe('Choose an active teacher of your school other than this one.');
    expect(await readBack.user(t, teacher.user.id)).toBeDefined();
    expect((await readBack.section(t, section.id)).teacherId).toBe(teacher.user.id);
  });

  it('answers 404 for a teacher of another school and 403 for a teacher', async () => {
    const res = await remove(admin, foreignTeacher.user.id, { permanent: true, reassign_to: successor.user.id });
    expect(res.statusCode).toBe(404);
    expect(await readBack.user(t, foreignTeacher.user.id)).toBeDefined();
    const { teacher } = await leavingTeacher();
    expect((await remove(successor, teacher.user.id, { permanent: true, reassign_to: successor.user.id })).statusCode).toBe(403);
    expect(
      (await as(t, null, { method: 'PATCH', url: `/management/teachers/${teacher.user.id}/delete/`, payload: { permanent: true } }))
        .statusCode,
    ).toBe(401);
    expect(await readBack.user(t, teacher.user.id)).toBeDefined();
    expect(await t.ctx.db.select().from(sections).where(eq(sections.teacherId, teacher.user.id))).toHaveLength(1);
  });
});
