/**
 * Issue 6 journeys: a child traces letters with the mouse along their guides (the hand guide first, a
 * right try, a wrong shape → the hint and the guide again, mastery, the next letter, the session summary),
 * and drags the arrows of the two practice pages (4 horizontal tracks → 7 vertical tracks → home).
 */
import { asc, eq } from 'drizzle-orm';
import { findTracingDefinition, sampleSegment, segmentLength, type TracingDefinition, type TracingPoint } from '@aralin/contract';
import type { Locator, Page, Route } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { attempts, playSessions } from '../server/src/db/schema';
import { createTracingActivity } from '../server/test/fixtures';
import { newPage, shot, useBrowser } from './support/browser';
import { classOfAna, closeServerContext } from './support/fixtures';
import { signInChild as signInStudent } from './support/student';

useBrowser();
afterAll(() => closeServerContext());

/** The student sign-in through the product's screens: class code → profile → password → home. */
// ---- Drawing with the mouse ----

const board = (page: Page) => page.getByRole('img', { name: /^(Drawing board|Pisara)/ });
const done = (page: Page) => page.getByRole('button', { name: 'Done!' });
const feedback = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
/** Waits for a shown element's own CSS animations to end (the feedback box pops in), so a screenshot shows it whole. */
const settled = (l: Locator) => l.first().evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)).then(() => undefined));
const watchHand = (page: Page) => page.getByText('Watch the hand!', { exact: true });
const yourTurn = (page: Page) => page.getByText('Your turn! Start at number 1.', { exact: true });

/** The definition's strokes in viewBox units: segments joined while each starts where the last ended. */
function guideStrokes(d: TracingDefinition): TracingPoint[][] {
  const strokes: TracingPoint[][] = [];
  let last: TracingPoint | undefined;
  for (const segment of d.segments) {
    const samples = sampleSegment(segment, Math.max(2, Math.ceil(segmentLength(segment) / 6)));
    const first = samples[0];
    if (last && Math.hypot(last.x - first.x, last.y - first.y) < 0.01) strokes[strokes.length - 1].push(...samples.slice(1));
    else strokes.push(samples);
    last = samples[samples.length - 1];
  }
  return strokes;
}

/** A zigzag of 24 points 55 units or more from the letter's strokes: top right for L, inside the O. */
function zigzag(target: string): TracingPoint[][] {
  const [x, y, dx] = target === 'L' ? [120, 24, 3] : [86, 92, 1.2];
  return [Array.from({ length: 24 }, (_, i) => ({ x: x + i * dx, y: i % 2 ? y : y + 16 }))];
}

/** The target the board asks for ('Drawing board: trace the capital letter O' → 'O'), of `targets`. */
async function shownTarget(page: Page, targets: string[]): Promise<string> {
  const label = await board(page).getAttribute('aria-label');
  const target = targets.find((t) => label === `Drawing board: trace ${findTracingDefinition(t)!.label}`);
  if (!target) throw new Error(`unexpected board: ${label}`);
  return target;
}

let wobble = 0;
/**
 * Draws strokes (viewBox units) on the board with the mouse: the viewBox is fitted centred into the
 * canvas' box ("meet"), each stroke is down → moves → up. Every try wobbles a little differently (±1.5
 * units), as a child's would, so no two tries send the same points.
 */
async function draw(page: Page, d: TracingDefinition, strokes: TracingPoint[][]) {
  const box = (await board(page).boundingBox())!;
  const [, , vw, vh] = d.viewBox.split(/[\s,]+/).map(Number) as [number, number, number, number];
  const scale = Math.min(box.width / vw, box.height / vh);
  const ox = box.x + (box.width - vw * scale) / 2;
  const oy = box.y + (box.height - vh * scale) / 2;
  const phase = ++wobble;
  const screen = (p: TracingPoint, i: number) => ({
    x: ox + (p.x + 1.5 * Math.sin(i + phase)) * scale,
    y: oy + (p.y + 1.5 * Math.cos(i * 1.3 + phase)) * scale,
  });
  for (const stroke of strokes) {
    const start = screen(stroke[0], 0);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    for (const [i, p] of stroke.entries()) {
      const at = screen(p, i);
      await page.mouse.move(at.x, at.y);
    }
    await page.mouse.up();
  }
}

/** Waits for the child's turn on the letter `target`, traces it along its guide and presses Done!. */
async function traceRight(page: Page, target: string) {
  const d = findTracingDefinition(target)!;
  await page.getByRole('img', { name: `Drawing board: trace ${d.label}`, exact: true }).waitFor();
  await yourTurn(page).waitFor();
  expect(await done(page).isDisabled()).toBe(true);
  await draw(page, d, guideStrokes(d));
  await done(page).click();
}

/** Waits for the progress bar at `percent`. */
const progressAt = (page: Page, percent: number) =>
  page.locator(`[role="progressbar"][aria-label="Progress"][aria-valuenow="${percent}"]`).waitFor();

describe('tracing play', () => {
  it('a child traces L and O with the mouse: a right try, a wrong shape with the hint and the guide again, mastery, the summary', async () => {
    const { host, teacher, section, child, subject } = await classOfAna();
    const activity = await createTracingActivity(host, teacher, section.id, subject.id, {
      targets: ['L', 'O'],
      requiredCorrectAttempts: 2,
      title: 'Trace L and O',
    });
    const page = await newPage({ width: 1024, height: 768 });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await signInStudent(page, section.classCode, 'Ana Reyes');
    await page.getByRole('link', { name: /English/ }).click();
    await page.getByRole('link', { name: /Trace L and O/ }).click();
    await page.getByRole('heading', { name: 'Trace L and O', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Start Activity' }).click();
    await page.waitForURL(`**/activity/${activity.card.activity.id}/tracing`);

    // The server picks the order; the first letter gets the miss. The hand guide plays first, with
    // drawing disabled: a stroke pressed meanwhile leaves nothing.
    await watchHand(page).waitFor();
    const first = await shownTarget(page, ['L', 'O']);
    const second = first === 'L' ? 'O' : 'L';
    const def = findTracingDefinition(first)!;
    await draw(page, def, zigzag(first));
    await shot(page, 'tracing-guide-1024');
    await progressAt(page, 0);
    await yourTurn(page).waitFor();
    expect(await done(page).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Erase' }).isDisabled()).toBe(true);

    // Erase wipes a drawing: Done! is enabled with more than 10 points, then disabled again.
    await draw(page, def, zigzag(first));
    await page.getByRole('button', { name: 'Done!', disabled: false }).waitFor();
    await page.getByRole('button', { name: 'Erase' }).click();
    await page.getByRole('button', { name: 'Done!', disabled: true }).waitFor();

    // First letter, try 1: traced along its guide → right, 1/2, no points yet. The label says Checking...
    // while the answer is on its way (the request is held until the label has been seen).
    let release: (() => void) | undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/subjects/submit-answer/**', async (route: Route) => {
      await held;
      await route.continue();
    });
    await traceRight(page, first);
    await page.getByRole('button', { name: 'Checking...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Checking...' }).isDisabled()).toBe(true);
    await shot(page, 'tracing-drawn-checking-1024');
    release!();
    await feedback(page, 'Great job! 1/2').filter({ hasText: 'Trace it again!' }).waitFor();
    // The bar moves with each passed try (issue 19): half of this letter's half of the session.
    await progressAt(page, 25);
    await page.unroute('**/subjects/submit-answer/**');
    await settled(feedback(page, 'Great job!'));
    await shot(page, 'tracing-right-1-1024');

    // Try 2: a zigzag away from the letter → 'Needs practice!' and the hint; then a clean board and the
    // hand guide again, and guided tries from now on.
    await yourTurn(page).waitFor();
    await draw(page, def, zigzag(first));
    await done(page).click();
    await feedback(page, 'Needs practice!').filter({ hasText: 'Watch the hand, then try again.' }).waitFor();
    await settled(feedback(page, 'Needs practice!'));
    await shot(page, 'tracing-needs-practice-1024');
    await watchHand(page).waitFor();
    expect(await feedback(page, 'Needs practice!').count()).toBe(0);
    await shot(page, 'tracing-guide-again-1024');

    // Try 3: right again → mastered after a miss, 2/2, +5 points; the next letter comes by itself.
    await traceRight(page, first);
    await feedback(page, 'You did it! 2/2').filter({ hasText: '+5 points!' }).waitFor();
    await settled(feedback(page, 'You did it!'));
    await shot(page, 'tracing-mastered-first-1024');

    // The second letter (its guide first, as for every question), then two right tries on the first go → +10.
    await board(page)
      .and(page.locator(`[aria-label="Drawing board: trace ${findTracingDefinition(second)!.label}"]`))
      .waitFor();
    await progressAt(page, 50);
    expect(await shownTarget(page, [second])).toBe(second);
    await traceRight(page, second);
    await feedback(page, 'Great job! 1/2').waitFor();
    await settled(feedback(page, 'Great job!'));
    await shot(page, 'tracing-right-second-1024');
    await traceRight(page, second);
    await feedback(page, 'You did it! 2/2').filter({ hasText: '+10 points!' }).waitFor();

    // The session summary: 15 of 20 points (under the required 80: praise, no confetti), the first activity
    // completed → Halo-Halo Hero.
    await page.getByRole('heading', { name: 'Good work!', level: 1 }).waitFor();
    await page.getByText('Score: 75', { exact: true }).waitFor();
    expect(await page.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow')).toBe('100');
    await page.getByRole('status').filter({ hasText: 'New badge!' }).getByRole('heading', { name: 'Halo-Halo Hero' }).waitFor();
    await shot(page, 'tracing-summary-1024');
    await page.getByRole('button', { name: 'Home' }).click();
    await page.waitForURL('**/student-home');

    // The server scored each try from the drawn points and kept them.
    const db = host.ctx.db;
    const [session] = await db.select().from(playSessions).where(eq(playSessions.studentId, child.id));
    expect([session.endReason, session.pointsEarned, session.pointsPossible, session.score]).toEqual(['pool_exhausted', 15, 20, 75]);
    const rows = await db.select().from(attempts).where(eq(attempts.sessionId, session.id)).orderBy(asc(attempts.id));
    expect(rows.map((r) => [r.attemptType, r.isCorrect])).toEqual([
      ['first', true],
      ['first', false],
      ['guided', true],
      ['first', true],
      ['first', true],
    ]);
    for (const r of rows) {
      expect(r.accuracy!, `accuracy of attempt ${r.id}`).toSatisfy((a: number) => (r.isCorrect ? a >= 80 : a < 80));
      expect((r.answer as { points: unknown[] }).points.length).toBeGreaterThan(10);
    }
    expect(errors).toEqual([]);
  });
});

// ---- Issue 15: three misses end a letter for today; it comes back in the next session ----

/** A voice that records what it is asked to read (and when), so the practice-later line can be checked. */
async function recordVoice(page: Page) {
  await page.addInitScript(() => {
    const spoken: { text: string; at: number }[] = [];
    (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
    const voices = [
      { lang: 'en-US', localService: true, name: 'en' },
      { lang: 'fil-PH', localService: true, name: 'fil' },
    ];
    Object.defineProperty(window, 'speechSynthesis', {
      value: {
        getVoices: () => voices,
        speak: (u: { text: string }) => spoken.push({ text: u.text, at: performance.now() }),
        cancel: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      },
    });
    (window as unknown as { SpeechSynthesisUtterance: unknown }).SpeechSynthesisUtterance = class {
      text: string;
      constructor(text: string) {
        this.text = text;
      }
    };
  });
}
/** Three tries away from the letter: two 'needs practice' hints with the guide again, then the practice-later screen. */
const LABELS = {
  en: { turn: 'Your turn! Start at number 1.', done: 'Done!', hint: 'Needs practice!' },
  tl: { turn: 'Ikaw naman! Magsimula sa bilang 1.', done: 'Tapos na!', hint: 'Kailangan pang magsanay!' },
};
async function missThrice(page: Page, target: string, lang: 'en' | 'tl') {
  const def = findTracingDefinition(target)!;
  const l = LABELS[lang];
  for (let k = 1; k <= 3; k++) {
    await page.getByText(l.turn, { exact: true }).waitFor();
    await draw(page, def, zigzag(target));
    await page.getByRole('button', { name: l.done }).click();
    if (k < 3) await feedback(page, l.hint).waitFor();
  }
}

describe('tracing: practice later (issue 15)', () => {
  it('three misses end a letter with "we\'ll practice this later", read aloud; it comes back second in the next session', async () => {
    const { host, teacher, section, subject } = await classOfAna();
    const activity = await createTracingActivity(host, teacher, section.id, subject.id, { targets: ['L', 'O'], title: 'Trace L and O' });
    const id = activity.card.activity.id;
    const page = await newPage({ width: 390, height: 844 });
    await recordVoice(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInStudent(page, section.classCode, 'Ana Reyes');
    await page.goto(`/activity/${id}/tracing`);

    await watchHand(page).waitFor();
    const first = await shownTarget(page, ['L', 'O']);
    const second = first === 'L' ? 'O' : 'L';
    await missThrice(page, first, 'en');
    const later = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Good try!' }) });
    await later.getByText("We'll practice this one later.").waitFor();
    await later.getByRole('img', { name: `The letter ${findTracingDefinition(first)!.label}, to practice again next time` }).waitFor();
    expect(await board(page).count()).toBe(0);
    await shot(page, 'tracing-practice-later-390');
    await page.setViewportSize({ width: 1024, height: 768 });
    await shot(page, 'tracing-practice-later-1024');
    // Read aloud 500 ms after it appears (spec §9's prompt delay), then Next goes on at once.
    await page.waitForFunction(() =>
      (window as unknown as { __spoken: { text: string }[] }).__spoken.some((s) => s.text === "Good try! We'll practice this one later."),
    );
    await page.getByRole('button', { name: 'Next' }).click();

    // The other letter; two clean passes master it though 3 are asked (the early move-on).
    await page.getByRole('img', { name: `Drawing board: trace ${findTracingDefinition(second)!.label}`, exact: true }).waitFor();
    await traceRight(page, second);
    await feedback(page, 'Great job! 1/3').waitFor();
    await traceRight(page, second);
    await feedback(page, 'You did it!').filter({ hasText: '+10 points!' }).waitFor();
    expect(await feedback(page, 'You did it!').filter({ hasText: '2/3' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Home' }).waitFor();

    // The next session opens with the other letter, then brings back the one left for later.
    await page.goto(`/activity/${id}/tracing`);
    await traceRight(page, second);
    await feedback(page, 'Great job! 1/3').waitFor();
    await traceRight(page, second);
    await feedback(page, 'You did it!').waitFor();
    await page.getByRole('img', { name: `Drawing board: trace ${findTracingDefinition(first)!.label}`, exact: true }).waitFor();
    await page.getByText("Let's practice this one again!").waitFor();
    await yourTurn(page).waitFor();
    await shot(page, 'tracing-practice-again-1024');
    expect(errors).toEqual([]);
  });

  it('in Filipino: "Magandang subok! Sasanayin natin ulit ito sa susunod."', async () => {
    const { host, teacher, section, subject } = await classOfAna();
    const activity = await createTracingActivity(host, teacher, section.id, subject.id, { targets: ['O'], title: 'Bakatin ang O' });
    const page = await newPage({ width: 390, height: 844 });
    await recordVoice(page);
    await signInStudent(page, section.classCode, 'Ana Reyes');
    await page.evaluate(() => localStorage.setItem('language', 'tl'));
    await page.goto(`/activity/${activity.card.activity.id}/tracing`);
    await page.getByText('Panoorin ang kamay!', { exact: true }).waitFor();
    await missThrice(page, 'O', 'tl');
    const later = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Magandang subok!' }) });
    await later.getByText('Sasanayin natin ulit ito sa susunod.').waitFor();
    await page.getByRole('button', { name: 'Susunod' }).waitFor();
    await shot(page, 'tracing-practice-later-tl-390');
    await page.setViewportSize({ width: 1024, height: 768 });
    await shot(page, 'tracing-practice-later-tl-1024');
    await page.waitForFunction(() =>
      (window as unknown as { __spoken: { text: string }[] }).__spoken.some(
        (s) => s.text === 'Magandang subok! Sasanayin natin ulit ito sa susunod.',
      ),
    );
    // The only letter: the session ends after the screen, by itself.
    await page.getByRole('button', { name: 'Simula' }).waitFor({ timeout: 15_000 });
  });
});

// ---- The practice pages ----

/** Drags arrow n along its track, in 16 small moves, to `share` of the board (0-1) across or down. */
async function dragArrow(page: Page, n: number, vertical: boolean, share: number) {
  const arrow = page.getByRole('slider', { name: `Arrow on line ${n}` });
  const a = (await arrow.boundingBox())!;
  const b = (await page.locator('main svg').first().boundingBox())!;
  const x0 = a.x + a.width / 2;
  const y0 = a.y + a.height / 2;
  const end = vertical ? b.y + b.height * share : b.x + b.width * share;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (let i = 1; i <= 16; i++) {
    const f = i / 16;
    await page.mouse.move(vertical ? x0 + (i % 3) - 1 : x0 + (end - x0) * f, vertical ? y0 + (end - y0) * f : y0 + (i % 3) - 1);
  }
  await page.mouse.up();
}

describe('tracing practice pages', () => {
  it('a child drags the arrows of 4 horizontal lines, then 7 vertical lines, and Check goes home', async () => {
    const { section } = await classOfAna();
    const page = await newPage({ width: 375, height: 740 });
    await signInStudent(page, section.classCode, 'Ana Reyes');

    await page.goto('/tracing-practice-horizontal');
    await page.getByRole('heading', { name: 'Lines from left to right' }).waitFor();
    expect(await page.getByRole('slider', { name: /Arrow on line/ }).count()).toBe(4);
    await page.getByText('0 of 4 lines').waitFor();
    await shot(page, 'practice-horizontal-375');
    // Half way does not finish a line; all the way does, and its arrow goes.
    await dragArrow(page, 1, false, 0.5);
    expect(Number(await page.getByRole('slider', { name: 'Arrow on line 1' }).getAttribute('aria-valuenow'))).toBeGreaterThan(20);
    await page.getByText('0 of 4 lines').waitFor();
    await shot(page, 'practice-horizontal-half-375');
    for (let n = 1; n <= 4; n++) {
      await dragArrow(page, n, false, 0.97);
      await page.getByRole('slider', { name: `Arrow on line ${n}` }).waitFor({ state: 'detached' });
    }
    await page.getByText('All done! Great job!').waitFor();
    await shot(page, 'practice-horizontal-done-375');
    await page.getByRole('button', { name: 'Check' }).click();

    await page.waitForURL('**/tracing-practice-vertical');
    await page.getByRole('heading', { name: 'Lines from top to bottom' }).waitFor();
    expect(await page.getByRole('slider', { name: /Arrow on line/ }).count()).toBe(7);
    await page.getByText('0 of 7 lines').waitFor();
    await shot(page, 'practice-vertical-375');
    for (let n = 1; n <= 6; n++) {
      await dragArrow(page, n, true, 0.97);
      await page.getByRole('slider', { name: `Arrow on line ${n}` }).waitFor({ state: 'detached' });
    }
    await page.getByText('6 of 7 lines').waitFor();
    // The keyboard moves an arrow too: End finishes its line.
    await page.getByRole('slider', { name: 'Arrow on line 7' }).focus();
    await page.keyboard.press('End');
    await page.getByText('All done! Great job!').waitFor();
    await shot(page, 'practice-vertical-done-375');
    await page.getByRole('button', { name: 'Check' }).click();
    await page.waitForURL('**/student-home');
  });
});
