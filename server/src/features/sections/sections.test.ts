import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_CODE_ALPHABET } from '@aralin/contract';
import { sections, storedFiles } from '../../db/schema';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { createAdmin, createSection, createTeacher, type Staff } from '../../../test/fixtures';
import { as, createSchool, form, PNG, readBack, STORED_PNG, studentTokenOf, type School } from '../../../test/staff';

let t: TestApp;
let s: School;
let foreign: Staff;
let foreignTeacher: Staff;
let foreignSection: Awaited<ReturnType<typeof createSection>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await createSchool(t);
  foreign = await createAdmin(t);
  foreignTeacher = await createTeacher(t, foreign);
  foreignSection = await createSection(t, foreignTeacher);
});
afterAll(() => t.close());

type SectionJson = {
  id: number;
  name: string;
  teacher: number;
  class_code: string;
  image_path: string;
  cover_photo: string | null;
  student_count: number;
};
const ids = (list: SectionJson[]) => list.map((x) => x.id).sort();
const countSections = async () => (await t.ctx.db.select().from(sections)).length;

describe('GET /management/sections/', () => {
  it("gives an admin every section of the school, or one teacher's", async () => {
    expect(ids(json(await as(t, s.admin, { method: 'GET', url: '/management/sections/' })))).toEqual(
      [s.section.id, s.otherSection.id].sort(),
    );
    const one = json<SectionJson[]>(await as(t, s.admin, { method: 'GET', url: `/management/sections/?teacher_id=${s.teacher.user.id}` }));
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ id: s.section.id, teacher: s.teacher.user.id, student_count: 1, class_code: s.section.classCode });
  });

  it('gives a teacher only their own sections', async () => {
    expect(ids(json(await as(t, s.teacher, { method: 'GET', url: '/management/sections/' })))).toEqual([s.section.id]);
    expect(ids(json(await as(t, s.teacher, { method: 'GET', url: `/management/sections/?teacher_id=${s.teacher.user.id}` })))).toEqual([
      s.section.id,
    ]);
  });

  it("answers 404 for another teacher's id (teacher), a teacher of another school (admin) or another organizational_id", async () => {
    expect((await as(t, s.teacher, { method: 'GET', url: `/management/sections/?teacher_id=${s.other.user.id}` })).statusCode).toBe(404);
    expect((await as(t, s.admin, { method: 'GET', url: `/management/sections/?teacher_id=${foreignTeacher.user.id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await as(t, s.admin, { method: 'GET', url: `/management/sections/?organizational_id=${foreign.user.organizationId}` })).statusCode,
    ).toBe(404);
  });

  it('answers 401 without a token and 403 for a student', async () => {
    expect((await as(t, null, { method: 'GET', url: '/management/sections/' })).statusCode).toBe(401);
    expect((await as(t, await studentTokenOf(t, s.student), { method: 'GET', url: '/management/sections/' })).statusCode).toBe(403);
  });
});

describe('POST /management/sections/add/', () => {
  it('lets an admin create a section for a teacher, with a class code a child can type', async () => {
    const body = await form({ name: 'Sampaguita', teacher: String(s.other.user.id), image_path: 'SAMPAGUITA' });
    const res = await as(t, s.admin, { method: 'POST', url: '/management/sections/add/', ...body });
    expect(res.statusCode).toBe(201);
    const { message, section } = json<{ message: string; section: SectionJson }>(res);
    expect(message).toBe('Section created successfully!');
    expect(section).toMatchObject({
      name: 'Sampaguita',
      teacher: s.other.user.id,
      image_path: 'SAMPAGUITA',
      cover_photo: null,
      student_count: 0,
    });
    expect(section.class_code).toHaveLength(6);
    for (const ch of section.class_code) expect(CLASS_CODE_ALPHABET).toContain(ch);
    expect(await readBack.audit(t, 'section', section.id)).toHaveLength(1);
  });

  it('lets a teacher create their own section (JSON, default thumbnail GUMAMELA)', async () => {
    const res = await as(t, s.teacher, { method: 'POST', url: '/management/sections/add/', payload: { name: 'Ilang-Ilang' } });
    expect(res.statusCode).toBe(201);
    expect(json<{ section: SectionJson }>(res).section).toMatchObject({ teacher: s.teacher.user.id, image_path: 'GUMAMELA' });
  });

  it('stores a cover photo and serves it back by its key', async () => {
    const body = await form({
      name: 'Orchid',
      image_path: 'ORCHID',
      cover_photo: { filename: 'cover.png', contentType: 'image/png', data: PNG },
    });
    const res = await as(t, s.teacher, { method: 'POST', url: '/management/sections/add/', ...body });
    const cover = json<{ section: SectionJson }>(res).section.cover_photo!;
    expect(cover).toMatch(/^\/files\/[A-Za-z0-9_-]{32}\?exp=\d+&sig=[A-Za-z0-9_-]+$/);
    const file = await as(t, null, { method: 'GET', url: cover });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(STORED_PNG)).toBe(true);
    expect((await as(t, null, { method: 'GET', url: '/files/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
  });

  it('refuses a cover photo that is not an image (415) or too large (413), creating nothing', async () => {
    const before = { sections: await countSections(), files: (await t.ctx.db.select().from(storedFiles)).length };
    const fake = await form({
      name: 'Fake',
      cover_photo: { filename: 'x.png', contentType: 'image/png', data: Buffer.from('<svg onload=alert(1)>') },
    });
    const res = await as(t, s.teacher, { method: 'POST', url: '/management/sections/add/', ...fake });
    expect(res.statusCode).toBe(415);
    expect(json(res).error).toBe('Please choose an image file (PNG, JPEG, GIF or WebP).');
    const big = await form({
      name: 'Big',
      cover_photo: { filename: 'big.png', contentType: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) },
    });
    const res2 = await as(t, s.teacher, { method: 'POST', url: '/management/sections/add/', ...big });
    expect(res2.statusCode).toBe(413);
    expect(json(res2).error).toBe('Image must be 5MB or smaller.');
    expect({ sections: await countSections(), files: (await t.ctx.db.select().from(storedFiles)).length }).toEqual(before);
  });

  it.each([
    [{ name: 'No teacher' }, 'Please select a teacher.'],
    [{ name: '  ', teacher: 1 }, 'Section name is required.'],
    [{ name: 'Rosas', teacher: 1, image_path: 'TULIP' }, 'Choose a thumbnail: GUMAMELA, ORCHID, ROSAS or SAMPAGUITA.'],
  ])('answers 400 for %j', async (payload, message) => {
    const res = await as(t, s.admin, { method: 'POST', url: '/management/sections/add/', payload });
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toBe(message);
  });

  it('answers 404 for a teacher of another school, 403 for a teacher adding for someone else, 401 without a token', async () => {
    const before = await countSections();
    expect(
      (await as(t, s.admin, { method: 'POST', url: '/management/sections/add/', payload: { name: 'X', teacher: foreignTeacher.user.id } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(t, s.teacher, { method: 'POST', url: '/management/sections/add/', payload: { name: 'X', teacher: s.other.user.id } }))
        .statusCode,
    ).toBe(403);
    expect((await as(t, null, { method: 'POST', url: '/management/sections/add/', payload: { name: 'X' } })).statusCode).toBe(401);
    expect(await countSections()).toBe(before);
  });
});

describe('GET /management/sections/{id}/ and .../students/', () => {
  it('gives the section with its class code and its students', async () => {
    const res = await as(t, s.teacher, { method: 'GET', url: `/management/sections/${s.section.id}/` });
    expect(json<SectionJson>(res)).toMatchObject({ id: s.section.id, class_code: s.section.classCode });
    const kids = json<{ id: number; gender: string; parent_guardian: string }[]>(
      await as(t, s.admin, { method: 'GET', url: `/management/sections/${s.section.id}/students/` }),
    );
    expect(kids).toEqual([expect.objectContaining({ id: s.student.id, gender: 'male', parent_guardian: 'Aling Nena Santos' })]);
    expect(JSON.stringify(kids)).not.toContain('password');
  });

  it("answers 404 for another teacher's section (teacher) or another school's (admin)", async () => {
    for (const url of [`/management/sections/${s.otherSection.id}/`, `/management/sections/${s.otherSection.id}/students/`]) {
      expect((await as(t, s.teacher, { method: 'GET', url })).statusCode).toBe(404);
    }
    for (const url of [`/management/sections/${foreignSection.id}/`, `/management/sections/${foreignSection.id}/students/`]) {
      expect((await as(t, s.admin, { method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('answers 401 without a token and 400 for a malformed id', async () => {
    expect((await as(t, null, { method: 'GET', url: `/management/sections/${s.section.id}/` })).statusCode).toBe(401);
    expect((await as(t, s.admin, { method: 'GET', url: '/management/sections/abc/' })).statusCode).toBe(400);
  });
});

describe('a student token', () => {
  it('answers 403 on every section call, changing nothing', async () => {
    const token = await studentTokenOf(t, s.student);
    const before = await countSections();
    const calls = [
      { method: 'POST', url: '/management/sections/add/', payload: { name: 'Mine' } },
      { method: 'GET', url: `/management/sections/${s.section.id}/` },
      { method: 'GET', url: `/management/sections/${s.section.id}/students/` },
      { method: 'GET', url: `/management/sections/${s.section.id}/sign-in-sheet/` },
      { method: 'DELETE', url: `/management/sections/${s.section.id}/delete/` },
    ] as const;
    for (const c of calls) expect((await as(t, token, c)).statusCode, c.url).toBe(403);
    expect(await countSections()).toBe(before);
    expect((await readBack.section(t, s.section.id)).deletedAt).toBeNull();
  });
});
