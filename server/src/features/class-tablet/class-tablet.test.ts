/**
 * Issue 13 items 4 and 6 through HTTP on the real database: class tablet mode (turned on by the class's
 * teacher with a PIN, who played today, leaving with the PIN, wrong PINs limited) and the tracing tries
 * with their strokes on the staff profile.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ClassTabletResponse, TracingTriesResponse } from '@aralin/contract';
import { findTracingDefinition, pointsAlongGuide } from '@aralin/contract/tracing/index';
import { reversedTrace } from '@aralin/contract/tracing/drawings';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { createAdmin, createSection, createStudent, createTeacher, createTracingActivity, type Staff } from '../../../test/fixtures';
import { expectError, expectTooMany, get, post } from '../../../test/account-helpers';
import { tracingAnswer } from '../../../test/tracing-answers';
import { createWorld, Player, type World } from '../play/play.test-world';

let t: TestApp;
let w: World;
let otherSchoolAdmin: Staff;
let otherTeacher: Staff;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, 3);
  otherSchoolAdmin = await createAdmin(t);
  otherTeacher = await createTeacher(t, w.admin);
});
afterAll(() => t.close());

const turnOn = (by: Staff, sectionId: number, pin: unknown, lang?: 'en' | 'tl') =>
  post(t, `/management/sections/${sectionId}/class-tablet/`, { pin }, { token: by.token.access, lang });
const today = (key: string) => post(t, '/students/class-tablet/today/', { key }, { csrf: false });
const leave = (key: string, pin: string, opts: { ip?: string; lang?: 'en' | 'tl' } = {}) =>
  post(t, '/students/class-tablet/leave/', { key, pin }, { csrf: false, ...opts });

describe('class tablet mode (issue 13 item 4)', () => {
  it("turns on for the class's teacher and admin only, with a 4-6 digit PIN kept as a hash", async () => {
    const res = await turnOn(w.teacher, w.section.id, '2468');
    expect(res.statusCode, res.body).toBe(200);
    const tablet = json<ClassTabletResponse>(res);
    expect(tablet.code).toBe(w.section.classCode);
    expect(tablet.key).toMatch(new RegExp(`^${w.section.id}\\.`));
    expect(tablet.pin_check.iterations).toBeGreaterThanOrEqual(100_000);
    // The check is PBKDF2-SHA-256 of the PIN: the tablet can check it offline.
    const again = crypto.pbkdf2Sync('2468', Buffer.from(tablet.pin_check.salt, 'base64url'), tablet.pin_check.iterations, 32, 'sha256');
    expect(again.toString('base64url')).toBe(tablet.pin_check.hash);
    const { rows } = await t.ctx.db.execute<{ pin: string }>(sql`select tablet_pin_hash as pin from sections where id = ${w.section.id}`);
    expect(rows[0].pin).toMatch(/^pbkdf2-sha256\$\d+\$/);
    expect(rows[0].pin).not.toContain('2468');

    expect((await turnOn(w.admin, w.section.id, '2468')).statusCode).toBe(200);
    expectError(await turnOn(w.teacher, w.section.id, '12ab'), 400, 'The PIN is 4 to 6 digits.', { pin: 'The PIN is 4 to 6 digits.' });
    expectError(await turnOn(w.teacher, w.section.id, '123', 'tl'), 400, 'Ang PIN ay 4 hanggang 6 na numero.');
    // Another teacher of the school, another school's admin: refused like an absent class.
    expect((await turnOn(otherTeacher, w.section.id, '2468')).statusCode).toBe(404);
    expect((await turnOn(otherSchoolAdmin, w.section.id, '2468')).statusCode).toBe(404);
    expect((await turnOn(otherSchoolAdmin, 987_654, '2468')).statusCode).toBe(404);
  });

  it('tells the tablet which children played today, only with its own key', async () => {
    const tablet = json<ClassTabletResponse>(await turnOn(w.teacher, w.section.id, '1357'));
    let res = await today(tablet.key);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ played_today: [] });

    const { card } = await createTracingActivity(t, w.teacher, w.section.id, w.subject.id, { targets: ['L'] });
    const player = new Player(t, w.students[1], card.activity.id);
    const q = await player.question(true);
    await player.submitRaw(q.id, tracingAnswer(q, pointsAlongGuide(findTracingDefinition('L')!)));
    res = await today(tablet.key);
    expect(json(res)).toEqual({ played_today: [w.students[1].id] });

    // "Today" is the school's day (organizations.timezone): an answer a minute after the school's midnight
    // counts, one a minute before does not (New York's midnight is never Manila's).
    const school = sql`(select organization_id from sections where id = ${w.section.id})`;
    await t.ctx.db.execute(sql`update organizations set timezone = 'America/New_York' where id = ${school}`);
    const at = (minutes: number) =>
      t.ctx.db.execute(sql`update attempts set created_at =
        (date_trunc('day', now() at time zone 'America/New_York') at time zone 'America/New_York') + ${minutes} * interval '1 minute'
        where student_id = ${w.students[1].id}`);
    try {
      await at(1);
      expect(json(await today(tablet.key))).toEqual({ played_today: [w.students[1].id] });
      await at(-1);
      expect(json(await today(tablet.key))).toEqual({ played_today: [] });
    } finally {
      await t.ctx.db.execute(sql`update organizations set timezone = 'Asia/Manila' where id = ${school}`);
    }

    // A forged key, another class's id with this key's signature, a deleted class: 404.
    const other = await createSection(t, w.teacher);
    await createStudent(t, w.teacher, other.id, { name: 'Victim Kid' });
    const forged = `${other.id}.${tablet.key.split('.')[1]}`;
    expectError(await today(forged), 404, 'This tablet is no longer a class tablet.');
    expectError(await today('garbage'), 404, 'This tablet is no longer a class tablet.');
    expect((await today(forged)).body).not.toMatch(/Victim/);
  });

  it('leaves the mode with the right PIN; wrong PINs are refused, then limited', async () => {
    const tablet = json<ClassTabletResponse>(await turnOn(w.teacher, w.section.id, '864200'));
    const ip = '10.77.0.1';
    expectError(await leave(tablet.key, '000000', { ip }), 400, 'Wrong PIN. Please try again.', { pin: 'Wrong PIN. Please try again.' });
    expectError(await leave(tablet.key, '000000', { ip, lang: 'tl' }), 400, 'Maling PIN. Subukang muli.');
    const ok = await leave(tablet.key, '864200', { ip });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok)).toEqual({ message: 'Class tablet mode is off.' });
    // A right PIN gives its try back; wrong ones stay counted: 5 per class per 15 minutes.
    for (let i = 0; i < 3; i++) expect((await leave(tablet.key, '111111', { ip: `10.77.1.${i}` })).statusCode).toBe(400);
    expectTooMany(await leave(tablet.key, '222222'), 15 * 60);
    // Even the right PIN waits once the class's limit is reached (no guessing around it).
    expectTooMany(await leave(tablet.key, '864200'), 15 * 60);
  });
});

describe('tracing tries with their strokes (issue 13 item 6)', () => {
  it('records stroke order and direction per try and shows them to the teacher of the child only', async () => {
    const { card } = await createTracingActivity(t, w.teacher, w.section.id, w.subject.id, { targets: ['H'], title: 'Letter H' });
    const child = w.students[2];
    const player = new Player(t, child, card.activity.id);
    const q = await player.question(true);
    const h = findTracingDefinition('H')!;
    await player.submitRaw(q.id, tracingAnswer(q, pointsAlongGuide(h)));
    await player.submitRaw(q.id, tracingAnswer(q, reversedTrace(h)));

    const res = await get(t, `/management/students/${child.id}/tracing-tries/`, { token: w.teacher.token.access });
    expect(res.statusCode, res.body).toBe(200);
    const tries = json<TracingTriesResponse>(res);
    expect(tries).toHaveLength(2);
    const [backwards, right] = tries;
    expect(right).toMatchObject({ target: 'H', activity_title: 'Letter H', strokes_total: 3, order_ok: true, passed: true });
    expect(right.strokes).toEqual([1, 2, 3].map((stroke) => ({ stroke, start_ok: true, reversed: false })));
    expect(backwards.order_ok).toBe(false);
    expect(backwards.strokes.map((s) => s.stroke)).toEqual([3, 2, 1]);
    expect(backwards.strokes.every((s) => s.reversed && !s.start_ok)).toBe(true);

    expect((await get(t, `/management/students/${child.id}/tracing-tries/`, { token: otherTeacher.token.access })).statusCode).toBe(404);
    expect((await get(t, `/management/students/${child.id}/tracing-tries/`, { token: otherSchoolAdmin.token.access })).statusCode).toBe(
      404,
    );
    expect((await get(t, `/management/students/${child.id}/tracing-tries/`, { token: w.admin.token.access })).statusCode).toBe(200);
  });
});
