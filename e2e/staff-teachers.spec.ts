/** Issue 3 journeys: Teachers Management as an admin (add, edit, deactivate, restore, delete with a successor). */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, shot, useBrowser } from './support/browser';
import { closeServerContext, e2eHost, uniq } from './support/fixtures';
import { waitForMail } from './support/mail';
import { expectAccessible, shotBoth, signInAdmin, signInTeacher } from './support/staff';
import { createAdmin, createSection, createStudent, createTeacher } from '../server/test/fixtures';

useBrowser();
afterAll(() => closeServerContext());

/** The three counts of the screen's header, as 'Total 2' and so on. */
async function counts(page: Page) {
  const items = page.getByRole('list', { name: 'Teacher counts' }).getByRole('listitem');
  const texts = await items.allTextContents();
  return Object.fromEntries(texts.map((t) => /^\s*(\d+)\s*(.+?)\s*$/.exec(t)!).map(([, value, label]) => [label, Number(value)]));
}

const popup = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

describe('teachers management', () => {
  it('an admin adds, edits, deactivates, restores and deletes teachers with the spec texts; the added teacher can sign in', async () => {
    const host = e2eHost();
    const admin = await createAdmin(host, `admin${uniq()}`);
    const leaving = await createTeacher(host, admin, `guro${uniq()}`);
    const section = await createSection(host, leaving, { name: `Rosas ${uniq()}` });
    await createStudent(host, leaving, section.id, { name: 'Pedro Penduko', gender: 'male' });
    const name = leaving.user.username;

    const page = await newPage();
    await signInAdmin(page, admin);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Teachers' }).click();
    await page.getByRole('heading', { name: 'Teachers Management' }).waitFor();
    await page.getByRole('row', { name: new RegExp(name) }).waitFor();
    expect(await counts(page)).toEqual({ Total: 1, Active: 1, Inactive: 0 });
    expect(await page.getByRole('columnheader').allTextContents()).toEqual(['Name', 'Email Address', 'Status', 'Actions']);

    // Add Teacher, with the live password checklist.
    await page.getByRole('button', { name: 'Add Teacher +' }).click();
    const add = page.getByRole('dialog', { name: 'Add Teacher' });
    const username = `liza${uniq()}`;
    const email = `${username}@school.test`;
    await add.getByLabel('Username').fill(username);
    await add.getByLabel('Email Address').fill(email);
    await add.getByLabel('First name (optional)').fill('Liza');
    await add.getByLabel('Last name (optional)').fill('Soberano');
    await add.getByLabel('Password', { exact: true }).fill('guro');
    await add.getByText('The password needs:').waitFor();
    expect(await add.getByRole('button', { name: 'Add Teacher', exact: true }).isDisabled()).toBe(true);
    await add.getByLabel('Password', { exact: true }).fill('Guro#2026b');
    await add.getByText('Password requirements satisfied').waitFor();
    await add.getByLabel('Confirm password').fill('Guro#2026b');
    await shotBoth(page, 'staff-teachers-add', () => add.getByText('Password requirements satisfied').waitFor());
    await expectAccessible(page, 'the Add Teacher modal');
    await add.getByRole('button', { name: 'Add Teacher', exact: true }).click();
    await popup(page, 'Teacher added successfully.');
    await add.waitFor({ state: 'hidden' });
    await page.getByRole('row', { name: /Liza Soberano/ }).waitFor();
    await expect.poll(() => counts(page)).toEqual({ Total: 2, Active: 2, Inactive: 0 });
    // The new teacher is told by mail how to sign in.
    await waitForMail(email, /Sign in as a teacher/);

    // Edit.
    await page.getByRole('button', { name: 'Edit Liza Soberano' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Teacher' });
    expect(await edit.getByLabel('Email Address').inputValue()).toBe(email);
    await edit.getByLabel('Last name (optional)').fill('Reyes');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await popup(page, 'Teacher updated successfully.');
    await page.getByRole('row', { name: /Liza Reyes/ }).waitFor();
    await shotBoth(page, 'staff-teachers', () => page.getByRole('row', { name: /Liza Reyes/ }).waitFor());
    await expectAccessible(page, 'Teachers');

    // Deactivate, then restore from the inactive list.
    await page.getByRole('button', { name: `Deactivate ${name}` }).click();
    const deactivate = page.getByRole('dialog', { name: 'DEACTIVATE TEACHER' });
    await deactivate.getByRole('button', { name: 'DEACTIVATE' }).click();
    await popup(page, `${name} has been moved to inactive teachers.`);
    await expect.poll(() => counts(page)).toEqual({ Total: 2, Active: 1, Inactive: 1 });
    await page.getByLabel('Show').selectOption({ label: 'Inactive Teachers' });
    const inactiveRow = page.getByRole('row', { name: new RegExp(name) });
    await inactiveRow.getByText('Inactive', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Restore ${name}` }).click();
    await page.getByRole('dialog', { name: 'RESTORE TEACHER' }).getByRole('button', { name: 'RESTORE' }).click();
    await popup(page, `${name} has been restored successfully.`);
    await page.getByText('No inactive teachers.').waitFor();

    // Delete for good: only an inactive teacher, and their section goes to the teacher chosen.
    await page.getByLabel('Show').selectOption({ label: 'Active Teachers' });
    await page.getByRole('button', { name: `Deactivate ${name}` }).click();
    await deactivate.getByRole('button', { name: 'DEACTIVATE' }).click();
    await popup(page, `${name} has been moved to inactive teachers.`);
    await page.getByLabel('Show').selectOption({ label: 'Inactive Teachers' });
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const remove = page.getByRole('dialog', { name: 'DELETE TEACHER' });
    await remove.getByText(`${name} has 1 section.`, { exact: false }).waitFor();
    await remove.getByRole('button', { name: 'DELETE' }).click();
    await remove.getByText('Please select a teacher.').waitFor();
    await remove.getByLabel('Hand the sections to').selectOption({ label: 'Liza Reyes' });
    await shot(page, 'staff-teachers-delete-1280');
    await remove.getByRole('button', { name: 'DELETE' }).click();
    await popup(page, `${name} has been deleted successfully.`);
    await expect.poll(() => counts(page)).toEqual({ Total: 1, Active: 1, Inactive: 0 });

    // No student is lost: the section, with its child, now belongs to Liza Reyes.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Sections' }).click();
    const card = page.getByRole('listitem').filter({ hasText: section.name.toUpperCase() });
    await card.getByText('Liza Reyes').waitFor();
    await card.getByText('1 student').waitFor();

    // The added teacher belongs to the school and signs in with the password the admin set.
    const teacherPage = await newPage({ width: 375, height: 740 });
    await signInTeacher(teacherPage, { user: { email } as never }, 'Guro#2026b');
    await teacherPage.goto('/sections');
    await teacherPage.getByRole('link', { name: new RegExp(section.name.toUpperCase()) }).waitFor();
  });

  it('shows the server message when the email is taken', async () => {
    const host = e2eHost();
    const admin = await createAdmin(host, `admin${uniq()}`);
    const existing = await createTeacher(host, admin, `guro${uniq()}`);
    const page = await newPage({ width: 375, height: 740 });
    await signInAdmin(page, admin);
    await page.goto('/teachers');
    await page.getByRole('button', { name: 'Add Teacher +' }).click();
    const add = page.getByRole('dialog', { name: 'Add Teacher' });
    await add.getByLabel('Username').fill(`bago${uniq()}`);
    await add.getByLabel('Email Address').fill(existing.user.email);
    await add.getByLabel('Password', { exact: true }).fill('Guro#2026b');
    await add.getByLabel('Confirm password').fill('Guro#2026b');
    await add.getByRole('button', { name: 'Add Teacher', exact: true }).click();
    await add.getByText(/email already exists/i).waitFor();
    await shot(page, 'staff-teachers-email-taken-375');
  });
});
