import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@aralin/contract';
import { call, createTestApp, type TestApp } from '../../../test/harness';
import { studentToken } from '../../../test/learning-fixtures';
import { buildDashboardWorld, type DashboardWorld } from './dashboard.test-world';
import { getAs, staffToken } from './monitoring.test-world';

let t: TestApp;
let w: DashboardWorld;
let a: AdminDashboard;
const URL = '/management/admin-dashboard/';

beforeAll(async () => {
  t = await createTestApp();
  w = await buildDashboardWorld(t);
  const res = await getAs<AdminDashboard>(t, w.admin, `${URL}?organizational_id=${w.admin.user.organizationId}`);
  expect(res.status).toBe(200);
  a = res.body;
}, 120_000);
afterAll(() => t.close());

const manilaDate = (days: number) => new Date(w.D.getTime() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('GET /management/admin-dashboard/', () => {
  it('gives the school statistics for the school day', () => {
    expect(a.school_name).toMatch(/School$/);
    expect(a).toMatchObject({ timezone: 'Asia/Manila', today: manilaDate(0) });
    expect(a.total_teachers).toBe(2);
    // Maricel signed in at 06:00 today; Ramon never did.
    expect(a.active_teachers_today).toBe(1);
    // 8 children of Sampaguita and Carlo of Gumamela; another school's are not counted.
    expect(a.total_students).toBe(9);
    expect(a.active_students_today).toBe(6);
  });

  it('lists recent activities per section, newest first, with the section teacher', () => {
    expect(a.recent_activities.map((r) => [r.title, r.teacher_name, r.section_name, r.assigned_date])).toEqual([
      ['Gawain ng Iba', 'Ramon Agustín', 'Gumamela', manilaDate(0)],
      ['Pantig C', 'Maricel Peñaranda', 'Sampaguita', manilaDate(0)],
      ['Bilang B', 'Maricel Peñaranda', 'Sampaguita', manilaDate(-1)],
      ['Pantig A', 'Maricel Peñaranda', 'Sampaguita', manilaDate(-2)],
      ['Lumang Gawain 3', 'Maricel Peñaranda', 'Sampaguita', manilaDate(-3)],
      ['Lumang Gawain 2', 'Maricel Peñaranda', 'Sampaguita', manilaDate(-4)],
      ['Lumang Gawain 1', 'Maricel Peñaranda', 'Sampaguita', manilaDate(-5)],
    ]);
    expect(a.recent_activities[1]).toMatchObject({ activity_id: w.ids.C, section_id: w.section.id, teacher_id: w.teacher.user.id });
  });

  it('gives the Teacher Activity rows by name: sections, students, last and recent activity', () => {
    expect(a.teachers.map((r) => [r.name, r.section_count, r.student_count, r.is_active_today, r.recent_activity?.title ?? null])).toEqual([
      ['Maricel Peñaranda', 1, 8, true, 'Pantig C'],
      ['Ramon Agustín', 1, 1, false, 'Gawain ng Iba'],
    ]);
    const maricel = a.teachers[0];
    expect(maricel.email).toBe(w.teacher.user.email);
    expect(new Date(maricel.last_activity!).getTime()).toBeGreaterThanOrEqual(w.todayStart.getTime());
    expect(maricel.recent_activity!.section_name).toBe('Sampaguita');
    const ramon = a.teachers[1];
    if (ramon.last_activity !== null) expect(new Date(ramon.last_activity).getTime()).toBeLessThan(w.D.getTime() - 7 * 3_600_000);
  });

  it('leaves out deactivated teachers', async () => {
    const off = await call(t.app, {
      method: 'PATCH',
      url: `/management/teachers/${w.other.user.id}/delete/`,
      token: await staffToken(t, w.admin),
      payload: { is_active: false },
    });
    expect(off.statusCode).toBe(200);
    const res = await getAs<AdminDashboard>(t, w.admin, URL);
    expect(res.body.total_teachers).toBe(1);
    expect(res.body.teachers.map((r) => r.name)).toEqual(['Maricel Peñaranda']);
  });

  it("answers 404 'Organization ID not found' for another school's id", async () => {
    const res = await getAs<{ error: string }>(t, w.admin, `${URL}?organizational_id=${w.foreignAdmin.user.organizationId}`);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Organization ID not found');
    const tl = await getAs<{ error: string }>(t, w.admin, `${URL}?organizational_id=${w.foreignAdmin.user.organizationId}`, 'tl');
    expect(tl.body.error).toBe('Hindi nahanap ang Organization ID');
  });

  it('shows each admin only their own school', async () => {
    const res = await getAs<AdminDashboard>(t, w.foreignAdmin, URL);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total_teachers: 1, total_students: 0, active_students_today: 0, recent_activities: [] });
  });

  it('answers 403 for a teacher or a student, 401 without a token', async () => {
    expect((await getAs(t, w.teacher, URL)).status).toBe(403);
    expect((await getAs(t, await studentToken(t, w.kids.jose), URL)).status).toBe(403);
    expect((await getAs(t, null, URL)).status).toBe(401);
  });
});
