/**
 * Issue 20 point 1 and the first half of point 5: every form's failure is shown by its save button, in view,
 * focused and announced; mistakes are marked on their fields, the first one focused; and a form does not
 * move under the pointer while it is being filled in.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { newPage, shot, useBrowser } from './support/browser';
import { expectRevealedAbove, failCalls, focusedLabel } from './support/feedback';
import { closeServerContext, e2eHost, uniq } from './support/fixtures';
import { signInAdmin, signInTeacher } from './support/staff';
import { createAdmin, createSection, createSubject, createTeacher } from '../server/test/fixtures';

useBrowser();
afterAll(() => closeServerContext());

async function school() {
  const host = e2eHost();
  const admin = await createAdmin(host, `admin${uniq()}`);
  const teacher = await createTeacher(host, admin, `guro${uniq()}`);
  const section = await createSection(host, teacher, { name: `Rosas ${uniq()}` });
  const subject = await createSubject(host, teacher, section.id, 'Mathematics');
  return { admin, teacher, section, subject };
}

describe('staff errors where the eye is', () => {
  it('Create Multiple Choice: no correct answer ticked says so right above Save Question, in view and focused', async () => {
    const { teacher, section, subject } = await school();
    const page = await newPage({ width: 1280, height: 800 });
    await signInTeacher(page, teacher);
    await page.goto(`/subjectsactivities/sections/${section.id}/subjects/${subject.id}/create/multiple-choice`);
    await page.getByLabel('Title').fill(`Ilan ${uniq()}`);
    await page.getByRole('button', { name: 'Create Activity' }).click();
    await page.getByLabel('Question', { exact: true }).fill('Ilan ang mansanas?');
    for (const n of [1, 2, 3]) await page.getByLabel(`Choice ${n} text`).fill(String(n));
    const save = page.getByRole('button', { name: 'Save Question' });
    await save.click();
    await expectRevealedAbove(page, 'Please select at least one correct answer', save);
    await shot(page, 'staff-error-choice-1280', { fullPage: false });

    // Removing a choice: the rule line follows the real count (issue 20 point 8).
    await page.getByRole('button', { name: 'Remove Choice 3' }).click();
    await page.getByText('2 choices, up to 1 correct').waitFor();

    // The same on a phone, in Filipino.
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Filipino' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    const saveTl = page.getByRole('button', { name: 'I-save ang Tanong' });
    await saveTl.click();
    await expectRevealedAbove(page, 'Pumili ng kahit isang tamang sagot', saveTl);
    await shot(page, 'staff-error-choice-tl-390', { fullPage: false });
  });

  it("Create Matching: a half-filled pair gives 'Failed to save pairs: …' above Save Matching Set and marks the pair", async () => {
    const { teacher, section, subject } = await school();
    const page = await newPage({ width: 390, height: 844 });
    await signInTeacher(page, teacher);
    await page.goto(`/subjectsactivities/sections/${section.id}/subjects/${subject.id}/create/matching`);
    await page.getByLabel('Title').fill(`Hayop ${uniq()}`);
    await page.getByRole('button', { name: 'Create Activity' }).click();
    await page.getByRole('textbox', { name: 'Prompt 1', exact: true }).fill('Aso');
    const save = page.getByRole('button', { name: 'Save Matching Set' });
    await save.click();
    await expectRevealedAbove(page, 'Failed to save pairs: Every pair needs a prompt and an answer.', save);
    // The pair itself says what is missing.
    await page.getByRole('group', { name: 'Pair 1' }).getByText('Every pair needs a prompt and an answer.').waitFor();
    expect(await page.getByRole('group', { name: 'Pair 2' }).getByText('Every pair needs a prompt and an answer.').count()).toBe(0);
    await shot(page, 'staff-error-matching-390', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    await save.click();
    await expectRevealedAbove(page, 'Failed to save pairs:', save);
    await shot(page, 'staff-error-matching-1280', { fullPage: false });
  });

  it('Add Student: the layout holds while typing, mistakes are marked with the first one focused, a failure shows by the buttons', async () => {
    const { teacher, section } = await school();
    const page = await newPage({ width: 390, height: 844 });
    await signInTeacher(page, teacher);
    await page.goto(`/sections/${section.id}/students`);
    await page.getByRole('button', { name: 'Add Student' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Student' });

    // Issue 20 point 5: 'abc' in Contact number, then a click on Male selects Male (nothing moved on blur).
    await dialog.getByLabel('Contact number').fill('abc');
    const male = dialog.getByLabel('Male', { exact: true });
    const contact = dialog.getByLabel('Contact number');
    const gap = async () => ((await male.boundingBox())?.y ?? 0) - ((await contact.boundingBox())?.y ?? 0);
    const before = await gap();
    await male.click();
    expect(await male.isChecked()).toBe(true);
    expect(await gap(), 'the gender row did not move').toBe(before);

    // Submitting marks the fields, focuses the first, and the button area says so.
    const submit = dialog.getByRole('button', { name: 'Add Student' });
    await submit.click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: /Check the \d+ marked fields above\./ })
      .waitFor();
    expect(await focusedLabel(page)).toBe('Name');
    await shot(page, 'staff-error-add-student-marked-390', { fullPage: false });

    await dialog.getByLabel('Name').fill('Liza Cruz');
    await dialog.getByLabel('Password', { exact: true }).fill('Bata#2024x');
    await dialog.getByLabel('Confirm password').fill('Bata#2024x');
    await dialog.getByLabel('Parent/Guardian').fill('Aling Nena');
    await dialog.getByLabel('Contact number').fill('09171234567');
    await dialog.getByLabel('I confirm parental consent obtained.').check();
    const restore = await failCalls(page, '**/students/add/');
    await submit.click();
    await expectRevealedAbove(page, 'The database is resting.', submit);
    await shot(page, 'staff-error-add-student-failed-390', { fullPage: false });
    // Again: the same failure is brought back into view and focused.
    await dialog.getByLabel('Name').focus();
    await submit.click();
    await expectRevealedAbove(page, 'The database is resting.', submit);
    await restore();
    await submit.click();
    await page.getByRole('status').filter({ hasText: 'Student added successfully!' }).first().waitFor();
  });

  it('Add Section: an empty name is focused and counted; a server failure shows by the buttons', async () => {
    const { teacher } = await school();
    const page = await newPage({ width: 1280, height: 800 });
    await signInTeacher(page, teacher);
    await page.goto('/sections');
    await page.getByRole('button', { name: /Add Section/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Section' });
    const submit = dialog.getByRole('button', { name: 'Add Section' });
    await submit.click();
    await dialog.getByText('Section name is required.').waitFor();
    expect(await focusedLabel(page)).toBe('Section name');
    await dialog.getByRole('alert').filter({ hasText: 'Check the marked field above.' }).waitFor();
    await dialog.getByLabel('Section name').fill(`Sampaguita ${uniq()}`);
    await failCalls(page, '**/management/sections/add/');
    await submit.click();
    await expectRevealedAbove(page, 'The database is resting.', submit);
    await shot(page, 'staff-error-add-section-1280', { fullPage: false });
  });

  it('Add Teacher and Settings: a taken email is marked and focused; a failure shows by the Save button, also at the foot of Settings on a phone', async () => {
    const { admin, teacher } = await school();
    const page = await newPage({ width: 1280, height: 800 });
    await signInAdmin(page, admin);
    await page.goto('/teachers');
    await page.getByRole('button', { name: /Add Teacher/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Teacher' });
    await dialog.getByLabel('Username').fill(`bago${uniq()}`);
    await dialog.getByLabel('Email Address').fill(teacher.user.email);
    await dialog.getByLabel('Password', { exact: true }).fill('Guro#2024x');
    await dialog.getByLabel('Confirm password').fill('Guro#2024x');
    const add = dialog.getByRole('button', { name: 'Add Teacher' });
    await add.click();
    await dialog.locator('.field__error').first().waitFor();
    expect(await focusedLabel(page)).toBe('Email Address');
    await dialog.getByLabel('Email Address').fill(`bago${uniq()}@school.test`);
    const restore = await failCalls(page, '**/management/teachers/add/');
    await add.click();
    await expectRevealedAbove(page, 'The database is resting.', add);
    await shot(page, 'staff-error-add-teacher-1280', { fullPage: false });
    await restore();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/settings');
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('Guro#2025x');
    await page.getByLabel('Confirm new password').fill('Guro#2025x');
    const save = page.getByRole('button', { name: 'Save changes' }).first();
    await save.click();
    await page.getByText('Your current password is incorrect.').waitFor();
    expect(await focusedLabel(page)).toBe('Current password');
    await failCalls(page, '**/management/edit-profile/');
    await page.getByLabel('Current password').fill('whatever');
    await page.evaluate(() => window.scrollTo(0, 0));
    await save.click();
    await expectRevealedAbove(page, 'The database is resting.', save);
    await shot(page, 'staff-error-settings-390', { fullPage: false });
  });
});
