/**
 * Issue 12 journeys: a teacher edits a question's choice and a child then sees the new text; a teacher
 * reorders questions (keyboard drag and the arrow buttons); a teacher previews an activity as a child in
 * both languages with nothing recorded. Screenshots in English and Filipino, phone and desktop.
 */
import { CreateActivityBody } from '@aralin/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { questions } from '../server/src/db/schema';
import { createActivity } from '../server/src/features/activities/activities.service';
import { createAdmin, createSection, createStudent, createSubject, createTeacher } from '../server/test/fixtures';
import { newPage, shot, useBrowser } from './support/browser';
import { closeServerContext, e2eHost, uniq } from './support/fixtures';
import { createPlayActivity, type ChoiceQ } from './support/play-content';
import { expectAccessible, signInTeacher } from './support/staff';
import { signInChild as signInStudent } from './support/student';

useBrowser();
afterAll(() => closeServerContext());

const CHOICE: ChoiceQ[] = [
  { level: 'easy', prompt: 'Which one is a fruit?', right: ['banana'], wrong: ['chair', 'shoe'], hint: 'You can eat it.' },
  { level: 'easy', prompt: 'What colour is the sky?', right: ['blue'], wrong: ['red', 'green'], hint: 'Look up on a sunny day.' },
  { level: 'easy', prompt: 'Which one can fly?', right: ['bird'], wrong: ['stone', 'spoon'], hint: 'It has wings.' },
];

async function school() {
  const host = e2eHost();
  const admin = await createAdmin(host, `admin${uniq()}`);
  const teacher = await createTeacher(host, admin, `guro${uniq()}`);
  const section = await createSection(host, teacher, { name: `Gumamela ${uniq()}` });
  const child = await createStudent(host, teacher, section.id, { name: 'Lito Santos' });
  const subject = await createSubject(host, teacher, section.id, 'English');
  return { host, teacher, section, child, subject };
}

const detailPath = (sectionId: number, subjectId: number, activityId: number) =>
  `/subjectsactivities/sections/${sectionId}/subjects/${subjectId}/activities/${activityId}`;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

/** The questions' prompts in the order the edit screen lists them. */
async function listedPrompts(page: Page) {
  const items = page.getByRole('list', { name: /questions?$/ }).getByRole('listitem');
  return items.evaluateAll((els) => els.map((el) => el.querySelector('[class*="questionText"]')?.textContent ?? ''));
}

/** Closes the how-to-play window a first visit to a play screen shows. */
async function closeHowTo(page: Page, button = "Let's play!") {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** A shot at a width and in a language (the staff toggle lives in the header or the preview banner). */
async function shotIn(page: Page, name: string, lang: 'en' | 'tl', width: number, ready: () => Promise<unknown>) {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
  await ready();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, `${name}-${lang}-${width}`);
}

/** The language switch: in the staff side navigation (shown at desktop width) or the preview banner. */
async function setLanguage(page: Page, label: 'English' | 'Filipino') {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: label, exact: true }).first().click();
}

describe('teacher tools', () => {
  it('a teacher edits a question’s choice and the child then sees the new text', async () => {
    const { host, teacher, section, child, subject } = await school();
    const made = await createPlayActivity(host, teacher, section.id, subject.id, {
      type: 'multiple_choice',
      title: 'Fruit quiz',
      concept: 'Fruits',
      questions: [CHOICE[0]],
    });
    const page = await newPage({ width: 1280, height: 800 });
    await signInTeacher(page, teacher);
    await page.goto(detailPath(section.id, subject.id, made.id));
    await page.getByRole('heading', { name: 'Fruit quiz', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.getByRole('heading', { name: 'Edit Activity', level: 1 }).waitFor();
    await page.getByText('Which one is a fruit?').waitFor();

    await page.getByRole('button', { name: 'Edit question 1' }).click();
    const form = page.getByRole('form', { name: 'Multiple choice question' });
    const first = form.getByLabel('Choice 1 text', { exact: true });
    expect(await first.inputValue()).toBe('banana');
    await first.fill('mango');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Question updated successfully!');
    await form.waitFor({ state: 'hidden' });
    await expectAccessible(page, 'the edit screen');
    for (const width of [1280, 390]) {
      await shotIn(page, 'teacher-edit-activity', 'en', width, () => page.getByRole('heading', { name: 'Edit Activity' }).waitFor());
    }
    await setLanguage(page, 'Filipino');
    for (const width of [1280, 390]) {
      await shotIn(page, 'teacher-edit-activity', 'tl', width, () => page.getByRole('heading', { name: 'I-edit ang Gawain' }).waitFor());
    }
    await page.close();

    // The child plays: the choice reads "mango" now, and it is the right answer.
    const kid = await newPage({ width: 390, height: 844 });
    await signInStudent(kid, section.classCode, child.name);
    await kid.getByRole('link', { name: /English/ }).click();
    await kid.getByRole('link', { name: /Fruit quiz/ }).click();
    await kid.getByRole('button', { name: 'Start Activity' }).click();
    await closeHowTo(kid);
    await kid.getByRole('heading', { name: 'Which one is a fruit?' }).waitFor();
    expect(await kid.getByRole('button', { name: 'banana', exact: true }).count()).toBe(0);
    await kid.getByRole('button', { name: 'mango', exact: true }).click();
    await kid.getByRole('button', { name: 'Check answer' }).click();
    await kid.getByRole('status').filter({ hasText: 'Great job!' }).waitFor();
    await kid.close();
  });

  it('a teacher reorders questions by keyboard drag and with the arrows', async () => {
    const { host, teacher, section, subject } = await school();
    const made = await createPlayActivity(host, teacher, section.id, subject.id, {
      type: 'multiple_choice',
      title: 'Three questions',
      concept: 'Order',
      questions: CHOICE,
    });
    const page = await newPage({ width: 1280, height: 900 });
    await signInTeacher(page, teacher);
    await page.goto(`${detailPath(section.id, subject.id, made.id)}/edit`);
    await page.getByRole('heading', { name: 'Edit Activity', level: 1 }).waitFor();
    await page.getByText('Which one can fly?').waitFor();
    expect(await listedPrompts(page)).toEqual(CHOICE.map((q) => q.prompt));

    // Keyboard drag (dnd-kit): Space lifts the handle, ArrowDown moves it one place, Space drops it.
    // Each step waits for dnd-kit's spoken announcement, so a key is never pressed before the sensor listens.
    const said = (text: string) => page.getByText(text, { exact: true }).waitFor({ state: 'attached' });
    const handle = page.getByRole('button', { name: 'Move question 1', exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    await said('Question 1 is over place 1.');
    expect(await handle.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await said('Question 1 is over place 2.');
    await page.keyboard.press('Space');
    await said('Question 1 was dropped at place 2.');
    await toast(page, 'Question order saved.');
    await expect.poll(() => listedPrompts(page)).toEqual([CHOICE[1].prompt, CHOICE[0].prompt, CHOICE[2].prompt]);

    await page.getByRole('button', { name: 'Move question 3 up' }).click();
    await expect.poll(() => listedPrompts(page)).toEqual([CHOICE[1].prompt, CHOICE[2].prompt, CHOICE[0].prompt]);
    await shotIn(page, 'teacher-reorder', 'en', 1280, () => page.getByText('Which one can fly?').waitFor());

    // The order is the server's, and stays after a reload. The list moves at once and the arrow's save
    // follows: waited for in the database (a busy machine answered after the list had moved).
    const stored = async () =>
      (
        await host.ctx.db
          .select({ text: questions.questionText })
          .from(questions)
          .where(eq(questions.activityId, made.id))
          .orderBy(asc(questions.position))
      ).map((q) => q.text);
    await expect.poll(stored, { timeout: 15_000 }).toEqual([CHOICE[1].prompt, CHOICE[2].prompt, CHOICE[0].prompt]);
    await page.reload();
    await page.getByText('Which one can fly?').waitFor();
    expect(await listedPrompts(page)).toEqual([CHOICE[1].prompt, CHOICE[2].prompt, CHOICE[0].prompt]);
    await page.close();
  });

  it('a teacher previews an activity as a child, in both languages, and nothing is recorded', async () => {
    const { host, teacher, section, subject } = await school();
    const bi = (en: string, tl: string) => ({ en, tl });
    const body = CreateActivityBody.parse({
      title: 'Colours',
      type: 'multiple_choice',
      concept: { name: `Colours ${uniq()}`, required_score: 80 },
      questions: [
        {
          question_text: bi('What colour is a banana?', 'Anong kulay ang saging?'),
          extra_data: {
            choices: [
              { text: bi('yellow', 'dilaw'), isCorrect: true },
              { text: bi('blue', 'asul'), isCorrect: false },
              { text: bi('black', 'itim'), isCorrect: false },
            ],
            hint: bi('Peel one.', 'Balatan ang isa.'),
            explanation: bi('Bananas are yellow.', 'Dilaw ang saging.'),
          },
        },
        {
          question_text: bi('What colour is grass?', 'Anong kulay ang damo?'),
          extra_data: {
            choices: [
              { text: bi('green', 'berde'), isCorrect: true },
              { text: bi('pink', 'rosas'), isCorrect: false },
              { text: bi('white', 'puti'), isCorrect: false },
            ],
            hint: bi('Look outside.', 'Tumingin sa labas.'),
            explanation: bi('Grass is green.', 'Berde ang damo.'),
          },
        },
      ],
    });
    const made = await createActivity(host.ctx, teacher.actor, section.id, subject.id, body);
    const activityId = made.card.activity.id;
    const page = await newPage({ width: 1280, height: 800 });
    await signInTeacher(page, teacher);
    await page.goto(detailPath(section.id, subject.id, activityId));
    await page.getByRole('heading', { name: 'Colours', level: 1 }).waitFor();
    // Counted in the teacher's school (and, for the audit log, anything the teacher did): other spec files
    // play and sign in on the same server at the same time.
    const org = teacher.user.organizationId;
    const rows = async () =>
      (
        await host.ctx.db.execute<{ n: number }>(
          sql`select (select count(*) from play_sessions where organization_id = ${org})
            + (select count(*) from attempts where organization_id = ${org})
            + (select count(*) from concept_mastery where organization_id = ${org})
            + (select count(*) from audit_log where organization_id = ${org} or (actor_type = 'staff' and actor_id = ${teacher.user.id}))
            + (select count(*) from student_rewards where organization_id = ${org})
            + (select count(*) from badge_progress where organization_id = ${org}) as n`,
        )
      ).rows[0].n;
    const before = await rows();

    await page.getByRole('link', { name: 'Preview as a child' }).click();
    await page.waitForURL('**/preview');
    await closeHowTo(page);
    const banner = page.getByRole('region', { name: 'Preview' });
    await banner.getByText('Nothing is recorded.').waitFor();
    const check = page.getByRole('button', { name: 'Check answer' });
    const feedback = (text: string) => page.getByRole('status').filter({ hasText: text });

    // 1: right on the first try.
    await page.getByRole('heading', { name: 'What colour is a banana?' }).waitFor();
    for (const width of [1280, 390]) {
      await shotIn(page, 'teacher-preview', 'en', width, () => page.getByRole('heading', { name: 'What colour is a banana?' }).waitFor());
    }
    await page.getByRole('button', { name: 'yellow', exact: true }).click();
    await check.click();
    await feedback('Great job!').waitFor();
    // 2: wrong → the hint → wrong → the right answer shown, then Next → the reward screen.
    await page.getByRole('heading', { name: 'What colour is grass?' }).waitFor();
    await page.getByRole('button', { name: 'pink', exact: true }).click();
    await check.click();
    await feedback('Hint: Look outside.').waitFor();
    await page.getByRole('button', { name: 'white', exact: true }).click();
    await check.click();
    await feedback('Here is the right answer.').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Score: 50', { exact: true }).waitFor();
    await shotIn(page, 'teacher-preview-end', 'en', 390, () => page.getByText('Score: 50', { exact: true }).waitFor());

    // In Filipino: the banner's language switch starts the preview again in Filipino.
    await setLanguage(page, 'Filipino');
    await page.getByRole('region', { name: 'Silip' }).getByText('Walang itinatala.').waitFor();
    const dialog = page.getByRole('dialog');
    if (await dialog.isVisible()) await dialog.getByRole('button').last().click();
    await page.getByRole('heading', { name: 'Anong kulay ang saging?' }).waitFor();
    await page.getByRole('button', { name: 'dilaw', exact: true }).waitFor();
    for (const width of [1280, 390]) {
      await shotIn(page, 'teacher-preview', 'tl', width, () => page.getByRole('heading', { name: 'Anong kulay ang saging?' }).waitFor());
    }
    await expectAccessible(page, 'the preview');

    // Leaving the preview goes back to the activity; nothing was recorded anywhere.
    await page.getByRole('button', { name: 'Umalis sa silip' }).click();
    await page.waitForURL(`**${detailPath(section.id, subject.id, activityId)}`);
    expect(await rows()).toBe(before);
    await setLanguage(page, 'English');
    await page.close();
  });

  it('a teacher copies an activity into another subject, then deletes the original, told how many children have it', async () => {
    const { host, teacher, section, subject } = await school();
    const other = await createSubject(host, teacher, section.id, 'Science');
    const made = await createPlayActivity(host, teacher, section.id, subject.id, {
      type: 'multiple_choice',
      title: 'Sky quiz',
      concept: 'Sky',
      questions: [CHOICE[1]],
    });
    const page = await newPage({ width: 1280, height: 800 });
    await signInTeacher(page, teacher);
    await page.goto(detailPath(section.id, subject.id, made.id));
    await page.getByRole('heading', { name: 'Sky quiz', level: 1 }).waitFor();
    await shotIn(page, 'teacher-activity-detail', 'en', 1280, () => page.getByRole('button', { name: 'Copy to a subject' }).waitFor());

    await page.getByRole('button', { name: 'Copy to a subject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy activity' });
    await dialog.getByLabel('Subject', { exact: true }).selectOption({ label: 'Science' });
    await shotIn(page, 'teacher-copy-dialog', 'en', 390, () => dialog.waitFor());
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await toast(page, 'Activity copied successfully!');
    await page.waitForURL(`**/subjects/${other.id}/activities/*/edit`);
    await page.getByText('What colour is the sky?').waitFor();

    await page.goto(detailPath(section.id, subject.id, made.id));
    await page.getByRole('button', { name: 'Delete Activity' }).click();
    const confirm = page.getByRole('dialog', { name: 'DELETE ACTIVITY' });
    await confirm.getByText('1 child has it assigned. Their results stay in the reports.').waitFor();
    await confirm.getByRole('button', { name: 'CANCEL' }).click();
    await setLanguage(page, 'Filipino');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Burahin ang Gawain' }).click();
    await shotIn(page, 'teacher-delete-dialog', 'tl', 390, () =>
      page.getByText('1 bata ang binigyan nito. Mananatili sa mga ulat ang kanilang mga resulta.').waitFor(),
    );
    await page.getByRole('dialog').getByRole('button', { name: 'BURAHIN' }).click();
    await page.waitForURL(`**/subjects/${subject.id}/activities`);
    await setLanguage(page, 'English');
    await page.close();
  });
});
