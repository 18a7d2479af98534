/** Issue 18 item 3: a school's retention rule erases children with no activity for its years, daily. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, students } from '../../db/schema';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { createAdmin, createSection, createStudent, createTeacher } from '../../../test/fixtures';
import { as } from '../../../test/staff';
import { applyRetention } from './privacy.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const row = async (id: number) => (await t.ctx.db.select().from(students).where(eq(students.id, id)))[0];
const idle = (id: number, years: number) =>
  t.ctx.db.execute(
    sql`update students set last_activity_at = now() - make_interval(years => ${years}), lrn = ${String(100000000000 + id)} where id = ${id}`,
  );

describe('the retention rule', () => {
  it('is set by an admin from 1 to 20 years, or turned off; refused otherwise in both languages', async () => {
    const admin = await createAdmin(t);
    const teacher = await createTeacher(t, admin);
    const patch = (payload: Record<string, unknown>, who = admin, lang: 'en' | 'tl' = 'en') =>
      as(t, who, { method: 'PATCH', url: '/management/school/', payload, lang });
    expect(json(await patch({ retention_years: 3 }))).toMatchObject({ school: { retention_years: 3 } });
    expect(json(await patch({ deped_school_id: '104512' }))).toMatchObject({ school: { retention_years: 3 } });
    for (const [value, lang, text] of [
      [0, 'en', 'Enter a whole number of years from 1 to 20, or leave it blank.'],
      [21, 'tl', 'Maglagay ng buong bilang ng taon mula 1 hanggang 20, o iwanang blangko.'],
      [2.5, 'en', 'Enter a whole number of years from 1 to 20, or leave it blank.'],
    ] as const) {
      const bad = await patch({ retention_years: value }, admin, lang);
      expect(bad.statusCode).toBe(400);
      expect(json(bad).errors).toEqual({ retention_years: text });
    }
    expect((await patch({ retention_years: 5 }, teacher)).statusCode).toBe(403);
    expect(json(await patch({ retention_years: null }))).toMatchObject({ school: { retention_years: null } });
  });

  it("erases, by the system, the children idle past their school's years, and nobody else", async () => {
    const admin = await createAdmin(t);
    const teacher = await createTeacher(t, admin);
    const section = await createSection(t, teacher);
    const old = await createStudent(t, teacher, section.id, { name: 'Matagal Na' });
    const recent = await createStudent(t, teacher, section.id, { name: 'Bago Pa' });
    await idle(old.id, 3);
    await idle(recent.id, 1);
    // Another school with no rule: its idle child stays.
    const otherAdmin = await createAdmin(t);
    const otherTeacher = await createTeacher(t, otherAdmin);
    const elsewhere = await createStudent(t, otherTeacher, (await createSection(t, otherTeacher)).id, { name: 'Ibang Paaralan' });
    await idle(elsewhere.id, 10);

    expect(await applyRetention(t.ctx)).toBe(0);
    await as(t, admin, { method: 'PATCH', url: '/management/school/', payload: { retention_years: 2 } });
    expect(await applyRetention(t.ctx)).toBe(1);
    expect(await row(old.id)).toMatchObject({
      name: `Erased #${old.id}`,
      parentGuardian: '',
      contactNumber: '',
      lrn: null,
      sectionId: null,
    });
    expect((await row(old.id)).erasedAt).not.toBeNull();
    expect(await row(recent.id)).toMatchObject({ name: 'Bago Pa', erasedAt: null });
    expect(await row(elsewhere.id)).toMatchObject({ name: 'Ibang Paaralan', erasedAt: null });
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, old.id))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(entry).toMatchObject({ actorType: 'system', action: 'erase', entity: 'student', organizationId: admin.user.organizationId });
    expect(entry.details).toMatchObject({ reason: 'retention', years: 2 });
    // Run again: nothing more to do.
    expect(await applyRetention(t.ctx)).toBe(0);
  });
});
