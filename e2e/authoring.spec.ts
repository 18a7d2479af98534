/** Issue 4 journeys: a teacher authors a matching (3 pairs, pictures), a hard multiple-choice and a tracing activity. */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { desc, eq } from 'drizzle-orm';
import { activities } from '../server/src/db/schema';
import { newPage, shot, useBrowser } from './support/browser';
import { closeServerContext, e2eHost, uniq } from './support/fixtures';
import { expectAccessible, shotBoth, signInTeacher, tinyPng } from './support/staff';
import { createAdmin, createSection, createStudent, createSubject, createTeacher } from '../server/test/fixtures';

useBrowser();
afterAll(() => closeServerContext());

const popup = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: tinyPng() });

/** A teacher with a section of two children and a subject, signed in on the subject's activities page. */
async function teacherAtActivities(width = 1280) {
  const host = e2eHost();
  const admin = await createAdmin(host, `admin${uniq()}`);
  const teacher = await createTeacher(host, admin, `guro${uniq()}`);
  const section = await createSection(host, teacher, { name: `Rosas ${uniq()}` });
  await createStudent(host, teacher, section.id, { name: 'Ana Cruz' });
  await createStudent(host, teacher, section.id, { name: 'Ben Reyes', gender: 'male' });
  const subject = await createSubject(host, teacher, section.id, 'Filipino');
  const page = await newPage({ width, height: width > 400 ? 800 : 740 });
  await signInTeacher(page, teacher);
  await page.goto('/subjectsactivities');
  await page.getByRole('link', { name: /Filipino/ }).click();
  await page.waitForURL(`**/subjectsactivities/sections/${section.id}/subjects/${subject.id}/activities`);
  await page.getByText('No activities yet').waitFor();
  return { page, section, subject };
}

/** 'Create Activity' → the kind chosen in the modal. */
async function openCreate(page: Page, kind: 'Matching' | 'Multiple Choice' | 'Tracing') {
  await page.getByRole('button', { name: 'Create Activity' }).click();
  await page
    .getByRole('dialog', { name: 'Create Activity' })
    .getByRole('link', { name: new RegExp(`^${kind}`) })
    .click();
}

/** Fills and submits step 1 (the activity), then waits for the question form to open. */
async function createActivity(page: Page, title: string, concept: string) {
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Concept', { exact: true }).selectOption({ label: 'New concept...' });
  await page.getByLabel('New concept name').fill(concept);
  await page.getByRole('button', { name: 'Create Activity' }).click();
  await popup(page, 'Activity created successfully!');
  await page.getByText('0 questions so far').waitFor();
}

/** Opens the activity from the summary and checks what its page says. */
async function detailShows(page: Page, title: string, type: string, questions: string) {
  await page.getByRole('link', { name: 'View Activity' }).click();
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  const facts = page.locator('dl').first();
  await facts.getByText(questions, { exact: true }).waitFor();
  await page.getByText(type, { exact: true }).first().waitFor();
  // A new activity is a draft (issue 20): nobody has it until the teacher publishes it to the section.
  const draft = page.getByRole('region', { name: "Draft: children don't have this activity yet" });
  await draft.waitFor();
  await page.getByText('Draft', { exact: true }).first().waitFor();
  expect(await page.getByRole('rowheader', { name: 'Ana Cruz' }).count()).toBe(0);
  await shotBoth(page, `draft-${type.toLowerCase().replace(/ /g, '-')}`, () => draft.waitFor());
  await draft.getByRole('button', { name: 'Publish to the section' }).click();
  await page.getByRole('status').filter({ hasText: 'Activity published! The children of this section can play it now.' }).first().waitFor();
  await draft.waitFor({ state: 'detached' });
  const table = page.getByRole('table');
  await table.getByRole('rowheader', { name: 'Ana Cruz' }).waitFor();
  await table.getByRole('rowheader', { name: 'Ben Reyes' }).waitFor();
}

describe('authoring', () => {
  it('a teacher creates a matching activity with 3 pairs (medium) and pictures', async () => {
    const { page } = await teacherAtActivities();
    await openCreate(page, 'Matching');
    await page.getByRole('heading', { name: 'Create Matching', level: 1 }).waitFor();
    // The question form waits for an activity.
    await page.getByText('Create the activity first!').waitFor();
    expect(await page.getByRole('button', { name: 'Save Matching Set' }).isDisabled()).toBe(true);

    // Required score: clamped to 1-100, default 80.
    const score = page.getByLabel('Required score', { exact: true });
    expect(await score.inputValue()).toBe('80');
    await score.fill('150');
    await score.blur();
    expect(await score.inputValue()).toBe('100');
    await page.getByLabel('Image file: Activity picture').setInputFiles(png('hayop.png'));
    await page.getByRole('img', { name: 'Activity picture' }).waitFor();
    // The activity's hint (issue 19), in both languages: the default of a question without its own.
    await page.getByLabel('Hint for every question (English)').fill('Think of the sound the animal makes.');
    await page.getByLabel('Hint for every question (Filipino)').fill('Isipin ang tunog ng hayop.');
    await shotBoth(page, 'authoring-activity-hint', () => page.getByLabel('Hint for every question (English)').waitFor());
    await createActivity(page, 'Mga Hayop', `Hayop ${uniq()}`);
    const [made] = await e2eHost()
      .ctx.db.select()
      .from(activities)
      .where(eq(activities.title, 'Mga Hayop'))
      .orderBy(desc(activities.id))
      .limit(1);
    expect(made.extraData.hint).toEqual({ en: 'Think of the sound the animal makes.', tl: 'Isipin ang tunog ng hayop.' });

    // Medium: three pairs, each prompt and answer with a picture.
    await page.getByLabel('Difficulty').selectOption({ label: 'Medium' });
    await page.getByText('3 pairs').waitFor();
    expect(await page.getByRole('group', { name: 'Pair 4' }).count()).toBe(0);
    const pairs = [
      ['Aso', 'Dog'],
      ['Pusa', 'Cat'],
      ['Ibon', 'Bird'],
    ];
    for (const [i, [prompt, answer]] of pairs.entries()) {
      const n = i + 1;
      await page.getByLabel(`Prompt ${n}`, { exact: true }).fill(prompt);
      await page.getByLabel(`Answer ${n}`, { exact: true }).fill(answer);
      await page.getByLabel(`Image file: Prompt ${n} picture`).setInputFiles(png(`prompt-${n}.png`));
      await page.getByLabel(`Image file: Answer ${n} picture`).setInputFiles(png(`answer-${n}.png`));
      await page.getByRole('img', { name: `Prompt ${n} picture` }).waitFor();
      await page.getByRole('img', { name: `Answer ${n} picture` }).waitFor();
    }
    await page.getByLabel('Hint', { exact: true }).fill('Isipin ang tunog ng hayop');
    await shotBoth(page, 'authoring-matching', () => page.getByRole('img', { name: 'Answer 3 picture' }).waitFor());
    await expectAccessible(page, 'Create Matching');
    await page.getByRole('button', { name: 'Save Matching Set' }).click();
    await popup(page, 'Question saved successfully!');
    // The form resets after a save; the difficulty stays.
    await expect.poll(() => page.getByLabel('Prompt 1', { exact: true }).inputValue()).toBe('');
    expect(await page.getByRole('img', { name: 'Prompt 1 picture' }).count()).toBe(0);
    await page.getByText('3 pairs').waitFor();
    await page.getByText('1 question so far').waitFor();

    await detailShows(page, 'Mga Hayop', 'Matching', '1 (medium)');
    await shotBoth(page, 'authoring-activity-detail', () => page.getByRole('table').waitFor());
    await expectAccessible(page, 'Activity detail');
  });

  it('a teacher creates a multiple-choice activity at hard difficulty: 6 choices, 3 correct', async () => {
    const { page } = await teacherAtActivities();
    await openCreate(page, 'Multiple Choice');
    await page.getByRole('heading', { name: 'Create Multiple Choice', level: 1 }).waitFor();
    await createActivity(page, 'Mga Patinig', `Patinig ${uniq()}`);

    await page.getByLabel('Difficulty').selectOption({ label: 'Hard' });
    await page.getByText('6 choices, up to 3 correct').waitFor();
    await page.getByLabel('Question', { exact: true }).fill('Alin ang mga patinig?');
    await page.getByLabel('Image file: Question picture').setInputFiles(png('tanong.png'));
    await page.getByRole('img', { name: 'Question picture' }).waitFor();
    const letters = ['A', 'B', 'E', 'K', 'O', 'L'];
    for (const [i, letter] of letters.entries()) await page.getByLabel(`Choice ${i + 1} text`).fill(letter);
    await page.getByLabel('Image file: Choice 1 picture').setInputFiles(png('a.png'));
    await page.getByRole('img', { name: 'Choice 1 picture' }).waitFor();

    // No correct answer yet: the spec's message, nothing saved.
    await page.getByRole('button', { name: 'Save Question' }).click();
    await page.getByText('Please select at least one correct answer').waitFor();
    // Issue 20: the message sits by the save button, in view, focused (and announced: role alert).
    const shown = await page.getByRole('alert').evaluate((node) => {
      const box = node.getBoundingClientRect();
      return { inView: box.top >= 0 && box.bottom <= window.innerHeight, focused: document.activeElement === node };
    });
    expect(shown).toEqual({ inView: true, focused: true });

    // Three correct (A, E, O); a fourth can't be marked.
    for (const n of [1, 3, 5]) await page.getByRole('checkbox', { name: `Correct answer (Choice ${n})` }).check();
    for (const n of [2, 4, 6]) expect(await page.getByRole('checkbox', { name: `Correct answer (Choice ${n})` }).isDisabled()).toBe(true);
    await shotBoth(page, 'authoring-multiple-choice', () => page.getByRole('img', { name: 'Choice 1 picture' }).waitFor());
    await expectAccessible(page, 'Create Multiple Choice');
    await page.getByRole('button', { name: 'Save Question' }).click();
    await popup(page, 'Question saved successfully!');
    await expect.poll(() => page.getByLabel('Choice 1 text').inputValue()).toBe('');
    expect(await page.getByRole('checkbox', { name: 'Correct answer (Choice 1)' }).isChecked()).toBe(false);
    expect(await page.getByLabel('Choice 6 text').count()).toBe(1);
    await page.getByText('1 question so far').waitFor();

    await detailShows(page, 'Mga Patinig', 'Multiple Choice', '1 (hard)');
  });

  it('a teacher creates a tracing activity from picked letters and a digit', async () => {
    const { page } = await teacherAtActivities(375);
    await openCreate(page, 'Tracing');
    await page.getByRole('heading', { name: 'Create Tracing', level: 1 }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill('Bakas ng Titik');

    // Nothing picked: refused with a message.
    await page.getByRole('button', { name: 'Create Tracing Activity' }).click();
    await page.getByText('Please choose at least one letter, number or shape.').waitFor();

    await page.getByRole('button', { name: 'Capital letter A', exact: true }).click();
    // The message goes once something is picked.
    await page.getByText('Please choose at least one letter, number or shape.').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Capital letter B', exact: true }).click();
    await page.getByRole('button', { name: 'Numbers', exact: true }).click();
    await page.getByRole('button', { name: 'Number 7', exact: true }).click();
    await page.getByText('3 selected').waitFor();
    expect(await page.getByRole('button', { name: 'Number 7', exact: true }).getAttribute('aria-pressed')).toBe('true');
    const chosen = page.getByRole('list', { name: 'Chosen letters, numbers and shapes' });
    expect(await chosen.getByRole('listitem').count()).toBe(3);
    await chosen.getByRole('listitem').filter({ hasText: 'Number 7' }).getByLabel('Difficulty').selectOption({ label: 'Hard' });
    const accuracy = page.getByLabel('Required accuracy (%)');
    expect(await accuracy.inputValue()).toBe('80');
    await accuracy.fill('90');
    await shotBoth(page, 'authoring-tracing', () => chosen.waitFor());
    await expectAccessible(page, 'Create Tracing');

    await page.getByRole('button', { name: 'Create Tracing Activity' }).click();
    await popup(page, 'Activity created successfully!');
    await page.getByRole('heading', { name: 'Bakas ng Titik', level: 1 }).waitFor();
    await page.locator('dl').first().getByText('3 (easy, hard)', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Publish to the section' }).click();
    await popup(page, 'Activity published! The children of this section can play it now.');
    await page.getByRole('table').getByRole('rowheader', { name: 'Ana Cruz' }).waitFor();
    await shot(page, 'authoring-tracing-detail-375');
  });
});
