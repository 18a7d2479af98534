/**
 * Practice packs on paper (issue 13 item 2): a section's PDF built from each child's weak concepts, read
 * back with pdftotext (names, notes in the family's language, one page per child) and pdfimages (the
 * items' pictures). The pages are rendered to PNG in PACK_OUT when it is set, for a person to look at.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CreateActivityBody, type ServedQuestion } from '@aralin/contract';
import { auditLog, conceptMastery } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { alongGuide } from '../../../test/tracing-answers';
import {
  createAdmin,
  createSection,
  createStudent,
  createSubject,
  createTeacher,
  createTracingActivity,
  type Staff,
} from '../../../test/fixtures';
import { createActivity } from '../activities/activities.service';
import { storeMedia } from '../uploads/uploads.service';
import { rangeOf } from '../play/play.model';
import { Player } from '../play/play.test-world';
import { getAs } from '../dashboards/monitoring.test-world';
import { WEAK_MIN_ANSWERS, chooseConcepts, type ConceptReading } from './practice-pack.service';
import { loadPictures } from './pictures';

let t: TestApp;
let admin: Staff;
let teacher: Staff;
let otherTeacher: Staff;
let foreignAdmin: Staff;
let dir: string;
let section: { id: number };
let otherSection: { id: number };
const kids: Record<'ana' | 'ben' | 'carlo' | 'stranger', { id: number; organizationId: number }> = {} as never;

const bi = (en: string, tl: string) => ({ en, tl });

/** A tracing try 60-odd units off the guide: a miss whatever the client claims. */
const missedDrawing = (q: ServedQuestion, dy: number) => alongGuide(q, 0, dy);

/** Plays a whole session, every question missed (tracing: three tries off the guide; others: wrong twice). */
async function missEverything(player: Player) {
  let next = await player.next(true);
  while (!next.session_ended) {
    const q = next;
    if (q.type === 'tracing') {
      for (const dy of [60, 63, 66]) {
        const res = await player.submit(q.id, missedDrawing(q, dy), 'first');
        if (res.question_finished) break;
      }
    } else await player.play(q, 'missed');
    next = await player.next();
  }
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  teacher = await createTeacher(t, admin);
  otherTeacher = await createTeacher(t, admin);
  foreignAdmin = await createAdmin(t);
  section = await createSection(t, teacher, { name: 'Sampaguita' });
  otherSection = await createSection(t, otherTeacher, { name: 'Rosal' });
  kids.ana = await createStudent(t, teacher, section.id, { name: 'Ana Reyes' });
  kids.ben = await createStudent(t, teacher, section.id, { name: 'Ben Cruz', gender: 'male' });
  kids.carlo = await createStudent(t, teacher, section.id, { name: 'Carlo Santos', gender: 'male' });
  kids.stranger = await createStudent(t, otherTeacher, otherSection.id, { name: 'Dina Lopez' });
  const subject = await createSubject(t, teacher, section.id, 'Everything');

  // A picture the school uploaded: a red ball.
  const ball = await sharp(
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><circle cx="60" cy="60" r="50" fill="#dc2626"/></svg>'),
  )
    .png()
    .toBuffer();
  const { key: ballKey } = await storeMedia(t.ctx, teacher.actor, { filename: 'bola.png', mimetype: 'image/png', data: ball });

  const tracing = await createTracingActivity(t, teacher, section.id, subject.id, { targets: ['B', '7'], requiredCorrectAttempts: 2 });
  const counting = await createActivity(
    t.ctx,
    teacher.actor,
    section.id,
    subject.id,
    CreateActivityBody.parse({
      title: 'Counting balls',
      type: 'multiple_choice',
      concept: { name: 'Counting to five', required_score: 80 },
      publish: true,
      questions: [1, 2, 3].map((n) => ({
        question_text: bi(`How many balls ${n}?`, `Ilang bola ${n}?`),
        difficulty_level: 'easy',
        extra_data: {
          choices: [
            { text: bi(`Right ${n}-0`, `Tama ${n}-0`), isCorrect: true, image_url: ballKey },
            { text: bi(`Wrong ${n}-1`, `Mali ${n}-1`), isCorrect: false, image_url: ballKey },
            { text: bi(`Wrong ${n}-2`, `Mali ${n}-2`), isCorrect: false },
          ],
          hint: bi('Count slowly.', 'Magbilang nang dahan-dahan.'),
          explanation: bi('Count each one.', 'Bilangin ang bawat isa.'),
        },
      })),
    }),
  );
  const matching = await createActivity(
    t.ctx,
    teacher.actor,
    section.id,
    subject.id,
    CreateActivityBody.parse({
      title: 'Match the words',
      type: 'matching',
      concept: { name: 'Word matching', required_score: 80 },
      publish: true,
      questions: [1, 2].map((n) => ({
        question_text: bi(`Match set ${n}`, `Pagtapatin ${n}`),
        difficulty_level: 'easy',
        extra_data: {
          pairs: [0, 1].map((i) => ({
            prompt_text: bi(`P${n}-${i}`, `T${n}-${i}`),
            prompt_file: i === 0 ? ballKey : null,
            answer_text: bi(`A${n}-${i}`, `S${n}-${i}`),
          })),
          hint: bi('Look again.', 'Tingnan ulit.'),
          explanation: bi('They go together.', 'Magkasama sila.'),
        },
      })),
    }),
  );

  // Ana plays in Filipino and misses everything; Ben misses one English matching question; Carlo never plays.
  for (const id of [tracing.card.activity.id, counting.card.activity.id, matching.card.activity.id])
    for (let session = 0; session < 2; session++) await missEverything(new Player(t, kids.ana, id, 'tl'));
  const ben = new Player(t, kids.ben, matching.card.activity.id, 'en');
  await ben.play(await ben.question(true), 'missed');

  dir = process.env.PACK_OUT ?? fs.mkdtempSync(path.join(os.tmpdir(), 'aralin-pack-'));
  fs.mkdirSync(dir, { recursive: true });
}, 240_000);
afterAll(async () => {
  await t.close();
  if (!process.env.PACK_OUT) fs.rmSync(dir, { recursive: true, force: true });
});

const url = (sectionId: number, query = '') => `/management/sections/${sectionId}/practice-pack/${query}`;

let saved = 0;
/** Downloads a pack; reads every page's text and the pictures on it. */
async function download(who: Staff, address: string, lang?: 'en' | 'tl') {
  const { status, res } = await getAs(t, who, address, lang);
  if (status !== 200) return { status, res, pages: [] as string[], images: [] as number[] };
  const file = path.join(dir, `pack-${++saved}.pdf`);
  fs.writeFileSync(file, res.rawPayload);
  const count = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
  const pages = Array.from({ length: count }, (_, i) =>
    execFileSync('pdftotext', ['-f', String(i + 1), '-l', String(i + 1), file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' '),
  );
  // pdfimages -list: a header of two lines, then one line per image, its page first.
  const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((line) => Number(line.trim().split(/\s+/)[0]));
  if (process.env.PACK_OUT) execFileSync('pdftoppm', ['-png', '-r', '70', file, path.join(dir, `pack-${saved}`)]);
  return { status, res, pages, images };
}

describe('which concepts a page practises', () => {
  const reading = (conceptId: number, estimate: number, high: number, answers: number, requiredScore = 80): ConceptReading => ({
    conceptId,
    name: `C${conceptId}`,
    estimate,
    high,
    answers,
    requiredScore,
  });

  it('takes the concepts the model is sure are under their required score after 3 answers, weakest first', () => {
    const pick = chooseConcepts(
      [
        reading(1, 50, 70, 3),
        reading(2, 30, 60, 8),
        reading(3, 10, 40, 2), // too few answers
        reading(4, 60, 85, 9), // its range reaches the required score
        reading(5, 80, 88, 9, 90),
      ],
      new Set([3]),
    );
    expect(pick.basis).toBe('weak');
    expect(pick.concepts.map((c) => c.conceptId)).toEqual([2, 1, 5]);
  });

  it('falls back to concepts with too little evidence and a missed item, then to nothing', () => {
    expect(chooseConcepts([reading(1, 40, 70, 1), reading(2, 20, 75, 2), reading(3, 60, 90, 9)], new Set([1, 3]))).toMatchObject({
      basis: 'unsure',
      concepts: [{ conceptId: 1 }, { conceptId: 3 }],
    });
    expect(chooseConcepts([reading(1, 40, 70, 1), reading(2, 90, 99, 5)], new Set())).toEqual({ basis: 'clear', concepts: [] });
    expect(chooseConcepts([reading(1, 40, 70, 2)], new Set())).toEqual({ basis: 'new', concepts: [] });
    expect(chooseConcepts([], new Set())).toEqual({ basis: 'new', concepts: [] });
  });
});

describe('GET /management/sections/{id}/practice-pack/', () => {
  it('the learner model reads Ana as weak in three concepts and has too little evidence on Ben', async () => {
    const rows = await t.ctx.db.select().from(conceptMastery).where(eq(conceptMastery.studentId, kids.ana.id));
    expect(rows).toHaveLength(3);
    for (const r of rows) {
      expect(r.answers, JSON.stringify(r)).toBeGreaterThanOrEqual(WEAK_MIN_ANSWERS);
      expect(rangeOf({ mean: r.skillMean, sd: r.skillSd })[1], JSON.stringify(r)).toBeLessThan(80);
    }
    const [ben] = await t.ctx.db.select().from(conceptMastery).where(eq(conceptMastery.studentId, kids.ben.id));
    expect(ben.answers).toBeLessThan(WEAK_MIN_ANSWERS);
  });

  it('gives the teacher one page per child, each in the family’s language, with tracing and worksheets', async () => {
    const { status, res, pages, images } = await download(teacher, url(section.id), 'en');
    expect(status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="practice-pack-section-${section.id}-\\d{4}-\\d{2}-\\d{2}\\.pdf"$`),
    );
    expect(pages).toHaveLength(3);

    // Ana played in Filipino: her page is in Filipino, names what she is still learning, traces B and 7, and has her missed items.
    const [ana, ben, carlo] = pages;
    expect(ana).toContain('Ana Reyes');
    expect(ana).toContain('Mahal na magulang o tagapag-alaga ni Ana Reyes: sa klase, pinag-aaralan pa ni Ana Reyes ang');
    expect(ana).toMatch(/Counting to five/);
    expect(ana).toContain('Bakatin');
    expect(ana).toContain('Magsimula sa tuldok 1 at sundan ang mga palaso.');
    expect(ana).toContain('Sagutin');
    expect(ana).toMatch(/Ilang bola \d\?/);
    expect(ana).toContain('Bilugan ang tamang sagot.');
    expect(ana).toMatch(/Pagtapatin \d/);
    expect(ana).toContain('Gumuhit ng linya mula sa bawat isa sa kaliwa papunta sa kapareha nito sa kanan.');
    expect(ana).not.toContain('Dear parent');

    // Ben played a little in English: not enough evidence to be sure, so his page says so and practises what he missed.
    expect(ben).toContain('Ben Cruz');
    expect(ben).toContain(
      'Dear parent or guardian of Ben Cruz: Ben Cruz has not played enough yet for us to be sure, but Word matching looked hard so far.',
    );
    expect(ben).toContain('Draw a line from each one on the left to its match on the right.');
    expect(ben).toMatch(/P\d-0/);
    expect(ben).not.toContain('Trace');

    // Carlo never played: his family's language is unknown, so the school's (its children play in Filipino most).
    expect(carlo).toContain('Carlo Santos');
    expect(carlo).toContain('kaunti pa lang ang nalaro ni Carlo Santos para malaman namin kung ano ang sasanayin');
    expect(carlo).toContain('Walang kailangang sanayin sa papel ngayong linggo');

    // The footer is in the printer's language; the worksheets show the school's picture (Ana's and Ben's pages).
    expect(ana).toContain('Page 1 of 3');
    expect(images.filter((p) => p === 1).length).toBeGreaterThan(0);
    expect(images.filter((p) => p === 2).length).toBeGreaterThan(0);
    expect(images.filter((p) => p === 3)).toEqual([]);

    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, teacher.user.id), eq(auditLog.action, 'download')));
    expect(entry).toMatchObject({ entity: 'report', entityId: section.id, details: { type: 'practice-pack' } });
  });

  it('prints one child with student_id, and the admin prints any section of the school', async () => {
    const one = await download(teacher, url(section.id, `?student_id=${kids.ben.id}`));
    expect(one.status).toBe(200);
    expect(one.res.headers['content-disposition']).toMatch(`practice-pack-section-${section.id}-student-${kids.ben.id}-`);
    expect(one.pages).toHaveLength(1);
    expect(one.pages[0]).toContain('Ben Cruz');
    expect(one.pages[0]).not.toContain('Ana Reyes');

    const byAdmin = await download(admin, url(otherSection.id), 'tl');
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.pages).toHaveLength(1);
    expect(byAdmin.pages[0]).toContain('Dina Lopez');
    expect(byAdmin.pages[0]).toContain('Pahina 1 ng 1');
  });

  it('prints one page saying so for a section with no children', async () => {
    const empty = await createSection(t, teacher, { name: 'Walang laman' });
    const { status, pages } = await download(teacher, url(empty.id), 'tl');
    expect(status).toBe(200);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Wala pang bata sa seksyong ito.');
  });

  it('refuses other teachers’ sections, other schools, children of another section and bad ids', async () => {
    expect((await getAs(t, otherTeacher, url(section.id))).status).toBe(404);
    expect((await getAs(t, teacher, url(otherSection.id))).status).toBe(404);
    expect((await getAs(t, foreignAdmin, url(section.id))).status).toBe(404);
    expect((await getAs(t, foreignAdmin, url(section.id))).body).toEqual((await getAs(t, foreignAdmin, url(987_654))).body);
    const stranger = await getAs(t, teacher, url(section.id, `?student_id=${kids.stranger.id}`));
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ error: 'Student not found.' });
    expect((await getAs(t, teacher, url(section.id, '?student_id=abc'))).status).toBe(400);
    expect((await getAs(t, null, url(section.id))).status).toBe(401);
  });

  it('reads the shipped art and the school’s files as PNG, and leaves out what it can’t read', async () => {
    const pictures = await loadPictures(t.ctx, [
      {
        questionId: 1,
        data: {
          type: 'multiple_choice',
          prompt_text: bi('Which one?', 'Alin?'),
          question_image_url: '/art/shape-circle.svg',
          choices: [
            { text: bi('a', 'a'), isCorrect: true, image_url: '/art/../../secret.svg' },
            { text: bi('b', 'b'), isCorrect: false, image_url: 'no-such-key' },
          ],
          hint: bi('', ''),
          explanation: bi('', ''),
        },
      },
    ]);
    expect([...pictures.keys()]).toEqual(['/art/shape-circle.svg']);
    const meta = await sharp(pictures.get('/art/shape-circle.svg')).metadata();
    expect(meta.format).toBe('png');
  });
});
