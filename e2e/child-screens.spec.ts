/**
 * Issue 19 "Done when": a counting question of the shipped library on a device without emoji fonts, a
 * badge earned again ("Earned again! ×3") and a low-score end screen, on a tablet in English and a phone
 * in Filipino. (The profile grid and the lesson viewer have their own journeys: profile-grid.spec.ts,
 * lesson-viewer.spec.ts.)
 */
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { CreateActivityBody, type NextQuestionResponse, type SubmitAnswerResponse } from '@aralin/contract';
import { activities, playSessions, studentRewards } from '../server/src/db/schema';
import { createActivity } from '../server/src/features/activities/activities.service';
import { assign } from '../server/src/features/assignments/assignments.service';
import { signAccessToken } from '../server/src/lib/tokens';
import { createAdmin, createSection, createStudent, createSubject, createTeacher } from '../server/test/fixtures';
import { newPage, shot, useBrowser } from './support/browser';
import { closeServerContext, e2eHost, uniq } from './support/fixtures';
import { callApi } from './support/sessions';
import { expectAccessible } from './support/staff';
import { signInChild } from './support/student';

useBrowser();
afterAll(() => closeServerContext());

/** Emoji, pictographs, dingbats, geometric shapes, arrows and emoji modifiers: boxes without an emoji font. */
const SYMBOL = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u2190-\u21ff\u25a0-\u27bf\u2b00-\u2bff]|\ufe0f|\u200d|\u20e3/u;

const DEVICES = [
  { device: 'tablet', width: 800, height: 1280, lang: 'en' as const },
  { device: 'phone', width: 390, height: 844, lang: 'tl' as const },
];

/** The child's screens' words in each language (web/src/locales/<lang>/play.json, studentActivities.json). */
const WORDS = {
  en: {
    start: 'Start Activity',
    howTo: 'How to play',
    play: "Let's play!",
    check: 'Check answer',
    correct: 'Great job!',
    tryAgain: 'Almost! Try again.',
    answer: 'Here is the right answer.',
    next: 'Next',
    home: 'Home',
    did: 'You did it!',
    tryTitle: 'Nice try!',
    again3: 'Earned again! ×3',
    keepPlaying: 'Keep playing',
    score0: 'Score: 0',
    lowMessage: "Nice try! Let's practice this again together.",
  },
  tl: {
    start: 'Simulan ang Gawain',
    howTo: 'Paano maglaro',
    play: 'Tara, laro na!',
    check: 'Suriin ang sagot',
    correct: 'Magaling!',
    tryAgain: 'Malapit na! Subukan ulit.',
    answer: 'Ito ang tamang sagot.',
    next: 'Susunod',
    home: 'Simula',
    did: 'Nagawa mo!',
    tryTitle: 'Magandang subok!',
    again3: 'Nakuha mo ulit! ×3',
    keepPlaying: 'Maglaro pa',
    score0: 'Iskor: 0',
    lowMessage: 'Magandang subok! Sanayin natin ulit ito nang magkasama.',
  },
};

/** The activity's page, in the device's language, then Start and the how-to-play window closed. */
async function start(page: Page, subjectId: number, activityId: number, lang: 'en' | 'tl') {
  const w = WORDS[lang];
  await page.goto(`/subject/${subjectId}/activities/${activityId}`);
  await page
    .getByRole('button', { name: WORDS.en.start })
    .or(page.getByRole('button', { name: WORDS.tl.start }))
    .waitFor();
  if (lang === 'tl' && (await page.getByRole('button', { name: 'Filipino' }).count()))
    await page.getByRole('button', { name: 'Filipino' }).click();
  await page.getByRole('button', { name: w.start }).click();
  // The how-to-play window shows the first time only.
  const dialog = page.getByRole('dialog', { name: w.howTo });
  await dialog
    .or(page.getByRole('button', { name: w.check }))
    .first()
    .waitFor();
  if (await dialog.count()) {
    await dialog.getByRole('button', { name: w.play }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}

/** A school with a teacher, a section and its subject, and a child. */
async function school(childName: string) {
  const host = e2eHost();
  const admin = await createAdmin(host, `admin${uniq()}`);
  const teacher = await createTeacher(host, admin, `guro${uniq()}`);
  const section = await createSection(host, teacher, { name: `Ilang-ilang ${uniq()}` });
  const child = await createStudent(host, teacher, section.id, { name: childName });
  const subject = await createSubject(host, teacher, section.id, 'Mathematics');
  return { host, teacher, section, child, subject };
}

describe('the child’s screens (issue 19)', () => {
  it('shows a counting question of the library as pictures on a device without emoji fonts, and the child answers it', async () => {
    for (const { device, width, height, lang } of DEVICES) {
      const name = `Mira ${uniq().slice(-4)}`;
      const { host, teacher, section, child, subject } = await school(name);
      const [library] = await host.ctx.db.select().from(activities).where(eq(activities.prebuiltKey, 'math-count-to-5'));
      expect(library, 'the shipped library is on the server').toBeDefined();
      await assign(host.ctx, teacher.actor, section.id, library.id, [child.id], subject.id);

      const page = await newPage({ width, height });
      // This device has no emoji font: an emoji is drawn as a plain box, with no colour at all.
      const colouredPixels = await page.evaluate(() => {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 64;
        const g = canvas.getContext('2d')!;
        g.font = '48px sans-serif';
        g.textBaseline = 'top';
        g.fillStyle = '#000';
        g.fillText('\u{1F34E}\u{2B50}', 2, 2);
        const d = g.getImageData(0, 0, 64, 64).data;
        let n = 0;
        for (let i = 0; i < d.length; i += 4)
          if (d[i + 3] > 0 && Math.max(d[i], d[i + 1], d[i + 2]) - Math.min(d[i], d[i + 1], d[i + 2]) > 40) n++;
        return n;
      });
      expect(colouredPixels, 'an emoji font is installed: this journey needs a device without one').toBe(0);

      await signInChild(page, section.classCode, name);
      await start(page, subject.id, library.id, lang);
      const w = WORDS[lang];
      await page.getByRole('button', { name: w.check }).waitFor();
      // The things to count are a picture of the art set that loaded, drawn with a fixed number of things.
      const picture = page.locator('main img[src*="/art/count-"]');
      await picture.waitFor();
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('main img[src*="/art/count-"]');
        return !!img && img.complete && img.naturalWidth > 0;
      });
      const src = (await picture.getAttribute('src'))!;
      const count = Number(/count-[a-z]+-(\d+)\.svg$/.exec(src)![1]);
      const svg = await (await page.request.get(src)).text();
      expect(svg.match(/<use href="#i"/g)).toHaveLength(count);
      // Nothing of the question is an emoji or a symbol: what the child must see is all in the picture.
      const text = await page.locator('main').innerText();
      expect(text.match(SYMBOL), text).toBeNull();
      expect(await page.locator('main img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0))).toBe(true);
      await shot(page, `counting-no-emoji-${lang}-${device}`);
      if (device === 'tablet') await expectAccessible(page, 'a counting question');

      await page.getByRole('button', { name: String(count), exact: true }).click();
      await page.getByRole('button', { name: w.check }).click();
      await page.getByRole('status').filter({ hasText: w.correct }).waitFor();
    }
  });

  it('says "Earned again! ×3" for a badge earned the third time, and a score of 0 gets encouragement without celebration', async () => {
    for (const { device, width, height, lang } of DEVICES) {
      const name = `Lito ${uniq().slice(-4)}`;
      const { host, teacher, section, child, subject } = await school(name);
      const QUESTIONS = [
        {
          prompt: ['Which one is a fruit?', 'Alin ang prutas?'],
          right: ['banana', 'saging'],
          wrong: [
            ['chair', 'upuan'],
            ['shoe', 'sapatos'],
          ],
        },
        {
          prompt: ['Which one can fly?', 'Alin ang lumilipad?'],
          right: ['bird', 'ibon'],
          wrong: [
            ['dog', 'aso'],
            ['fish', 'isda'],
          ],
        },
        {
          prompt: ['Which one do we drink?', 'Alin ang iniinom?'],
          right: ['milk', 'gatas'],
          wrong: [
            ['rice', 'kanin'],
            ['egg', 'itlog'],
          ],
        },
      ];
      const bi = ([en, tl]: string[]) => ({ en: en, tl: tl });
      const made = await createActivity(
        host.ctx,
        teacher.actor,
        section.id,
        subject.id,
        CreateActivityBody.parse({
          title: `Things ${uniq().slice(-3)}`,
          type: 'multiple_choice',
          required_score: 80,
          concept: { name: `Things ${uniq()}`, required_score: 80 },
          questions: QUESTIONS.map((q) => ({
            question_text: bi(q.prompt),
            difficulty_level: 'easy',
            extra_data: {
              choices: [{ text: bi(q.right), isCorrect: true }, ...q.wrong.map((x) => ({ text: bi(x), isCorrect: false }))],
              hint: { en: 'Think of your home.', tl: 'Isipin ang inyong tahanan.' },
              explanation: { en: 'Look again.', tl: 'Tingnan muli.' },
            },
          })),
          publish: true,
        }),
      );
      const activityId = made.card.activity.id;
      const li = lang === 'en' ? 0 : 1;

      // Two perfect sessions played earlier (through the play calls): Parol Performer twice.
      const token = await signAccessToken(
        host.ctx.secret,
        { kind: 'student', studentId: child.id, organizationId: child.organizationId },
        new Date(),
      );
      for (let s = 0; s < 2; s++) {
        let fresh = true;
        for (;;) {
          const q = await callApi<NextQuestionResponse>(
            'GET',
            `/subjects/next-question/${child.id}/${activityId}/?language=en${fresh ? '&fresh_start=true' : ''}`,
            { bearer: token },
          );
          fresh = false;
          if (q.session_ended) break;
          const right = q.extra_data.choices!.find((c) => QUESTIONS.some((x) => x.right[0] === c.text))!.value;
          const r = await callApi<SubmitAnswerResponse>('POST', `/subjects/submit-answer/${child.id}/${activityId}/${q.id}/`, {
            bearer: token,
            body: { answer: right, language: 'en', attempt_type: 'first', is_review_question: false },
          });
          if (r.session_ended) break;
        }
      }
      const parol = async () =>
        (
          await host.ctx.db
            .select()
            .from(studentRewards)
            .where(and(eq(studentRewards.studentId, child.id), eq(studentRewards.rewardId, 11)))
        )[0]?.count;
      expect(await parol()).toBe(2);

      // The third perfect session, on the screen: the celebration, and the badge says it is earned again.
      const page = await newPage({ width, height });
      const w = WORDS[lang];
      await signInChild(page, section.classCode, name);
      await start(page, subject.id, activityId, lang);
      for (let i = 0; i < QUESTIONS.length; i++) {
        await page.getByRole('button', { name: w.check }).waitFor();
        let q = QUESTIONS[0];
        for (const candidate of QUESTIONS)
          if (await page.getByRole('heading', { name: candidate.prompt[li], exact: true }).count()) q = candidate;
        await page.getByRole('button', { name: q.right[li], exact: true }).click();
        await page.getByRole('button', { name: w.check }).click();
        await page.getByRole('status').filter({ hasText: w.correct }).waitFor();
        if (i < QUESTIONS.length - 1) await page.getByRole('heading', { name: q.prompt[li], exact: true }).waitFor({ state: 'detached' });
      }
      await page.getByRole('heading', { name: w.did }).waitFor();
      const badge = page.getByRole('status').filter({ hasText: w.again3 });
      await badge.getByRole('heading', { name: 'Parol Performer' }).waitFor();
      expect(await page.getByText(lang === 'en' ? 'New badge!' : 'Bagong badge!').count()).toBe(0);
      expect(await page.getByTestId('confetti').count()).toBe(1);
      expect(await parol()).toBe(3);
      await page.waitForTimeout(600); // the badge's entrance
      await shot(page, `end-badge-again-${lang}-${device}`);
      if (device === 'tablet') await expectAccessible(page, 'a badge earned again');
      // Next shows the session's next badge, then goes home after the last ("Badge n of total" when there are
      // several: the concept's "mastered" badge comes in whichever session the learner model first calls the
      // concept mastered, which depends on its constants).
      for (;;) {
        const counter = page.getByText(/^Badge \d+ (of|sa) \d+$/);
        const [n, total] = (await counter.count()) ? (await counter.textContent())!.match(/\d+/g)!.map(Number) : [1, 1];
        await page.getByRole('button', { name: w.next }).click();
        if (n >= total) break;
        await page.getByText(new RegExp(`^Badge ${n + 1} (of|sa) ${total}$`)).waitFor();
      }
      await page.waitForURL('**/student-home');

      // A session with every answer wrong: score 0, encouragement, no confetti, no stars, no Next. Missed
      // questions come back as second chances and, after misses in a row, a break is suggested (issue 14
      // item 5): the child keeps playing, wrong every time, until the session ends.
      await start(page, subject.id, activityId, lang);
      const checkButton = page.getByRole('button', { name: w.check });
      const keepPlaying = page.getByRole('button', { name: w.keepPlaying });
      const endTitle = page.getByRole('heading', { name: w.tryTitle });
      let questions = 0;
      for (;;) {
        await checkButton.or(keepPlaying).or(endTitle).first().waitFor();
        if (await endTitle.count()) break;
        if (await keepPlaying.count()) {
          await keepPlaying.click();
          await keepPlaying.waitFor({ state: 'detached' });
          continue;
        }
        questions++;
        expect(questions, 'three questions and their second chances').toBeLessThanOrEqual(2 * QUESTIONS.length);
        let q = QUESTIONS[0];
        for (const candidate of QUESTIONS)
          if (await page.getByRole('heading', { name: candidate.prompt[li], exact: true }).count()) q = candidate;
        await page.getByRole('button', { name: q.wrong[0][li], exact: true }).click();
        await checkButton.click();
        await page.getByRole('status').filter({ hasText: w.tryAgain }).waitFor();
        await page.getByRole('button', { name: q.wrong[1][li], exact: true }).click();
        await checkButton.click();
        const shown = page.getByRole('status').filter({ hasText: w.answer });
        await shown.waitFor();
        await page.getByRole('button', { name: w.next, exact: true }).click();
        await shown.waitFor({ state: 'detached' });
      }
      expect(questions).toBeGreaterThanOrEqual(QUESTIONS.length);
      await endTitle.waitFor();
      await page.getByText(w.score0, { exact: true }).waitFor();
      await page.getByText(w.lowMessage).waitFor();
      expect(await page.getByRole('heading', { name: w.did }).count()).toBe(0);
      expect(await page.getByTestId('confetti').count()).toBe(0);
      expect(await page.getByRole('button', { name: w.next }).count()).toBe(0);
      await page.waitForTimeout(2500); // past the badge delay: still nothing to celebrate
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: /badge|×/i })
          .count(),
      ).toBe(0);
      await shot(page, `end-low-score-${lang}-${device}`);
      const [last] = await host.ctx.db
        .select()
        .from(playSessions)
        .where(eq(playSessions.studentId, child.id))
        .orderBy(playSessions.id)
        .then((rows) => rows.slice(-1));
      expect(last).toMatchObject({ score: 0, endReason: 'pool_exhausted' });
      await page.getByRole('button', { name: w.home, exact: true }).click();
      await page.waitForURL('**/student-home');
    }
  });
});
