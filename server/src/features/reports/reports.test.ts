import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { PerformanceResponse } from '@aralin/contract';
import { auditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { studentToken } from '../../../test/learning-fixtures';
import { NAMES, buildDashboardWorld, type DashboardWorld } from '../dashboards/dashboard.test-world';
import { getAs } from '../dashboards/monitoring.test-world';

let t: TestApp;
let w: DashboardWorld;
let dir: string;
let org: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildDashboardWorld(t);
  org = w.admin.user.organizationId;
  // REPORTS_OUT keeps the PDFs for a person to look at (pdftoppm -png -r 60 <file> <prefix>).
  dir = process.env.REPORTS_OUT ?? fs.mkdtempSync(path.join(os.tmpdir(), 'aralin-reports-'));
  fs.mkdirSync(dir, { recursive: true });
}, 120_000);
afterAll(async () => {
  await t.close();
  if (!process.env.REPORTS_OUT) fs.rmSync(dir, { recursive: true, force: true });
});

const manilaDate = (days = 0) => new Date(w.D.getTime() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const longDate = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Manila' }).format(w.D);

/** Downloads a report and reads it back with pdftotext (layout kept, so a table row stays on one line). */
let downloads = 0;
async function download(who: Parameters<typeof getAs>[1], url: string, lang?: 'en' | 'tl') {
  const { status, res } = await getAs(t, who, url, lang);
  if (status !== 200) return { status, res, text: '', pages: 0 };
  const file = path.join(
    dir,
    /filename="([^"]+)"/.exec(String(res.headers['content-disposition']))![1].replace('.pdf', `-${++downloads}.pdf`),
  );
  fs.writeFileSync(file, res.rawPayload);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
  return { status, res, text, pages };
}
const row = (...cells: (string | number)[]) => new RegExp(cells.map((c) => String(c).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('\\s+'));

describe('GET /management/download-performance-report/', () => {
  const url = () => `/management/download-performance-report/?type=student-performance&section_id=${w.section.id}&organizational_id=${org}`;

  it('downloads the section report named <type>-section-<id>-<date>.pdf with every name and figure', async () => {
    const { status, res, text, pages } = await download(w.teacher, url());
    expect(status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="student-performance-section-${w.section.id}-${manilaDate()}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages).toBe(3);
    for (const s of ['Student Performance Report', 'Sampaguita', 'Maricel Peñaranda', longDate('en-PH'), 'Asia/Manila'])
      expect(text).toContain(s);
    // Title page tiles: students, active today, activities assigned, class average ((59+60+74+75+89+90)/6 = 74.5 → 75).
    expect(text).toMatch(row(8, 6, 6, 75));
    expect(text).toMatch(row('Excellent', 'Good', 'Average', 'Poor'));
    expect(text).toMatch(row('90–100', '75–89', '60–74', '< 60'));
    // Top and least performers, then every child, the best score then the latest play's (issue 14 item 6).
    const perf = (await getAs<PerformanceResponse>(t, w.teacher, `/management/sections/${w.section.id}/performance-monitoring/`)).body;
    const latest = (name: string) => perf.students.find((s) => s.student_name === name)!.latest_score ?? '–';
    expect(text).toMatch(row(1, NAMES.lourdes, 'Outstanding', 90, latest(NAMES.lourdes), '3/6', '50%'));
    expect(text).toMatch(row(2, NAMES.nino, 'Excellent', 89, latest(NAMES.nino), '3/6', '50%'));
    expect(text).toMatch(row(3, NAMES.ines, 'Satisfactory', 75, latest(NAMES.ines), '1/6', '17%'));
    expect(text).toMatch(row(1, NAMES.jose, 'Did Not Meet Expectations', 59, latest(NAMES.jose), '2/6', '33%'));
    expect(text).toMatch(row(NAMES.jose, 'Did Not Meet', 59, latest(NAMES.jose), 2, 0, 4, '33%'));
    expect(text).toMatch(row(2, NAMES.maria, 'Needs Attention', 60, latest(NAMES.maria), '3/6', '50%'));
    expect(text).toMatch(row(3, NAMES.ramon, 'Needs Improvement', 74, latest(NAMES.ramon), '3/6', '50%'));
    expect(text).toMatch(row(NAMES.dina, 'N/A', '–', '–', 0, 0, 6, '0%'));
    expect(text).toMatch(row(NAMES.eli, 'N/A', '–', '–', 0, 1, 5, '0%'));
    expect(text).toMatch(row('Score', 'Latest'));
    // Lines may wrap between words.
    const words = (line: string) => row(...line.split(' '));
    // Concepts: the same figures as the Performance screen, counted by the learner model (issue 14): the
    // children with too few answers in their own column, neither mastered nor needing attention.
    expect(perf.concepts.map((c) => c.concept_name)).toEqual(['Bilang', 'Hugis', 'Pantig']);
    for (const c of perf.concepts) {
      expect(text).toMatch(row(`${c.mastery_rate}% (${c.students_mastered}/${c.total_students})`));
      expect(text).toMatch(
        row(
          c.concept_name,
          `${c.mastery_rate}%`,
          `${c.students_mastered}/${c.total_students}`,
          `${c.students_not_enough}/${c.total_students}`,
          c.required_score,
          c.average_mastery_score,
        ),
      );
      for (const s of c.students_needing_attention)
        expect(text).toMatch(words(`${s.student_name} ${s.mastery_score} (${s.mastery_low}–${s.mastery_high})`));
    }
    // How they are counted, on the title page.
    expect(text).toMatch(words('Mastered: the model is almost sure the child knows the concept (99% or more for a required score of 80),'));
    expect(text).toMatch(words("is neither: 'not enough answers yet'."));
    expect(text).toContain('Page 1 of 3');
    expect(text).toContain('Page 3 of 3');
  });

  it('speaks Filipino with language=tl or Accept-Language: tl', async () => {
    const byQuery = await download(w.teacher, `${url()}&language=tl`);
    const byHeader = await download(w.admin, url(), 'tl');
    for (const { status, text } of [byQuery, byHeader]) {
      expect(status).toBe(200);
      for (const s of [
        'Ulat sa Pagganap ng mga Mag-aaral',
        'Seksyon',
        longDate('fil-PH'),
        'Pahina 1 ng 3',
        'Mga Nangungunang Mag-aaral',
        NAMES.nino,
        NAMES.lourdes,
      ]) {
        expect(text).toContain(s);
      }
      expect(text).toMatch(row(1, NAMES.lourdes, 'Natatangi', 90));
    }
  });

  it('records the download in the audit log', async () => {
    const rows = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'download'), eq(auditLog.entityId, w.section.id)));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows[0]).toMatchObject({ entity: 'report', actorId: w.teacher.user.id, details: { type: 'student-performance' } });
  });

  it('refuses: 404 for another teacher, another school or organizational_id, 403 student, 401, 400 bad query', async () => {
    expect((await getAs(t, w.other, url())).status).toBe(404);
    expect((await getAs(t, w.foreignAdmin, `/management/download-performance-report/?section_id=${w.section.id}`)).status).toBe(404);
    const wrongOrg = await getAs<{ error: string }>(
      t,
      w.teacher,
      `/management/download-performance-report/?section_id=${w.section.id}&organizational_id=${w.foreignAdmin.user.organizationId}`,
    );
    expect([wrongOrg.status, wrongOrg.body.error]).toEqual([404, 'Organization ID not found']);
    expect((await getAs(t, await studentToken(t, w.kids.jose), url())).status).toBe(403);
    expect((await getAs(t, null, url())).status).toBe(401);
    expect((await getAs(t, w.teacher, '/management/download-performance-report/')).status).toBe(400);
    expect((await getAs(t, w.teacher, `/management/download-performance-report/?type=secret&section_id=${w.section.id}`)).status).toBe(400);
  });
});

describe('GET /management/admin/download-report/', () => {
  const url = () => `/management/admin/download-report/?type=teacher-activity&organizational_id=${org}`;

  it("downloads the school's teacher-activity report named <type>-report-<date>.pdf", async () => {
    const { status, res, text, pages } = await download(w.admin, url());
    expect(status).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="teacher-activity-report-${manilaDate()}.pdf"`);
    expect(pages).toBe(2);
    for (const s of ['Teacher Activity Report', 'All sections', longDate('en-PH'), 'Page 2 of 2']) expect(text).toContain(s);
    // Tiles: teachers, active today, students, students active today.
    expect(text).toMatch(row(2, 1, 9, 6));
    expect(text).toMatch(row('Maricel Peñaranda', 1, 8));
    expect(text).toMatch(row('Ramon Agustín', 1, 1));
    expect(text).toMatch(row('Gawain ng Iba'));
    expect(text).toContain('Pantig C');
    // The school's distribution is the one section's (Carlo has no score).
    expect(text).toMatch(row('Excellent', 'Good', 'Average', 'Poor'));
    for (const title of ['Gawain ng Iba', 'Pantig C', 'Bilang B', 'Pantig A', 'Lumang Gawain 1']) expect(text).toMatch(row(title));
    expect(text).not.toContain('Binurang Gawain');
  });

  it('speaks Filipino', async () => {
    const { text } = await download(w.admin, `${url()}&language=tl`);
    for (const s of ['Ulat sa Gawain ng mga Guro', 'Lahat ng seksyon', 'Pahina 2 ng 2', 'Kabuuang Guro', longDate('fil-PH')])
      expect(text).toContain(s);
  });

  it("refuses: 403 for a teacher or student, 404 for another school's id, 401, 400 unknown type", async () => {
    expect((await getAs(t, w.teacher, url())).status).toBe(403);
    expect((await getAs(t, await studentToken(t, w.kids.jose), url())).status).toBe(403);
    expect(
      (
        await getAs(
          t,
          w.admin,
          `/management/admin/download-report/?type=teacher-activity&organizational_id=${w.foreignAdmin.user.organizationId}`,
        )
      ).status,
    ).toBe(404);
    expect((await getAs(t, null, url())).status).toBe(401);
    expect((await getAs(t, w.admin, '/management/admin/download-report/?type=everything')).status).toBe(400);
  });
});
