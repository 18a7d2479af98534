/** Student journeys' helper: a child signing in through the product's own screens. */
import type { NextQuestionResponse } from '@aralin/contract';
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

/**
 * A child signed in with the how-to screens of `seen` (question types) already seen, and the app's language
 * set to `lang` for the pages that follow.
 */
export async function signInChildIn(
  page: Page,
  classCode: string,
  name: string,
  lang: 'en' | 'tl',
  seen: readonly string[] = ['multiple_choice'],
) {
  await page.context().addInitScript((types) => {
    for (const type of types) localStorage.setItem(`aralin_howto_${type}`, 'seen');
  }, seen);
  await signInChild(page, classCode, name);
  await page.evaluate((l) => localStorage.setItem('language', l), lang);
}

/** The question the next next-question call serves (read from the API's answer). */
export const nextServed = (page: Page) =>
  page
    .waitForResponse((r) => r.url().includes('/subjects/next-question/') && r.status() === 200)
    .then(async (r) => (await r.json()) as NextQuestionResponse);
