/**
 * Issue 14 item 5 journey: a child misses two multiple-choice questions in a row, is served an easier one,
 * answers it, and the play screen suggests a break (a picture, the words in the child's language, keep
 * playing or stop). Keep playing brings the next question; stop goes home. In English on a phone and in
 * Filipino on a tablet, then the other way round, with screenshots of each.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServedQuestion } from '@aralin/contract';
import { createAdmin, createSection, createStudent, createSubject, createTeacher } from '../server/test/fixtures';
import en from '../web/src/locales/en/play.json';
import tl from '../web/src/locales/tl/play.json';
import { newPage, shot, useBrowser } from './support/browser';
import { closeServerContext, e2eHost, uniq } from './support/fixtures';
import { createPlayActivity, type ChoiceQ } from './support/play-content';
import { expectAccessible } from './support/staff';
import { nextServed, signInChildIn } from './support/student';

useBrowser();
afterAll(() => closeServerContext());

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };
const TEXT = { en, tl };

const CHOICE: ChoiceQ[] = [
  { level: 'easy', prompt: 'Which one is a fruit?', right: ['banana'], wrong: ['chair', 'shoe'], hint: 'You can eat it.' },
  { level: 'easy', prompt: 'What colour is the sky?', right: ['blue'], wrong: ['red', 'green'], hint: 'Look up on a sunny day.' },
  { level: 'easy', prompt: 'Which one can fly?', right: ['bird'], wrong: ['stone', 'spoon'], hint: 'It has wings.' },
  { level: 'medium', prompt: 'Which two are animals?', right: ['dog', 'cat'], wrong: ['table', 'cup', 'book'], hint: 'They can run.' },
  {
    level: 'medium',
    prompt: 'Which two are colours?',
    right: ['red', 'blue'],
    wrong: ['rice', 'sand', 'rain'],
    hint: 'Look at a rainbow.',
  },
  { level: 'medium', prompt: 'Which two are numbers?', right: ['two', 'five'], wrong: ['bag', 'hat', 'pen'], hint: 'You count with them.' },
];

async function world() {
  const host = e2eHost();
  const admin = await createAdmin(host, `admin${uniq()}`);
  const teacher = await createTeacher(host, admin, `guro${uniq()}`);
  const section = await createSection(host, teacher, { name: `Sampaguita ${uniq()}` });
  const subject = await createSubject(host, teacher, section.id, 'English');
  const activity = await createPlayActivity(host, teacher, section.id, subject.id, {
    type: 'multiple_choice',
    title: 'Things around us',
    concept: `Things ${uniq()}`,
    questions: CHOICE,
  });
  return { host, teacher, section, subject, activity };
}

const questionOf = (q: ServedQuestion) => CHOICE.find((c) => c.prompt === q.extra_data.prompt_text)!;

async function answer(page: Page, lang: 'en' | 'tl', q: ServedQuestion, right: boolean) {
  const c = questionOf(q);
  const picks = right ? c.right : c.wrong.slice(0, c.right.length);
  for (const name of picks) await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('button', { name: TEXT[lang].check }).click();
}

/** Wrong twice: the right answer shows, then Next fetches the next question. */
async function miss(page: Page, lang: 'en' | 'tl', q: ServedQuestion): Promise<ServedQuestion> {
  await answer(page, lang, q, false);
  await page.getByText(TEXT[lang].feedback.tryAgain).waitFor();
  await answer(page, lang, q, false);
  await page.getByText(TEXT[lang].feedback.answer).waitFor();
  const served = nextServed(page);
  await page.getByRole('button', { name: TEXT[lang].next, exact: true }).click();
  const next = await served;
  expect(next.session_ended).toBe(false);
  return next as ServedQuestion;
}

describe('a break after two misses (issue 14 item 5)', () => {
  for (const [lang, size, then] of [
    ['en', PHONE, 'keep'],
    ['tl', TABLET, 'stop'],
    ['tl', PHONE, 'keep'],
    ['en', TABLET, 'stop'],
  ] as const) {
    it(`${lang} on a ${size === PHONE ? 'phone' : 'tablet'}: an easier question, then the suggestion; ${then}`, async () => {
      const { host, teacher, section, subject, activity } = await world();
      const child = await createStudent(host, teacher, section.id, { name: `Ana ${uniq()}` });
      const page = await newPage(size);
      await signInChildIn(page, section.classCode, child.name, lang);
      await page.goto(`/subject/${subject.id}/activities/${activity.id}`);
      const served = nextServed(page);
      await page.getByRole('button', { name: lang === 'en' ? 'Start Activity' : 'Simulan ang Gawain' }).click();
      const first = (await served) as ServedQuestion;
      const second = await miss(page, lang, first);
      const easier = await miss(page, lang, second);
      // Two misses in a row: the easiest question left, an easy one.
      expect(easier.difficulty_level).toBe('easy');
      await answer(page, lang, easier, true);
      const brk = page.getByTestId('take-a-break');
      await brk.getByRole('heading', { name: TEXT[lang].break.title }).waitFor();
      await brk.getByText(TEXT[lang].break.text).waitFor();
      expect(await brk.locator('svg[role="img"]').count()).toBe(1);
      const name = `take-a-break-${lang}-${size === PHONE ? 'phone' : 'tablet'}`;
      await shot(page, name);
      if (size === TABLET && lang === 'tl') await expectAccessible(page, 'take a break');
      if (then === 'keep') {
        const next = nextServed(page);
        await brk.getByRole('button', { name: TEXT[lang].break.keepPlaying }).click();
        const q = await next;
        expect(q.session_ended).toBe(false);
        await page.getByRole('button', { name: TEXT[lang].check }).waitFor();
        expect(await page.getByTestId('take-a-break').count()).toBe(0);
      } else {
        await brk.getByRole('button', { name: TEXT[lang].break.stop }).click();
        await page.waitForURL('**/student-home');
      }
      await page.close();
    });
  }
});
