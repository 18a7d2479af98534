/**
 * The app keeps to its own Content-Security-Policy (server/src/app.ts: scripts only from the app, no eval):
 * a blocked call would be a feature that silently does not work, and Chromium lists each one as an issue.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { closeServerContext, e2eHost, uniq } from './support/fixtures';
import { signInTeacher } from './support/staff';
import { createAdmin, createTeacher } from '../server/test/fixtures';

useBrowser();
afterAll(closeServerContext);

/** Records every violation the page reports, from before its first script runs. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

describe('the Content-Security-Policy', () => {
  it('is never violated: the class code screen, a wrong code, a teacher signing in and the dashboard', async () => {
    const host = e2eHost();
    const admin = await createAdmin(host, `admin${uniq()}`);
    const teacher = await createTeacher(host, admin, `guro${uniq()}`);
    const page = await newPage({ width: 800, height: 1280 });
    const violations = await watchViolations(page);

    await page.goto('/student-code');
    await page.getByRole('textbox', { name: 'Class code' }).fill('ZZZZZZ');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Invalid code or server error. Please try again.').waitFor();
    expect(await violations()).toEqual([]);

    await signInTeacher(page, teacher);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await violations()).toEqual([]);
  });
});
