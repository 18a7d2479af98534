/**
 * Issue 13 items 4 and 6 in the browser: a teacher makes a tablet the class tablet; a child plays on it,
 * draws L backwards and is shown the right dot and the arrow; after the reward screen the tablet is back
 * on the class's profiles with the child signed out and marked as played; the PIN leaves the mode; the
 * staff profile shows the try's strokes. Screenshots in en and tl, tablet and phone.
 */
import { findTracingDefinition, sampleSegment, segmentLength, type TracingDefinition, type TracingPoint } from '@aralin/contract';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createSection,
  createStudent,
  createSubject,
  createTeacher,
  createTracingActivity,
  STUDENT_PASSWORD,
} from '../server/test/fixtures';
import { newPage, shot, useBrowser } from './support/browser';
import { closeServerContext, e2eHost, uniq } from './support/fixtures';
import { signInTeacher } from './support/staff';

useBrowser();
afterAll(() => closeServerContext());

const PIN = '482913';

/** The definition's strokes in viewBox units, each reversed when `backwards`. */
function strokesOf(d: TracingDefinition, backwards: boolean): TracingPoint[][] {
  const strokes: TracingPoint[][] = [];
  let last: TracingPoint | undefined;
  for (const segment of d.segments) {
    const samples = sampleSegment(segment, Math.max(2, Math.ceil(segmentLength(segment) / 6)));
    const first = samples[0];
    if (last && Math.hypot(last.x - first.x, last.y - first.y) < 0.01) strokes[strokes.length - 1].push(...samples.slice(1));
    else strokes.push(samples);
    last = samples[samples.length - 1];
  }
  return backwards ? strokes.map((s) => [...s].reverse()) : strokes;
}

/** Draws strokes (viewBox units) on the board with the mouse. */
async function draw(page: Page, d: TracingDefinition, strokes: TracingPoint[][]) {
  const board = page.getByRole('img', { name: /^(Drawing board|Pisara)/ });
  const box = (await board.boundingBox())!;
  const [, , vw, vh] = d.viewBox.split(/[\s,]+/).map(Number) as [number, number, number, number];
  const scale = Math.min(box.width / vw, box.height / vh);
  const ox = box.x + (box.width - vw * scale) / 2;
  const oy = box.y + (box.height - vh * scale) / 2;
  for (const stroke of strokes) {
    await page.mouse.move(ox + stroke[0].x * scale, oy + stroke[0].y * scale);
    await page.mouse.down();
    for (const p of stroke) await page.mouse.move(ox + p.x * scale, oy + p.y * scale);
    await page.mouse.up();
  }
}

const setLanguage = (page: Page, lang: 'en' | 'tl') => page.evaluate((l) => localStorage.setItem('language', l), lang);

describe('class tablet mode and tracing that teaches the stroke (issue 13 items 4, 6)', () => {
  it('one tablet for the class: turned on with a PIN, a child plays and is signed out, marks, leaving with the PIN', async () => {
    const host = e2eHost();
    const admin = await createAdmin(host, `admin${uniq()}`);
    const teacher = await createTeacher(host, admin, `guro${uniq()}`);
    const section = await createSection(host, teacher, { name: 'Sampaguita' });
    const ana = await createStudent(host, teacher, section.id, { name: 'Ana Reyes' });
    await createStudent(host, teacher, section.id, { name: 'Ben Cruz', gender: 'male' });
    const subject = await createSubject(host, teacher, section.id, 'English');
    // Required accuracy 50: L drawn backwards passes (the scorer ignores direction), and the session ends.
    await createTracingActivity(host, teacher, section.id, subject.id, {
      targets: ['L'],
      requiredAccuracy: 50,
      requiredCorrectAttempts: 1,
      title: 'Trace L',
    });
    const page = await newPage({ width: 1024, height: 768 });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // The teacher, signed in on the tablet, turns the mode on from the class's students page.
    await signInTeacher(page, teacher);
    await page.goto(`/sections/${section.id}/students`);
    const panel = page.getByRole('region', { name: 'Class tablet' });
    await panel.waitFor();
    await panel.getByText('Use this device as the class tablet').click();
    await panel.getByRole('button', { name: 'Make this device the class tablet' }).click();
    await panel.getByText('The PIN is 4 to 6 digits.').first().waitFor();
    await panel.getByLabel('Tablet PIN (4 to 6 digits)').fill(PIN);
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'class-tablet-staff-panel-1024', { fullPage: false });
    await panel.getByRole('button', { name: 'Make this device the class tablet' }).click();

    // Signed out, on the class's profiles; nobody has played today.
    await page.waitForURL('**/student-profile');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await page.getByText('Class tablet', { exact: true }).waitFor();
    await page
      .getByRole('button', { name: /Ana Reyes/ })
      .getByText('Not yet today')
      .waitFor();
    await page
      .getByRole('button', { name: /Ben Cruz/ })
      .getByText('Not yet today')
      .waitFor();
    expect(await page.getByRole('link', { name: /class code/i }).count()).toBe(0);
    await shot(page, 'class-tablet-grid-en-1024');
    // The class code screen and the landing page both come back to the grid.
    await page.goto('/student-code');
    await page.waitForURL('**/student-profile');
    await page.goto('/');
    await page.waitForURL('**/student-profile');

    // Ana plays: L drawn with its strokes backwards → the lesson (dot 1 pulsing, the arrow, the line).
    await page.getByRole('button', { name: /Ana Reyes/ }).click();
    await page.waitForURL('**/student-pass');
    await page.getByLabel('Password', { exact: true }).fill(STUDENT_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/student-home');
    await page.getByRole('link', { name: /English/ }).click();
    await page.getByRole('link', { name: /Trace L/ }).click();
    await page.getByRole('button', { name: 'Start Activity' }).click();
    await page.waitForURL('**/tracing');
    await page.getByText('Your turn! Start at number 1.', { exact: true }).waitFor({ timeout: 20_000 });
    const l = findTracingDefinition('L')!;
    await draw(page, l, strokesOf(l, true));
    await page.getByRole('button', { name: 'Done!' }).click();
    await page.getByText('Start at dot 1 and go the way the arrow points.').waitFor();
    const lesson = page.locator('[data-kind="wrong_direction"][data-stroke="1"]');
    await lesson.waitFor();
    await shot(page, 'tracing-lesson-en-1024');

    // The reward screen: 'All done' ends Ana's turn, back on the grid, signed out; only Ben is marked.
    await page.getByRole('button', { name: 'All done' }).click();
    await page.waitForURL('**/student-profile');
    expect(await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('user')])).toEqual([null, null]);
    await page
      .getByRole('button', { name: /Ben Cruz/ })
      .getByText('Not yet today')
      .waitFor();
    expect(
      await page
        .getByRole('button', { name: /Ana Reyes/ })
        .getByText('Not yet today')
        .count(),
    ).toBe(0);
    await shot(page, 'class-tablet-after-turn-en-1024');

    // In Filipino, on the tablet and on a phone.
    await setLanguage(page, 'tl');
    await page.reload();
    await page
      .getByRole('button', { name: /Ben Cruz/ })
      .getByText('Wala pa ngayong araw')
      .waitFor();
    await shot(page, 'class-tablet-grid-tl-1024');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'class-tablet-grid-tl-390');

    // Ben plays in Filipino on the phone-sized screen: the lesson is said and shown in Filipino.
    await page.getByRole('button', { name: /Ben Cruz/ }).click();
    await page.waitForURL('**/student-pass');
    await page.getByLabel('Password', { exact: true }).fill(STUDENT_PASSWORD);
    await page.getByRole('button', { name: 'Pumasok' }).click();
    await page.waitForURL('**/student-home');
    await page.getByRole('link', { name: /English/ }).click();
    await page.getByRole('link', { name: /Trace L/ }).click();
    await page.getByRole('button', { name: 'Simulan ang Gawain' }).click();
    await page.waitForURL('**/tracing');
    await page.getByText('Ikaw naman! Magsimula sa bilang 1.', { exact: true }).waitFor({ timeout: 20_000 });
    await draw(page, l, strokesOf(l, true));
    await page.getByRole('button', { name: 'Tapos na!', exact: true }).click();
    await page.getByText('Magsimula sa tuldok 1 at sundan ang palaso.').waitFor();
    await shot(page, 'tracing-lesson-tl-390');
    await page.getByRole('button', { name: 'Tapos na', exact: true }).click();
    await page.waitForURL('**/student-profile');
    await page.getByRole('button', { name: /Ben Cruz/ }).waitFor();
    expect(await page.getByText('Wala pa ngayong araw').count()).toBe(0);

    await setLanguage(page, 'en');
    await page.reload();
    await page.getByRole('button', { name: /Ben Cruz/ }).waitFor();
    expect(await page.getByText('Not yet today').count()).toBe(0);
    await shot(page, 'class-tablet-grid-en-390');
    await page.setViewportSize({ width: 1024, height: 768 });

    // Leaving: a wrong PIN is refused; the right one ends the mode and the class code screen is back.
    await page.getByRole('button', { name: 'Teacher: leave class tablet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave class tablet mode' });
    await dialog.getByLabel('Tablet PIN').fill('000000');
    await dialog.getByRole('button', { name: 'Teacher: leave class tablet' }).click();
    await dialog.getByText('Wrong PIN. Please try again.').waitFor();
    await shot(page, 'class-tablet-leave-wrong-en-1024');
    await dialog.getByLabel('Tablet PIN').fill(PIN);
    await dialog.getByRole('button', { name: 'Teacher: leave class tablet' }).click();
    await page.waitForURL('**/student-code');
    expect(await page.evaluate(() => localStorage.getItem('aralin_class_tablet'))).toBeNull();

    // The teacher sees Ana's try on her profile: stroke 1 drawn backwards.
    const staff = await newPage({ width: 1280, height: 800 });
    await signInTeacher(staff, teacher);
    await staff.goto(`/sections/${section.id}/students/${ana.id}`);
    const tries = staff.getByRole('region', { name: 'Tracing: how strokes are written' });
    await tries.getByText('Stroke 1 drawn backwards').waitFor();
    await tries.getByText('Strokes drawn: 1 (of 1)').waitFor();
    await tries.scrollIntoViewIfNeeded();
    await shot(staff, 'tracing-tries-staff-en-1280', { fullPage: false });
    await staff.setViewportSize({ width: 390, height: 844 });
    await tries.scrollIntoViewIfNeeded();
    await shot(staff, 'tracing-tries-staff-en-390', { fullPage: false });
    await setLanguage(staff, 'tl');
    await staff.reload();
    const triesTl = staff.getByRole('region', { name: 'Tracing: paano isinulat ang mga guhit' });
    await triesTl.getByText('Ang guhit 1 ay iginuhit nang pabaliktad').waitFor();
    await triesTl.scrollIntoViewIfNeeded();
    await shot(staff, 'tracing-tries-staff-tl-390', { fullPage: false });
    await staff.setViewportSize({ width: 1280, height: 800 });
    await triesTl.scrollIntoViewIfNeeded();
    await shot(staff, 'tracing-tries-staff-tl-1280', { fullPage: false });
    expect(errors).toEqual([]);
  });
});
