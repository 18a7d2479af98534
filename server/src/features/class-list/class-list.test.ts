import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { auditLog, students as studentsTable } from '../../db/schema';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { createAdmin, createSection, createStudent, createTeacher, type Staff } from '../../../test/fixtures';
import { as, createSchool, form, studentTokenOf, type School } from '../../../test/staff';

let t: TestApp;
let s: School;
let foreign: { teacher: Staff; admin: Staff; section: Awaited<ReturnType<typeof createSection>> };
beforeAll(async () => {
  t = await createTestApp();
  s = await createSchool(t);
  const admin = await createAdmin(t);
  const teacher = await createTeacher(t, admin);
  foreign = { admin, teacher, section: await createSection(t, teacher) };
});
afterAll(() => t.close());

type Row = {
  line: number;
  lrn: string | null;
  name: string;
  gender: string | null;
  birth_date: string | null;
  errors: { field: string; message: string }[];
};
type Answer = {
  message: string;
  dry_run: boolean;
  rows: Row[];
  error_count: number;
  created: { id: number; name: string; password: string }[];
  sign_in_sheet: string | null;
  ignored_columns: string[];
};

let lrnSeq = 100000000000;
const nextLrn = () => String(++lrnSeq);
const csvFile = (text: string, filename = 'class-list.csv') => ({ filename, contentType: 'text/csv', data: Buffer.from(text, 'utf8') });
const count = async () => (await t.ctx.db.select().from(studentsTable)).length;
const url = (sectionId: number, dryRun = false) => `/management/sections/${sectionId}/students/import/${dryRun ? '?dry_run=true' : ''}`;

async function send(
  by: Staff | null,
  sectionId: number,
  file: ReturnType<typeof csvFile> | undefined,
  opts: { dryRun?: boolean; consent?: boolean; lang?: 'en' | 'tl' } = {},
) {
  const fields: Record<string, string | ReturnType<typeof csvFile>> = { consent: String(opts.consent ?? true) };
  if (file) fields.file = file;
  return as(t, by, { method: 'POST', url: url(sectionId, opts.dryRun), lang: opts.lang, ...(await form(fields)) });
}

/** A small LIS-style class list, split name columns as the LIS exports them. */
function lisCsv(n: number, edit: (cells: string[], i: number) => string[] = (c) => c) {
  const lines = ['LRN,Last Name,First Name,Middle Name,Sex,Birth Date,Parent/Guardian,Contact Number'];
  for (let i = 0; i < n; i++) {
    const cells = [nextLrn(), i === 0 ? 'PEÑA' : 'NG', `KID${i}`, 'SANTOS', i % 2 ? 'F' : 'M', '06/15/2019', 'Rosa Peña', '09171234567'];
    lines.push(edit(cells, i).join(','));
  }
  return lines.join('\n');
}

describe('POST /management/sections/{id}/students/import/', () => {
  it('answers a dry run with the parsed rows and writes nothing', async () => {
    const before = await count();
    const res = await send(s.teacher, s.section.id, csvFile(lisCsv(3)), { dryRun: true, consent: false });
    expect(res.statusCode).toBe(200);
    const body = json<Answer>(res);
    expect(body).toMatchObject({ dry_run: true, error_count: 0, created: [], sign_in_sheet: null });
    expect(body.rows.map((r) => [r.line, r.name, r.gender, r.birth_date])).toEqual([
      [2, 'Kid0 S. Peña', 'male', '2019-06-15'],
      [3, 'Kid1 S. Ng', 'female', '2019-06-15'],
      [4, 'Kid2 S. Ng', 'male', '2019-06-15'],
    ]);
    expect(await count()).toBe(before);
  });

  it('imports every row in one go with a starting password each; they can sign in and get the section sign-in sheet', async () => {
    const section = await createSection(t, s.teacher);
    const res = await send(s.teacher, section.id, csvFile(lisCsv(40)));
    expect(res.statusCode).toBe(200);
    const body = json<Answer>(res);
    expect(body.message).toBe('40 students imported.');
    expect(body.created).toHaveLength(40);
    expect(body.sign_in_sheet).toBe(`/management/sections/${section.id}/sign-in-sheet/`);
    const first = body.created[0];
    expect(first.password).toMatch(/^[A-Z][a-z]+#\d{4}$/);
    const login = await t.app.inject({
      method: 'POST',
      url: '/students/login/',
      payload: { id: first.id, code: section.classCode, password: first.password },
    });
    expect(login.statusCode).toBe(200);
    const list = json<{ name: string; lrn: string }[]>(
      await as(t, s.teacher, { method: 'GET', url: `/management/sections/${section.id}/students/` }),
    );
    expect(list).toHaveLength(40);
    expect(list.map((x) => x.name)).toContain('Kid0 S. Peña');
    const [row] = await t.ctx.db.select().from(studentsTable).where(eq(studentsTable.id, first.id));
    expect(row.consentAt).not.toBeNull();
    const sheet = await as(t, s.teacher, { method: 'GET', url: body.sign_in_sheet! });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/pdf');
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, first.id));
    expect(audits.some((a) => a.entity === 'student' && a.action === 'create')).toBe(true);
  });

  it('reads headers in Filipino, one name column, Lalaki/Babae and a semicolon-separated Windows-1252 file', async () => {
    const text = `Pangalan;Kasarian;Petsa ng Kapanganakan;Magulang/Tagapag-alaga;Numero ng Telepono;LRN\r\nDELA CRUZ, JUAN, REYES;Lalaki;2019-01-31;Ana Dela Cruz;0917 555 0001;${nextLrn()}\r\nMaria Niña Ng;babae;Hunyo 5, 2019;;;\r\n`;
    const file = { filename: 'listahan.csv', contentType: 'text/csv', data: Buffer.from(text, 'latin1') };
    const body = json<Answer>(await send(s.teacher, s.section.id, file, { dryRun: true }));
    expect(body.error_count).toBe(0);
    expect(body.rows.map((r) => [r.name, r.gender, r.birth_date])).toEqual([
      ['Juan R. Dela Cruz', 'male', '2019-01-31'],
      ['Maria Niña Ng', 'female', '2019-06-05'],
    ]);
  });

  it('reads an XLSX class list with a title above the table, number cells and date cells', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('SF1');
    sheet.addRow(['School Form 1 (SF 1) School Register']);
    sheet.addRow([
      'LRN',
      "LEARNER'S NAME (Last Name, First Name, Middle Name)",
      'SEX (M/F)',
      'BIRTH DATE (mm/dd/yyyy)',
      'Contact Number',
      'Remarks',
    ]);
    sheet.addRow([Number(nextLrn()), 'PEÑA, JOSÉ, NG', 'M', new Date(Date.UTC(2018, 11, 3)), 9171234567, '']);
    sheet.addRow(['<=== TOTAL MALE', '', '', '', '', '']);
    const data = Buffer.from(await book.xlsx.writeBuffer());
    const file = { filename: 'sf1.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data };
    const body = json<Answer>(await send(s.teacher, s.section.id, file, { dryRun: true }));
    expect(body.rows).toHaveLength(1);
    expect(body.rows[0]).toMatchObject({
      name: 'José N. Peña',
      gender: 'male',
      birth_date: '2018-12-03',
      contact_number: '09171234567',
      errors: [],
    });
    expect(body.rows[0].lrn).toMatch(/^\d{12}$/);
    expect(body.ignored_columns).toEqual(['Remarks']);
  });

  it('marks a 10-digit LRN, a repeated LRN, an LRN of the school, an unknown sex and a bad date per row, in English and Filipino', async () => {
    const existing = nextLrn();
    const created = await send(s.admin, s.otherSection.id, csvFile(`LRN,Name,Sex\n${existing},Old Kid,F`));
    expect(created.statusCode).toBe(200);
    const twice = nextLrn();
    const text = [
      'LRN,Name,Sex,Birth Date',
      '1234567890,Ten Digits,M,',
      `${twice},Twin One,M,`,
      `${twice},Twin Two,F,`,
      `${existing},Taken,F,`,
      `${nextLrn()},Unknown Sex,X,`,
      `${nextLrn()},Bad Date,F,02/30/2019`,
      `${nextLrn()},Fine,F,`,
    ].join('\n');
    const en = json<Answer>(await send(s.teacher, s.section.id, csvFile(text), { dryRun: true }));
    expect(en.error_count).toBe(6);
    const msgs = (a: Answer) => a.rows.map((r) => [r.line, r.errors.map((e) => `${e.field}: ${e.message}`)]);
    expect(msgs(en)).toEqual([
      [2, ['lrn: LRN must be exactly 12 digits.']],
      [3, ['lrn: This LRN appears more than once in the file.']],
      [4, ['lrn: This LRN appears more than once in the file.']],
      [5, ['lrn: Another student of this school already has this LRN.']],
      [6, ['gender: Sex must be M or F (Male/Female, Lalaki/Babae).']],
      [7, ['birth_date: Birth date must be a real date such as 2019-06-15 or 06/15/2019.']],
      [8, []],
    ]);
    const tl = json<Answer>(await send(s.teacher, s.section.id, csvFile(text), { dryRun: true, lang: 'tl' }));
    expect(tl.rows[0].errors[0].message).toBe('Dapat eksaktong 12 numero ang LRN.');
    expect(tl.rows[4].errors[0].message).toBe('Dapat M o F ang kasarian (Male/Female, Lalaki/Babae).');

    const before = await count();
    const res = await send(s.teacher, s.section.id, csvFile(text));
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toBe('Some rows have problems. Nobody was added: fix the rows and try again.');
    expect(json<{ errors: Record<string, string> }>(res).errors).toMatchObject({
      'rows.2.lrn': 'LRN must be exactly 12 digits.',
      'rows.6.gender': 'Sex must be M or F (Male/Female, Lalaki/Babae).',
    });
    expect(await count()).toBe(before);
  });

  it('refuses a list imported twice (no LRNs to tell) and a child typed twice in the file, writing nothing', async () => {
    const section = await createSection(t, s.teacher);
    const text = 'Name,Sex,Birth Date\nAna Reyes,F,2019-01-02\nAna Reyes,F,2019-05-06\nBen Cruz,M,';
    expect((await send(s.teacher, section.id, csvFile(text))).statusCode).toBe(200);
    const before = await count();
    const again = json<Answer>(await send(s.teacher, section.id, csvFile(text), { dryRun: true }));
    expect(again.error_count).toBe(3);
    expect(again.rows[0].errors).toEqual([
      { field: 'name', message: 'A student with this name and birth date is already in this section.' },
    ]);
    const twice = await send(s.teacher, section.id, csvFile(text));
    expect(twice.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(twice).errors['rows.4.name']).toBe(
      'A student with this name and birth date is already in this section.',
    );
    const typedTwice = json<Answer>(
      await send(s.teacher, section.id, csvFile('Name,Sex\nCarla Ng,F\ncarla  ng,F\nDino Ng,M'), { dryRun: true, lang: 'tl' }),
    );
    expect(typedTwice.rows.map((r) => r.errors.map((e) => e.message))).toEqual([
      ['Higit sa isang beses lumabas sa file ang pangalan at kapanganakang ito.'],
      ['Higit sa isang beses lumabas sa file ang pangalan at kapanganakang ito.'],
      [],
    ]);
    expect(await count()).toBe(before);
  });

  it('adds a class list sent twice at once (a double submission) only once', async () => {
    const section = await createSection(t, s.teacher);
    const text = 'Name,Sex\nEli Santos,M\nFe Santos,F';
    const before = await count();
    const answers = await Promise.all([send(s.teacher, section.id, csvFile(text)), send(s.teacher, section.id, csvFile(text))]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await count()).toBe(before + 2);
  });

  it('needs the parental consent confirmation to import, and nothing is written without it', async () => {
    const before = await count();
    const res = await send(s.teacher, s.section.id, csvFile(lisCsv(2)), { consent: false });
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toBe('Please confirm parental consent');
    expect(await count()).toBe(before);
  });

  it.each([
    [
      'an empty file',
      csvFile(''),
      400,
      'The file is empty: it has no rows of students.',
      'Walang laman ang file: walang hanay ng mag-aaral.',
    ],
    [
      'a header without rows',
      csvFile('LRN,Name,Sex\n\n'),
      400,
      'The file is empty: it has no rows of students.',
      'Walang laman ang file: walang hanay ng mag-aaral.',
    ],
    [
      'a file without a name column',
      csvFile('a,b,c\n1,2,3'),
      400,
      'No name column was found. The first row must have headers such as LRN, Name (or Last Name, First Name), Sex.',
      'Walang nahanap na column ng pangalan. Dapat may header ang unang hanay, gaya ng LRN, Pangalan (o Apelyido, Unang Pangalan), Kasarian.',
    ],
    [
      'a PNG',
      { filename: 'class.png', contentType: 'image/png', data: Buffer.from('89504e470d0a1a0a0000000d4948445200', 'hex') },
      415,
      'Only CSV or Excel (.xlsx) files can be imported.',
      'CSV o Excel (.xlsx) na file lamang ang maaaring i-import.',
    ],
    [
      'a PDF',
      { filename: 'class.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n1 0 obj\n') },
      415,
      'Only CSV or Excel (.xlsx) files can be imported.',
      'CSV o Excel (.xlsx) na file lamang ang maaaring i-import.',
    ],
    [
      'a 5 MB file',
      csvFile('Name,Sex\n' + 'Juan,M\n'.repeat(Math.ceil((5 * 1024 * 1024) / 7))),
      413,
      'The class list file must be 2 MB or smaller.',
      'Hanggang 2 MB lamang ang file ng listahan ng klase.',
    ],
    [
      'a broken XLSX',
      { filename: 'x.xlsx', contentType: 'application/octet-stream', data: Buffer.from('504b0304deadbeef', 'hex') },
      400,
      'This file could not be read. Save it again as CSV or Excel (.xlsx) and try again.',
      'Hindi mabasa ang file na ito. I-save itong muli bilang CSV o Excel (.xlsx) at subukang muli.',
    ],
    ['no file', undefined, 400, 'Please choose a CSV or Excel (.xlsx) file.', 'Pumili ng CSV o Excel (.xlsx) na file.'],
  ])('refuses %s in English and Filipino, writing nothing', async (_what, file, status, en, tl) => {
    const before = await count();
    for (const dryRun of [true, false]) {
      const res = await send(s.teacher, s.section.id, file, { dryRun });
      expect(res.statusCode).toBe(status);
      expect(json(res).error).toBe(en);
    }
    const res = await send(s.teacher, s.section.id, file, { lang: 'tl' });
    expect(res.statusCode).toBe(status);
    expect(json(res).error).toBe(tl);
    expect(await count()).toBe(before);
  });

  it('refuses more than 300 rows', async () => {
    const res = await send(s.teacher, s.section.id, csvFile('Name,Sex\n' + 'Juan,M\n'.repeat(301)), { dryRun: true });
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toBe('A class list can have at most 300 students.');
  });

  it("answers 404 for another teacher's section and for a section in another school, writing nothing", async () => {
    const before = await count();
    for (const [by, sectionId] of [
      [s.teacher, s.otherSection.id],
      [s.other, s.section.id],
      [s.admin, foreign.section.id],
      [foreign.admin, s.section.id],
    ] as const) {
      for (const dryRun of [true, false]) expect((await send(by, sectionId, csvFile(lisCsv(1)), { dryRun })).statusCode).toBe(404);
    }
    expect(await count()).toBe(before);
  });

  it('lets an admin import into any section of the school', async () => {
    const res = await send(s.admin, s.otherSection.id, csvFile(lisCsv(2)));
    expect(res.statusCode).toBe(200);
    expect(json<Answer>(res).created).toHaveLength(2);
  });

  it("answers 403 to a student's token, on import and export", async () => {
    const token = await studentTokenOf(t, s.student);
    const imp = await as(t, token, { method: 'POST', url: url(s.section.id, true), ...(await form({ file: csvFile(lisCsv(1)) })) });
    expect(imp.statusCode).toBe(403);
    const exp = await as(t, token, { method: 'GET', url: `/management/sections/${s.section.id}/students/export/` });
    expect(exp.statusCode).toBe(403);
  });

  it('answers 401 without a sign-in', async () => {
    expect((await send(null, s.section.id, csvFile(lisCsv(1)), { dryRun: true })).statusCode).toBe(401);
  });
});

/** The text of a PDF, through poppler's pdftotext (installed by .ci/run). */
function pdfText(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sheet-')), 'sheet.pdf');
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('POST /management/sections/{id}/sign-in-sheet/ (right after an import)', () => {
  it("prints the starting passwords on the imported children's cards, and a blank line on the others", async () => {
    const section = await createSection(t, s.teacher);
    await createStudent(t, s.teacher, section.id, { name: 'Earlier Kid' });
    const { created } = json<Answer>(await send(s.teacher, section.id, csvFile(lisCsv(3))));
    const sheetUrl = `/management/sections/${section.id}/sign-in-sheet/`;
    const payload = { passwords: created.map((c) => ({ student_id: c.id, password: c.password })) };
    const res = await as(t, s.teacher, { method: 'POST', url: sheetUrl, payload });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    for (const c of created) expect(text).toContain(`Password: ${c.password}`);
    expect(text).toContain('Kid0 S. Peña');
    expect(text.match(/Password: _+/g)).toHaveLength(1);
    expect((await as(t, s.other, { method: 'POST', url: sheetUrl, payload })).statusCode).toBe(404);
    expect((await as(t, foreign.admin, { method: 'POST', url: sheetUrl, payload })).statusCode).toBe(404);
    expect((await as(t, null, { method: 'POST', url: sheetUrl, payload })).statusCode).toBe(401);
  });
});

describe('GET /management/sections/{id}/students/export/', () => {
  it('answers the class list as UTF-8 CSV with a BOM, and it imports back', async () => {
    const section = await createSection(t, s.teacher);
    const lrn = nextLrn();
    await send(
      s.teacher,
      section.id,
      csvFile(
        `LRN,Name,Sex,Birth Date,Parent/Guardian,Contact Number\n${lrn},"Niño Peña, Jr.",M,2019-02-01,"=Rosa, Peña",+63 917 555 0000`,
      ),
    );
    const res = await as(t, s.teacher, { method: 'GET', url: `/management/sections/${section.id}/students/export/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="class-list-.*\.csv"$/);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.body).toBe(
      `\uFEFFLRN,Name,Sex,Birth Date,Parent/Guardian,Contact Number\r\n${lrn},"Niño Peña, Jr.",M,2019-02-01,"'=Rosa, Peña",+63 917 555 0000\r\n`,
    );
    const again = json<Answer>(
      await send(
        s.admin,
        s.otherSection.id,
        { filename: 'x.csv', contentType: 'text/csv', data: Buffer.from(res.rawPayload) },
        { dryRun: true },
      ),
    );
    expect(again.rows[0]).toMatchObject({ name: 'Niño Peña, Jr.', lrn, gender: 'male', birth_date: '2019-02-01' });
  });

  it("answers 404 for another teacher's section and a section in another school; 401 signed out", async () => {
    expect((await as(t, s.teacher, { method: 'GET', url: `/management/sections/${s.otherSection.id}/students/export/` })).statusCode).toBe(
      404,
    );
    expect((await as(t, foreign.admin, { method: 'GET', url: `/management/sections/${s.section.id}/students/export/` })).statusCode).toBe(
      404,
    );
    expect((await as(t, null, { method: 'GET', url: `/management/sections/${s.section.id}/students/export/` })).statusCode).toBe(401);
  });
});

describe('LRN on add and edit student', () => {
  const NEW = {
    name: 'Lrn Kid',
    password: 'Bago#Bata1',
    parent_guardian: 'Rosa',
    contact_number: '0917 555 1234',
    gender: 'female',
    consent: true,
  };

  it('keeps a 12-digit LRN and birth date, shows them, and refuses one the school already has with 409', async () => {
    const lrn = nextLrn();
    const res = await as(t, s.teacher, {
      method: 'POST',
      url: `/management/sections/${s.section.id}/students/add/`,
      payload: { ...NEW, lrn, birth_date: '2019-03-04' },
    });
    expect(res.statusCode).toBe(201);
    const id = json<{ student: { id: number; lrn: string; birth_date: string } }>(res).student.id;
    const profile = json(await as(t, s.teacher, { method: 'GET', url: `/management/sections/${s.section.id}/students/${id}/` }));
    expect(profile).toMatchObject({ lrn, birth_date: '2019-03-04' });
    const clash = await as(t, s.other, {
      method: 'POST',
      url: `/management/sections/${s.otherSection.id}/students/add/`,
      payload: { ...NEW, lrn },
      lang: 'tl',
    });
    expect(clash.statusCode).toBe(409);
    expect(json(clash).errors).toEqual({ lrn: 'May ibang mag-aaral sa paaralang ito na may ganitong LRN.' });
    // another school may have the same LRN on its own child (the LRN is per school here)
    const elsewhere = await as(t, foreign.teacher, {
      method: 'POST',
      url: `/management/sections/${foreign.section.id}/students/add/`,
      payload: { ...NEW, lrn },
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('refuses a 10-digit LRN on add and edit with 400, and edit can clear it', async () => {
    const res = await as(t, s.teacher, {
      method: 'POST',
      url: `/management/sections/${s.section.id}/students/add/`,
      payload: { ...NEW, lrn: '1234567890' },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toMatchObject({ lrn: 'LRN must be exactly 12 digits.' });
    const kid = await createStudent(t, s.teacher, s.section.id);
    const edit = (lrn: string) =>
      as(t, s.teacher, {
        method: 'PATCH',
        url: `/management/sections/${s.section.id}/students/${kid.id}/update/`,
        payload: { name: kid.name, parent_guardian: 'P', contact_number: '09171234567', gender: 'female', consent: true, lrn },
      });
    expect((await edit('1234567890')).statusCode).toBe(400);
    const lrn = nextLrn();
    expect(json<{ student: { lrn: string } }>(await edit(`${lrn.slice(0, 6)} ${lrn.slice(6)}`)).student.lrn).toBe(lrn);
    expect(json<{ student: { lrn: string | null } }>(await edit('')).student.lrn).toBeNull();
  });
});

describe('/management/school/', () => {
  it('lets an admin set and clear the 6-digit DepEd School ID; teachers read it', async () => {
    const set = await as(t, s.admin, { method: 'PATCH', url: '/management/school/', payload: { deped_school_id: '104512' } });
    expect(set.statusCode).toBe(200);
    expect(json(set)).toMatchObject({ message: 'School details saved.', school: { deped_school_id: '104512' } });
    expect(json(await as(t, s.teacher, { method: 'GET', url: '/management/school/' }))).toMatchObject({ deped_school_id: '104512' });
    expect(json(await as(t, foreign.teacher, { method: 'GET', url: '/management/school/' }))).toMatchObject({ deped_school_id: null });
    const cleared = await as(t, s.admin, { method: 'PATCH', url: '/management/school/', payload: { deped_school_id: '' } });
    expect(json(cleared)).toMatchObject({ school: { deped_school_id: null } });
  });

  it('refuses an ID that is not 6 digits (400) and a teacher (403)', async () => {
    const bad = await as(t, s.admin, { method: 'PATCH', url: '/management/school/', payload: { deped_school_id: '12345' }, lang: 'tl' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual({ deped_school_id: 'Dapat eksaktong 6 na numero ang DepEd School ID.' });
    expect(
      (await as(t, s.teacher, { method: 'PATCH', url: '/management/school/', payload: { deped_school_id: '123456' } })).statusCode,
    ).toBe(403);
    expect((await as(t, null, { method: 'GET', url: '/management/school/' })).statusCode).toBe(401);
  });

  it("keeps the school's time zone (Asia/Manila by default), set by an admin, refused when unknown (issue 20)", async () => {
    expect(json(await as(t, s.teacher, { method: 'GET', url: '/management/school/' }))).toMatchObject({ timezone: 'Asia/Manila' });
    const set = await as(t, s.admin, {
      method: 'PATCH',
      url: '/management/school/',
      payload: { deped_school_id: '104512', timezone: 'Asia/Tokyo' },
    });
    expect(json(set)).toMatchObject({ school: { deped_school_id: '104512', timezone: 'Asia/Tokyo' } });
    // Left out, it stays; another school's is its own.
    const kept = await as(t, s.admin, { method: 'PATCH', url: '/management/school/', payload: { deped_school_id: '104512' } });
    expect(json(kept)).toMatchObject({ school: { timezone: 'Asia/Tokyo' } });
    expect(json(await as(t, foreign.teacher, { method: 'GET', url: '/management/school/' }))).toMatchObject({ timezone: 'Asia/Manila' });
    for (const [timezone, lang, text] of [
      ['Mars/Olympus', 'en', 'Choose a time zone from the list.'],
      ["Asia/Manila'; drop", 'tl', 'Pumili ng time zone mula sa listahan.'],
    ] as const) {
      const bad = await as(t, s.admin, { method: 'PATCH', url: '/management/school/', payload: { timezone }, lang });
      expect(bad.statusCode).toBe(400);
      expect(json(bad).errors).toEqual({ timezone: text });
    }
    expect(json(await as(t, s.teacher, { method: 'GET', url: '/management/school/' }))).toMatchObject({ timezone: 'Asia/Tokyo' });
    const back = await as(t, s.admin, {
      method: 'PATCH',
      url: '/management/school/',
      payload: { deped_school_id: '', timezone: 'Asia/Manila' },
    });
    expect(back.statusCode, back.body).toBe(200);
  });
});
