import { afterAll, beforeAll, it } from 'vitest';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { seedDemoSchool } from '../../seed/demo-school';
import { sections, users } from '../../db/schema';
import { signAccessToken } from '../../lib/tokens';
import { call } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); await seedDemoSchool(t.ctx); }, 120_000);
afterAll(() => t.close());
it('prints', async () => {
  const [admin] = await t.ctx.db.select().from(users).where(eq(users.role, 'admin'));
  const tok = await signAccessToken(t.ctx.secret, { kind: 'staff', userId: admin!.id, organizationId: admin!.organizationId, role: 'admin' }, t.clock.now());
  const secs = await t.ctx.db.select().from(sections);
  for (const s of secs) {
    const d = await call(t.app, { method: 'GET', url: `/management/dashboard/${s.id}/`, token: tok });
    const j = JSON.parse(d.body);
    console.log(s.name, d.statusCode, JSON.stringify({ ...j, students: j.students?.slice(0, 2), messages: j.messages?.length }).slice(0, 1500));
    const p = await call(t.app, { method: 'GET', url: `/management/sections/${s.id}/performance-monitoring/`, token: tok });
    const pj = JSON.parse(p.body);
    console.log('perf', p.statusCode, JSON.stringify({ top: pj.top_students?.map((x: any) => [x.student_name, x.average_score]), least: pj.least_students?.map((x: any) => [x.student_name, x.average_score]), concepts: pj.concepts?.map((c: any) => [c.concept_name, c.mastery_rate, c.total_students]) }));
    for (const lang of ['en', 'tl'] as const) {
      const r = await call(t.app, { method: 'GET', url: `/management/download-performance-report/?section_id=${s.id}`, token: tok, lang });
      fs.writeFileSync(`/tmp/demo/sp-${s.id}-${lang}.pdf`, r.rawPayload);
    }
  }
  const a = await call(t.app, { method: 'GET', url: `/management/admin-dashboard/`, token: tok });
  console.log('admin', a.body.slice(0, 2500));
  for (const lang of ['en', 'tl'] as const) {
    const r = await call(t.app, { method: 'GET', url: `/management/admin/download-report/?type=teacher-activity`, token: tok, lang });
    fs.writeFileSync(`/tmp/demo/ta-${lang}.pdf`, r.rawPayload);
  }
}, 120_000);
