/** Issue 20 item 6, one clock: staff screens show the school's time whatever zone the device keeps. */
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { newPage, useBrowser } from './support/browser';
import { closeServerContext, e2eHost, uniq } from './support/fixtures';
import { shotBoth, signInAdmin, signInTeacher } from './support/staff';
import { createActivityWith, createAdmin, createSection, createStudent, createSubject, createTeacher } from '../server/test/fixtures';

useBrowser();
afterAll(() => closeServerContext());

describe('one clock (issue 20)', () => {
  it("a teacher on a device set to UTC sees the assignment time in the school's zone, and is told so", async () => {
    const host = e2eHost();
    const admin = await createAdmin(host, `admin${uniq()}`);
    const teacher = await createTeacher(host, admin, `guro${uniq()}`);
    const section = await createSection(host, teacher, { name: `Rosas ${uniq()}` });
    const kid = await createStudent(host, teacher, section.id, { name: `Ana Oras ${uniq()}` });
    const subject = await createSubject(host, teacher, section.id, 'Mathematics');
    const { card } = await createActivityWith(host, teacher, section.id, subject.id, { type: 'multiple_choice', levels: ['easy'] });
    const { rows } = await host.ctx.db.execute<{ assigned_at: string }>(
      sql`select assigned_at from assignments where student_id = ${kid.id} and activity_id = ${card.activity.id}`,
    );
    const at = new Date(rows[0].assigned_at);
    const format = (timeZone: string) => new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at);

    const page = await newPage({ timezoneId: 'UTC' });
    await signInTeacher(page, teacher);
    await page.goto(`/subjectsactivities/sections/${section.id}/subjects/${subject.id}/activities/${card.activity.id}`);
    const row = page.getByRole('row').filter({ hasText: kid.name });
    await row.getByText(format('Asia/Manila')).waitFor();
    expect(format('Asia/Manila')).not.toBe(format('UTC'));
    expect(await row.getByText(format('UTC')).count()).toBe(0);
    await page.getByText('Times shown are school time (Asia/Manila)').waitFor();
    await shotBoth(page, 'school-time-utc-device', () => row.getByText(format('Asia/Manila')).waitFor());

    // A device in the school's zone is told nothing.
    const local = await newPage();
    await signInTeacher(local, teacher);
    await local.goto(`/subjectsactivities/sections/${section.id}/subjects/${subject.id}/activities/${card.activity.id}`);
    await local.getByRole('row').filter({ hasText: kid.name }).getByText(format('Asia/Manila')).waitFor();
    expect(await local.getByText('Times shown are school time').count()).toBe(0);
  });

  it('an admin sets the school time zone in Settings; every staff screen follows it', async () => {
    const host = e2eHost();
    const admin = await createAdmin(host, `admin${uniq()}`);
    const page = await newPage({ timezoneId: 'Asia/Manila' });
    await signInAdmin(page, admin);
    await page.goto('/settings');
    const zone = page.getByLabel('Time zone');
    await expect.poll(() => zone.inputValue()).toBe('Asia/Manila');
    await zone.selectOption('Asia/Tokyo');
    // The retention rule (issue 18) lives in the same card: 0 is refused beside the field, 3 years is kept.
    const retention = page.getByLabel('Erase children with no activity after (years)');
    await retention.fill('0');
    await page.getByRole('button', { name: 'Save school' }).click();
    await page.getByText('Enter a whole number of years from 1 to 20, or leave it blank.').waitFor();
    await retention.fill('3');
    await page.getByRole('button', { name: 'Save school' }).click();
    await page.getByRole('status').filter({ hasText: 'School details saved.' }).first().waitFor();
    await page.getByText('Times shown are school time (Asia/Tokyo)').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Erase children with no activity after (years)').inputValue()).toBe('3');
    await page.getByRole('button', { name: 'Filipino' }).click();
    await page.getByText('Oras ng paaralan ang ipinapakita (Asia/Tokyo)').waitFor();
    await shotBoth(page, 'school-time-settings-tl');
  });
});
