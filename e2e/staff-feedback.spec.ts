/** Issue 20 journeys: a deleted activity says so, leaves its page at once and is never fetched again. */
import { afterAll, describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { closeServerContext, e2eHost, uniq } from './support/fixtures';
import { shotBoth, signInTeacher } from './support/staff';
import { createActivityWith, createAdmin, createSection, createSubject, createTeacher } from '../server/test/fixtures';

useBrowser();
afterAll(() => closeServerContext());

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
    await page.getByRole('heading', { name: 'Not found', level: 1 }).waitFor({ timeout: 2500 });
    await shotBoth(page, 'staff-activity-not-found');
  });
});
