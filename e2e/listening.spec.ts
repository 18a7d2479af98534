/**
 * Issue 15 item 4: listening items that need listening. A teacher records the library's words in the
 * "Record the library" screen (press and hold, with Chromium's fake microphone), then a child plays a
 * beginning-sound activity: the picture and a big speaker, never the word it asks about; the school's
 * recordings are what plays. A tablet with no voice and no recording shows a crossed-out speaker.
 * Screenshots: the recording screen and a listening item in English and Filipino, phone and tablet.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import type { NextQuestionResponse, PreviewResponse, ServedQuestion } from '@aralin/contract';
import { activities } from '../server/src/db/schema';
import { assign } from '../server/src/features/assignments/assignments.service';
import { listLibraryRecordings, recordLibraryClip } from '../server/src/features/library-recordings/library-recordings.service';
import { useFileLinkSecret } from '../server/src/lib/file-links';
import { createAdmin, createSection, createStudent, createSubject, createTeacher, STAFF_PASSWORD } from '../server/test/fixtures';
import { newPage, shot, useBrowser } from './support/browser';
import { closeServerContext, e2eHost, uniq } from './support/fixtures';
import { signedInAs, teacherSession } from './support/sessions';
import { expectAccessible } from './support/staff';
import { silentWav } from '../server/test/audio';
import { signInChildIn } from './support/student';

useBrowser();
afterAll(() => closeServerContext());

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };
const ACTIVITY = 'eng-sounds-vowels';
const TITLE = { en: 'Beginning sounds: a, e, i, o, u', tl: 'Unang tunog: a, e, i, o, u' };

async function school() {
  const host = e2eHost();
  const admin = await createAdmin(host, `admin${uniq()}`);
  const teacher = await createTeacher(host, admin, `guro${uniq()}`);
  const section = await createSection(host, teacher, { name: `Sampaguita ${uniq()}` });
  const subject = await createSubject(host, teacher, section.id, 'English');
  const [library] = await host.ctx.db.select().from(activities).where(eq(activities.prebuiltKey, ACTIVITY));
  return { host, teacher, section, subject, library: library };
}

/** The device speaks no language: every voice of speechSynthesis is gone (set before the app runs). */
async function withoutVoices(page: Page) {
  await page.context().addInitScript(() => {
    if ('speechSynthesis' in window) Object.defineProperty(window.speechSynthesis, 'getVoices', { value: () => [] });
  });
}

/** Signs a child in (the sign-in screens in English), then sets the app's language for what follows. */
/** Opens the activity and starts it; answers the first question served (read from the API's answer). */
async function startActivity(page: Page, subjectId: number, activityId: number, lang: 'en' | 'tl'): Promise<ServedQuestion> {
  await page.goto(`/subject/${subjectId}/activities/${activityId}`);
  const served = page.waitForResponse((r) => r.url().includes('/subjects/next-question/') && r.status() === 200);
  await page.getByRole('button', { name: lang === 'en' ? 'Start Activity' : 'Simulan ang Gawain' }).click();
  const answer = (await (await served).json()) as NextQuestionResponse;
  expect(answer.session_ended).toBe(false);
  return answer as ServedQuestion;
}

describe('listening items (issue 15 item 4)', () => {
  it('a teacher records the library by holding the button, and a child hears it without seeing the word', async () => {
    const { host, teacher, section, subject, library } = await school();
    const session = await teacherSession(teacher.user.email, STAFF_PASSWORD);

    // --- Record the library: press and hold with the fake microphone, on a tablet in English. ---
    const page = await newPage(TABLET);
    await page.context().grantPermissions(['microphone']);
    await signedInAs(page, session);
    await page.goto('/record-library');
    await page.getByRole('heading', { name: 'Record the library' }).waitFor();
    await page.getByRole('group', { name: 'Language of the words' }).getByRole('button', { name: 'English' }).click();
    await page.getByLabel('Activity').selectOption({ label: TITLE.en });
    const clipText = page.locator('#clip-text');
    const first = (await clipText.textContent())!;
    expect(first).toBe('What letter does the name of this picture start with?');
    const hold = page.getByRole('button', { name: `Hold to record “${first}” in English` });
    await hold.hover();
    await page.mouse.down();
    await page.getByText(/Recording… let go to save/).waitFor();
    await page.waitForTimeout(1500);
    await page.mouse.up();
    await page.getByText('Saved. Listen to it, record it again, or go on to the next one.').waitFor();
    const playback = page.getByLabel(`Your recording of “${first}”`);
    await playback.waitFor();
    expect(await playback.getAttribute('src')).toMatch(/^\/files\/[A-Za-z0-9_-]{32}\?exp=/);
    // A tap is not a recording.
    await page.getByRole('button', { name: 'Next' }).click();
    const second = (await clipText.textContent())!;
    expect(second).not.toBe(first);
    await page.getByRole('button', { name: new RegExp(`^Hold to record “${second}”`) }).click();
    await page.getByText('That was too short. Keep holding the button while you speak.').waitFor();
    await expectAccessible(page, 'record the library');
    // From the top: a full-page capture of a scrolled page draws the sticky side bar and header mid-page.
    const top = () => page.evaluate(() => window.scrollTo(0, 0));
    await top();
    await shot(page, 'record-library-en-tablet');
    await page.setViewportSize(PHONE);
    await top();
    await shot(page, 'record-library-en-phone');
    // In Filipino.
    await page.evaluate(() => localStorage.setItem('language', 'tl'));
    await page.reload();
    await page.getByRole('heading', { name: 'I-record ang library' }).waitFor();
    await page.getByLabel('Gawain').selectOption({ label: TITLE.tl });
    await page.getByRole('button', { name: new RegExp('^Pindutin nang matagal') }).waitFor();
    await top();
    await shot(page, 'record-library-tl-phone');
    await page.setViewportSize(TABLET);
    await top();
    await shot(page, 'record-library-tl-tablet');

    // The service presents signed links, as the server does with its secret.
    useFileLinkSecret(host.ctx.secret);
    const recorded = await listLibraryRecordings(host.ctx, teacher.actor);
    const mine = recorded.clips.find((c) => c.text === first && c.lang === 'en');
    expect(mine?.recording, 'the held recording reached the server').not.toBeNull();

    // The rest of the activity's English words, recorded for the school through the same service.
    for (const c of recorded.clips.filter((c) => c.activities.includes(ACTIVITY) && c.recording === null))
      await recordLibraryClip(host.ctx, teacher.actor, c.id, { filename: 'w.wav', mimetype: 'audio/wav', data: silentWav() });

    // --- A child plays it: the picture and a big speaker, never the word; the recordings play. ---
    for (const [lang, size] of [
      ['en', TABLET],
      ['tl', PHONE],
    ] as const) {
      const name = `Lia ${uniq().slice(-4)}`;
      const child = await createStudent(host, teacher, section.id, { name });
      await assign(host.ctx, teacher.actor, section.id, library.id, [child.id], subject.id);
      const kid = await newPage(size);
      await withoutVoices(kid);
      await signInChildIn(kid, section.classCode, name, lang);
      const audio: string[] = [];
      kid.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/files/')) audio.push(new URL(r.url()).pathname);
      });
      const q = await startActivity(kid, subject.id, library.id, lang);
      const data = q.extra_data;
      expect(data.listening, 'a beginning-sound item is a listening item').toBeDefined();
      const listen = kid.getByRole('button', { name: lang === 'en' ? 'Listen' : 'Pakinggan', exact: true });
      await listen.waitFor();
      // The prompt is said by itself (500 ms after the question appears) from the school's recording.
      const promptFile = new URL(data.prompt_audio[lang] ?? data.prompt_audio.en!, 'http://x').pathname;
      await expect.poll(() => audio.includes(promptFile), { timeout: 15_000 }).toBe(true);

      // No word it asks about is printed: not the prompt's word, not a picture choice's word.
      const shown = await kid.locator('main').innerText();
      const hidden = [data.listening!.word?.text, ...data.choices!.filter((c) => c.image).map((c) => c.spoken?.text)].filter(
        (w): w is string => Boolean(w),
      );
      expect(hidden.length).toBeGreaterThan(0);
      for (const word of hidden) expect(shown.toLowerCase().split(/[^a-z-]+/), `"${word}" is printed`).not.toContain(word.toLowerCase());

      // A tap on a choice says it (and picks it); the answer goes only with Check.
      const said = data.choices!.find((c) => c.spoken?.audio);
      expect(said).toBeDefined();
      const choice = kid.getByRole('button', { name: said!.spoken!.text, exact: true });
      await choice.click();
      expect(await choice.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => audio.includes(new URL(said!.spoken!.audio!, 'http://x').pathname), { timeout: 15_000 }).toBe(true);
      await listen.click();
      await expectAccessible(kid, `a listening item (${lang})`);
      await shot(kid, `listening-item-${lang}-${size === TABLET ? 'tablet' : 'phone'}`);
      await kid.setViewportSize(size === TABLET ? PHONE : TABLET);
      await listen.waitFor();
      await shot(kid, `listening-item-${lang}-${size === TABLET ? 'phone' : 'tablet'}`);
    }
  }, 240_000);

  it('shows picture choices without their words, each heard on a tap (the teacher previews a harder item)', async () => {
    const { host, teacher, section, subject, library } = await school();
    const child = await createStudent(host, teacher, section.id, { name: `Noa ${uniq().slice(-4)}` });
    await assign(host.ctx, teacher.actor, section.id, library.id, [child.id], subject.id);
    const session = await teacherSession(teacher.user.email, STAFF_PASSWORD);
    for (const [lang, size] of [
      ['en', TABLET],
      ['tl', PHONE],
    ] as const) {
      const page = await newPage(size);
      await signedInAs(page, session);
      await page.context().addInitScript((l) => {
        localStorage.setItem('language', l);
        localStorage.setItem('aralin_howto_multiple_choice', 'seen');
      }, lang);
      // The preview serves the questions in order: the first with picture choices is put first.
      let pictures: ServedQuestion | undefined;
      await page.route('**/management/activities/*/preview/**', async (route) => {
        const answer = (await (await route.fetch()).json()) as PreviewResponse;
        pictures = answer.questions.find((q) => q.extra_data.choices?.some((c) => c.image));
        answer.questions = [pictures!, ...answer.questions.filter((q) => q !== pictures)];
        await route.fulfill({ json: answer });
      });
      await page.goto(`/subjectsactivities/sections/${section.id}/subjects/${subject.id}/activities/${library.id}/preview`);
      // No recording in this school and no voice in this Chromium: the crossed-out speaker.
      await page.getByText(lang === 'en' ? "This tablet can't read this aloud." : 'Hindi ito kayang basahin', { exact: false }).waitFor();
      const board = page.getByRole('group', { name: lang === 'en' ? /^Pick/ : /^Pumili/ });
      for (const c of pictures!.extra_data.choices!) {
        expect(c.text).toBe('');
        const button = board.getByRole('button', { name: c.spoken!.text, exact: true });
        expect((await button.innerText()).trim(), `the word "${c.spoken!.text}" is not printed`).toBe('');
        expect(await button.locator('img').count()).toBe(1);
      }
      await expectAccessible(page, `picture choices of a listening item (${lang})`);
      await shot(page, `listening-pictures-${lang}-${size === TABLET ? 'tablet' : 'phone'}`);
      await page.setViewportSize(size === TABLET ? PHONE : TABLET);
      await shot(page, `listening-pictures-${lang}-${size === TABLET ? 'phone' : 'tablet'}`);
    }
  }, 120_000);

  it('shows a syllable word with no drawing as a big speaker once the school has recorded it, never as text', async () => {
    const { host, teacher, section } = await school();
    const subject = await createSubject(host, teacher, section.id, 'Filipino');
    const key = 'fil-pantig-b';
    const [syllables] = await host.ctx.db.select().from(activities).where(eq(activities.prebuiltKey, key));
    const child = await createStudent(host, teacher, section.id, { name: `Lia ${uniq().slice(-4)}` });
    await assign(host.ctx, teacher.actor, section.id, syllables.id, [child.id], subject.id);
    // The school records every clip of the activity (the service the Record the library screen calls).
    useFileLinkSecret(host.ctx.secret);
    const recorded = await listLibraryRecordings(host.ctx, teacher.actor);
    for (const c of recorded.clips.filter((c) => c.activities.includes(key)))
      await recordLibraryClip(host.ctx, teacher.actor, c.id, { filename: 'w.wav', mimetype: 'audio/wav', data: silentWav() });
    const session = await teacherSession(teacher.user.email, STAFF_PASSWORD);
    for (const [lang, size] of [
      ['tl', TABLET],
      ['en', PHONE],
    ] as const) {
      const page = await newPage(size);
      await withoutVoices(page);
      await signedInAs(page, session);
      await page.context().addInitScript((l) => {
        localStorage.setItem('language', l);
        localStorage.setItem('aralin_howto_multiple_choice', 'seen');
      }, lang);
      // The preview serves the questions in order: one mixing pictures and words with no drawing goes first.
      let mixed: ServedQuestion | undefined;
      await page.route('**/management/activities/*/preview/**', async (route) => {
        const answer = (await (await route.fetch()).json()) as PreviewResponse;
        mixed = answer.questions.find((q) => q.extra_data.choices?.some((c) => c.image) && q.extra_data.choices.some((c) => !c.image));
        answer.questions = [mixed!, ...answer.questions.filter((q) => q !== mixed)];
        await route.fulfill({ json: answer });
      });
      await page.goto(`/subjectsactivities/sections/${section.id}/subjects/${subject.id}/activities/${syllables.id}/preview`);
      const board = page.getByRole('group', { name: lang === 'en' ? /^Pick/ : /^Pumili/ });
      await board.waitFor();
      expect(mixed, 'a syllable item mixes pictures and words with no drawing').toBeDefined();
      for (const c of mixed!.extra_data.choices!) {
        expect(c.text).toBe('');
        expect(c.spoken?.audio, 'the school recording is served').toMatch(/^\/files\//);
        const button = board.getByRole('button', { name: c.spoken!.text, exact: true });
        expect((await button.innerText()).trim(), `the word "${c.spoken!.text}" is not printed`).toBe('');
        expect(await button.locator(c.image ? 'img' : 'svg').count()).toBeGreaterThan(0);
      }
      await expectAccessible(page, `speaker choices of a syllable item (${lang})`);
      await shot(page, `listening-speaker-choices-${lang}-${size === TABLET ? 'tablet' : 'phone'}`);
    }
  }, 120_000);

  it('shows a crossed-out speaker where the tablet has no voice and the school no recording', async () => {
    const { host, teacher, section, subject, library } = await school();
    const name = `Ema ${uniq().slice(-4)}`;
    const child = await createStudent(host, teacher, section.id, { name });
    await assign(host.ctx, teacher.actor, section.id, library.id, [child.id], subject.id);
    const kid = await newPage(PHONE);
    await withoutVoices(kid);
    await signInChildIn(kid, section.classCode, name, 'en');
    const q = await startActivity(kid, subject.id, library.id, 'en');
    expect(q.extra_data.listening).toBeDefined();
    await kid.getByText("This tablet can't read this aloud. Ask your teacher for help.").waitFor();
    expect(await kid.getByRole('button', { name: 'Listen', exact: true }).count()).toBe(0);
    // The item can still be answered.
    await kid.locator('main').getByRole('group').getByRole('button').first().click();
    await kid.getByRole('button', { name: 'Check answer' }).waitFor();
    await shot(kid, 'listening-item-no-voice-en-phone');
  });
});
