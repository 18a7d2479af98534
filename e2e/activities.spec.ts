/** Issue 4 journeys: the activity's printable PDF (upload, download, replace, remove), and assigning a prebuilt activity. */
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newPage, shot, useBrowser } from './support/browser';
import { closeServerContext, e2eHost, uniq } from './support/fixtures';
import { expectAccessible, shotBoth, signInTeacher, tinyPdf } from './support/staff';
import { createActivityWith, createAdmin, createSection, createStudent, createSubject, createTeacher } from '../server/test/fixtures';

useBrowser();
afterAll(() => closeServerContext());

const popup = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

async function classroom() {
  const host = e2eHost();
  const admin = await createAdmin(host, `admin${uniq()}`);
  const teacher = await createTeacher(host, admin, `guro${uniq()}`);
  const section = await createSection(host, teacher, { name: `Rosas ${uniq()}` });
  return { host, teacher, section };
}

/** The file a download link gives, as text. */
async function download(page: Page, link: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: fs.readFileSync(path, 'latin1') };
}

describe('activities', () => {
  it('a teacher picks a section, adds a subject with a cover colour, opens it and deletes another', async () => {
    const { host, teacher, section } = await classroom();
    const second = await createSection(host, teacher, { name: `Sampaguita ${uniq()}` });
    const old = await createSubject(host, teacher, second.id, 'Sining');

    const page = await newPage();
    await signInTeacher(page, teacher);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Subjects and Activities' }).click();
    await page.getByRole('heading', { name: 'Subjects and Activities', level: 1 }).waitFor();
    const sectionSelect = page.getByLabel('Section', { exact: true });
    // The sections arrive after the heading: wait for the list before reading it.
    await sectionSelect.locator('option', { hasText: `Section ${second.name}` }).waitFor({ state: 'attached' });
    expect(await sectionSelect.locator('option').allTextContents()).toEqual(
      expect.arrayContaining([`Section ${section.name}`, `Section ${second.name}`]),
    );
    await sectionSelect.selectOption({ label: `Section ${section.name}` });
    await page.getByText('No subjects yet').waitFor();

    await page.getByRole('button', { name: 'Add Subject +' }).click();
    const add = page.getByRole('dialog', { name: 'Add Subject' });
    await add.getByRole('button', { name: 'Add Subject', exact: true }).click();
    await add.getByText('Subject name required', { exact: true }).waitFor(); // the contract's text, as the server words it
    await add.getByLabel('Subject name').fill('Mathematics');
    expect(await add.getByRole('radio', { name: 'Blue' }).isChecked()).toBe(true);
    await add.getByRole('radio', { name: 'Green' }).check();
    await add.getByRole('button', { name: 'Add Subject', exact: true }).click();
    await popup(page, 'Subject added successfully!');
    const card = page.getByRole('link', { name: /Mathematics/ });
    await card.getByText('Green').waitFor();
    await shotBoth(page, 'subjects', () => card.waitFor());
    await expectAccessible(page, 'Subjects and Activities');

    // Another section's subject, deleted after a confirmation.
    await sectionSelect.selectOption({ label: `Section ${second.name}` });
    await page.getByRole('button', { name: `Delete subject ${old.name}` }).click();
    await page.getByRole('dialog', { name: 'DELETE SUBJECT' }).getByRole('button', { name: 'DELETE' }).click();
    await popup(page, 'Subject deleted successfully!');
    await page.getByText('No subjects yet').waitFor();

    // The card opens the subject's activities; the menu entry stays active there.
    await sectionSelect.selectOption({ label: `Section ${section.name}` });
    await card.click();
    await page.waitForURL(`**/subjectsactivities/sections/${section.id}/subjects/*/activities`);
    await page.getByRole('heading', { name: 'Mathematics', level: 1 }).waitFor();
    await page.getByText('No activities yet').waitFor();
    expect(
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Subjects and Activities' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('a teacher uploads, downloads, replaces and removes an activity PDF; a non-PDF is refused', async () => {
    const { host, teacher, section } = await classroom();
    const subject = await createSubject(host, teacher, section.id, 'Mathematics');
    const title = `Bilang ${uniq()}`;
    await createActivityWith(host, teacher, section.id, subject.id, { type: 'multiple_choice', levels: ['easy'], title });

    const page = await newPage();
    await signInTeacher(page, teacher);
    await page.goto(`/subjectsactivities?section=${section.id}`);
    await page.getByRole('link', { name: /Mathematics/ }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: new RegExp(title) }) });
    const pdf = page.getByRole('group', { name: `Printable PDF of ${title}` });
    const input = page.getByLabel(`PDF file for ${title}`);
    await pdf.getByText('No PDF').waitFor();
    await card.getByText('Type: Multiple Choice').waitFor();

    // Not a PDF: the spec's message and nothing to upload.
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await pdf.getByText('Please select a PDF file.').waitFor();
    await pdf.getByText('No PDF').waitFor();
    // Named and typed as a PDF but not one inside: the server checks the content and refuses it.
    await input.setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not really a pdf') });
    await page.getByRole('button', { name: `Upload PDF for ${title}` }).click();
    await pdf.getByText('Please select a PDF file.').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await pdf.getByText('No PDF').waitFor();

    // No PDF → Ready to Upload (the long name cut past 20 characters) → PDF Available.
    const longName = 'worksheet-counting-one-to-twenty.pdf';
    await input.setInputFiles({ name: longName, mimeType: 'application/pdf', buffer: tinyPdf('first version') });
    await pdf.getByText('Ready to Upload').waitFor();
    await pdf.getByText('worksheet-counting-o...', { exact: true }).waitFor();
    await shotBoth(page, 'activities-pdf-ready', () => pdf.getByText('Ready to Upload').waitFor());
    await page.getByRole('button', { name: `Upload PDF for ${title}` }).click();
    await popup(page, 'PDF uploaded successfully!');
    await pdf.getByText('PDF Available').waitFor();

    const first = await download(page, page.getByRole('link', { name: `Download PDF of ${title}` }));
    expect(first.name).toBe(longName);
    expect(first.text.startsWith('%PDF-1.4')).toBe(true);
    expect(first.text).toContain('first version');
    await shotBoth(page, 'activities-list', () => pdf.getByText('PDF Available').waitFor());
    await expectAccessible(page, 'Activities list');

    // Replace: Replace PDF (the new file named, and the one it replaces), then available again with the new content.
    await input.setInputFiles({ name: 'second.pdf', mimeType: 'application/pdf', buffer: tinyPdf('second version') });
    await pdf.getByText('Replace PDF', { exact: true }).first().waitFor();
    await pdf.getByText('replaces worksheet-counting-o...').waitFor();
    await page.getByRole('button', { name: `Replace PDF of ${title}` }).click();
    await popup(page, 'PDF uploaded successfully!');
    await pdf.getByText('PDF Available').waitFor();
    const second = await download(page, page.getByRole('link', { name: `Download PDF of ${title}` }));
    expect(second.name).toBe('second.pdf');
    expect(second.text).toContain('second version');

    // Remove, after a confirmation.
    await page.getByRole('button', { name: `Remove PDF of ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'REMOVE PDF' });
    await confirm.getByText(`Remove second.pdf from ${title}?`).waitFor();
    await confirm.getByRole('button', { name: 'REMOVE' }).click();
    await popup(page, 'PDF removed successfully!');
    await pdf.getByText('No PDF').waitFor();
    await page.reload();
    await pdf.getByText('No PDF').waitFor();
  });

  it('a teacher assigns a prebuilt activity to two students from the Prebuilt screen; the detail shows them', async () => {
    const { host, teacher, section } = await classroom();
    const subject = await createSubject(host, teacher, section.id, 'English');
    for (const [name, gender] of [
      ['Ana Cruz', 'female'],
      ['Ben Reyes', 'male'],
      ['Carlo Dizon', 'male'],
    ] as const) {
      await createStudent(host, teacher, section.id, { name, gender });
    }

    const page = await newPage();
    await signInTeacher(page, teacher);
    await page.goto(`/subjectsactivities/sections/${section.id}/subjects/${subject.id}/activities`);
    await page.getByRole('link', { name: 'Prebuilt Activity' }).click();
    await page.waitForURL(`**/subjects/${subject.id}/prebuilt`);
    await page.getByRole('heading', { name: 'Prebuilt Activities', level: 1 }).waitFor();
    const library = page.getByRole('list', { name: 'Prebuilt activities' });
    await library.getByRole('listitem').first().waitFor();
    expect(await library.getByRole('listitem').count()).toBeGreaterThanOrEqual(40);
    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'English', exact: true }).click();
    await shotBoth(page, 'prebuilt-library', () => library.getByRole('listitem').first().waitFor());
    await expectAccessible(page, 'Prebuilt Activities');

    const card = library.getByRole('listitem').first();
    const assignButton = card.getByRole('button', { name: /^Assign / });
    const title = (await assignButton.getAttribute('aria-label'))!.replace(/^Assign /, '');
    await card.getByText('Assigned to 0 of 3 students').waitFor();
    await assignButton.click();

    const dialog = page.getByRole('dialog', { name: `Assign: ${title}` });
    await dialog.getByText('0 student(s) selected').waitFor();
    await dialog.getByRole('button', { name: 'Assign (0)' }).click();
    await dialog.getByText('Please select at least one student to assign.').waitFor();
    await dialog.getByRole('checkbox', { name: 'Ana Cruz' }).check();
    await dialog.getByRole('checkbox', { name: 'Ben Reyes' }).check();
    await dialog.getByText('2 student(s) selected').waitFor();
    await shotBoth(page, 'prebuilt-assign', () => dialog.getByText('2 student(s) selected').waitFor());
    await expectAccessible(page, 'the Assign modal');
    await dialog.getByRole('button', { name: 'Assign (2)' }).click();
    await popup(page, 'Activity successfully assigned!');
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('Assigned to 2 of 3 students').waitFor();

    // Opened again: the two are disabled with 'Already assigned'; Select All picks only the third.
    await assignButton.click();
    for (const name of ['Ana Cruz', 'Ben Reyes']) {
      expect(await dialog.getByRole('checkbox', { name }).isDisabled()).toBe(true);
      await dialog.locator('label').filter({ hasText: name }).getByText('Already assigned').waitFor();
    }
    expect(await dialog.getByText('Already assigned').count()).toBe(2);
    await dialog.getByRole('button', { name: 'Select All', exact: true }).click();
    await dialog.getByText('1 student(s) selected').waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'Carlo Dizon' }).isChecked()).toBe(true);
    await shot(page, 'prebuilt-assign-already-1280');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The activity's page: Student Progress lists the two.
    await card.getByRole('link').click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    const table = page.getByRole('table');
    await table.getByRole('rowheader', { name: 'Ana Cruz' }).waitFor();
    await table.getByRole('rowheader', { name: 'Ben Reyes' }).waitFor();
    expect(await table.getByRole('rowheader').allTextContents()).toHaveLength(2);
    expect(
      await table
        .getByRole('row', { name: /Ana Cruz/ })
        .getByText('Not Started')
        .count(),
    ).toBe(1);
    await shotBoth(page, 'prebuilt-activity-detail', () => table.waitFor());
    await expectAccessible(page, 'Activity detail (prebuilt)');
  });
});
