/**
 * Issue 20 point 5: another teacher's (or a missing) section, student, subject or activity gives one 'Not found'
 * page at once: no retries of the 404, no page heading or Add Student button before it.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { closeServerContext, e2eHost, uniq } from './support/fixtures';
import { shotBoth, signInTeacher } from './support/staff';
import { createActivityWith, createAdmin, createSection, createStudent, createSubject, createTeacher } from '../server/test/fixtures';

useBrowser();
afterAll(() => closeServerContext());

/** Opens `path` and waits for the not-found page; returns the API calls answered 404 meanwhile. */
async function expectNotFound(page: Page, path: string, heading = 'Not found') {
  const missing: string[] = [];
  const onResponse = (response: { status(): number; url(): string; request(): { method(): string } }) => {
    if (response.status() === 404) missing.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
  };
  page.on('response', onResponse);
  await page.goto(path);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await page.waitForTimeout(800);
  page.off('response', onResponse);
  expect(await page.getByRole('heading', { level: 1 }).count(), `one heading on ${path}`).toBe(1);
  expect(await page.getByText(heading, { exact: true }).count(), `'${heading}' said once on ${path}`).toBe(1);
  expect(await page.getByRole('button', { name: 'Add Student' }).count(), `no Add Student on ${path}`).toBe(0);
  // No call is repeated: each 404 is asked once (no retries).
  expect(new Set(missing).size, `no retried 404 on ${path}: ${missing.join(', ')}`).toBe(missing.length);
  return missing;
}

describe('staff not-found pages', () => {
  it("another teacher's section, student, subject and activity, and missing ones, are 'Not found' at once", async () => {
    const host = e2eHost();
    const admin = await createAdmin(host, `admin${uniq()}`);
    const owner = await createTeacher(host, admin, `guro${uniq()}`);
    const other = await createTeacher(host, admin, `guro${uniq()}`);
    const section = await createSection(host, owner, { name: `Rosas ${uniq()}` });
    const student = await createStudent(host, owner, section.id);
    const subject = await createSubject(host, owner, section.id, 'Mathematics');
    const activity = await createActivityWith(host, owner, section.id, subject.id, { levels: ['easy'] });
    const own = await createSection(host, other, { name: `Gumamela ${uniq()}` });
    const ownSubject = await createSubject(host, other, own.id, 'English');

    const page = await newPage();
    await signInTeacher(page, other);
    const base = `/subjectsactivities/sections/${section.id}/subjects/${subject.id}`;
    const foreign = [
      `/sections/${section.id}/students`,
      `/sections/${section.id}/students/${student.id}`,
      `/sections/${own.id}/students/${student.id}`,
      `${base}/activities`,
      `${base}/activities/${activity.card.activity.id}`,
      `${base}/activities/${activity.card.activity.id}/edit`,
      `${base}/prebuilt`,
      `${base}/create/matching`,
      `${base}/create/multiple-choice`,
      // A subject of another section under one's own section.
      `/subjectsactivities/sections/${own.id}/subjects/${subject.id}/activities`,
    ];
    for (const path of foreign) await expectNotFound(page, path);

    const missing = [
      '/sections/99999999/students',
      '/sections/abc/students',
      `/sections/${own.id}/students/99999999`,
      `/subjectsactivities/sections/${own.id}/subjects/99999999/activities`,
      `/subjectsactivities/sections/${own.id}/subjects/${ownSubject.id}/activities/99999999`,
      `/subjectsactivities/sections/x/subjects/${ownSubject.id}/activities`,
    ];
    for (const path of missing) await expectNotFound(page, path);

    await page.goto(`/sections/${section.id}/students`);
    await page.getByRole('heading', { name: 'Not found', level: 1 }).waitFor();
    await shotBoth(page, 'staff-not-found', () => page.getByRole('heading', { name: 'Not found' }).waitFor());
    await page.getByRole('button', { name: 'Filipino' }).click();
    await page.getByRole('heading', { name: 'Hindi nahanap', level: 1 }).waitFor();
    await shotBoth(page, 'staff-not-found-tl', () => page.getByRole('heading', { name: 'Hindi nahanap' }).waitFor());
    await page.getByRole('link', { name: 'Bumalik' }).click();
    await page.waitForURL('**/sections');

    // One's own pages still open.
    await page.getByRole('button', { name: 'English' }).click();
    await page.goto(`/subjectsactivities/sections/${own.id}/subjects/${ownSubject.id}/activities`);
    await page.getByRole('heading', { name: 'English', level: 1 }).waitFor();
    await page.goto(`/sections/${own.id}/students`);
    await page.getByRole('heading', { name: own.name.toUpperCase(), level: 1 }).waitFor();
  });
});
