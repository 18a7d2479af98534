/**
 * Issue 20 item 3 journeys: joining a school. An admin invites a teacher by email and the teacher makes
 * their account from the mailed link; a teacher who registered alone enters the school's join code, waits
 * (seeing nothing of the school), and enters the school once the admin approves.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, shot, useBrowser } from './support/browser';
import { closeServerContext, e2eHost, uniq } from './support/fixtures';
import { waitForMail } from './support/mail';
import { expectAccessible, signInAdmin, signInTeacher } from './support/staff';
import { createAdmin, createSection, registerVerified } from '../server/test/fixtures';

useBrowser();
afterAll(() => closeServerContext());

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Screenshots at desktop then phone width (from the top), back to the width it had. */
async function shotBoth(page: Page, name: string) {
  const before = page.viewportSize() ?? DESKTOP;
  for (const [size, label] of [
    [DESKTOP, '1280'],
    [PHONE, '390'],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `${name}-${label}`);
  }
  await page.setViewportSize(before);
}

async function openTeachers(page: Page) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Teachers' }).click();
  await page.getByRole('heading', { name: 'Teachers Management' }).waitFor();
}

describe('joining a school', () => {
  it('an admin invites a teacher, who makes their account from the mailed link and appears in the Teachers list', async () => {
    const admin = await createAdmin(e2eHost(), `admin${uniq()}`);
    const email = `invited${uniq()}@school.test`;
    const page = await newPage(DESKTOP);
    await signInAdmin(page, admin);
    await openTeachers(page);
    await page.getByRole('heading', { name: 'Add teachers to the school' }).waitFor();
    await page.getByLabel("Teacher's email").fill(email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Invitation sent to ${email}.` })
      .first()
      .waitFor();
    await page.getByRole('button', { name: `Cancel the invitation to ${email}` }).waitFor();
    await expectAccessible(page, 'the Teachers screen with an invitation');
    await shotBoth(page, 'join-admin-invited');

    const link = await waitForMail(email, /(http:\/\/[^\s"]+\/accept-invite\?token=[A-Za-z0-9_-]+)/);
    const invitee = await newPage(PHONE);
    await invitee.goto(link[1].replace(/&amp;/g, '&'));
    await invitee.getByRole('heading', { name: 'Join your school on Aralin' }).waitFor();
    await invitee.getByText(`invited ${email} to join as a teacher`).waitFor();
    await invitee.getByLabel('First name').fill('Maria');
    await invitee.getByLabel('Last name').fill('Clara');
    await invitee.getByLabel('Username').fill(`maria${uniq()}`);
    await invitee.getByLabel('Password', { exact: true }).fill('Guro#2026a');
    await invitee.getByLabel('Confirm Password').fill('Guro#2026b');
    await invitee.getByRole('button', { name: 'Create my account' }).click();
    await invitee.getByText('Passwords do not match').waitFor();
    await expectAccessible(invitee, 'the invitation page');
    await shotBoth(invitee, 'join-invite-page');
    await invitee.getByRole('button', { name: 'Filipino' }).click();
    await invitee.getByRole('heading', { name: 'Sumali sa iyong paaralan sa Aralin' }).waitFor();
    await shotBoth(invitee, 'join-invite-page-tl');
    await invitee.getByRole('button', { name: 'English' }).click();
    await invitee.getByLabel('Confirm Password').fill('Guro#2026a');
    await invitee.getByRole('button', { name: 'Create my account' }).click();
    await invitee.waitForURL('**/teacher-dashboard');
    await invitee.getByText('No sections available').waitFor();

    await page.reload();
    await page.getByRole('row', { name: /Maria Clara/ }).waitFor();
    await expect(page.getByRole('button', { name: `Cancel the invitation to ${email}` }).count()).resolves.toBe(0);

    // The link worked once.
    const again = await newPage(PHONE);
    await again.goto(link[1].replace(/&amp;/g, '&'));
    await again.getByText('This invitation link is not valid any more. Ask your school office for a new one.').waitFor();
  });

  it('a teacher who registered alone enters the join code, waits, and sees the school once the admin approves', async () => {
    const host = e2eHost();
    const admin = await createAdmin(host, `admin${uniq()}`);
    const teacher = await registerVerified(host, 'teacher', `guro${uniq()}`);

    const office = await newPage(DESKTOP);
    await signInAdmin(office, admin);
    await openTeachers(office);
    await office.getByRole('button', { name: 'Show join code' }).click();
    const shown = await office.getByLabel(/^School join code:/).textContent();
    const code = shown!.trim();
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    const page = await newPage(DESKTOP);
    await signInTeacher(page, teacher);
    await page.getByRole('heading', { name: 'Your account is not part of a school yet' }).waitFor();
    await expectAccessible(page, 'the dashboard of a teacher not in a school');
    await shotBoth(page, 'join-waiting-empty');
    await page.getByLabel('School join code').fill('WRONG123');
    await page.getByRole('button', { name: 'Ask to join' }).click();
    await page.getByText('No school has this join code. Check it with your school office.').waitFor();
    await page.getByLabel('School join code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Ask to join' }).click();
    await page.getByRole('heading', { name: 'Waiting for approval' }).waitFor();
    await shotBoth(page, 'join-waiting-pending');
    await page.getByRole('button', { name: 'Filipino' }).click();
    await page.getByRole('heading', { name: 'Naghihintay ng pag-apruba' }).waitFor();
    await shotBoth(page, 'join-waiting-pending-tl');
    await page.getByRole('button', { name: 'English' }).click();

    // Nothing of the school before approval: every school page says how to join instead.
    await page.goto('/sections');
    await page.getByRole('heading', { name: 'Waiting for approval' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Sections' }).count()).toBe(0);

    await office.reload();
    const approve = office.getByRole('button', { name: `Approve ${teacher.user.username}` });
    await approve.waitFor();
    await shotBoth(office, 'join-admin-request');
    await office.getByRole('button', { name: 'Filipino' }).click();
    await office.getByRole('heading', { name: 'Magdagdag ng guro sa paaralan' }).waitFor();
    await shotBoth(office, 'join-admin-request-tl');
    await office.getByRole('button', { name: 'English' }).click();
    await approve.click();
    await office
      .getByRole('status')
      .filter({ hasText: `${teacher.user.username} has joined the school.` })
      .first()
      .waitFor();
    await office.getByRole('row', { name: new RegExp(teacher.user.username) }).waitFor();
    const section = await createSection(host, admin, { name: `Sampaguita ${uniq()}`, teacherId: teacher.user.id });

    // The waiting page notices by itself (a poll); a reload gets there at once.
    await page.goto('/teacher-dashboard');
    await page.getByRole('combobox', { name: 'Section', exact: true }).waitFor();
    await page.goto('/sections');
    await page.getByText(section.name.toUpperCase()).waitFor();
    await shotBoth(page, 'join-approved-sections');
  });
});
