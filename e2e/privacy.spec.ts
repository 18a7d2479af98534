/** Issue 18 journeys: an admin downloads a child's record, erases the child, and reads the audit log (with CSV). */
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, useBrowser } from './support/browser';
import { closeServerContext, e2eHost, uniq } from './support/fixtures';
import { expectAccessible, shotBoth, signInAdmin, signInTeacher } from './support/staff';
import { createAdmin, createSection, createStudent, createTeacher } from '../server/test/fixtures';

useBrowser();
afterAll(() => closeServerContext());

const popup = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

async function school() {
  const host = e2eHost();
  const admin = await createAdmin(host, `admin${uniq()}`);
  const teacher = await createTeacher(host, admin, `guro${uniq()}`);
  const section = await createSection(host, teacher, { name: `Sampaguita ${uniq()}` });
  const kid = await createStudent(host, teacher, section.id, { name: `Liza Erasme ${uniq()}` });
  return { admin, teacher, section, kid };
}

describe("a child's data (issue 18)", () => {
  it("an admin downloads a child's record (JSON and PDF), erases the child, then finds both in the audit log and its CSV", async () => {
    const { admin, teacher, section, kid } = await school();
    const page = await newPage();
    await signInAdmin(page, admin);
    await page.goto(`/sections/${section.id}/students/${kid.id}`);
    await page.getByRole('heading', { name: kid.name, level: 1 }).waitFor();
    await page.getByText(`by ${teacher.user.username}`).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download record (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`child-${kid.id}-record.json`);
    const record = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
      profile: { name: string };
      consent: { confirmed_by: string };
    };
    expect(record.profile.name).toBe(kid.name);
    expect(record.consent.confirmed_by).toBe(teacher.user.username);

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download record for the parent (PDF)' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`child-${kid.id}-record.pdf`);
    expect(
      fs
        .readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    await page.getByRole('button', { name: "Erase child's data" }).click();
    const confirm = page.getByRole('dialog', { name: "Erase this child's data?" });
    await expectAccessible(page, 'the erase confirmation');
    await confirm.getByRole('button', { name: 'Erase', exact: true }).click();
    await popup(page, "The child's personal data was erased.");
    await page.waitForURL(new RegExp(`/sections/${section.id}/students$`));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText(kid.name).count()).toBe(0);

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    // Unfiltered: the two exports (JSON and PDF) and the erasure of this child, newest first.
    const ofChild = page.getByRole('row').filter({ hasText: `student #${kid.id}` });
    const exported = ofChild.filter({ hasText: 'Exported' });
    const erased = ofChild.filter({ hasText: "Erased a child's data" });
    await erased.waitFor();
    expect(await exported.count()).toBe(2);
    await page.getByLabel('Action').selectOption({ label: "Erased a child's data" });
    await page.getByRole('button', { name: 'Show' }).click();
    await exported.first().waitFor({ state: 'detached' });
    expect(await erased.count()).toBe(1);
    await shotBoth(page, 'privacy-audit-log', () => erased.waitFor());
    await expectAccessible(page, 'the audit log');

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync(await csv.path(), 'utf8');
    expect(text).toContain('"erase","student"');
    expect(text).not.toContain(kid.name);
  });

  it('a teacher sees no audit log, cannot erase, and can ask the admins instead', async () => {
    const { teacher, section, kid } = await school();
    const page = await newPage();
    await signInTeacher(page, teacher);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Audit log' }).count()).toBe(0);
    await page.goto(`/sections/${section.id}/students/${kid.id}`);
    await page.getByRole('heading', { name: kid.name, level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: "Erase child's data" }).count()).toBe(0);
    await page.getByRole('button', { name: 'Ask admins to erase' }).click();
    await popup(page, 'Your request was sent to the school admins.');
  });
});

describe('the privacy notice (issue 18 item 5)', () => {
  it('says what is kept, why, for how long, and how a parent asks for a copy or erasure, in both languages', async () => {
    const page = await newPage({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    for (const heading of ['What we keep', 'Why', 'Who can see it', 'For how long', 'Getting a copy', 'Asking for erasure'])
      await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
    await expectAccessible(page, '/privacy');
    await shotBoth(page, 'privacy-en', () => page.getByRole('heading', { name: 'For how long' }).waitFor());
    await page.getByRole('button', { name: 'Filipino' }).click();
    await page.getByRole('heading', { name: 'Patakaran sa Privacy', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Paghiling na burahin', level: 2 }).waitFor();
    await shotBoth(page, 'privacy-tl', () => page.getByRole('heading', { name: 'Gaano katagal' }).waitFor());
    await page.getByRole('link', { name: 'Bumalik sa simula' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
