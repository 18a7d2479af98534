/** Issue 19 item 5: a lesson opens inside the app with a big back button, or after a step for a grown-up. */
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activities } from '../server/src/db/schema';
import {
  createActivityWith,
  createTracingActivity,
  createAdmin,
  createSection,
  createStudent,
  createSubject,
  createTeacher,
} from '../server/test/fixtures';
import { newPage, shot, useBrowser } from './support/browser';
import { closeServerContext, e2eHost, uniq } from './support/fixtures';
import { expectAccessible } from './support/staff';
import { signInChild } from './support/student';

useBrowser();
afterAll(() => closeServerContext());

describe('the lesson viewer (issue 19)', () => {
  it('shows a picture lesson inside the app and sends a web page outside only after a step for a grown-up', async () => {
    const host = e2eHost();
    const admin = await createAdmin(host, `admin${uniq()}`);
    const teacher = await createTeacher(host, admin, `guro${uniq()}`);
    const section = await createSection(host, teacher, { name: `Rosal ${uniq()}` });
    const name = `Lina ${uniq().slice(0, 4)}`;
    await createStudent(host, teacher, section.id, { name });
    const subject = await createSubject(host, teacher, section.id, 'English');
    const lesson = async (title: string, link: string) => {
      const { card } = await createActivityWith(host, teacher, section.id, subject.id, {
        type: 'multiple_choice',
        levels: ['easy'],
        title,
      });
      await host.ctx.db.update(activities).set({ lessonMaterial: link }).where(eq(activities.id, card.activity.id));
      return card.activity.id;
    };
    for (const [width, height, device] of [
      [800, 1280, 'tablet'],
      [390, 844, 'phone'],
    ] as const) {
      const page = await newPage({ width, height });
      await signInChild(page, section.classCode, name);
      const origin = new URL(page.url()).origin;
      const picture = await lesson(`Mga Hayop ${uniq().slice(0, 3)}`, `${origin}/art/ant.svg`);
      const page2 = await lesson(`DepEd ${uniq().slice(0, 3)}`, 'https://www.deped.gov.ph/k-to-12/');
      await page.goto(`/subject/${subject.id}/activities/${picture}`);
      await page.getByRole('button', { name: 'Open the lesson' }).waitFor();
      // On the phone, the child switches to Filipino on the activity's page.
      if (device === 'phone') await page.getByRole('button', { name: 'Filipino' }).click();
      await page.getByRole('button', { name: device === 'phone' ? 'Buksan ang aralin' : 'Open the lesson' }).click();
      const viewer = page.getByRole('dialog');
      await viewer.locator('img[src$="/art/ant.svg"]').waitFor();
      await expectAccessible(page, `lesson viewer (${device})`);
      await shot(page, `lesson-viewer-picture-${device === 'phone' ? 'tl-phone' : 'en-tablet'}`);
      await viewer.getByRole('button', { name: device === 'phone' ? 'Bumalik' : 'Back' }).click();
      await viewer.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe(`/subject/${subject.id}/activities/${picture}`);

      await page.goto(`/subject/${subject.id}/activities/${page2}`);
      await page.getByRole('button', { name: device === 'phone' ? 'Buksan ang aralin' : 'Open the lesson' }).click();
      const outside = page.getByRole('link', { name: device === 'phone' ? 'Buksan sa labas ng app' : 'Open outside the app' });
      await outside.waitFor();
      expect(await outside.getAttribute('href')).toBe('https://www.deped.gov.ph/k-to-12/');
      expect(await outside.getAttribute('target')).toBe('_blank');
      await shot(page, `lesson-viewer-outside-${device === 'phone' ? 'tl-phone' : 'en-tablet'}`);
    }
    // A tracing activity leads to the hand warm-up pages.
    const { card } = await createTracingActivity(host, teacher, section.id, subject.id, { targets: ['A'], requiredCorrectAttempts: 2 });
    const page = await newPage({ width: 800, height: 1280 });
    await signInChild(page, section.classCode, name);
    await page.goto(`/subject/${subject.id}/activities/${card.activity.id}`);
    await page.getByRole('link', { name: 'Lines from left to right' }).click();
    await page.waitForURL('**/tracing-practice-horizontal');
    await page.getByRole('heading', { name: 'Lines from left to right' }).first().waitFor();
  });
});
