/**
 * Issue 13 item 5: parents who read little. A child plays this week (an activity finished twice, three
 * tracing targets); the parent area shows the week in pictures with a speaker per line, read in the app's
 * language by the device's voice (crossed out on a device without one), and contact-the-teacher's one-tap
 * reasons; the teacher's messages show the reason in the teacher's language.
 * Screenshots: the parent area in English and Filipino on a phone and a tablet, without a voice, and the
 * teacher's messages.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { NextQuestionResponse, ServedQuestion, SubmitAnswerResponse } from '@aralin/contract';
import { findTracingDefinition, pointsAlongGuide } from '@aralin/contract/tracing/index';
import {
  createAdmin,
  createSection,
  createStudent,
  createSubject,
  createTeacher,
  createTracingActivity,
  STAFF_PASSWORD,
  STUDENT_PASSWORD,
} from '../server/test/fixtures';
import { newPage, shot, useBrowser } from './support/browser';
import { closeServerContext, e2eHost, uniq } from './support/fixtures';
import { createPlayActivity } from './support/play-content';
import { callApi, signedInAs, teacherSession, type ApiSession } from './support/sessions';
import { region } from './support/monitoring';
import { expectAccessible } from './support/staff';

useBrowser();
afterAll(() => closeServerContext());

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };

/** A device with an English and a Filipino voice; what it is asked to say (and in which voice) is kept in window.__said. */
async function withVoices(page: Page) {
  await page.context().addInitScript(() => {
    const voices = [
      { lang: 'en-PH', localService: true, name: 'English' },
      { lang: 'fil-PH', localService: true, name: 'Filipino' },
    ];
    const said: { text: string; lang: string }[] = [];
    Object.assign(window, { __said: said });
    Object.defineProperty(window, 'speechSynthesis', {
      value: {
        getVoices: () => voices,
        speak: (u: { text: string; lang: string; onend?: () => void }) => {
          said.push({ text: u.text, lang: u.lang });
          setTimeout(() => u.onend?.(), 10);
        },
        cancel: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      },
    });
    (window as unknown as { SpeechSynthesisUtterance: unknown }).SpeechSynthesisUtterance = class {
      text: string;
      lang = '';
      constructor(text: string) {
        this.text = text;
      }
    };
  });
}

/** A device without any voice. */
async function withoutVoices(page: Page) {
  await page.context().addInitScript(() => {
    Object.defineProperty(window.speechSynthesis, 'getVoices', { value: () => [] });
  });
}

async function studentSession(id: number, code: string): Promise<ApiSession> {
  const { csrfToken } = await callApi<{ csrfToken: string }>('GET', '/account/csrf/');
  return callApi<ApiSession>('POST', '/students/login/', { body: { id, code, password: STUDENT_PASSWORD }, csrf: csrfToken });
}

/** Plays an activity through the API until the session ends, answering with `answer`. */
async function playToEnd(s: ApiSession, activityId: number, answer: (q: ServedQuestion) => string) {
  const kid = s.user.id;
  let next = await callApi<NextQuestionResponse>('GET', `/subjects/next-question/${kid}/${activityId}/?language=en&fresh_start=true`, {
    bearer: s.token.access,
  });
  for (let i = 0; i < 30 && !next.session_ended; i++) {
    const q = next;
    const res = await callApi<SubmitAnswerResponse>('POST', `/subjects/submit-answer/${kid}/${activityId}/${q.id}/`, {
      bearer: s.token.access,
      body: { answer: answer(q), language: 'en', attempt_type: 'first', is_review_question: false },
    });
    if (res.session_ended) return;
    next = await callApi<NextQuestionResponse>('GET', `/subjects/next-question/${kid}/${activityId}/?language=en`, {
      bearer: s.token.access,
    });
  }
}

const traced = (q: ServedQuestion) =>
  JSON.stringify({ letter: q.extra_data.target, points: pointsAlongGuide(findTracingDefinition(q.extra_data.target!)!) });

async function parentArea(page: Page, heading: string) {
  await page.goto('/parent-area');
  await page.getByRole('heading', { name: heading }).waitFor();
  await page.getByTestId('week-traced').locator('[data-glyph]').first().waitFor();
}

describe('the parent area for parents who read little (issue 13 item 5)', () => {
  it('shows the week in pictures, reads each line aloud, and sends a one-tap reason the teacher reads', async () => {
    const host = e2eHost();
    const admin = await createAdmin(host, `admin${uniq()}`);
    const teacher = await createTeacher(host, admin, `guro${uniq()}`);
    const section = await createSection(host, teacher, { name: `Sampaguita ${uniq()}` });
    const math = await createSubject(host, teacher, section.id, 'Math');
    const reading = await createSubject(host, teacher, section.id, 'Pagbasa');
    const child = await createStudent(host, teacher, section.id, { name: `Nena ${uniq().slice(-4)}` });
    const counting = await createPlayActivity(host, teacher, section.id, math.id, {
      type: 'multiple_choice',
      title: 'Count the mangoes',
      concept: 'Counting to 5',
      questions: [{ level: 'easy', prompt: 'How many mangoes?', right: ['Three'], wrong: ['Five'], hint: 'Count them one by one.' }],
    });
    const tracing = await createTracingActivity(host, teacher, section.id, reading.id, {
      targets: ['A', 'circle', '3'],
      requiredCorrectAttempts: 1,
      title: 'Trace A, 3 and a circle',
    });

    // The child's week, played through the API.
    const session = await studentSession(child.id, section.classCode);
    const right = (q: ServedQuestion) =>
      q.extra_data
        .choices!.filter((c) => c.value === 'Three' || c.text === 'Three')
        .map((c) => c.value)
        .join(',');
    await playToEnd(session, counting.id, right);
    await playToEnd(session, counting.id, right);
    await playToEnd(session, tracing.card.activity.id, traced);

    // --- English, tablet, with voices: the pictures and a speaker per line. ---
    const page = await newPage(TABLET);
    await withVoices(page);
    await signedInAs(page, session);
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await parentArea(page, 'Parent Area');
    const week = page.getByRole('region', { name: 'This week' });
    await week.getByText('Math: 2 stars.').waitFor();
    await week.getByText('Pagbasa: 1 star.').waitFor();
    await week.getByText('One star for each activity finished this week.').waitFor();
    await week.getByText(/^Traced this week: (A|circle|3)(, (A|circle|3)){1,}, and (A|circle|3)\.$/).waitFor();
    expect(await week.getByTestId('week-traced').locator('[data-glyph]').count()).toBe(3);
    const badges = week.getByTestId('week-badges');
    await badges.getByText(/badges? this week: .*Halo-Halo Hero/).waitFor();
    expect(await badges.locator('img').count()).toBeGreaterThan(0);
    // A speaker reads its line in English.
    await week.getByRole('button', { name: 'Listen: Math: 2 stars.' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __said: unknown[] }).__said))
      .toEqual([{ text: 'Math: 2 stars.', lang: 'en-PH' }]);
    await expectAccessible(page, '/parent-area week');
    await shot(page, 'parent-week-en-tablet');
    await page.setViewportSize(PHONE);
    await shot(page, 'parent-week-en-phone');

    // --- One-tap reason: "My child is sick", sent with no words. ---
    const sick = page.getByRole('button', { name: 'My child is sick' });
    await sick.click();
    expect(await sick.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Your message was sent to the teacher.').waitFor();
    expect(await sick.getAttribute('aria-pressed')).toBe('false');

    // --- Filipino, phone then tablet: the lines and the speaker in Filipino. ---
    await page.evaluate(() => localStorage.setItem('language', 'tl'));
    await page.addInitScript(() => localStorage.setItem('language', 'tl'));
    await parentArea(page, 'Para sa Magulang');
    const linggo = page.getByRole('region', { name: 'Ngayong linggo' });
    await linggo.getByText('Math: 2 bituin.').waitFor();
    await linggo.getByText(/^Mga isinulat ngayong linggo: .*bilog.*\.$/).waitFor();
    await linggo.getByRole('button', { name: 'Pakinggan: Pagbasa: 1 bituin.' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __said: { lang: string }[] }).__said.at(-1)))
      .toEqual({ text: 'Pagbasa: 1 bituin.', lang: 'fil-PH' });
    await page.getByRole('button', { name: 'Kailangan ng tulong sa pagbasa' }).click();
    await page.getByRole('textbox').fill('Salamat po.');
    await shot(page, 'parent-week-tl-phone');
    await page.setViewportSize(TABLET);
    await shot(page, 'parent-week-tl-tablet');
    await page.getByRole('button', { name: 'Ipadala ang mensahe' }).click();
    await page.getByText('Naipadala na ang iyong mensahe sa guro.').waitFor();

    // --- A device with no voice: every speaker crossed out, and a note says why. ---
    const mute = await newPage(PHONE);
    await withoutVoices(mute);
    await signedInAs(mute, session);
    await parentArea(mute, 'Parent Area');
    await mute.getByText('This device has no voice for English: the speakers are crossed out.').waitFor();
    expect(await mute.getByRole('button', { name: /^Listen:/ }).count()).toBe(0);
    expect(await mute.getByRole('img', { name: 'No voice on this device' }).count()).toBeGreaterThanOrEqual(4);
    await shot(mute, 'parent-week-en-phone-no-voice');

    // --- The teacher reads the reasons in their own language. ---
    const staff = await newPage(TABLET);
    await signedInAs(staff, await teacherSession(teacher.user.email, STAFF_PASSWORD));
    await staff.goto('/teacher-dashboard');
    const panel = region(staff, 'Messages from Parents');
    const mine = panel.getByRole('article').filter({ hasText: child.name });
    await mine.first().waitFor();
    expect((await mine.allInnerTexts()).map((text) => text.split('\n').filter((l) => /My child|Salamat/.test(l)))).toEqual([
      ['My child needs help with reading', 'Salamat po.'],
      ['My child is sick'],
    ]);
    await panel.scrollIntoViewIfNeeded();
    await shot(staff, 'parent-week-teacher-messages-en', { fullPage: false });
    await staff.evaluate(() => localStorage.setItem('language', 'tl'));
    await staff.reload();
    await region(staff, 'Mga Mensahe mula sa mga Magulang').getByText('May sakit ang aking anak').waitFor();
    await region(staff, 'Mga Mensahe mula sa mga Magulang').getByText('Kailangan ng aking anak ng tulong sa pagbasa').waitFor();
  }, 180_000);
});
