/**
 * Issue 13 item 3 in the browser: during play a child taps the two-bubbles button and sees (and hears) the
 * prompt in the other language, while the app stays in its own language; a second tap goes back. The tap
 * rides with the answer, and the child's teacher reads it on the profile ("Used Filipino on 1 of 1
 * question"). Multiple choice in English and in Filipino, and tracing; phone and tablet screenshots.
 */
import { CreateActivityBody, type ServedQuestion } from '@aralin/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createActivity } from '../server/src/features/activities/activities.service';
import { createAdmin, createSection, createStudent, createSubject, createTeacher, createTracingActivity } from '../server/test/fixtures';
import en from '../web/src/locales/en/play.json';
import tl from '../web/src/locales/tl/play.json';
import enCommon from '../web/src/locales/en/common.json';
import tlCommon from '../web/src/locales/tl/common.json';
import { newPage, shot, useBrowser } from './support/browser';
import { closeServerContext, e2eHost, uniq } from './support/fixtures';
import { expectAccessible, signInTeacher } from './support/staff';
import { nextServed, signInChildIn } from './support/student';

useBrowser();
afterAll(() => closeServerContext());

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 800, height: 1280 };
const TEXT = { en, tl };
const COMMON = { en: enCommon, tl: tlCommon };

/** Three easy questions, every text in both languages. */
const QUESTIONS = [
  { prompt: { en: 'Which one is a fruit?', tl: 'Alin ang prutas?' }, right: { en: 'banana', tl: 'saging' }, wrong: ['chair', 'shoe'] },
  { prompt: { en: 'Which one can fly?', tl: 'Alin ang lumilipad?' }, right: { en: 'bird', tl: 'ibon' }, wrong: ['stone', 'spoon'] },
  { prompt: { en: 'What colour is the sky?', tl: 'Anong kulay ang langit?' }, right: { en: 'blue', tl: 'asul' }, wrong: ['red', 'green'] },
];
const WRONG_TL: Record<string, string> = { chair: 'upuan', shoe: 'sapatos', stone: 'bato', spoon: 'kutsara', red: 'pula', green: 'berde' };

async function world() {
  const host = e2eHost();
  const admin = await createAdmin(host, `admin${uniq()}`);
  const teacher = await createTeacher(host, admin, `guro${uniq()}`);
  const section = await createSection(host, teacher, { name: `Sampaguita ${uniq()}` });
  const subject = await createSubject(host, teacher, section.id, 'English');
  const body = CreateActivityBody.parse({
    title: 'Things around us',
    type: 'multiple_choice',
    required_score: 80,
    concept: { name: `Things ${uniq()}`, required_score: 80 },
    questions: QUESTIONS.map((q) => ({
      question_text: q.prompt,
      difficulty_level: 'easy',
      extra_data: {
        choices: [{ text: q.right, isCorrect: true }, ...q.wrong.map((w) => ({ text: { en: w, tl: WRONG_TL[w] }, isCorrect: false }))],
        hint: { en: 'Look again.', tl: 'Tingnan muli.' },
        explanation: { en: `The answer: ${q.right.en}.`, tl: `Ang sagot: ${q.right.tl}.` },
      },
    })),
    publish: true,
  });
  const made = await createActivity(host.ctx, teacher.actor, section.id, subject.id, body);
  return { host, teacher, section, subject, activityId: made.card.activity.id };
}

const other = (lang: 'en' | 'tl') => (lang === 'en' ? 'tl' : 'en');
/** The button's accessible name, in the app's language (both languages are in it). */
const buttonName = (lang: 'en' | 'tl') => COMMON[lang].otherLanguage[lang === 'en' ? 'toTl' : 'toEn'];

describe('the other language, one tap away (issue 13 item 3)', () => {
  for (const lang of ['en', 'tl'] as const) {
    it(`multiple choice in ${lang}: the prompt in ${other(lang)} on a tap, the app stays in ${lang}; the teacher sees it`, async () => {
      const { host, teacher, section, subject, activityId } = await world();
      const child = await createStudent(host, teacher, section.id, { name: `Ana ${uniq()}` });
      const page = await newPage(PHONE);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await signInChildIn(page, section.classCode, child.name, lang, ['multiple_choice', 'tracing']);
      await page.goto(`/subject/${subject.id}/activities/${activityId}`);
      const served = nextServed(page);
      await page.getByRole('button', { name: lang === 'en' ? 'Start Activity' : 'Simulan ang Gawain' }).click();
      const q = (await served) as ServedQuestion;
      const item = QUESTIONS.find((x) => x.prompt[lang] === q.extra_data.prompt_text)!;
      expect(q.extra_data.other_language).toEqual({ lang: other(lang), prompt_text: item.prompt[other(lang)] });

      const prompt = page.locator('#prompt-text');
      await expect.poll(() => prompt.textContent()).toBe(item.prompt[lang]);
      const button = page.getByRole('button', { name: buttonName(lang), exact: true });
      expect(await button.getAttribute('aria-pressed')).toBe('false');
      await shot(page, `other-language-off-${lang}-390`);

      // A tap: the prompt in the other language, marked as such; the app's language (its buttons, <html lang>) stays.
      await button.click();
      await expect.poll(() => prompt.textContent()).toBe(item.prompt[other(lang)]);
      expect(await prompt.getAttribute('lang')).toBe(other(lang) === 'tl' ? 'fil' : 'en');
      expect(await button.getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('button', { name: TEXT[lang].check }).waitFor();
      await page.getByRole('button', { name: item.right[lang], exact: true }).waitFor();
      expect(await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('language')])).toEqual([lang, lang]);
      await shot(page, `other-language-${lang}-390`);
      await page.setViewportSize(TABLET);
      await prompt.waitFor();
      await shot(page, `other-language-${lang}-800`);
      if (lang === 'tl') await expectAccessible(page, 'play with the other language shown');

      // A second tap goes back.
      await button.click();
      await expect.poll(() => prompt.textContent()).toBe(item.prompt[lang]);
      expect(await button.getAttribute('aria-pressed')).toBe('false');

      // The answer carries the tap: no call of its own.
      const sent = page.waitForRequest((r) => r.url().includes('/subjects/submit-answer/') && r.method() === 'POST');
      await page.getByRole('button', { name: item.right[lang], exact: true }).click();
      await page.getByRole('button', { name: TEXT[lang].check }).click();
      expect((await sent).postDataJSON()).toMatchObject({ other_language: true, language: lang });
      await nextServed(page);
      // The next question starts in the app's language.
      await expect.poll(() => page.getByRole('button', { name: buttonName(lang), exact: true }).getAttribute('aria-pressed')).toBe('false');
      expect(errors).toEqual([]);
      await page.close();

      // The child's teacher reads it on the profile.
      const staff = await newPage({ width: 1280, height: 800 });
      await signInTeacher(staff, teacher);
      await staff.goto(`/sections/${section.id}/students/${child.id}`);
      const panel = staff.getByRole('region', { name: 'Other language during play' });
      await panel
        .getByText(lang === 'en' ? 'Used Filipino on 1 of 1 question' : 'Used English on 1 of 1 question')
        .first()
        .waitFor();
      await panel.scrollIntoViewIfNeeded();
      await shot(staff, `other-language-staff-${lang}-1280`, { fullPage: false });
      if (lang === 'tl') {
        await staff.evaluate(() => localStorage.setItem('language', 'tl'));
        await staff.reload();
        const panelTl = staff.getByRole('region', { name: 'Ibang wika habang naglalaro' });
        await panelTl.getByText('Gumamit ng Ingles sa 1 sa 1 tanong').first().waitFor();
        await staff.setViewportSize(PHONE);
        await panelTl.scrollIntoViewIfNeeded();
        await shot(staff, 'other-language-staff-tl-390', { fullPage: false });
      }
      await staff.close();
    });
  }

  it('tracing in tl on a tablet: the prompt in English on a tap', async () => {
    const { host, teacher, section, subject } = await world();
    const { card } = await createTracingActivity(host, teacher, section.id, subject.id, { targets: ['7'] });
    const child = await createStudent(host, teacher, section.id, { name: `Ben ${uniq()}` });
    const page = await newPage(TABLET);
    await signInChildIn(page, section.classCode, child.name, 'tl', ['multiple_choice', 'tracing']);
    const served = nextServed(page);
    await page.goto(`/activity/${card.activity.id}/tracing`);
    await served;
    await page.getByText('Bakatin ang numerong 7').waitFor();
    const button = page.getByRole('button', { name: buttonName('tl'), exact: true });
    await button.click();
    await page.getByText('Trace the number 7').waitFor();
    expect(await page.getByText('Trace the number 7').getAttribute('lang')).toBe('en');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('tl');
    await shot(page, 'other-language-tracing-tl-800');
    await page.setViewportSize(PHONE);
    await shot(page, 'other-language-tracing-tl-390');
    await button.click();
    await page.getByText('Bakatin ang numerong 7').waitFor();
    await page.close();
  });
});
