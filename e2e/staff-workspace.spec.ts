/** Issue 3 journeys: the staff shell (navigation, header, logout, the phone slide-over) and Settings, as an admin and a teacher. */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, shot, useBrowser } from './support/browser';
import { closeServerContext, e2eHost, uniq } from './support/fixtures';
import { expectAccessible, shotBoth, signInAdmin, signInTeacher, tinyPng } from './support/staff';
import { createAdmin, createTeacher, STAFF_PASSWORD } from '../server/test/fixtures';

useBrowser();
afterAll(() => closeServerContext());

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
async function navNames(page: Page) {
  await mainNav(page).getByRole('link', { name: 'Settings' }).waitFor();
  return (await mainNav(page).getByRole('link').allInnerTexts()).map((s) => s.trim());
}

async function staff() {
  const host = e2eHost();
  const admin = await createAdmin(host, `admin${uniq()}`);
  const teacher = await createTeacher(host, admin, `guro${uniq()}`);
  return { admin, teacher };
}

describe('staff shell', () => {
  it("shows an admin the spec's six entries in its order with Teachers third (and the audit log, issue 18), the Admin label and the LOGOUT CONFIRMATION", async () => {
    const { admin } = await staff();
    const page = await newPage();
    await signInAdmin(page, admin);

    expect(await navNames(page)).toEqual([
      'Dashboard',
      'Sections',
      'Teachers',
      'Subjects and Activities',
      'Performance',
      'Audit log',
      'Settings',
    ]);
    await expect.poll(() => mainNav(page).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/admin-dashboard');
    const header = page.getByRole('banner');
    await header.getByText(admin.user.username, { exact: true }).waitFor();
    await header.getByText('Admin', { exact: true }).waitFor();

    // The active rule: the entry of the current path, and of the paths below it.
    await mainNav(page).getByRole('link', { name: 'Teachers' }).click();
    await page.waitForURL('**/teachers');
    await expect.poll(() => mainNav(page).getByRole('link', { name: 'Teachers' }).getAttribute('aria-current')).toBe('page');
    expect(await mainNav(page).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();

    // Logout asks first; CANCEL keeps the session.
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'LOGOUT CONFIRMATION' });
    await dialog.getByText('Are you sure you want to logout?').waitFor();
    await shot(page, 'staff-logout-confirmation-1280');
    await dialog.getByRole('button', { name: 'CANCEL' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/teachers');

    await page.getByRole('button', { name: 'Logout' }).click();
    await dialog.getByRole('button', { name: 'LOGOUT' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('user')])).toEqual([null, null]);
    // The session is gone: a staff page sends the visitor back to /.
    await page.goto('/sections');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('shows a teacher five entries without Teachers, the Teacher label, and keeps them out of /teachers', async () => {
    const { teacher } = await staff();
    const page = await newPage();
    await signInTeacher(page, teacher);
    expect(await navNames(page)).toEqual(['Dashboard', 'Sections', 'Subjects and Activities', 'Performance', 'Settings']);
    expect(await mainNav(page).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/teacher-dashboard');
    await page.getByRole('banner').getByText('Teacher', { exact: true }).waitFor();

    // Subjects and Activities stays active on the pages below it.
    await page.goto('/subjectsactivities');
    await page.getByRole('heading', { name: 'Subjects and Activities', level: 1 }).waitFor();
    await expect.poll(() => mainNav(page).getByRole('link', { name: 'Subjects and Activities' }).getAttribute('aria-current')).toBe('page');

    await page.goto('/teachers');
    await page.waitForURL('**/teacher-dashboard');
  });

  it('turns the navigation into a slide-over at 375 px: the menu button opens it, Escape and the overlay close it', async () => {
    const { teacher } = await staff();
    const page = await newPage({ width: 375, height: 740 });
    await signInTeacher(page, teacher);
    await page.goto('/sections');
    await page.getByRole('heading', { name: 'Sections', level: 1 }).waitFor();

    // The fixed sidebar is gone; the menu button takes its place.
    expect(await mainNav(page).count()).toBe(0);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');

    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await menuButton.click();
    await drawer.waitFor();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    expect((await drawer.getByRole('link').allInnerTexts()).map((s) => s.trim())).toEqual([
      'Dashboard',
      'Sections',
      'Subjects and Activities',
      'Performance',
      'Settings',
    ]);
    await expect.poll(() => drawer.getByRole('link', { name: 'Sections' }).getAttribute('aria-current')).toBe('page');
    await shot(page, 'staff-slide-over-open-375');
    await expectAccessible(page, 'the slide-over');

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');

    // A click on the overlay (right of the 300 px drawer) closes it.
    await menuButton.click();
    await drawer.waitFor();
    await page.mouse.click(360, 400);
    await drawer.waitFor({ state: 'hidden' });

    // Following a link closes it too.
    await menuButton.click();
    await drawer.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/settings');
    await drawer.waitFor({ state: 'hidden' });

    // Logout from the slide-over asks for confirmation as well.
    await menuButton.click();
    await drawer.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'LOGOUT CONFIRMATION' }).waitFor();
    await shot(page, 'staff-logout-confirmation-375');
  });
});

describe('settings', () => {
  it('an admin saves a new username (the header follows) and sees the spec messages', async () => {
    const { admin } = await staff();
    const page = await newPage();
    await signInAdmin(page, admin);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/settings');
    const username = page.getByLabel('Username');
    await expect.poll(() => username.inputValue()).toBe(admin.user.username);
    expect(await page.getByLabel('Email').inputValue()).toBe(admin.user.email);
    await shotBoth(page, 'staff-settings-admin', () => page.getByRole('heading', { name: 'Profile' }).waitFor());
    await expectAccessible(page, 'Settings');

    // New password and confirmation that differ: the spec's mismatch message, nothing saved.
    await page.getByLabel('Current password').fill(STAFF_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('Bago#2026x');
    await page.getByLabel('Confirm new password').fill('Bago#2026y');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('New password and confirmation do not match.').waitFor();
    await shot(page, 'staff-settings-mismatch-1280');

    // A wrong current password is refused by the server.
    await page.getByLabel('Current password').fill('Wrong#2026x');
    await page.getByLabel('Confirm new password').fill('Bago#2026x');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your current password is incorrect.').waitFor();

    // The avatar takes image files only.
    const avatar = page.getByLabel('Avatar');
    await avatar.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('Please choose an image file (PNG, JPEG, GIF or WebP).').waitFor();
    await avatar.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng() });
    await page.getByRole('img', { name: 'Your avatar' }).waitFor();

    // A new username and avatar (passwords left blank) are saved, and the header shows them.
    await page.getByLabel('Current password').fill('');
    await page.getByLabel('New password', { exact: true }).fill('');
    await page.getByLabel('Confirm new password').fill('');
    const renamed = `punong${uniq()}`;
    await username.fill(renamed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    const saved = page.getByRole('status').filter({ hasText: 'Profile updated successfully!' });
    await saved.waitFor();
    await page.getByRole('banner').getByText(renamed, { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('banner').locator('img').last().getAttribute('src')).toMatch(/^\/files\//);
    // Popups hide by themselves.
    await saved.waitFor({ state: 'detached' });
    await page.reload();
    await expect.poll(() => page.getByLabel('Username').inputValue()).toBe(renamed);
  });

  it('a teacher changes their password with the current one and signs in with the new one', async () => {
    const { teacher } = await staff();
    const page = await newPage({ width: 375, height: 740 });
    await signInTeacher(page, teacher);
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('Bago#2026x');
    await page.getByText('Password requirements satisfied').waitFor();
    await page.getByLabel('Confirm new password').fill('Bago#2026x');
    await page.getByRole('button', { name: 'Save changes' }).click();
    // Changing the password needs the current one.
    await page.getByText('Please enter your current password to change your password or email.').waitFor();
    await page.getByLabel('Current password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Profile updated successfully!' }).waitFor();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'LOGOUT CONFIRMATION' }).getByRole('button', { name: 'LOGOUT' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await signInTeacher(page, teacher, 'Bago#2026x');
  });
});
