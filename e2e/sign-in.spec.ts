/** Issue 2 journeys: registration and verification, admin OTP, student sign-in, the guard, the language toggle. */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, shot, useBrowser } from './support/browser';
import { waitForMail } from './support/mail';
import { closeServerContext, e2eHost, uniq } from './support/fixtures';
import { createAdmin, createSection, createStudent, createTeacher, STAFF_PASSWORD, STUDENT_PASSWORD } from '../server/test/fixtures';

useBrowser();
afterAll(() => closeServerContext());

async function signInTeacher(page: Page, email: string, password: string) {
  await page.goto('/teacher-login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

describe('staff', () => {
  it('a teacher registers, opens the verification link from the mail, signs in and lands on the dashboard', async () => {
    const page = await newPage();
    const name = `guro${uniq()}`;
    const email = `${name}@school.test`;
    await page.goto('/register');
    await page.getByLabel('Teacher').check();
    await page.getByLabel('Username').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Guro#2026a');
    await page.getByLabel('Confirm Password').fill('Guro#2026a');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await shot(page, 'register-check-email-1280');

    const link = await waitForMail(email, /(http:\/\/[^\s"]+\/verify-email\/\?email=[^\s"&]+&token=[A-Za-z0-9_-]+)/);
    await page.goto(link[1].replace(/&amp;/g, '&'));
    await page.getByRole('heading', { name: 'Email Verified' }).waitFor();
    await shot(page, 'verify-email-verified-1280');

    await signInTeacher(page, email, 'Guro#2026a');
    await page.waitForURL('**/teacher-dashboard');
    await shot(page, 'teacher-home-1280');
    expect(new URL(page.url()).pathname).toBe('/teacher-dashboard');
  });

  it('an admin signs in with the code from the mail', async () => {
    const admin = await createAdmin(e2eHost(), `admin${uniq()}`);
    const page = await newPage({ width: 375, height: 740 });
    await page.goto('/admin-login');
    await page.getByLabel('Email').fill(admin.user.email);
    await page.getByRole('button', { name: 'Request OTP' }).click();
    const code = await waitForMail(admin.user.email, /sign-in code: (\d{6})/);
    await page.getByLabel('OTP').fill(code[1]);
    await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/admin-dashboard');
    await shot(page, 'admin-home-375');
  });

  it('sends a visitor to / and a teacher away from /admin-dashboard', async () => {
    const page = await newPage();
    await page.goto('/admin-dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await page
      .getByRole('link', { name: "I'm a Teacher" })
      .or(page.getByRole('button', { name: "I'm a Teacher" }))
      .first()
      .waitFor();

    const admin = await createAdmin(e2eHost(), `admin${uniq()}`);
    const teacher = await createTeacher(e2eHost(), admin, `guro${uniq()}`);
    await signInTeacher(page, teacher.user.email, STAFF_PASSWORD);
    await page.waitForURL('**/teacher-dashboard');
    await page.goto('/admin-dashboard');
    await page.waitForURL('**/teacher-dashboard');
    expect(new URL(page.url()).pathname).toBe('/teacher-dashboard');
  });
});

describe('student', () => {
  it('goes class code → profile → password → student home', async () => {
    const host = e2eHost();
    const admin = await createAdmin(host, `admin${uniq()}`);
    const teacher = await createTeacher(host, admin, `guro${uniq()}`);
    const section = await createSection(host, teacher, { name: 'Sampaguita' });
    await createStudent(host, teacher, section.id, { name: 'Juan Dela Cruz', gender: 'male' });
    await createStudent(host, teacher, section.id, { name: 'Maria Clara Santos', gender: 'female' });

    const page = await newPage({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByText("I'm a Student").click();
    await page.waitForURL('**/student-code');
    await page.getByRole('textbox', { name: 'Class code' }).fill(section.classCode.toLowerCase());
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'PILIIN ANG IYONG PROFILE' }).waitFor();
    await shot(page, 'student-profile-375');
    await page.getByRole('button', { name: /Maria Clara Santos/ }).click();
    await page.waitForURL('**/student-pass');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid password. Please try again.').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(STUDENT_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/student-home');
    await shot(page, 'student-home-375');
  });

  it('shows the spec message for an unknown class code', async () => {
    const page = await newPage();
    await page.goto('/student-code');
    await page.getByRole('textbox', { name: 'Class code' }).fill('ZZZZZZ');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Invalid code or server error. Please try again.').waitFor();
  });
});

describe('language', () => {
  it('the toggle changes the visible text and is remembered', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByText("I'm a Teacher").waitFor();
    await page.getByRole('button', { name: 'Filipino' }).click();
    await page.getByText('Guro ako').waitFor();
    expect(await page.getByText("I'm a Teacher").count()).toBe(0);
    expect(await page.locator('html').getAttribute('lang')).toBe('tl');
    await page.reload();
    await page.getByText('Guro ako').waitFor();
    await shot(page, 'landing-tl-1280');
  });
});
