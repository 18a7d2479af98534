import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { createAdmin, createSection, createStudent, createTeacher, type Staff } from '../../../test/fixtures';
import { as, readBack, studentTokenOf } from '../../../test/staff';
import { makeActivity, makeSubject } from '../../../test/learning-fixtures';
import { assignments } from '../../db/schema';
import { and, eq, isNull } from 'drizzle-orm';

let t: TestApp;
let admin: Staff;
let teacher: Staff;
let colleague: Staff;
let foreignTeacher: Staff;
let foreignSection: Awaited<ReturnType<typeof createSection>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  teacher = await createTeacher(t, admin);
  colleague = await createTeacher(t, admin);
  foreignTeacher = await createTeacher(t, await createAdmin(t));
  foreignSection = await createSection(t, foreignTeacher);
});
afterAll(() => t.close());

/** A section of `teacher` with `n` children, and a second section of theirs to move children to. */
async function classWith(n: number) {
  const section = await createSection(t, teacher);
  const target = await createSection(t, teacher);
  const kids = [];
  for (let i = 0; i < n; i++) kids.push(await createStudent(t, teacher, section.id));
  return { section, target, kids };
}

const del = (who: Staff | null, id: number, payload?: object) =>
  as(t, who, { method: 'DELETE', url: `/management/sections/${id}/delete/`, payload });
const sectionOf = async (id: number) => (await readBack.student(t, id)).sectionId;

describe('DELETE /management/sections/{id}/delete/', () => {
  it('deletes an empty section', async () => {
    const { section } = await classWith(0);
    const res = await del(teacher, section.id);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ message: 'Section deleted successfully!', students_moved: 0 });
    expect((await as(t, teacher, { method: 'GET', url: `/management/sections/${section.id}/` })).statusCode).toBe(404);
    expect(json<{ id: number }[]>(await as(t, teacher, { method: 'GET', url: '/management/sections/' })).map((x) => x.id)).not.toContain(
      section.id,
    );
    expect((await readBack.section(t, section.id)).deletedAt).not.toBeNull();
    expect((await readBack.audit(t, 'section', section.id)).map((a) => a.action)).toEqual(['create', 'delete']);
    expect((await as(t, null, { method: 'GET', url: `/students/get-students/${section.classCode}/` })).statusCode).toBe(404);
  });

  it('answers 409 while students remain, changing nothing', async () => {
    const { section, kids } = await classWith(1);
    const res = await del(teacher, section.id);
    expect(res.statusCode).toBe(409);
    expect(json(res).error).toBe('This section still has students. Move them to another section or to unassigned first.');
    expect((await readBack.section(t, section.id)).deletedAt).toBeNull();
    expect(await sectionOf(kids[0].id)).toBe(section.id);
  });

  it('moves the students where chosen and deletes the section in one call', async () => {
    const { section, target, kids } = await classWith(2);
    const res = await del(teacher, section.id, {
      students: [
        { id: kids[0].id, new_section_id: target.id },
        { id: kids[1].id, new_section_id: null },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ message: 'Section deleted and students reassigned successfully!', students_moved: 2 });
    expect(await sectionOf(kids[0].id)).toBe(target.id);
    expect(await sectionOf(kids[1].id)).toBeNull();
    expect((await readBack.section(t, section.id)).deletedAt).not.toBeNull();
  });

  it.each([
    ['a section of another school', () => foreignSection.id],
    ['a section of another teacher', async () => (await createSection(t, colleague)).id],
    [
      'a deleted section',
      async () => {
        const gone = await createSection(t, teacher);
        await del(teacher, gone.id);
        return gone.id;
      },
    ],
  ])('rolls everything back when a move half-way targets %s', async (_, targetOf) => {
    const { section, target, kids } = await classWith(3);
    const bad = await targetOf();
    const moves = [
      { id: kids[0].id, new_section_id: target.id },
      { id: kids[1].id, new_section_id: bad },
      { id: kids[2].id, new_section_id: null },
    ];
    const res = await del(teacher, section.id, { students: moves });
    expect(res.statusCode).toBe(404);
    for (const kid of kids) expect(await sectionOf(kid.id)).toBe(section.id);
    expect((await readBack.section(t, section.id)).deletedAt).toBeNull();
    expect((await readBack.audit(t, 'student', kids[0].id)).map((a) => a.action)).toEqual(['create']);
  });

  it('rolls back when a student is left behind, or moved into the section itself', async () => {
    const { section, target, kids } = await classWith(2);
    const partial = await del(teacher, section.id, { students: [{ id: kids[0].id, new_section_id: target.id }] });
    expect(partial.statusCode).toBe(409);
    const self = await del(teacher, section.id, {
      students: [
        { id: kids[0].id, new_section_id: section.id },
        { id: kids[1].id, new_section_id: null },
      ],
    });
    expect(self.statusCode).toBe(400);
    expect(json(self).error).toBe('A student cannot be moved into the section being deleted.');
    for (const kid of kids) expect(await sectionOf(kid.id)).toBe(section.id);
  });

  it("answers 404 for another teacher's section (teacher) or another school's (admin); 401 without a token", async () => {
    const theirs = await createSection(t, colleague);
    expect((await del(teacher, theirs.id)).statusCode).toBe(404);
    expect((await del(admin, foreignSection.id)).statusCode).toBe(404);
    expect((await del(null, theirs.id)).statusCode).toBe(401);
    expect((await readBack.section(t, theirs.id)).deletedAt).toBeNull();
    expect((await readBack.section(t, foreignSection.id)).deletedAt).toBeNull();
  });

  it('lets an admin delete any section of the school', async () => {
    const { section } = await classWith(0);
    expect((await del(admin, section.id)).statusCode).toBe(200);
  });
});

describe('PATCH /management/students/reassign/', () => {
  const reassign = (who: Staff | string | null, students: object[]) =>
    as(t, who, { method: 'PATCH', url: '/management/students/reassign/', payload: { students } });

  it('moves students between sections and to unassigned', async () => {
    const { section, target, kids } = await classWith(2);
    const res = await reassign(teacher, [
      { id: kids[0].id, new_section_id: target.id },
      { id: kids[1].id, new_section_id: null },
    ]);
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Students reassigned successfully!');
    expect(json<{ students: { id: number; section: number | null }[] }>(res).students).toEqual([
      expect.objectContaining({ id: kids[0].id, section: target.id }),
      expect.objectContaining({ id: kids[1].id, section: null }),
    ]);
    // and back again: a teacher may take an unassigned child of the school
    expect((await reassign(teacher, [{ id: kids[1].id, new_section_id: section.id }])).statusCode).toBe(200);
    expect(await sectionOf(kids[1].id)).toBe(section.id);
  });

  it("gives a child moved into a section that section's activities", async () => {
    const { target, kids } = await classWith(1);
    const subject = await makeSubject(t, teacher, target.id);
    const activity = await makeActivity(t, teacher, target.id, subject.id);
    expect((await reassign(teacher, [{ id: kids[0].id, new_section_id: target.id }])).statusCode).toBe(200);
    const rows = await t.ctx.db
      .select({ activityId: assignments.activityId })
      .from(assignments)
      .where(and(eq(assignments.studentId, kids[0].id), isNull(assignments.unassignedAt)));
    expect(rows.map((r) => r.activityId)).toContain(activity.card.activity.id);
  });

  it("answers 404 for another teacher's student or section, or another school's, changing nothing", async () => {
    const { section, kids } = await classWith(1);
    const theirs = await createSection(t, colleague);
    const theirKid = await createStudent(t, colleague, theirs.id);
    expect((await reassign(teacher, [{ id: theirKid.id, new_section_id: section.id }])).statusCode).toBe(404);
    expect((await reassign(teacher, [{ id: kids[0].id, new_section_id: theirs.id }])).statusCode).toBe(404);
    expect((await reassign(admin, [{ id: kids[0].id, new_section_id: foreignSection.id }])).statusCode).toBe(404);
    expect(await sectionOf(theirKid.id)).toBe(theirs.id);
    expect(await sectionOf(kids[0].id)).toBe(section.id);
  });

  it('answers 400 for an empty list, 401 without a token, 403 for a student', async () => {
    const { target, kids } = await classWith(1);
    expect((await reassign(teacher, [])).statusCode).toBe(400);
    expect((await reassign(null, [{ id: kids[0].id, new_section_id: target.id }])).statusCode).toBe(401);
    expect((await reassign(await studentTokenOf(t, kids[0]), [{ id: kids[0].id, new_section_id: target.id }])).statusCode).toBe(403);
  });
});
