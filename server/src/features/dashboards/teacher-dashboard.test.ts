import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStudent, TeacherDashboard } from '@aralin/contract';
import { createTestApp, type TestApp } from '../../../test/harness';
import { studentToken } from '../../../test/learning-fixtures';
import { NAMES, buildDashboardWorld, type DashboardWorld } from './dashboard.test-world';
import { getAs, requestAs } from './monitoring.test-world';

let t: TestApp;
let w: DashboardWorld;
let d: TeacherDashboard;
const url = (id: number) => `/management/dashboard/${id}/`;
const kid = (name: string) => d.students.find((s) => s.name === name)!;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildDashboardWorld(t);
  const res = await getAs<TeacherDashboard>(t, w.teacher, url(w.section.id));
  expect(res.status).toBe(200);
  d = res.body;
}, 120_000);
afterAll(() => t.close());

/** The school's date of day D plus `days`, YYYY-MM-DD (the clock is pinned to D 07:00 Manila). */
const manilaDate = (days: number) => new Date(w.D.getTime() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('GET /management/dashboard/{sectionId}/', () => {
  it('gives the class statistics in the school time zone', () => {
    expect(d).toMatchObject({ section_id: w.section.id, section_name: 'Sampaguita', timezone: 'Asia/Manila', today: manilaDate(0) });
    expect(d.total_students).toBe(8);
    // Active today: played since 00:00 Manila (María at 00:30, which is still yesterday in UTC), signed in, or started.
    expect(d.active_students_today).toBe(6);
    // A, B, C and L1-L3; the deleted, the unassigned and the deleted subject's activities are left out.
    expect(d.total_activities_assigned).toBe(6);
    expect(new Date(d.timestamp).getTime()).toBeGreaterThanOrEqual(w.D.getTime());
  });

  it('lists the last 5 activities assigned, newest first, with the school date', () => {
    expect(d.recent_activities.map((a) => [a.title, a.assigned_date])).toEqual([
      ['Pantig C', manilaDate(0)],
      ['Bilang B', manilaDate(-1)],
      ['Pantig A', manilaDate(-2)],
      ['Lumang Gawain 3', manilaDate(-3)],
      ['Lumang Gawain 2', manilaDate(-4)],
    ]);
    // C was assigned at 00:10 Manila: the UTC date is the day before, the school's date is today.
    expect(d.recent_activities[0].assigned_at.slice(0, 10)).toBe(manilaDate(-1));
    expect(d.recent_activities[0].id).toBe(w.ids.C);
  });

  it('counts each child by the band of their mean best score, edges included (59/60, 74/75, 89/90)', () => {
    const scores = Object.fromEntries(d.students.map((s) => [s.name, s.average_score]));
    expect(scores).toEqual({
      [NAMES.jose]: 59,
      [NAMES.maria]: 60,
      [NAMES.ramon]: 74,
      [NAMES.ines]: 75,
      [NAMES.nino]: 89,
      [NAMES.lourdes]: 90,
      [NAMES.eli]: null,
      [NAMES.dina]: null,
    });
    expect(d.score_distribution).toEqual({ Excellent: 1, Good: 2, Average: 2, Poor: 1 });
  });

  it('gives every child their status breakdown and completion percent, by name', () => {
    const rows = d.students.map((s) => [
      s.name,
      s.completed_activities,
      s.in_progress_activities,
      s.not_started_activities,
      s.total_activities,
      s.completion_percent,
    ]);
    expect(rows).toEqual([
      [NAMES.dina, 0, 0, 6, 6, 0],
      [NAMES.eli, 0, 1, 5, 6, 0],
      [NAMES.ines, 1, 0, 5, 6, 17],
      [NAMES.jose, 2, 0, 4, 6, 33],
      [NAMES.lourdes, 3, 0, 3, 6, 50],
      [NAMES.maria, 3, 0, 3, 6, 50],
      [NAMES.nino, 3, 0, 3, 6, 50],
      [NAMES.ramon, 3, 0, 3, 6, 50],
    ]);
  });

  it("tells who was active today, with today's activities (latest first) and activity times", () => {
    const active = (s: DashboardStudent) => [s.name, s.is_active_today, s.today_activities.map((a) => [a.activity__title, a.status])];
    const done = [
      ['Pantig C', 'completed'],
      ['Bilang B', 'completed'],
      ['Pantig A', 'completed'],
    ];
    expect(d.students.map(active)).toEqual([
      [NAMES.dina, true, []],
      [NAMES.eli, true, [['Pantig A', 'in_progress']]],
      [NAMES.ines, false, []],
      [NAMES.jose, false, []],
      [NAMES.lourdes, true, done],
      [NAMES.maria, true, done],
      [NAMES.nino, true, done],
      [NAMES.ramon, true, done],
    ]);
    expect(kid(NAMES.eli).today_activities[0].activity_id).toBe(w.ids.A);
    // José's last answer was yesterday at 23:30 Manila; Dina only signed in (at 06:00).
    const jose = new Date(kid(NAMES.jose).last_activity_time!).getTime();
    expect(jose).toBeGreaterThan(w.D.getTime() - 7.5 * 3_600_000 - 60_000);
    expect(jose).toBeLessThanOrEqual(w.yesterdayDone.getTime());
    expect(kid(NAMES.dina).last_login).toBe(kid(NAMES.dina).last_activity_time);
    expect(Math.abs(new Date(kid(NAMES.dina).last_login!).getTime() - w.dinaLogin.getTime())).toBeLessThan(5_000);
    expect(kid(NAMES.maria).last_login).toBeNull();
    expect(new Date(kid(NAMES.maria).last_activity_time!).toISOString().slice(0, 10)).toBe(manilaDate(-1)); // 00:30 Manila
  });

  it("lists the section's parent messages newest first with read flags, and marking one read", async () => {
    expect(d.messages.map((m) => [m.student_name, m.is_read])).toEqual([
      [NAMES.dina, false],
      [NAMES.jose, false],
    ]);
    expect(d.unread_messages).toBe(2);
    expect(d.messages[1]).toMatchObject({
      section_name: 'Sampaguita',
      parent_guardian: 'Aling Nena Santos',
      message: 'Magandang gabi po, Teacher! Salamat po. – Gng. Ibañez',
    });
    const read = await requestAs(t, w.teacher, { method: 'PATCH', url: `/management/messages/${d.messages[1].id}/read/` });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: d.messages[1].id, is_read: true });
    const after = (await getAs<TeacherDashboard>(t, w.teacher, url(w.section.id))).body;
    expect(after.messages.map((m) => m.is_read)).toEqual([false, true]);
    expect(after.unread_messages).toBe(1);
  });

  it('shows an admin any section of the school', async () => {
    const res = await getAs<TeacherDashboard>(t, w.admin, url(w.otherSection.id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      total_students: 1,
      active_students_today: 0,
      total_activities_assigned: 1,
      score_distribution: { Excellent: 0, Good: 0, Average: 0, Poor: 0 },
    });
    expect(res.body.messages.map((m) => m.message)).toEqual(['Para po kay Teacher O.']);
  });

  it("answers 404 for another teacher's section, another school's, a deleted one or none", async () => {
    expect((await getAs(t, w.other, url(w.section.id))).status).toBe(404);
    expect((await getAs(t, w.teacher, url(w.otherSection.id))).status).toBe(404);
    expect((await getAs(t, w.foreignAdmin, url(w.section.id))).status).toBe(404);
    expect((await getAs(t, w.admin, url(w.foreignSection.id))).status).toBe(404);
    expect((await getAs(t, w.teacher, url(w.emptySection.id))).status).toBe(404);
    expect((await getAs(t, w.admin, url(999_999))).status).toBe(404);
  });

  it('answers 401 without a token, 403 for a student, 400 for a bad id', async () => {
    expect((await getAs(t, null, url(w.section.id))).status).toBe(401);
    expect((await getAs(t, 'not-a-token', url(w.section.id))).status).toBe(401);
    expect((await getAs(t, await studentToken(t, w.kids.jose), url(w.section.id))).status).toBe(403);
    expect((await getAs(t, w.teacher, '/management/dashboard/abc/')).status).toBe(400);
  });
});
