/** Issue 17 item 5 in the browser: Settings lists where the teacher is signed in and signs out everywhere. */
import { afterAll, describe, expect, it } from 'vitest';
import { newPage, shot, useBrowser } from './support/browser';
import { closeServerContext, e2eHost, uniq } from './support/fixtures';
import { callApi, teacherSession } from './support/sessions';
import { signInTeacher } from './support/staff';
import { createAdmin, createTeacher, STAFF_PASSWORD } from '../server/test/fixtures';

useBrowser();
afterAll(() => closeServerContext());

describe('Settings: where you are signed in', () => {
  it('lists this browser and another session, and "Sign out everywhere" ends both', async () => {
    const host = e2eHost();
    const admin = await createAdmin(host, `admin${uniq()}`);
    const teacher = await createTeacher(host, admin, `guro${uniq()}`);
    const elsewhere = await teacherSession(teacher.user.email, STAFF_PASSWORD);

    const page = await newPage();
    await signInTeacher(page, teacher);
    await page.goto('/settings');
    const list = page.getByRole('region', { name: 'Where you are signed in' });
    await list.getByText('(this browser)').waitFor();
    await expect.poll(async () => (await list.getByRole('listitem').all()).length).toBeGreaterThanOrEqual(2);
    await shot(page, 'settings-sessions-1280');

    await list.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('dialog', { name: 'SIGN OUT EVERYWHERE' });
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    // The other session ended on the server too.
    await expect(callApi('GET', '/account/me/', { bearer: elsewhere.token.access })).rejects.toThrow(/401/);
  });
});
