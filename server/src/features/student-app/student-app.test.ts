import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { teacherMessages } from '../../db/schema';
import { call, createTestApp, json, mailText, readOutbox, type TestApp } from '../../../test/harness';
import { createActivityWith, createStudent, createSubject } from '../../../test/fixtures';
import { makePrebuilt, studentToken } from '../../../test/learning-fixtures';
import { assign, unassign } from '../assignments/assignments.service';
import { deleteSubject } from '../subjects/subjects.service';
import { reassignStudents } from '../students/reassign.service';
import { createWorld, Player, type World } from '../play/play.test-world';
import { getAs } from '../dashboards/monitoring.test-world';
import type { MessagesResponse } from '@aralin/contract';

let t: TestApp;
let w: World;
let second: { id: number };
let ids: { own: number; removed: number; prebuilt: number; other: number };

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, 2);
  second = await createSubject(t, w.teacher, w.section.id, 'Second');
  const make = async (subjectId: number, title: string) =>
    (await createActivityWith(t, w.teacher, w.section.id, subjectId, { levels: ['easy', 'easy'], title })).card.activity.id;
  ids = {
    own: await make(w.subject.id, 'Own one'),
    removed: await make(w.subject.id, 'Removed one'),
    prebuilt: 0,
    other: await make(second.id, 'Other subject'),
  };
  ids.prebuilt = (await makePrebuilt(t)).activity.id;
  const ana = w.students[0];
  await assign(t.ctx, w.teacher.actor, w.section.id, ids.prebuilt, [ana.id], w.subject.id);
  await unassign(t.ctx, w.teacher.actor, w.section.id, ids.removed, [ana.id]);
});
afterAll(() => t.close());

const get = async (url: string, who = w.students[0]) => call(t.app, { method: 'GET', url, token: await studentToken(t, who) });

describe("the student's subjects and activities", () => {
  it('lists the section subjects with the child’s activity counts', async () => {
    const p = new Player(t, w.students[0], ids.own);
    let r;
    let fresh = true;
    do {
      r = await p.play(await p.question(fresh), 'first');
      fresh = false;
    } while (!r.session_ended);
    const res = await get(`/students/${w.students[0].id}/subjects/`);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual([
      { id: w.subject.id, name: expect.any(String), cover_image: 'BLUE', thumbnail: 'BLUE', activity_count: 2, completed_count: 1 },
      { id: second.id, name: 'Second', cover_image: 'BLUE', thumbnail: 'BLUE', activity_count: 1, completed_count: 0 },
    ]);
  });

  it('lists the activities the child has from a subject, prebuilt ones included, with status and best score', async () => {
    const res = await get(`/students/${w.students[0].id}/subjects/${w.subject.id}/activities/`);
    expect(res.statusCode).toBe(200);
    const list = json<{ id: number; title: string; status: string; score: number | null; is_prebuilt: boolean; subject: number }[]>(res);
    expect(list.map((a) => a.id).sort()).toEqual([ids.own, ids.prebuilt].sort());
    expect(list.find((a) => a.id === ids.own)).toMatchObject({ status: 'completed', score: 100, subject: w.subject.id });
    expect(list.find((a) => a.id === ids.prebuilt)).toMatchObject({
      status: 'not_started',
      score: null,
      is_prebuilt: true,
      subject: w.subject.id,
    });
  });

  it('hides deleted subjects and answers 404 for their activities', async () => {
    const gone = await createSubject(t, w.teacher, w.section.id, 'Gone');
    await deleteSubject(t.ctx, w.teacher.actor, gone.id);
    const names = json<{ name: string }[]>(await get(`/students/${w.students[1].id}/subjects/`, w.students[1])).map((s) => s.name);
    expect(names).not.toContain('Gone');
    expect((await get(`/students/${w.students[1].id}/subjects/${gone.id}/activities/`, w.students[1])).statusCode).toBe(404);
  });

  it('shows the progress summary in the shape of the staff profile', async () => {
    const res = await get(`/students/${w.students[0].id}/progress/`);
    expect(res.statusCode).toBe(200);
    const body = json<{
      concept_mastery: { ratio_percentage: number }[];
      total_activities_completed: number;
      recent_activities_completed: unknown[];
    }>(res);
    expect(body.total_activities_completed).toBe(1);
    expect(body.concept_mastery).toHaveLength(1);
    expect(body.recent_activities_completed).toHaveLength(1);
  });

  it("refuses another child's data (403), staff tokens (403) and no token (401)", async () => {
    const ana = w.students[0];
    const paths = [
      `/students/${ana.id}/subjects/`,
      `/students/${ana.id}/progress/`,
      `/students/${ana.id}/subjects/${w.subject.id}/activities/`,
    ];
    for (const url of paths) {
      expect((await get(url, w.students[1])).statusCode).toBe(403);
      expect((await call(t.app, { method: 'GET', url, token: w.teacher.token.access })).statusCode).toBe(403);
      expect((await call(t.app, { method: 'GET', url })).statusCode).toBe(401);
    }
    const contact = { method: 'POST' as const, url: `/students/${ana.id}/contact-teacher/`, payload: {} };
    expect((await call(t.app, { ...contact, token: await studentToken(t, w.students[1]) })).statusCode).toBe(403);
    expect((await call(t.app, contact)).statusCode).toBe(401);
  });
});

describe('contact teacher', () => {
  it('stores the message for the teacher and emails it in English and Filipino', async () => {
    const ana = w.students[0];
    const before = (await readOutbox(t.outboxDir)).length;
    const res = await call(t.app, {
      method: 'POST',
      url: `/students/${ana.id}/contact-teacher/`,
      token: await studentToken(t, ana),
      payload: { message: 'Please call me <soon>', language: 'tl' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: 'Naipadala na ang iyong mensahe sa guro.' });
    const [stored] = await t.ctx.db.select().from(teacherMessages).where(eq(teacherMessages.studentId, ana.id));
    expect(stored).toMatchObject({ teacherId: w.teacher.user.id, sectionId: w.section.id, body: 'Please call me <soon>', readAt: null });
    const mail = mailText((await readOutbox(t.outboxDir, before + 1)).at(-1)!);
    expect(mail).toContain(w.teacher.user.email);
    expect(mail).toContain('Please call me');
    expect(mail).toContain('nais makipag-ugnayan');
    const html = mail.slice(mail.indexOf('<!doctype html>'));
    expect(html).toContain('&lt;soon&gt;');
    expect(html).not.toContain('<soon>');
  });

  it('sends a default message when none is written, and slows down a flood (429)', async () => {
    const ben = w.students[1];
    const send = async () =>
      call(t.app, { method: 'POST', url: `/students/${ben.id}/contact-teacher/`, token: await studentToken(t, ben) });
    expect((await send()).statusCode).toBe(200);
    const [stored] = await t.ctx.db.select().from(teacherMessages).where(eq(teacherMessages.studentId, ben.id));
    expect(stored.body).toBe('Please get in touch with me about my child.');
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await send()).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429]);
  });

  it('answers 404 for a child without a section', async () => {
    const lone = await createStudent(t, w.teacher, w.section.id);
    await reassignStudents(t.ctx, w.teacher.actor, [{ id: lone.id, new_section_id: null }]);
    const res = await call(t.app, { method: 'POST', url: `/students/${lone.id}/contact-teacher/`, token: await studentToken(t, lone) });
    expect(res.statusCode).toBe(404);
    expect(json(res).error).toBe('This student has no class teacher yet.');
    expect(json(await get(`/students/${lone.id}/subjects/`, lone))).toEqual([]);
  });
});

describe('contact teacher: one-tap reasons (issue 13 item 5)', () => {
  const send = async (kid: { id: number; organizationId: number }, payload: Record<string, unknown>, lang?: 'en' | 'tl') =>
    call(t.app, { method: 'POST', url: `/students/${kid.id}/contact-teacher/`, token: await studentToken(t, kid), payload, lang });

  it("stores the reason as a code; the teacher's list and the mail show it in words", async () => {
    const kid = await createStudent(t, w.teacher, w.section.id, { name: 'Dina Reyes' });
    const before = (await readOutbox(t.outboxDir)).length;
    expect((await send(kid, { reason: 'reading_help', language: 'tl' })).statusCode).toBe(200);
    const [stored] = await t.ctx.db.select().from(teacherMessages).where(eq(teacherMessages.studentId, kid.id));
    expect(stored).toMatchObject({ reason: 'reading_help', body: '' });
    const mail = mailText((await readOutbox(t.outboxDir, before + 1)).at(-1)!);
    expect(mail).toContain('Reason: My child needs help with reading');
    expect(mail).toContain('Dahilan: Kailangan ng aking anak ng tulong sa pagbasa');
    expect(mail).not.toContain('They did not write a message.');

    expect((await send(kid, { reason: 'call_me', message: 'After 5 pm po' })).statusCode).toBe(200);
    const list = await getAs<MessagesResponse>(t, w.teacher, `/management/messages/?section_id=${w.section.id}`);
    expect(list.body.messages.filter((m) => m.student_id === kid.id).map((m) => [m.reason, m.message])).toEqual([
      ['call_me', 'After 5 pm po'],
      ['reading_help', ''],
    ]);
  });

  it('refuses an unknown reason in the caller language and stores nothing', async () => {
    const kid = await createStudent(t, w.teacher, w.section.id);
    const before = (await readOutbox(t.outboxDir)).length;
    const en = await send(kid, { reason: 'lunch', message: 'Hello' }, 'en');
    expect(en.statusCode).toBe(400);
    expect(json(en).error).toBe('Choose one of the reasons shown.');
    const tl = await send(kid, { reason: 'SICK' }, 'tl');
    expect(tl.statusCode).toBe(400);
    expect(json(tl).error).toBe('Pumili ng isa sa mga dahilang nakalista.');
    expect(await t.ctx.db.select().from(teacherMessages).where(eq(teacherMessages.studentId, kid.id))).toEqual([]);
    expect((await readOutbox(t.outboxDir)).length).toBe(before);
  });
});
