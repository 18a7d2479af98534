/**
 * Issue 13 item 2: a teacher downloads the section's practice packs from the section page and one child's
 * from the profile, in English and in Filipino. The PDF's content is the server's test
 * (server/src/features/practice-pack); here the buttons, the files' names and that each child has a page.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { SHOTS_DIR, newPage, useBrowser } from './support/browser';
import { closeServerContext, e2eHost, uniq } from './support/fixtures';
import { expectAccessible, signInTeacher } from './support/staff';
import { createAdmin, createSection, createStudent, createTeacher } from '../server/test/fixtures';

useBrowser();
afterAll(() => closeServerContext());

/** The PDF's text page by page (pdftotext), whitespace folded. */
async function pdfPages(download: Download): Promise<string[]> {
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const count = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
  return Array.from({ length: count }, (_, i) =>
    execFileSync('pdftotext', ['-f', String(i + 1), '-l', String(i + 1), file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' '),
  );
}

async function shots(page: Page, name: string) {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  for (const [w, h] of [
    [1024, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${w}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const today = /\d{4}-\d{2}-\d{2}/.source;

describe('practice packs on paper (issue 13 item 2)', () => {
  it('a teacher downloads the section’s packs (a page per child) and one child’s, in English and Filipino', async () => {
    const host = e2eHost();
    const teacher = await createTeacher(host, await createAdmin(host, `admin${uniq()}`), `guro${uniq()}`);
    const section = await createSection(host, teacher, { name: `Sampaguita ${uniq()}` });
    const ana = await createStudent(host, teacher, section.id, { name: `Ana Reyes ${uniq()}` });
    const ben = await createStudent(host, teacher, section.id, { name: `Ben Cruz ${uniq()}`, gender: 'male' });
    const page = await newPage();
    await signInTeacher(page, teacher);

    await page.goto(`/sections/${section.id}/students`);
    const sectionButton = page.getByRole('button', { name: `Download the practice packs of ${section.name} (PDF, a page per child)` });
    await sectionButton.waitFor();
    await expect(sectionButton.textContent()).resolves.toBe('Practice packs (PDF)');
    await shots(page, 'practice-pack-section-en');
    const [all] = await Promise.all([page.waitForEvent('download'), sectionButton.click()]);
    expect(all.suggestedFilename()).toMatch(new RegExp(`^practice-pack-section-${section.id}-${today}\\.pdf$`));
    const pages = await pdfPages(all);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(ana.name);
    expect(pages[1]).toContain(ben.name);
    expect(pages[0]).toContain('Page 1 of 2');

    await page.goto(`/sections/${section.id}/students/${ben.id}`);
    await page.getByRole('heading', { name: 'Practice at home' }).waitFor();
    await expectAccessible(page, 'the profile with its practice pack');
    await shots(page, 'practice-pack-profile-en');
    const [one] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download ${ben.name}'s practice pack (PDF)` }).click(),
    ]);
    expect(one.suggestedFilename()).toMatch(new RegExp(`^practice-pack-section-${section.id}-student-${ben.id}-${today}\\.pdf$`));
    const onePage = await pdfPages(one);
    expect(onePage).toHaveLength(1);
    expect(onePage[0]).toContain(ben.name);

    // In Filipino: the buttons' words, and the footer of the printed pages.
    await page.getByRole('button', { name: 'Filipino' }).click();
    await page.getByRole('heading', { name: 'Pagsasanay sa bahay' }).waitFor();
    await shots(page, 'practice-pack-profile-tl');
    const [tl] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `I-download ang pagsasanay sa bahay ni ${ben.name} (PDF)` }).click(),
    ]);
    expect((await pdfPages(tl))[0]).toContain('Pahina 1 ng 1');
    await page.goto(`/sections/${section.id}/students`);
    const tlButton = page.getByRole('button', {
      name: `I-download ang mga pagsasanay sa bahay ng ${section.name} (PDF, isang pahina bawat bata)`,
    });
    await tlButton.waitFor();
    await expect(tlButton.textContent()).resolves.toBe('Mga pagsasanay sa bahay (PDF)');
    await shots(page, 'practice-pack-section-tl');
  });
});
