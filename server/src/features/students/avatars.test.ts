/** Children's pictures (issue 19 item 1): one list everywhere, a file for each, unique within a section. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_KEYS } from '@aralin/contract';
import { eq, sql } from 'drizzle-orm';
import { students as studentsTable } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createSection, createTeacher } from '../../../test/fixtures';
import { as, createSchool, type School } from '../../../test/staff';

let t: TestApp;
let s: School;
beforeAll(async () => {
  t = await createTestApp();
  s = await createSchool(t);
});
afterAll(() => t.close());

const avatarsOf = async (sectionId: number) =>
  (await t.ctx.db.select({ avatar: studentsTable.avatar }).from(studentsTable).where(eq(studentsTable.sectionId, sectionId))).map(
    (r) => r.avatar,
  );
const child = (i: number) => ({
  name: `Bata Larawan ${i}`,
  password: 'Bago#Bata1',
  parent_guardian: 'Rosa Dela Cruz',
  contact_number: '09175551234',
  gender: i % 2 ? 'male' : 'female',
  consent: 'true',
});

describe("children's pictures", () => {
  it("has the same pictures in the contract, the database's list and the shipped files", async () => {
    const { rows } = await t.ctx.db.execute<{ keys: string[] }>(sql`select aralin_avatar_keys() as keys`);
    expect(rows[0].keys).toEqual([...AVATAR_KEYS]);
    expect(new Set(AVATAR_KEYS).size).toBe(AVATAR_KEYS.length);
    expect(AVATAR_KEYS.length).toBeGreaterThanOrEqual(40);
    const dir = path.resolve(import.meta.dirname, '../../../../web/public/avatars');
    const missing = AVATAR_KEYS.filter((key) => !fs.existsSync(path.join(dir, `${key}.svg`)));
    expect(missing).toEqual([]);
  });

  it('gives ten children added at once to one section ten different pictures', async () => {
    const section = await createSection(t, s.teacher);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        as(t, s.teacher, { method: 'POST', url: `/management/sections/${section.id}/students/add/`, payload: child(i) }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const avatars = await avatarsOf(section.id);
    expect(avatars).toHaveLength(10);
    expect(avatars.every((a) => a !== null && AVATAR_KEYS.includes(a))).toBe(true);
    expect(new Set(avatars).size).toBe(10);
  });

  it('gives a child moved into a section where their picture is taken a picture of their own there', async () => {
    const teacher = await createTeacher(t, s.admin);
    const from = await createSection(t, teacher);
    const to = await createSection(t, teacher);
    const add = (sectionId: number, i: number) =>
      as(t, teacher, { method: 'POST', url: `/management/sections/${sectionId}/students/add/`, payload: child(i) });
    const movedId = (JSON.parse((await add(from.id, 1)).body) as { student: { id: number } }).student.id;
    for (let i = 0; i < 6; i++) expect((await add(to.id, 10 + i)).statusCode).toBe(201);
    // Make the moving child's picture one that is already taken in the section they move to.
    const [taken] = await avatarsOf(to.id);
    await t.ctx.db.update(studentsTable).set({ avatar: taken! }).where(eq(studentsTable.id, movedId));
    const moved = await as(t, teacher, {
      method: 'PATCH',
      url: '/management/students/reassign/',
      payload: { students: [{ id: movedId, new_section_id: to.id }] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const avatars = await avatarsOf(to.id);
    expect(avatars).toHaveLength(7);
    expect(new Set(avatars).size).toBe(7);
  });
});
