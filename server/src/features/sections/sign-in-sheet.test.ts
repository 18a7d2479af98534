import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createAdmin, createSection, createStudent, createTeacher } from '../../../test/fixtures';
import { as, createSchool, type School } from '../../../test/staff';

let t: TestApp;
let s: School;
beforeAll(async () => {
  t = await createTestApp();
  s = await createSchool(t);
  await createStudent(t, s.teacher, s.section.id, { name: 'Niño Peña', gender: 'female' });
});
afterAll(() => t.close());

/** The text of a PDF, through poppler's pdftotext (installed by .ci/run). */
function pdfText(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sheet-')), 'sheet.pdf');
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('GET /management/sections/{id}/sign-in-sheet/', () => {
  it("is a PDF with the class code, both languages' steps and one card per child", async () => {
    const res = await as(t, s.teacher, { method: 'GET', url: `/management/sections/${s.section.id}/sign-in-sheet/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${s.section.classCode}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Aralin');
    expect(text).toContain(s.section.classCode.split('').join(' '));
    expect(text).toContain('How to sign in');
    expect(text).toContain('Paano mag-sign in');
    expect(text).toContain('Niño Peña');
    expect(text).toContain(s.student.name);
    expect(text.match(/Password:/g)).toHaveLength(2);
  });

  it('says so when the section has no children yet', async () => {
    const empty = await createSection(t, s.teacher);
    const res = await as(t, s.admin, { method: 'GET', url: `/management/sections/${empty.id}/sign-in-sheet/` });
    expect(pdfText(res.rawPayload)).toContain('Wala pang mag-aaral sa seksyong ito.');
  });

  it("answers 404 for another teacher's or school's section and 401 without a token", async () => {
    expect((await as(t, s.other, { method: 'GET', url: `/management/sections/${s.section.id}/sign-in-sheet/` })).statusCode).toBe(404);
    const foreign = await createSection(t, await createTeacher(t, await createAdmin(t)));
    expect((await as(t, s.admin, { method: 'GET', url: `/management/sections/${foreign.id}/sign-in-sheet/` })).statusCode).toBe(404);
    expect((await as(t, null, { method: 'GET', url: `/management/sections/${s.section.id}/sign-in-sheet/` })).statusCode).toBe(401);
  });
});
