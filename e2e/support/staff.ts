/** Staff journeys' helpers: signing in through the product's own screens, axe checks, screenshots at two widths. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { STAFF_PASSWORD, type Staff } from '../../server/test/fixtures';
import { shot } from './browser';
import { waitForMail } from './mail';

/** Signs a teacher in at /teacher-login and waits for their dashboard. */
export async function signInTeacher(page: Page, teacher: Pick<Staff, 'user'>, password = STAFF_PASSWORD) {
  await page.goto('/teacher-login');
  await page.getByLabel('Email').fill(teacher.user.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/teacher-dashboard');
}

/**
 * Signs an admin in at /admin-login with the code from their mail, and waits for their dashboard.
 * The server allows 5 codes per account in 15 minutes: use a fresh admin per test.
 */
export async function signInAdmin(page: Page, admin: Pick<Staff, 'user'>, password = STAFF_PASSWORD) {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill(admin.user.email);
  await page.getByRole('button', { name: 'Request OTP' }).click();
  const code = await waitForMail(admin.user.email, /sign-in code: (\d{6})/);
  await page.getByLabel('OTP').fill(code[1]);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/admin-dashboard');
}

/** Runs axe on the page and fails on any serious or critical violation, naming each with its elements. */
export async function expectAccessible(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join('\n  ')}`,
    );
  expect(bad, `axe on ${what}`).toEqual([]);
}

/**
 * Screenshots the page at 1280 px and at 375 px (the phone layout), then returns to the width it had.
 * `ready` is awaited after each resize (e.g. a heading), so the shot shows the laid-out screen.
 */
export async function shotBoth(page: Page, name: string, ready?: () => Promise<unknown>) {
  const before = page.viewportSize() ?? { width: 1280, height: 800 };
  // From the top: a full-page capture of a scrolled page draws the sticky sidebar and header mid-page.
  const top = () => page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1280, height: 800 });
  await ready?.();
  await top();
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 740 });
  await ready?.();
  await top();
  await shot(page, `${name}-375`);
  await page.setViewportSize(before);
  await ready?.();
}

/** A tiny valid PNG (1×1, one coloured pixel) for image uploads. */
export function tinyPng(): Buffer {
  return Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
}

/** A minimal valid one-page PDF, with a marker so a download can be told apart. */
export function tinyPdf(marker = 'Aralin'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
  ];
  const stream = `BT /F1 12 Tf 20 100 Td (${marker}) Tj ET`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
