import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ActivityType, QuestionData, questionProblem, REWARDS, type Bilingual } from '@aralin/contract';
import { findTracingDefinition } from '@aralin/contract/tracing/index';
import { generatedArt } from '../art/generated-art';
import { ACTIVITY_ICONS } from '@aralin/contract';
import { libraryConcepts, PREBUILT_LIBRARY, questionConcept, titleColumn } from './index';
import { letterConcept } from './concepts';
import { questionHash } from './sync';
import { FILIPINO_ALPHABET } from './filipino';
import { CATALOGUE_BEGIN, CATALOGUE_END, catalogueMarkdown } from './catalogue';

const ART_DIR = path.resolve(import.meta.dirname, '../../../../web/public/art');
const LEVELS = ['easy', 'medium', 'hard'] as const;

const filled = (b: Bilingual) => b.en.trim() !== '' && b.tl.trim() !== '';
const distinct = (xs: string[]) => new Set(xs.map((x) => x.trim().toLowerCase())).size === xs.length;

/** Every picture reference of a question. */
function pictures(data: QuestionData): string[] {
  if (data.type === 'matching') return data.pairs.flatMap((p) => [p.prompt_file, p.answer_file]).filter((x): x is string => !!x);
  if (data.type === 'multiple_choice')
    return [data.question_image_url, ...data.choices.map((c) => c.image_url)].filter((x): x is string => !!x);
  return [];
}

/** Why a question can't be answered in one language, beyond the contract's rules. */
function languageProblem(data: QuestionData, lang: 'en' | 'tl'): string | undefined {
  if (!data.prompt_text[lang].trim()) return 'empty prompt';
  if (data.type === 'tracing') return undefined;
  if (!data.hint[lang].trim() || !data.explanation[lang].trim()) return 'empty hint or explanation';
  if (data.type === 'matching') {
    for (const p of data.pairs) {
      if (!p.prompt_text[lang].trim() && !p.prompt_file) return 'pair prompt has neither text nor picture';
      if (!p.answer_text[lang].trim() && !p.answer_file) return 'pair answer has neither text nor picture';
    }
    if (!distinct(data.pairs.map((p) => `${p.answer_text[lang]}|${p.answer_file ?? ''}`))) return 'answers repeat';
    if (!distinct(data.pairs.map((p) => `${p.prompt_text[lang]}|${p.prompt_file ?? ''}`))) return 'prompts repeat';
    return undefined;
  }
  if (data.choices.some((c) => !c.text[lang].trim())) return 'choice without text';
  if (!distinct(data.choices.map((c) => c.text[lang]))) return 'choices repeat';
  return undefined;
}

describe('the prebuilt library', () => {
  it('has at least 40 activities with unique keys', () => {
    expect(PREBUILT_LIBRARY.length).toBeGreaterThanOrEqual(40);
    expect(new Set(PREBUILT_LIBRARY.map((a) => a.key)).size).toBe(PREBUILT_LIBRARY.length);
  });

  it('has no emoji or pictographic symbol in any text of any activity (titles, lessons, prompts, choices, pairs, hints, explanations): pictures are art (issue 19)', () => {
    // Every string of every activity, wherever it sits, so a new field can't slip an emoji past the scan.
    const texts: string[] = [];
    const walk = (v: unknown): void => {
      if (typeof v === 'string') texts.push(v);
      else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    walk(PREBUILT_LIBRARY);
    expect(texts.length).toBeGreaterThan(5000);
    // Pictographs and emoji, dingbats and symbols (★ ♥ ☀), geometric shapes (■ ● ▲), arrows, emoji modifiers
    // (variation selector, keycap, joiner) and flags: what a device without an emoji font shows as boxes.
    const SYMBOL = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u2190-\u21ff\u25a0-\u27bf\u2b00-\u2bff]|\ufe0f|\u200d|\u20e3/u;
    expect(texts.filter((t) => SYMBOL.test(t))).toEqual([]);
    // The scan itself catches what the old demo content used.
    for (const bad of ['⭐⭐⭐', '🍎', '■', '▲', '♥', '★', '🖼️ frame', '1️⃣']) expect(SYMBOL.test(bad), bad).toBe(true);
  });

  it('draws every counting picture with exactly the number of things its questions count (issue 19)', () => {
    const art = generatedArt();
    const drawn = (name: string) => {
      const svg = art.get(name)!;
      if (name.startsWith('count-')) return svg.match(/<use href="#i"/g)?.length ?? 0;
      if (name.startsWith('tenframe-')) return svg.match(/<circle /g)?.length ?? 0;
      return -1;
    };
    for (const [name] of art) {
      const m = /^(?:count-[a-z]+|tenframe)-(\d+)$/.exec(name);
      if (m) expect(drawn(name), name).toBe(Number(m[1]));
    }
    let counted = 0;
    for (const a of PREBUILT_LIBRARY)
      for (const { data } of a.questions) {
        const pics =
          data.type === 'multiple_choice' && data.question_image_url
            ? [{ pic: data.question_image_url, right: data.choices.filter((c) => c.isCorrect).map((c) => c.text.en) }]
            : data.type === 'matching'
              ? data.pairs.map((p) => ({ pic: p.prompt_file ?? '', right: [p.answer_text.en] }))
              : [];
        for (const { pic, right } of pics) {
          const m = /^\/art\/(count-[a-z]+-(\d+)|tenframe-(\d+))\.svg$/.exec(pic);
          if (!m) continue;
          const n = Number(m[2] ?? m[3]);
          expect(drawn(m[1]), pic).toBe(n);
          // The numeral the child is asked for is the number drawn (multiple choice: among the right answers).
          if (right.some((r) => /^\d+$/.test(r))) expect(right, `${a.key}: ${pic}`).toContain(String(n));
          counted++;
        }
      }
    expect(counted).toBeGreaterThan(50);
  });

  it("gives each shape's question the hint of that shape, not one hint for every shape (issue 19)", () => {
    const SHAPE_NAMES = ['circle', 'square', 'triangle', 'star', 'heart', 'rectangle', 'oval', 'diamond'];
    const hintsByShape = new Map<string, Set<string>>();
    for (const a of PREBUILT_LIBRARY)
      for (const q of a.questions) {
        const { data } = q;
        if (data.type !== 'multiple_choice' || !data.question_image_url) continue;
        const right = data.choices.filter((c) => c.isCorrect).map((c) => c.text.en.toLowerCase());
        if (right.length !== 1 || !SHAPE_NAMES.includes(right[0])) continue;
        hintsByShape.set(right[0], (hintsByShape.get(right[0]) ?? new Set()).add(data.hint.en));
      }
    expect(hintsByShape.size).toBeGreaterThanOrEqual(5);
    for (const hints of hintsByShape.values()) expect(hints.size).toBe(1);
    const all = [...hintsByShape.values()].map((h) => [...h][0]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('covers every area and every activity type', () => {
    expect(new Set(PREBUILT_LIBRARY.map((a) => a.area))).toEqual(new Set(['filipino', 'english', 'mathematics', 'tracing']));
    expect(new Set(PREBUILT_LIBRARY.map((a) => a.type))).toEqual(new Set(ActivityType.options));
  });

  it.each(PREBUILT_LIBRARY.map((a) => [a.key, a] as const))('%s has a valid header', (_key, a) => {
    expect(filled(a.title)).toBe(true);
    expect(filled(a.lesson)).toBe(true);
    expect(titleColumn(a).length).toBeLessThanOrEqual(200);
    expect(a.key.length).toBeLessThanOrEqual(100);
    expect(a.required_score).toBeGreaterThanOrEqual(1);
    expect(a.required_score).toBeLessThanOrEqual(100);
    expect(ACTIVITY_ICONS).toContain(a.icon);
    if (a.image) expect(fs.existsSync(path.join(ART_DIR, `${a.image}.svg`))).toBe(true);
  });

  it.each(PREBUILT_LIBRARY.map((a) => [a.key, a] as const))('%s has questions at easy, medium and hard', (_key, a) => {
    for (const level of LEVELS) expect(a.questions.filter((q) => q.difficulty === level).length, level).toBeGreaterThanOrEqual(1);
    expect(a.questions.length).toBeGreaterThanOrEqual(6);
    expect(new Set(a.questions.map(questionHash)).size, 'no repeated question').toBe(a.questions.length);
  });

  it('uses each concept name with one required score', () => {
    const scores = new Map<string, Set<number>>();
    for (const a of PREBUILT_LIBRARY)
      for (const x of a.questions) {
        const c = questionConcept(x);
        scores.set(c.name.toLowerCase(), (scores.get(c.name.toLowerCase()) ?? new Set()).add(c.required_score));
      }
    for (const [name, s] of scores) expect(s.size, name).toBe(1);
  });

  it('gives every question a concept named in both languages (issue 15 item 2)', () => {
    for (const a of PREBUILT_LIBRARY)
      for (const x of a.questions) {
        const c = questionConcept(x);
        expect(c.name.length, c.name).toBeLessThanOrEqual(150);
        expect(c.required_score).toBeGreaterThanOrEqual(1);
        expect(c.required_score).toBeLessThanOrEqual(100);
        expect(filled(c.names!), c.name).toBe(true);
        expect([`${c.names!.en} / ${c.names!.tl}`, `${c.names!.tl} / ${c.names!.en}`]).toContain(c.name);
      }
    expect(libraryConcepts(PREBUILT_LIBRARY).size).toBeGreaterThan(100);
  });

  it('has one concept per letter of the 28-letter alphabet, capital and small together', () => {
    const names = new Set(libraryConcepts(PREBUILT_LIBRARY).keys());
    for (const letter of FILIPINO_ALPHABET) expect(names.has(letterConcept(letter).name.toLowerCase()), letter).toBe(true);
    expect(letterConcept('ñ').name).toBe('Letter Ññ / Titik Ññ');
    expect(letterConcept('ng')).toEqual(letterConcept('NG'));
    expect(letterConcept('NG').name).toBe('Letter NG ng / Titik NG ng');
    // Tracing a capital and its small letter count for the same concept; so do the letter activities.
    const conceptOfTarget = (key: string, target: string) =>
      questionConcept(
        PREBUILT_LIBRARY.find((a) => a.key === key)!.questions.find((x) => (x.data as { target?: string }).target === target)!,
      );
    expect(conceptOfTarget('trace-capitals-h-enye', 'Ñ')).toEqual(conceptOfTarget('trace-small-h-enye', 'ñ'));
    // Every letter a letter activity pairs is some question's concept there.
    for (const a of PREBUILT_LIBRARY.filter(
      (x) => /^(fil-alpabeto|eng-letters|fil-abakada|trace-)/.test(x.key) && x.key !== 'trace-shapes' && x.key !== 'trace-digits-0-9',
    )) {
      const own = new Set(a.questions.map((x) => questionConcept(x).name));
      expect(own.size, a.key).toBeGreaterThanOrEqual(4);
      expect(
        [...own].every((n) => n.startsWith('Letter ')),
        a.key,
      ).toBe(true);
    }
  });

  it.each(PREBUILT_LIBRARY.map((a) => [a.key, a] as const))('every question of %s is answerable in English and Filipino', (_key, a) => {
    for (const [i, q] of a.questions.entries()) {
      const where = `${a.key} #${i} (${q.difficulty})`;
      const parsed = QuestionData.safeParse(q.data);
      expect(parsed.success, `${where}: ${parsed.error?.message}`).toBe(true);
      const data = parsed.data!;
      expect(data.type, where).toBe(a.type);
      expect(questionProblem(data, q.difficulty), where).toBeUndefined();
      expect(languageProblem(data, 'en'), `${where} en`).toBeUndefined();
      expect(languageProblem(data, 'tl'), `${where} tl`).toBeUndefined();
      if (data.type === 'multiple_choice')
        expect(
          data.choices.some((c) => c.isCorrect),
          where,
        ).toBe(true);
      if (data.type === 'tracing') {
        expect(findTracingDefinition(data.target)?.id, `${where}: tracing target ${data.target}`).toBe(data.target);
        expect(data.required_accuracy).toBe(80);
        expect(data.required_correct_attempts).toBe(3);
      }
      for (const pic of pictures(data)) {
        expect(pic, where).toMatch(/^\/art\/[a-z0-9-]+\.svg$/);
        expect(fs.existsSync(path.join(ART_DIR, pic.slice('/art/'.length))), `${where}: ${pic}`).toBe(true);
      }
    }
  });

  it('traces every letter of the Filipino alphabet as capital and small, every digit and the shapes', () => {
    const targets = new Set(
      PREBUILT_LIBRARY.flatMap((a) => a.questions.map((q) => q.data)).flatMap((d) => (d.type === 'tracing' ? [d.target] : [])),
    );
    const letters = [...'ABCDEFGHIJKLMNÑOPQRSTUVWXYZ', 'NG'];
    for (const l of letters) {
      expect(targets, l).toContain(l);
      expect(targets, l.toLowerCase()).toContain(l.toLowerCase());
    }
    for (const d of '0123456789') expect(targets).toContain(d);
    for (const s of ['triangle', 'circle', 'square', 'star', 'heart']) expect(targets).toContain(s);
  });
});

/** Every Filipino and English text of an activity: title, lesson and every question's texts. */
function textsOf(a: (typeof PREBUILT_LIBRARY)[number]): string[] {
  const out: string[] = [];
  const add = (b: Bilingual | null | undefined) => b && out.push(b.en, b.tl);
  add(a.title);
  add(a.lesson);
  for (const { data } of a.questions) {
    add(data.prompt_text);
    if (data.type === 'tracing') continue;
    add(data.hint);
    add(data.explanation);
    if (data.type === 'matching') data.pairs.forEach((p) => (add(p.prompt_text), add(p.answer_text)));
    else data.choices.forEach((c) => add(c.text));
  }
  return out;
}
const byKey = (key: string) => PREBUILT_LIBRARY.find((a) => a.key === key)!;
const LOCALES_TL = path.resolve(import.meta.dirname, '../../../../web/src/locales/tl');

describe('content fixes (issue 15 item 5)', () => {
  it('teaches the 28-letter Filipino alphabet, Ñ and NG included, in order, and keeps the 20-letter Abakada as a set', () => {
    expect(FILIPINO_ALPHABET).toHaveLength(28);
    expect(FILIPINO_ALPHABET.join(' ')).toBe('A B C D E F G H I J K L M N Ñ NG O P Q R S T U V W X Y Z');
    const alphabet = PREBUILT_LIBRARY.filter((a) => a.key.startsWith('fil-alpabeto-'));
    expect(alphabet.map((a) => a.key)).toEqual(['fil-alpabeto-a-g', 'fil-alpabeto-h-n', 'fil-alpabeto-enye-s', 'fil-alpabeto-t-z']);
    const taught = new Set<string>();
    for (const a of alphabet) {
      expect(a.area).toBe('filipino');
      for (const { data } of a.questions)
        if (data.type === 'matching')
          for (const p of data.pairs) {
            taught.add(p.prompt_text.en);
            expect(p.answer_text.en).toBe(p.prompt_text.en.toLowerCase());
          }
    }
    expect([...taught].sort()).toEqual([...FILIPINO_ALPHABET].sort());
    expect(byKey('fil-alpabeto-enye-s').lesson.tl).toContain('May 28 titik ang alpabetong Filipino');
    const abakada = PREBUILT_LIBRARY.filter((a) => a.key.startsWith('fil-abakada-'));
    expect(abakada).toHaveLength(5);
    const abakadaLetters = abakada.flatMap((a) => a.title.en.replace('Abakada: ', '').split(', '));
    expect(abakadaLetters).toHaveLength(20);
    expect(abakadaLetters).not.toContain('Ñ');
  });

  it('spells each word one way across the library, the badges and the Filipino screens (KWF: sunod-sunod, bakatin, pagbakat)', () => {
    const texts = [
      ...PREBUILT_LIBRARY.flatMap(textsOf),
      ...REWARDS.flatMap((r) => [r.description, r.description_en]),
      ...fs.readdirSync(LOCALES_TL).map((f) => fs.readFileSync(path.join(LOCALES_TL, f), 'utf8')),
    ];
    const variants = [/sunud-sunod/i, /pagbabakas/i, /pagbabakat/i, /bakasin/i, /\bbakas\b/i];
    for (const v of variants)
      expect(
        texts.filter((t) => v.test(t)),
        String(v),
      ).toEqual([]);
    expect(REWARDS.find((r) => r.id === 15)!.description).toContain('sunod-sunod');
    expect(REWARDS.find((r) => r.id === 17)!.description).toContain('pagbakat');
    expect(texts.some((t) => /pagbakat/i.test(t))).toBe(true);
  });

  it('tells a child what the tracing board shows: the hand and the numbered starts, no arrows', () => {
    const tracing = PREBUILT_LIBRARY.filter((a) => a.type === 'tracing');
    expect(tracing.length).toBeGreaterThan(0);
    for (const a of tracing) {
      expect(a.lesson.en, a.key).not.toMatch(/arrow/i);
      expect(a.lesson.tl, a.key).not.toMatch(/palaso/i);
      expect(a.lesson.en, a.key).toMatch(/hand.*number 1/);
      expect(a.lesson.tl, a.key).toMatch(/kamay.*bilang 1/);
    }
  });

  it('puts no word with a long vowel sound at its start in the short-vowel set', () => {
    const vowels = byKey('eng-sounds-vowels');
    const words = new Set(
      vowels.questions.flatMap(({ data }) =>
        data.type === 'multiple_choice' ? data.choices.filter((c) => c.image_url).map((c) => c.text.en) : [],
      ),
    );
    expect(words).toContain('igloo');
    expect(words).toContain('insect');
    const LONG = ['ice', 'ear', 'eagle', 'eel', 'iron', 'ivy', 'ocean', 'open', 'apron', 'acorn', 'uniform', 'unicorn', 'ukulele'];
    expect([...words].filter((w) => LONG.includes(w))).toEqual([]);
  });

  it('draws the dalandan green and asks for green, and keeps the orange-skinned kahel for orange', () => {
    const colors = byKey('math-colors-of-things');
    const question = colors.questions
      .map((q) => q.data)
      .find((d) => d.type === 'multiple_choice' && d.question_image_url === '/art/dalandan.svg');
    expect(question?.type).toBe('multiple_choice');
    if (question?.type !== 'multiple_choice') return;
    expect(question.prompt_text.tl).toBe('Anong kulay ang dalandan?');
    expect(question.choices.filter((c) => c.isCorrect).map((c) => c.text)).toEqual([{ en: 'green', tl: 'berde' }]);
    const dalandan = fs.readFileSync(path.join(ART_DIR, 'dalandan.svg'), 'utf8');
    expect(dalandan).toMatch(/<circle cx="60" cy="66" r="42" fill="#7cb342"/);
    expect(dalandan).not.toMatch(/#ff9f1c/i);
    // English 'orange' (beginning sounds) shows the orange fruit, glossed kahel.
    const o = byKey('eng-sounds-vowels').questions.flatMap(({ data }) => (data.type === 'multiple_choice' ? data.choices : []));
    expect(o.find((c) => c.text.en === 'orange')).toMatchObject({ text: { tl: 'orange (kahel)' }, image_url: '/art/orange.svg' });
    // Nowhere does the library call the orange-drawn fruit dalandan.
    const all = PREBUILT_LIBRARY.flatMap((a) => a.questions.map((q) => q.data));
    for (const d of all) {
      if (d.type === 'matching')
        for (const p of d.pairs)
          if (p.answer_file === '/art/orange.svg' || p.prompt_file === '/art/orange.svg') expect(p.answer_text.tl).not.toMatch(/dalandan/);
      if (d.type === 'multiple_choice')
        for (const c of d.choices) if (c.image_url === '/art/orange.svg') expect(c.text.tl).not.toMatch(/dalandan/);
    }
  });
});

describe('the shipped artwork', () => {
  const files = fs.readdirSync(ART_DIR).filter((f) => f.endsWith('.svg'));

  it.each(files)('%s is a small, self-contained 120 × 120 SVG with a title', (file) => {
    const text = fs.readFileSync(path.join(ART_DIR, file), 'utf8');
    expect(Buffer.byteLength(text)).toBeLessThan(4096);
    expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 120 120"><title>[^<]+<\/title>/);
    expect(text).not.toMatch(/<script|on[a-z]+=|<image|<foreignObject|url\(http|href="(?!#)/i);
  });

  it('holds the generated pictures exactly as the generator draws them', () => {
    for (const [name, svg] of generatedArt()) expect(fs.readFileSync(path.join(ART_DIR, `${name}.svg`), 'utf8'), name).toBe(svg);
  });
});

describe('docs/prebuilt-library.md', () => {
  it('lists the current catalogue', () => {
    const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../docs/prebuilt-library.md'), 'utf8');
    expect(doc).toContain(`${CATALOGUE_BEGIN}\n${catalogueMarkdown()}\n${CATALOGUE_END}`);
  });
});
