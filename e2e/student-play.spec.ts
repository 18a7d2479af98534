/**
 * Issue 5 journey: a child signs in, plays a matching and a multiple-choice activity to the session end
 * (right on the first try, wrong then the hint then right, wrong twice then the revealed answer), sees the
 * reward screen and the badge on /rewards, and the parent area shows the progress. Once on a phone
 * (375 px) and once on a landscape tablet (1024 px).
 */
import { asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { attempts, conceptMastery, concepts, playSessions } from '../server/src/db/schema';
import { masteryRead } from '../server/src/features/students/mastery-read';
import { newPage, shot, useBrowser } from './support/browser';
import { classOfAna, closeServerContext, e2eHost } from './support/fixtures';
import { createPlayActivity, type ChoiceQ, type MatchingQ } from './support/play-content';
import { expectAccessible } from './support/staff';
import { signInChild as signInStudent } from './support/student';

useBrowser();
afterAll(() => closeServerContext());

/** What the teacher made; the test answers from it, reading the question shown on screen. */
const MATCHING: MatchingQ[] = [
  {
    level: 'easy',
    pairs: [
      ['cat', 'pusa'],
      ['dog', 'aso'],
    ],
    hint: 'A cat says meow.',
  },
  {
    level: 'easy',
    pairs: [
      ['bird', 'ibon'],
      ['fish', 'isda'],
    ],
    hint: 'A fish swims in water.',
  },
  {
    level: 'medium',
    pairs: [
      ['cow', 'baka'],
      ['chicken', 'manok'],
      ['pig', 'baboy'],
    ],
    hint: 'A chicken lays eggs.',
  },
];
const CHOICE: ChoiceQ[] = [
  { level: 'easy', prompt: 'Which one is a fruit?', right: ['banana'], wrong: ['chair', 'shoe'], hint: 'You can eat it.' },
  { level: 'easy', prompt: 'What colour is the sky?', right: ['blue'], wrong: ['red', 'green'], hint: 'Look up on a sunny day.' },
  {
    level: 'medium',
    prompt: 'Which two are animals?',
    right: ['dog', 'cat'],
    wrong: ['table', 'cup', 'book'],
    hint: 'They can run and play.',
  },
];

/** A school with one child and the two activities (pools of 3, so each session ends by "pool used up"). */
async function world() {
  const { host, teacher, section, child, subject } = await classOfAna();
  const matching = await createPlayActivity(host, teacher, section.id, subject.id, {
    type: 'matching',
    title: 'Animal words',
    concept: 'Animal names',
    questions: MATCHING,
  });
  const choice = await createPlayActivity(host, teacher, section.id, subject.id, {
    type: 'multiple_choice',
    title: 'Things around us',
    concept: 'Fruits and colours',
    questions: CHOICE,
  });
  return { section, child, matching, choice };
}

/** Home → the subject → the activity → Start Activity → the how-to-play window, closed with "Let's play!". */
async function startActivity(page: Page, title: string, shotName: string) {
  await page.getByRole('link', { name: /English/ }).click();
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Start Activity' }).click();
  const dialog = page.getByRole('dialog', { name: 'How to play' });
  await dialog.waitFor();
  await look(page, shotName);
  await dialog.getByRole('button', { name: "Let's play!" }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** A screenshot once the entrance animations (the feedback box's pop, the picks' colours) have finished. */
async function look(page: Page, name: string) {
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    const done = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    return Promise.race([done, new Promise((r) => setTimeout(r, 2000))]);
  });
  await shot(page, name);
}

const check = (page: Page) => page.getByRole('button', { name: 'Check answer' });
const feedback = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Waits for the question whose progress bar reads `percent` (0, 33, 67 for a pool of 3). */
async function waitForQuestion(page: Page, percent: number) {
  await page.locator(`[role="progressbar"][aria-label="Progress"][aria-valuenow="${percent}"]`).waitFor();
  await check(page).waitFor();
}

/** The text of the element(s) that describe a button (the board's "Matched with …" / "Right answer"). */
const description = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((b) =>
    (b.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

// ---- Matching ----

async function shownMatching(page: Page): Promise<MatchingQ> {
  const group = page.getByRole('group', { name: 'Match these' });
  const names = await group.getByRole('button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  const q = MATCHING.find((m) => m.pairs.some(([prompt]) => names.includes(prompt)));
  if (!q) throw new Error(`unknown matching question: ${names.join(', ')}`);
  return q;
}

/** Taps each prompt then an answer: the right ones, or each prompt's neighbour's answer (all wrong). */
async function match(page: Page, q: MatchingQ, right: boolean) {
  const prompts = page.getByRole('group', { name: 'Match these' });
  const answers = page.getByRole('group', { name: 'With these' });
  expect(await check(page).isDisabled()).toBe(true);
  for (const [i, [prompt]] of q.pairs.entries()) {
    const answer = q.pairs[right ? i : (i + 1) % q.pairs.length][1];
    await prompts.getByRole('button', { name: prompt, exact: true }).click();
    await answers.getByRole('button', { name: answer, exact: true }).click();
  }
}

async function playMatching(page: Page, w: number) {
  // 1: right on the first try (+10), then the next question comes by itself.
  await waitForQuestion(page, 0);
  await page.getByRole('heading', { name: 'Match each animal to its name' }).waitFor();
  await look(page, `play-matching-question-${w}`);
  await match(page, await shownMatching(page), true);
  await check(page).click();
  await feedback(page, 'Great job!').filter({ hasText: '+10 points!' }).waitFor();

  // 2: wrong → the hint, the picks cleared → right after the hint (+5).
  await waitForQuestion(page, 33);
  const second = await shownMatching(page);
  await match(page, second, false);
  await check(page).click();
  await feedback(page, 'Almost! Try again.')
    .filter({ hasText: `Hint: ${second.hint}` })
    .waitFor();
  // The picks are cleared: nothing chosen, nothing paired.
  expect(await page.getByRole('group', { name: 'Match these' }).getByRole('button', { pressed: true }).count()).toBe(0);
  for (const [prompt] of second.pairs) expect(await description(page, prompt)).toBe('');
  await look(page, `play-matching-hint-${w}`);
  await match(page, second, true);
  await check(page).click();
  await feedback(page, '+5 points!').waitFor();

  // 3: wrong twice → the board shows the right pairs and Next; the answer ended the session.
  await waitForQuestion(page, 67);
  const third = await shownMatching(page);
  await match(page, third, false);
  await check(page).click();
  await feedback(page, 'Almost! Try again.').waitFor();
  await match(page, third, false);
  await check(page).click();
  await feedback(page, 'Here is the right answer.').waitFor();
  for (const [prompt, answer] of third.pairs) expect(await description(page, prompt)).toBe(`Matched with ${answer}`);
  await look(page, `play-matching-answer-${w}`);
  await page.getByRole('button', { name: 'Next' }).click();
}

// ---- Multiple choice ----

async function shownChoice(page: Page): Promise<ChoiceQ> {
  for (const q of CHOICE) if (await page.getByRole('heading', { name: q.prompt, exact: true }).count()) return q;
  throw new Error('unknown multiple-choice question');
}

async function pick(page: Page, names: string[]) {
  for (const name of names) await page.getByRole('button', { name, exact: true }).click();
}

async function playChoice(page: Page, w: number) {
  // 1: right on the first try, with a double tap on Check answer (two clicks in one task).
  await waitForQuestion(page, 0);
  const first = await shownChoice(page);
  await page.getByRole('heading', { name: first.right.length > 1 ? `Pick ${first.right.length}` : 'Pick one' }).waitFor();
  await pick(page, first.right);
  await look(page, `play-choice-question-${w}`);
  await check(page).evaluate((b: HTMLButtonElement) => {
    b.click();
    b.click();
  });
  await feedback(page, 'Great job!').filter({ hasText: '+10 points!' }).waitFor();

  // 2: wrong → hint → right after the hint.
  await waitForQuestion(page, 33);
  const second = await shownChoice(page);
  await pick(page, second.wrong.slice(0, second.right.length));
  await check(page).click();
  await feedback(page, 'Almost! Try again.')
    .filter({ hasText: `Hint: ${second.hint}` })
    .waitFor();
  await look(page, `play-choice-hint-${w}`);
  await pick(page, second.right);
  await check(page).click();
  await feedback(page, '+5 points!').waitFor();

  // 3: wrong twice → the right choices are marked, Next.
  await waitForQuestion(page, 67);
  const third = await shownChoice(page);
  await pick(page, third.wrong.slice(0, third.right.length));
  await check(page).click();
  await feedback(page, 'Almost! Try again.').waitFor();
  await pick(page, third.wrong.slice(0, third.right.length));
  await check(page).click();
  await feedback(page, 'Here is the right answer.').waitFor();
  for (const right of third.right) expect(await description(page, right)).toBe('Right answer');
  await look(page, `play-choice-answer-${w}`);
  await page.getByRole('button', { name: 'Next' }).click();
  return first;
}

/** The reward screen of a session scored 15 of 30 (10 + 5 + 0): encouragement, no celebration (issue 19). */
async function rewardScreen(page: Page) {
  await page.getByRole('heading', { name: 'Nice try!' }).waitFor();
  await page.getByText('Score: 50', { exact: true }).waitFor();
  await page.getByText("Nice try! Let's practice this again together.").waitFor();
  expect(await page.getByTestId('confetti').count()).toBe(0);
  expect(await page.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow')).toBe('100');
}

// A phone and a landscape tablet; axe runs once (on the tablet) to keep the journey short.
describe.each([
  { w: 375, h: 740, axe: false },
  { w: 1024, h: 768, axe: true },
])('a child at $w px', ({ w, h, axe }) => {
  it('plays matching and multiple choice to the end, earns Halo-Halo Hero, and the parent area shows the progress', async () => {
    const { section, child, matching, choice } = await world();
    const page = await newPage({ width: w, height: h });
    const submits: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/submit-answer/')) submits.push(r.url());
    });

    await signInStudent(page, section.classCode, 'Ana Reyes');
    await page.getByRole('heading', { name: 'Hello, Ana Reyes!' }).waitFor();

    // Matching, to the end: the reward screen shows the first badge after a moment; Next after it goes home.
    await startActivity(page, 'Animal words', `play-howto-matching-${w}`);
    await playMatching(page, w);
    await rewardScreen(page);
    const badge = page.getByRole('status').filter({ hasText: 'New badge!' });
    await badge.getByRole('heading', { name: 'Halo-Halo Hero' }).waitFor();
    await look(page, `play-reward-${w}`);
    if (axe) await expectAccessible(page, 'the reward screen');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/student-home');
    await page.getByRole('link', { name: 'My badges: 1 of 8' }).waitFor();
    await page.getByRole('link', { name: /English.*1 of 2 done/ }).waitFor();

    // Multiple choice, to the end: no new badge this time, so only Home, which goes home.
    await startActivity(page, 'Things around us', `play-howto-choice-${w}`);
    const doubleTapped = await playChoice(page, w);
    await rewardScreen(page);
    await look(page, `play-reward-no-badge-${w}`);
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Home' }).click();
    await page.waitForURL('**/student-home');
    expect(await page.getByText('New badge!').count()).toBe(0);

    // The server counted each answer once: 5 attempts a session, one first try for the double tap.
    expect(submits).toHaveLength(10);
    const db = e2eHost().ctx.db;
    const sessions = await db.select().from(playSessions).where(eq(playSessions.studentId, child.id)).orderBy(asc(playSessions.id));
    expect(sessions.map((s) => [s.activityId, s.endReason, s.pointsEarned, s.pointsPossible, s.score])).toEqual([
      [matching.id, 'pool_exhausted', 15, 30, 50],
      [choice.id, 'pool_exhausted', 15, 30, 50],
    ]);
    const rows = await db.select().from(attempts).where(eq(attempts.studentId, child.id));
    expect(
      rows
        .filter((r) => r.sessionId === sessions[0].id)
        .map((r) => r.attemptType)
        .sort(),
    ).toEqual(['first', 'first', 'first', 'guided', 'guided']);
    const choiceRows = rows.filter((r) => r.sessionId === sessions[1].id);
    expect(choiceRows).toHaveLength(5);
    const tappedQ = choice.questions.find((q) => q.questionText === doubleTapped.prompt);
    expect(choiceRows.filter((r) => r.questionId === tappedQ!.id).map((r) => [r.attemptType, r.isCorrect])).toEqual([['first', true]]);

    // /rewards: Halo-Halo Hero earned, the other seven not yet.
    await page.getByRole('link', { name: 'My badges: 1 of 8' }).click();
    await page.waitForURL('**/rewards');
    await page.getByText('1 of 8 badges').waitFor();
    await page.getByRole('article', { name: 'Halo-Halo Hero' }).getByText('Earned once').waitFor();
    expect(await page.getByText('Not yet earned').count()).toBe(7);
    await look(page, `rewards-${w}`);
    if (axe) await expectAccessible(page, '/rewards');

    // The parent area, from home: each concept's estimate as the learner model reads it (issue 14: with its
    // range, or "not enough answers yet"), Focus on and Great in by the model's rule, recent activities.
    const beliefs = await db
      .select({
        name: concepts.name,
        required: concepts.requiredScore,
        skillMean: conceptMastery.skillMean,
        skillSd: conceptMastery.skillSd,
        lastPracticedAt: conceptMastery.lastPracticedAt,
        answers: conceptMastery.answers,
      })
      .from(conceptMastery)
      .innerJoin(concepts, eq(concepts.id, conceptMastery.conceptId))
      .where(eq(conceptMastery.studentId, child.id));
    const read = (name: string) => {
      const b = beliefs.find((e) => e.name === name)!;
      return masteryRead(b, b.required, new Date());
    };
    expect(read('Animal names').mastery_score).toBeLessThan(80);
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('link', { name: 'Parent Area' }).click();
    await page.getByRole('heading', { name: 'Parent Area' }).waitFor();
    await page.getByText('Activities completed: 2').waitFor();
    const STATE = { mastered: 'Mastered', on_track: 'On track', needs_attention: 'Needs attention', not_enough: '' };
    for (const concept of ['Animal names', 'Fruits and colours']) {
      const r = read(concept);
      if (r.mastery_state === 'not_enough') {
        await page.getByRole('img', { name: `${concept}: Not enough answers yet; required score 80` }).waitFor();
        continue;
      }
      const meter = page.getByRole('meter', { name: concept });
      expect(await meter.getAttribute('aria-valuetext')).toBe(
        `${r.mastery_score} (${r.mastery_low}–${r.mastery_high}): ${STATE[r.mastery_state]}; required score 80`,
      );
    }
    await page.waitForURL('**/parent-area');
    const focus = ['Animal names', 'Fruits and colours'].filter((c) => read(c).mastery_state === 'needs_attention');
    const great = ['Animal names', 'Fruits and colours'].filter((c) => read(c).mastered);
    for (const concept of [...focus, ...great])
      await page
        .getByRole('listitem')
        .filter({ hasText: new RegExp(`^${concept}$`) })
        .waitFor();
    expect(await page.getByText('Nothing yet').count()).toBe((focus.length ? 0 : 1) + (great.length ? 0 : 1));
    const recent = page.getByRole('listitem').filter({ hasText: 'Completed' });
    expect((await recent.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim()).sort()).toEqual([
      'Animal words Completed Score: 50',
      'Things around us Completed Score: 50',
    ]);
    await look(page, `parent-area-${w}`);
    if (axe) await expectAccessible(page, '/parent-area');
  }, 120_000);
});
