/**
 * Issue 20 point 8 ("the smaller items"): the class code in Filipino, Unassign with nobody assigned, teacher
 * colours that stay, 'Server error: <status>' on a dashboard, an honest office staff sign-in for a teacher's
 * email, and the register form's mismatch with a 34-character password. (The choice count after removing a
 * choice is in staff-errors.spec.ts.)
 */
import { afterAll, describe, expect, it } from 'vitest';
import { newPage, shot, useBrowser } from './support/browser';
import { closeServerContext, e2eHost, uniq } from './support/fixtures';
import { waitForMail } from './support/mail';
import { shotBoth, signInAdmin, signInTeacher } from './support/staff';
import { createActivityWith, createAdmin, createSection, createStudent, createSubject, createTeacher } from '../server/test/fixtures';

useBrowser();
afterAll(() => closeServerContext());

describe('staff details', () => {
  it("says 'Code ng klase' in Filipino and disables Unassign while nobody has the activity", async () => {
    const host = e2eHost();
    const admin = await createAdmin(host, `admin${uniq()}`);
    const teacher = await createTeacher(host, admin, `guro${uniq()}`);
    const section = await createSection(host, teacher, { name: `Rosas ${uniq()}` });
    const subject = await createSubject(host, teacher, section.id, 'Mathematics');
    // Published while the class is empty: nobody has it.
    const made = await createActivityWith(host, teacher, section.id, subject.id, { type: 'multiple_choice', levels: ['easy'] });

    const page = await newPage();
    await signInTeacher(page, teacher);
    const list = `/subjectsactivities/sections/${section.id}/subjects/${subject.id}/activities`;
    await page.goto(`${list}/${made.card.activity.id}`);
    const unassign = page.getByRole('button', { name: 'Unassign', exact: true });
    await unassign.waitFor();
    expect(await unassign.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Assign', exact: true }).isDisabled()).toBe(false);

    // A child joins (and gets the class's published activity).
    await createStudent(host, teacher, section.id, { name: 'Liza Cruz' });
    await page.goto(`/sections/${section.id}/students`);
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Filipino' }).click();
    await page.getByRole('heading', { name: 'Code ng klase' }).waitFor();
    expect(await page.getByText(/class code/i).count()).toBe(0);
    await shotBoth(page, 'staff-class-code-tl', () => page.getByRole('heading', { name: 'Code ng klase' }).waitFor());
    await page.getByRole('group', { name: 'Wika' }).getByRole('button', { name: 'English' }).click();

    // The prebuilt library's cards: Unassign is off on every card nobody in this new class has.
    await page.goto(`/subjectsactivities/sections/${section.id}/subjects/${subject.id}/prebuilt`);
    const cards = page.getByRole('button', { name: /^Unassign / });
    await cards.first().waitFor();
    for (const button of await cards.all()) expect(await button.isDisabled()).toBe(true);
    await page
      .getByRole('button', { name: /^Assign / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: 'Liza Cruz' }).check();
    await dialog.getByRole('button', { name: 'Assign (1)' }).click();
    await page.getByRole('status').filter({ hasText: 'Activity successfully assigned!' }).first().waitFor();
    expect(await cards.first().isDisabled()).toBe(false);
  });

  it("keeps each teacher's colour when another teacher is added", async () => {
    const host = e2eHost();
    const admin = await createAdmin(host, `admin${uniq()}`);
    const names = [`mabini${uniq()}`, `zamora${uniq()}`];
    for (const name of names) await createTeacher(host, admin, name);
    const page = await newPage();
    await signInAdmin(page, admin);
    const colours = () =>
      page.evaluate(
        (names) =>
          names.map((name) => {
            const row = Array.from(document.querySelectorAll('tr')).find((tr) => tr.textContent?.includes(name));
            const chip = row?.querySelector('span[aria-hidden="true"]');
            return chip ? getComputedStyle(chip).backgroundColor : null;
          }),
        names,
      );
    await page.goto('/teachers');
    await page.getByText(names[1]).first().waitFor();
    const before = await colours();
    expect(before.every(Boolean)).toBe(true);
    // A new teacher sorts before both by name: their places in the list change, their colours don't.
    await createTeacher(host, admin, `aaa${uniq()}`);
    await page.reload();
    await page.getByText(names[1]).first().waitFor();
    expect(await colours()).toEqual(before);
  });

  it("shows 'Server error: <status>' when the dashboard fails, never the server's own text", async () => {
    const host = e2eHost();
    const admin = await createAdmin(host, `admin${uniq()}`);
    const teacher = await createTeacher(host, admin, `guro${uniq()}`);
    await createSection(host, teacher, { name: `Rosas ${uniq()}` });
    const page = await newPage();
    await page.route('**/management/dashboard/**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'pg pool exhausted at db-2' }) }),
    );
    await signInTeacher(page, teacher);
    await page.getByText('Error loading dashboard: Server error: 503').waitFor();
    expect(await page.getByText('pg pool exhausted').count()).toBe(0);
    await shot(page, 'staff-dashboard-server-error-1280');
  });

  it("tells a teacher's email on the office staff sign-in no lie; the teacher's mail says where to sign in", async () => {
    const host = e2eHost();
    const admin = await createAdmin(host, `admin${uniq()}`);
    const teacher = await createTeacher(host, admin, `guro${uniq()}`);
    const page = await newPage({ width: 390, height: 844 });
    await page.goto('/admin-login');
    await page.getByLabel('Email').fill(teacher.user.email);
    await page.getByRole('button', { name: 'Request OTP' }).click();
    await page.getByText('If this email belongs to an office staff account, a 6-digit code was sent to it.').waitFor();
    expect(await page.getByText('A 6-digit code was sent to your email.', { exact: true }).count()).toBe(0);
    const [, link] = await waitForMail(teacher.user.email, /Sign in as a teacher: (\S+)/);
    expect(link).toMatch(/\/teacher-login$/);
    await shot(page, 'staff-admin-login-teacher-email-390');
    await page.getByRole('link', { name: 'Teacher login' }).click();
    await page.waitForURL('**/teacher-login');
  });

  it('reports a mismatched confirmation with a 34-character password on /register', async () => {
    const page = await newPage({ width: 390, height: 844 });
    await page.goto('/register');
    const long = `Aa1!${'x'.repeat(30)}`;
    await page.getByLabel('Teacher').check();
    await page.getByLabel('Username').fill(`guro${uniq()}`);
    await page.getByLabel('Email').fill(`guro${uniq()}@school.test`);
    await page.getByLabel('Password', { exact: true }).fill(long);
    await page.getByLabel('Confirm Password').fill(`${long}y`);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByText('Password does not meet requirements').first().waitFor();
    await shot(page, 'staff-register-34-390');
  });
});
