/** Student journeys' helper: a child signing in through the product's own screens. */
import type { Page } from 'playwright-core';
import { STUDENT_PASSWORD } from '../../server/test/fixtures';

/** Class code → the child's picture → the class password → student home. */
export async function signInChild(page: Page, classCode: string, name: string) {
  await page.goto('/student-code');
  await page.getByRole('textbox', { name: 'Class code' }).fill(classCode);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.waitForURL('**/student-pass');
  await page.getByLabel('Password', { exact: true }).fill(STUDENT_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/student-home');
}
