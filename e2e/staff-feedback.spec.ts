/**
 * Issue 20 point 2: a deletion (activity, question, student, section, subject, teacher) says so, the deleted
 * thing leaves the screen at once, and nothing of it is fetched again (the network log is checked).
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { closeServerContext, e2eHost, uniq } from './support/fixtures';
import { shotBoth, signInAdmin, signInTeacher } from './support/staff';
import { createActivityWith, createAdmin, createSection, createStudent, createSubject, createTeacher } from '../server/test/fixtures';

useBrowser();
afterAll(() => closeServerContext());

/** Records every API call made after the first DELETE or delete PATCH, as 'METHOD /path'. */
function callsAfterDelete(page: Page) {
  const after: string[] = [];
  let deleted = false;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/management/') && !url.pathname.startsWith('/students/')) return;
    const call = `${request.method()} ${url.pathname}`;
    if (deleted) after.push(call);
    else if (request.method() === 'DELETE' || url.pathname.endsWith('/delete/')) deleted = true;
  });
  return after;
}

describe('staff feedback', () => {
  it('deleting an activity from its page shows success, returns to the list and refetches nothing of it', async () => {
    const host = e2eHost();
    const admin = await createAdmin(host, `admin${uniq()}`);
    const teacher = await createTeacher(host, admin, `guro${uniq()}`);
    const section = await createSection(host, teacher, { name: `Rosas ${uniq()}` });
    const subject = await createSubject(host, teacher, section.id, 'Mathematics');
    const title = `Bilang ${uniq()}`;
    await createActivityWith(host, teacher, section.id, subject.id, { type: 'multiple_choice', levels: ['easy'], title });

    const page = await newPage();
    await signInTeacher(page, teacher);
    const list = `/subjectsactivities/sections/${section.id}/subjects/${subject.id}/activities`;
    await page.goto(list);
    await page
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click();
    await page.getByRole('heading', { name: title }).first().waitFor();
    const activityPath = new URL(page.url()).pathname;
    const activityId = Number(activityPath.split('/').pop());

    const afterDelete: string[] = [];
    let deleted = false;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'DELETE') deleted = true;
      else if (deleted && url.pathname.includes(`/activities/${activityId}/`)) afterDelete.push(`${request.method()} ${url.pathname}`);
    });

    await page.getByRole('button', { name: 'Delete Activity' }).click();
    await page.getByRole('dialog', { name: 'DELETE ACTIVITY' }).getByRole('button', { name: 'DELETE' }).click();
    await page.getByRole('status').filter({ hasText: 'Activity deleted successfully!' }).first().waitFor();
    await page.waitForURL(`**${list}`);
    expect(await page.getByRole('link', { name: new RegExp(title) }).count()).toBe(0);
    await shotBoth(page, 'staff-activity-deleted');
    await page.waitForTimeout(1500);
    expect(afterDelete).toEqual([]);
    expect(await page.getByRole('link', { name: new RegExp(title) }).count()).toBe(0);

    // Its old address now gives the not-found page at once (no retries of the 404).
    await page.goto(activityPath);
    await page.getByRole('heading', { name: 'Not found', level: 1 }).waitFor();
    await shotBoth(page, 'staff-activity-not-found');
  });

  it('deleting a question removes it from the list at once and says so; nothing of it is fetched again', async () => {
    const host = e2eHost();
    const admin = await createAdmin(host, `admin${uniq()}`);
    const teacher = await createTeacher(host, admin, `guro${uniq()}`);
    const section = await createSection(host, teacher, { name: `Rosas ${uniq()}` });
    const subject = await createSubject(host, teacher, section.id, 'Mathematics');
    const made = await createActivityWith(host, teacher, section.id, subject.id, { type: 'multiple_choice', levels: ['easy', 'easy'] });
    const deletedId = made.questions[0].id;
    const page = await newPage();
    await signInTeacher(page, teacher);
    await page.goto(`/subjectsactivities/sections/${section.id}/subjects/${subject.id}/activities/${made.card.activity.id}/edit`);
    await page.getByRole('button', { name: 'Delete question 2' }).waitFor();
    const after = callsAfterDelete(page);
    await page.getByRole('button', { name: 'Delete question 1' }).click();
    await page.getByRole('dialog', { name: 'DELETE QUESTION' }).getByRole('button', { name: 'DELETE' }).click();
    await page.getByRole('status').filter({ hasText: 'Question deleted successfully!' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Delete question 2' }).count()).toBe(0);
    await page.waitForTimeout(1000);
    expect(after.filter((call) => call.includes(`/questions/${deletedId}/`))).toEqual([]);
    await shotBoth(page, 'staff-question-deleted');
  });

  it('deleting a student shows success at once, fetches nothing of the child again, and the class list no longer has them', async () => {
    const host = e2eHost();
    const admin = await createAdmin(host, `admin${uniq()}`);
    const teacher = await createTeacher(host, admin, `guro${uniq()}`);
    const section = await createSection(host, teacher, { name: `Rosas ${uniq()}` });
    const child = await createStudent(host, teacher, section.id, { name: `Liza ${uniq()}` });
    const page = await newPage();
    await signInAdmin(page, admin);
    await page.goto(`/sections/${section.id}/students/${child.id}`);
    await page.getByRole('heading', { name: child.name }).first().waitFor();
    const after = callsAfterDelete(page);
    await page
      .getByRole('button', { name: /delete/i })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: 'STUDENT REMOVE' })
      .getByRole('button', { name: /DELETE|REMOVE/ })
      .click();
    await page.getByRole('status').filter({ hasText: 'Student deleted successfully!' }).first().waitFor();
    expect(await page.getByText(child.name).count()).toBe(0);
    await shotBoth(page, 'staff-student-deleted');
    // Spec §9: the screen goes back after 5 s; Back goes at once. The list never offers the child again.
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(`**/sections/${section.id}/students`);
    await page.getByRole('heading', { name: section.name.toUpperCase() }).waitFor();
    expect(await page.getByRole('link', { name: child.name }).count()).toBe(0);
    await page.waitForTimeout(1000);
    expect(after.filter((call) => call.includes(`/students/${child.id}/`))).toEqual([]);
  });

  it('deleting a section, a subject and a teacher says so and takes them off the screen at once', async () => {
    const host = e2eHost();
    const admin = await createAdmin(host, `admin${uniq()}`);
    const teacher = await createTeacher(host, admin, `guro${uniq()}`);
    const leaving = await createTeacher(host, admin, `paalis${uniq()}`);
    const keep = await createSection(host, teacher, { name: `Rosas ${uniq()}` });
    const empty = await createSection(host, teacher, { name: `Orchid ${uniq()}` });
    const subject = await createSubject(host, teacher, keep.id, `Sining ${uniq()}`);
    const page = await newPage();
    await signInAdmin(page, admin);
    const after = callsAfterDelete(page);

    await page.goto('/sections');
    await page.getByRole('button', { name: new RegExp(`(Delete|Remove).*${empty.name}`, 'i') }).click();
    await page
      .getByRole('dialog', { name: 'SECTION REMOVE' })
      .getByRole('button', { name: /REMOVE|DELETE/ })
      .click();
    await page.getByRole('status').filter({ hasText: 'Section deleted successfully!' }).first().waitFor();
    expect(await page.getByText(empty.name.toUpperCase()).count()).toBe(0);
    await shotBoth(page, 'staff-section-deleted');

    await page.goto(`/subjectsactivities?section=${keep.id}`);
    await page.getByRole('button', { name: new RegExp(`(Delete|Remove).*${subject.name}`, 'i') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /REMOVE|DELETE/ })
      .click();
    await page.getByRole('status').filter({ hasText: 'Subject deleted successfully!' }).first().waitFor();
    expect(await page.getByText(subject.name).count()).toBe(0);

    await page.goto('/teachers');
    await page.getByRole('button', { name: `Deactivate ${leaving.user.username}` }).click();
    await page.getByRole('dialog').getByRole('button').last().click();
    await page.getByRole('status').filter({ hasText: 'has been moved to inactive teachers.' }).first().waitFor();
    await page.getByLabel('Show').selectOption({ label: 'Inactive Teachers' });
    await page.getByRole('button', { name: `Delete ${leaving.user.username}` }).click();
    await page.getByRole('dialog').getByRole('button').last().click();
    await page.getByRole('status').filter({ hasText: 'has been deleted successfully.' }).first().waitFor();
    expect(await page.getByRole('button', { name: `Delete ${leaving.user.username}` }).count()).toBe(0);
    await shotBoth(page, 'staff-teacher-deleted');

    await page.waitForTimeout(1000);
    const own = [`/sections/${empty.id}/`, `/subjects/${subject.id}/`, `/teachers/${leaving.user.id}/`];
    expect(after.filter((call) => call.startsWith('GET') && own.some((part) => call.includes(part)))).toEqual([]);
  });
});
