/** A child's data rights and the audit log (issue 18): export, erasure, sign-in and view lines, the admin's log and CSV. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attempts, auditLog, conceptMastery, sections, teacherMessages } from '../../db/schema';
import { call, createTestApp, json, type TestApp } from '../../../test/harness';
import {
  STAFF_PASSWORD,
  STUDENT_PASSWORD,
  createActivityWith,
  createAdmin,
  createStudent,
  createSubject,
  createTeacher,
} from '../../../test/fixtures';
import { post } from '../../../test/account-helpers';
import { as, createSchool, readBack, studentTokenOf, type School } from '../../../test/staff';
import type { AuditEntry, ChildExport } from '@aralin/contract';

let t: TestApp;
let s: School;
let foreignAdmin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await createSchool(t);
  foreignAdmin = await createAdmin(t);
});
afterAll(() => t.close());

const logOf = async (query = '') =>
  json<{ entries: AuditEntry[]; truncated: boolean }>(await as(t, s.admin, { method: 'GET', url: `/management/audit-log/${query}` }));

/** A child who answered one question, has mastery and a parent's message. */
async function childWithRecord() {
  const kid = await createStudent(t, s.teacher, s.section.id, { name: 'Maria Clara Reyes' });
  const subject = await createSubject(t, s.teacher, s.section.id);
  const activity = (await createActivityWith(t, s.teacher, s.section.id, subject.id, { levels: ['easy'], type: 'multiple_choice' })).card
    .activity;
  const token = await studentTokenOf(t, kid);
  const served = await call(t.app, {
    method: 'GET',
    url: `/subjects/next-question/${kid.id}/${activity.id}/?language=en&fresh_start=true`,
    token,
  });
  expect(served.statusCode, served.body).toBe(200);
  const answered = await call(t.app, {
    method: 'POST',
    url: `/subjects/submit-answer/${kid.id}/${activity.id}/${served.json().id}/`,
    payload: { answer: JSON.stringify(['Right 1-0']), language: 'en', attempt_type: 'first' },
    token,
  });
  expect(answered.statusCode).toBe(200);
  const sent = await call(t.app, {
    method: 'POST',
    url: `/students/${kid.id}/contact-teacher/`,
    payload: { message: 'Tawagan po ako.' },
    token,
  });
  expect(sent.statusCode).toBeLessThan(300);
  return kid;
}

describe('audit lines', () => {
  it('records a staff sign-in and a failed one (with the address, never the password)', async () => {
    const teacher = await createTeacher(t, s.admin);
    expect(
      (await post(t, '/account/teacher/login/', { email: teacher.user.email, password: 'Wrong#Pass1' }, { ip: '203.0.113.7' })).statusCode,
    ).toBe(400);
    expect((await post(t, '/account/teacher/login/', { email: teacher.user.email, password: STAFF_PASSWORD })).statusCode).toBe(200);
    const lines = (await logOf(`?actor_type=staff&actor_id=${teacher.user.id}`)).entries;
    expect(lines.map((l) => l.action)).toEqual(['login', 'login-failed']);
    expect(lines[1]).toMatchObject({
      actor_name: teacher.user.username,
      ip: '203.0.113.7',
      entity: 'user',
      details: { reason: 'password' },
    });
    expect(JSON.stringify(lines)).not.toContain('Wrong#Pass1');
  });

  it("records a child's sign-in and failed sign-in", async () => {
    const kid = await createStudent(t, s.teacher, s.section.id);
    const [section] = await t.ctx.db.select().from(sections).where(eq(sections.id, s.section.id));
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/students/login/', payload: { id: kid.id, code: section.classCode, password } });
    expect((await login('Mali#Mali1')).statusCode).toBe(400);
    expect((await login(STUDENT_PASSWORD)).statusCode).toBe(200);
    // The failed sign-in's line is written after its answer (so that a real child and an unknown id answer
    // in the same time): on a busy machine it may come a moment later.
    await expect
      .poll(async () => (await logOf(`?actor_type=student&actor_id=${kid.id}`)).entries.map((l) => l.action), { timeout: 10_000 })
      .toEqual(['login', 'login-failed']);
  });

  it("records a staff member opening a child's profile, which shows who confirmed consent and when", async () => {
    const res = await as(t, s.teacher, { method: 'GET', url: `/management/sections/${s.section.id}/students/${s.student.id}/` });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ consent_at: expect.any(String), consent_by: s.teacher.user.username });
    const views = (await readBack.audit(t, 'student', s.student.id)).filter((a) => a.action === 'view');
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ actorType: 'staff', actorId: s.teacher.user.id });
  });
});

describe('GET /management/audit-log/ and its CSV', () => {
  it('filters by action and by date range, newest first', async () => {
    const all = (await logOf('?action=create')).entries;
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((l) => l.action === 'create')).toBe(true);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await logOf(`?action=create&from=${today}&to=${today}`)).entries).toHaveLength(all.length);
    expect((await logOf(`?action=create&from=2000-01-01&to=2000-01-02`)).entries).toHaveLength(0);
    const times = all.map((l) => l.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses a reversed date range, in English and in Filipino', async () => {
    const en = await as(t, s.admin, { method: 'GET', url: '/management/audit-log/?from=2026-02-02&to=2026-01-01' });
    const tl = await as(t, s.admin, { method: 'GET', url: '/management/audit-log/?from=2026-02-02&to=2026-01-01', lang: 'tl' });
    expect(en.statusCode).toBe(400);
    expect(json(en).errors).toEqual({ to: 'The start date must come before the end date.' });
    expect(json(tl).errors).toEqual({ to: 'Dapat mauna ang petsa ng simula sa petsa ng pagtatapos.' });
  });

  it("shows only the admin's own school; teachers and students are refused", async () => {
    const foreign = json<{ entries: AuditEntry[] }>(await as(t, foreignAdmin, { method: 'GET', url: '/management/audit-log/' })).entries;
    expect(foreign.every((l) => l.actor_id !== s.admin.user.id)).toBe(true);
    expect((await as(t, s.teacher, { method: 'GET', url: '/management/audit-log/' })).statusCode).toBe(403);
    expect((await as(t, s.teacher, { method: 'GET', url: '/management/audit-log/export/' })).statusCode).toBe(403);
    expect((await as(t, await studentTokenOf(t, s.student), { method: 'GET', url: '/management/audit-log/' })).statusCode).toBe(403);
    expect((await as(t, null, { method: 'GET', url: '/management/audit-log/' })).statusCode).toBe(401);
  });

  it('exports the filtered lines as CSV, quoted, formulas defused, and records the export', async () => {
    await t.ctx.db.insert(auditLog).values({
      organizationId: s.admin.user.organizationId,
      actorType: 'system',
      action: 'update',
      entity: 'note',
      details: { text: '=HYPERLINK("x")' },
    });
    const res = await as(t, s.admin, { method: 'GET', url: '/management/audit-log/export/?action=update' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('audit-log.csv');
    const [head, ...rows] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(head).toBe('time,actor_type,actor_id,actor_name,action,entity,entity_id,ip,details');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.includes('"update"'))).toBe(true);
    expect(res.body).toContain('""text"":""=HYPERLINK');
    expect((await logOf('?action=export')).entries.some((l) => l.entity === 'audit_log')).toBe(true);
  });
});

describe('GET /management/students/{id}/export/', () => {
  it("answers the child's whole record: profile, consent, attempts, mastery, badges, messages; audited", async () => {
    const kid = await childWithRecord();
    const res = await as(t, s.admin, { method: 'GET', url: `/management/students/${kid.id}/export/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`child-${kid.id}.json`);
    const record = json<ChildExport>(res);
    expect(record.profile).toMatchObject({
      id: kid.id,
      name: 'Maria Clara Reyes',
      parent_guardian: 'Aling Nena Santos',
      contact_number: '09171234567',
    });
    expect(record.consent).toEqual({ confirmed_at: expect.any(String), confirmed_by: s.teacher.user.username });
    expect(record.attempts).toHaveLength(1);
    expect(record.attempts[0]).toMatchObject({ is_correct: true, attempt_type: 'first' });
    expect(record.mastery).toHaveLength(1);
    // One answer: the learner model's estimate with its range, but not enough answers to read it (issue 14).
    expect(record.mastery[0]).toMatchObject({ answers: 1, confident: false, mastered: false, mastery_state: 'not_enough' });
    expect(record.mastery[0].mastery_low).toBeLessThan(record.mastery[0].mastery);
    expect(record.mastery[0].mastery_high).toBeGreaterThan(record.mastery[0].mastery);
    expect(record.badges.length).toBeGreaterThan(0);
    expect(record.messages.map((m) => m.body)).toEqual(['Tawagan po ako.']);
    expect((await readBack.audit(t, 'student', kid.id)).map((a) => a.action)).toContain('export');
  });

  it('answers the same record as a readable PDF for the parent, in Filipino when asked; audited', async () => {
    const kid = await childWithRecord();
    const res = await as(t, s.admin, { method: 'GET', url: `/management/students/${kid.id}/export/pdf/`, lang: 'tl' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="child-${kid.id}-record.pdf"`);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'child-record-')), 'record.pdf');
    fs.writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const words of [
      'Record ng bata',
      'Maria Clara Reyes',
      'Aling Nena Santos',
      '09171234567',
      `ni ${s.teacher.user.username}`,
      'Tawagan po ako.',
      'Bawat sagot',
      'Tama',
      // One answer: the mastery reads "not enough answers yet" in Filipino (issue 14).
      'kulang pa ang sagot',
    ])
      expect(text).toContain(words);
    const exports = (await readBack.audit(t, 'student', kid.id)).filter((a) => a.action === 'export');
    expect(exports.map((a) => a.details)).toEqual([{ format: 'pdf' }]);
    expect((await as(t, s.teacher, { method: 'GET', url: `/management/students/${kid.id}/export/pdf/` })).statusCode).toBe(403);
    expect((await as(t, foreignAdmin, { method: 'GET', url: `/management/students/${kid.id}/export/pdf/` })).statusCode).toBe(404);
  });

  it("is for admins only: a teacher gets 403, another school's admin 404", async () => {
    expect((await as(t, s.teacher, { method: 'GET', url: `/management/students/${s.student.id}/export/` })).statusCode).toBe(403);
    expect((await as(t, foreignAdmin, { method: 'GET', url: `/management/students/${s.student.id}/export/` })).statusCode).toBe(404);
  });
});

describe('POST /management/students/{id}/erase/', () => {
  it('erases name, parent, phone, messages, answers and sign-in; keeps anonymous results so counts stay', async () => {
    const kid = await childWithRecord();
    const [attemptsBefore, masteryBefore] = [
      (await t.ctx.db.select().from(attempts).where(eq(attempts.studentId, kid.id))).length,
      (await t.ctx.db.select().from(conceptMastery).where(eq(conceptMastery.studentId, kid.id))).length,
    ];
    const token = await studentTokenOf(t, kid);
    const res = await as(t, s.admin, { method: 'POST', url: `/management/students/${kid.id}/erase/`, lang: 'tl' });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe(
      'Nabura na ang personal na datos ng bata. Nananatili sa mga bilang ng paaralan ang mga resultang walang pangalan.',
    );
    const row = await readBack.student(t, kid.id);
    expect(row).toMatchObject({ parentGuardian: '', contactNumber: '', sectionId: null, consentAt: null, consentBy: null });
    expect(row.name).not.toContain('Maria');
    expect(row.erasedAt).not.toBeNull();
    const left = await t.ctx.db.select().from(attempts).where(eq(attempts.studentId, kid.id));
    expect(left).toHaveLength(attemptsBefore);
    expect(left.every((a) => a.answer === null)).toBe(true);
    expect(await t.ctx.db.select().from(conceptMastery).where(eq(conceptMastery.studentId, kid.id))).toHaveLength(masteryBefore);
    expect(await t.ctx.db.select().from(teacherMessages).where(eq(teacherMessages.studentId, kid.id))).toHaveLength(0);
    // Gone from every list and call, and the child's old token no longer works.
    const unassigned = json<{ id: number }[]>(await as(t, s.admin, { method: 'GET', url: '/management/students/unassigned/' }));
    expect(unassigned.map((u) => u.id)).not.toContain(kid.id);
    expect((await as(t, s.admin, { method: 'GET', url: `/management/students/${kid.id}/export/` })).statusCode).toBe(404);
    expect((await as(t, s.admin, { method: 'POST', url: `/management/students/${kid.id}/erase/` })).statusCode).toBe(404);
    expect((await call(t.app, { method: 'GET', url: `/students/${kid.id}/progress/`, token })).statusCode).toBe(401);
    // Audited, without the name.
    const erase = (await readBack.audit(t, 'student', kid.id)).find((a) => a.action === 'erase')!;
    expect(erase).toMatchObject({ actorId: s.admin.user.id, details: { messages_deleted: 1, answers_cleared: attemptsBefore } });
    expect(JSON.stringify(await logOf())).not.toContain('Maria Clara');
  });

  it("is for admins only: a teacher gets 403 and may ask instead; another school's admin 404", async () => {
    const kid = await createStudent(t, s.teacher, s.section.id);
    expect((await as(t, s.teacher, { method: 'POST', url: `/management/students/${kid.id}/erase/` })).statusCode).toBe(403);
    expect((await as(t, foreignAdmin, { method: 'POST', url: `/management/students/${kid.id}/erase/` })).statusCode).toBe(404);
    expect((await readBack.student(t, kid.id)).erasedAt).toBeNull();
    const asked = await as(t, s.teacher, { method: 'POST', url: `/management/students/${kid.id}/erase-request/` });
    expect(asked.statusCode).toBe(200);
    expect(json(asked).message).toBe('Your request was sent to the school admins. They will erase the record.');
    expect((await logOf('?action=erase-request')).entries.map((l) => l.entity_id)).toContain(kid.id);
    // Another teacher of the school cannot ask about a child they don't teach.
    expect((await as(t, s.other, { method: 'POST', url: `/management/students/${kid.id}/erase-request/` })).statusCode).toBe(404);
  });
});
