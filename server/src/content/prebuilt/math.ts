/**
 * Mathematics: numbers 1-20, counting pictures, shapes, colors, more or less, number order. Numbers and
 * names are translated (three / tatlo); counting pictures are generated (see ../art/generated-art.ts).
 * Data module: longer than the usual file size on purpose.
 */
import type { Bilingual, Choice } from '@aralin/contract';
import { arrange, bi, choice, matching, multipleChoice, q, rotate, sentences } from './build';
import { colorConcept, focused, NUMBER_FACTS, numberConcept, shapeConcept, tagged } from './concepts';
import type { PrebuiltActivity, PrebuiltConcept, PrebuiltQuestion } from './types';
import { translated, word } from './words';

const EN_NUMBERS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
const TL_NUMBERS = [
  'sero',
  'isa',
  'dalawa',
  'tatlo',
  'apat',
  'lima',
  'anim',
  'pito',
  'walo',
  'siyam',
  'sampu',
  'labing-isa',
  'labindalawa',
  'labintatlo',
  'labing-apat',
  'labinlima',
  'labing-anim',
  'labimpito',
  'labingwalo',
  'labinsiyam',
  'dalawampu',
];

/** The name of a number in both languages. */
export function numberName(n: number): Bilingual {
  return bi(EN_NUMBERS[n], TL_NUMBERS[n]);
}

const numeral = (n: number) => bi(String(n));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A counting picture: `count-apple-7`, `count-star-3` (1-10) or `tenframe-14` (11-20). */
export type CountKind = 'apple' | 'star';
const countArt = (kind: CountKind, n: number) => `count-${kind}-${n}`;
const thing: Record<CountKind, { one: Bilingual; many: Bilingual }> = {
  apple: { one: bi('apple', 'mansanas'), many: bi('apples', 'mansanas') },
  star: { one: bi('star', 'bituin'), many: bi('stars', 'bituin') },
};

/** Every generated picture the math content uses (the art generator draws exactly these). */
export const GENERATED_COUNTS = { kinds: ['apple', 'star'] as CountKind[], max: 10, tenFrames: range(11, 20) };

// ---------------------------------------------------------------------------------------------------
// Numerals and names.

function nameMatching(nums: number[]) {
  return matching({
    prompt: bi('Match each number with its name.', 'Itambal ang bawat bilang sa pangalan nito.'),
    pairs: nums.map((n) => ({ prompt: numeral(n), answer: numberName(n) })),
    hint: bi('Count on your fingers up to each number.', 'Bilangin sa iyong mga daliri hanggang sa bawat bilang.'),
    explanation: sentences(nums.map((n) => bi(`${n} is ${EN_NUMBERS[n]}.`, `Ang ${n} ay ${TL_NUMBERS[n]}.`))),
  });
}

function numberNamesActivity(from: number, to: number): PrebuiltActivity {
  const nums = range(from, to);
  return {
    key: `math-numbers-${from}-${to}`,
    area: 'mathematics',
    title: bi(`Numbers ${from}-${to}`, `Mga bilang ${from}-${to}`),
    type: 'matching',
    icon: 'Number',
    required_score: 80,
    lesson: bi(
      `Numbers and their names: ${nums.map((n) => `${n} ${EN_NUMBERS[n]}`).join(', ')}.`,
      `Ang mga bilang at ang pangalan nila: ${nums.map((n) => `${n} ${TL_NUMBERS[n]}`).join(', ')}.`,
    ),
    image: null,
    questions: focused(
      [
        ...[0, 2, 4, 1].map((i) => ['easy', rotate(nums, i, 2)] as const),
        ...[1, 3, 0].map((i) => ['medium', rotate(nums, i, 3)] as const),
        ...[0, 2, 4].map((i) => ['hard', rotate(nums, i, 4)] as const),
      ].map(([level, items]) => ({ question: q(level, nameMatching(items)), candidates: items.map(numberConcept) })),
    ),
  };
}

/** Two plausible wrong numerals: the digits swapped, or neighbours. */
function nearNumbers(n: number, k: number): number[] {
  const swapped = n >= 10 ? Number(String(n).split('').reverse().join('')) : -1;
  const out = [swapped, n + 2, n - 2, n + 1, n - 1].filter((x, i, all) => x > 0 && x !== n && all.indexOf(x) === i);
  return out.slice(0, k);
}

function numbersQuizActivity(from: number, to: number): PrebuiltActivity {
  const nums = range(from, to);
  const a = from;
  const easy = [0, 1, 3, 4].map((i, seed) => {
    const n = nums[i];
    const name = numberName(n);
    return q(
      'easy',
      multipleChoice({
        prompt: bi(`Which number is ${name.en}?`, `Aling bilang ang ${name.tl}?`),
        choices: arrange(
          [choice(numeral(n), true)],
          nearNumbers(n, 2).map((x) => choice(numeral(x), false)),
          seed,
        ),
        hint: bi(
          `${name.en[0].toUpperCase()}${name.en.slice(1)} is ten and ${EN_NUMBERS[n - 10]}.`,
          `Ang ${name.tl} ay sampu at ${TL_NUMBERS[n - 10]}.`,
        ),
        explanation: bi(`${name.en[0].toUpperCase()}${name.en.slice(1)} is ${n}.`, `Ang ${name.tl} ay ${n}.`),
      }),
      numberConcept(n),
    );
  });
  const medium = [1, 2, 4].map((i, seed) => {
    const n = nums[i];
    const wrong: Choice[] = [choice(numeral(n + 1), false), choice(numeral(n - 1), false), choice(numberName(n - 2), false)];
    return q(
      'medium',
      multipleChoice({
        prompt: bi(
          'How many dots are there? Find the number and its name.',
          'Ilan ang mga tuldok? Hanapin ang bilang at ang pangalan nito.',
        ),
        picture: `tenframe-${n}`,
        choices: arrange([choice(numeral(n), true), choice(numberName(n), true)], wrong, seed),
        hint: bi('A full box has 10 dots. Count on from 10.', 'Ang punong kahon ay may 10 tuldok. Magbilang mula sa 10.'),
        explanation: bi(`10 and ${n - 10} more make ${n}, ${EN_NUMBERS[n]}.`, `Ang 10 at ${n - 10} pa ay ${n}, ${TL_NUMBERS[n]}.`),
      }),
      numberConcept(n),
    );
  });
  const numberChoices = (all: number[], ok: (x: number) => boolean, seed: number) =>
    arrange(
      all.filter(ok).map((x) => choice(numeral(x), true)),
      all.filter((x) => !ok(x)).map((x) => choice(numeral(x), false)),
      seed,
    );
  const hard = [
    q(
      'hard',
      multipleChoice({
        prompt: bi(`Which numbers are bigger than ${a + 1}? Pick three.`, `Aling mga bilang ang mas malaki sa ${a + 1}? Pumili ng tatlo.`),
        choices: numberChoices(range(a - 1, a + 4), (x) => x > a + 1, 0),
        hint: bi(
          `Count up from ${a + 1}. The numbers you say next are bigger.`,
          `Magbilang pataas mula ${a + 1}. Mas malaki ang mga kasunod na bilang.`,
        ),
        explanation: bi(
          `${a + 2}, ${a + 3} and ${a + 4} come after ${a + 1}, so they are bigger.`,
          `Ang ${a + 2}, ${a + 3} at ${a + 4} ay kasunod ng ${a + 1}, kaya mas malaki sila.`,
        ),
      }),
      NUMBER_FACTS.moreOrLess,
    ),
    q(
      'hard',
      multipleChoice({
        prompt: bi(`Which numbers are smaller than ${a + 3}? Pick three.`, `Aling mga bilang ang mas maliit sa ${a + 3}? Pumili ng tatlo.`),
        choices: numberChoices(range(a, a + 5), (x) => x < a + 3, 1),
        hint: bi(
          `Count down from ${a + 3}. The numbers you say next are smaller.`,
          `Magbilang pababa mula ${a + 3}. Mas maliit ang mga kasunod na bilang.`,
        ),
        explanation: bi(
          `${a}, ${a + 1} and ${a + 2} come before ${a + 3}, so they are smaller.`,
          `Ang ${a}, ${a + 1} at ${a + 2} ay nauuna sa ${a + 3}, kaya mas maliit sila.`,
        ),
      }),
      NUMBER_FACTS.moreOrLess,
    ),
    q(
      'hard',
      multipleChoice({
        prompt: bi(
          `Which numbers are between ${a} and ${a + 4}? Pick three.`,
          `Aling mga bilang ang nasa pagitan ng ${a} at ${a + 4}? Pumili ng tatlo.`,
        ),
        choices: numberChoices(range(a - 1, a + 4), (x) => x > a && x < a + 4, 2),
        hint: bi(
          `Count from ${a} to ${a + 4}. Which numbers do you say in the middle?`,
          `Magbilang mula ${a} hanggang ${a + 4}. Aling mga bilang ang nasa gitna?`,
        ),
        explanation: bi(`${a} … ${a + 1}, ${a + 2}, ${a + 3} … ${a + 4}.`, `${a} … ${a + 1}, ${a + 2}, ${a + 3} … ${a + 4}.`),
      }),
      NUMBER_FACTS.beforeAfter,
    ),
  ];
  return {
    key: `math-numbers-${from}-${to}`,
    area: 'mathematics',
    title: bi(`Numbers ${from}-${to}`, `Mga bilang ${from}-${to}`),
    type: 'multiple_choice',
    icon: 'Number',
    required_score: 80,
    lesson: bi(
      `Count on past ten: ${nums.map((n) => `${n} ${EN_NUMBERS[n]}`).join(', ')}.`,
      `Magbilang lampas sa sampu: ${nums.map((n) => `${n} ${TL_NUMBERS[n]}`).join(', ')}.`,
    ),
    image: `tenframe-${from}`,
    questions: [...easy, ...medium, ...hard],
  };
}

// ---------------------------------------------------------------------------------------------------
// Counting pictures.

function countingQuestion(level: 'easy' | 'medium' | 'hard', kind: CountKind, n: number, seed: number): PrebuiltQuestion {
  const t = thing[kind];
  const many = n === 1 ? t.one : t.many;
  const howMany = bi(`How many ${t.many.en} are there?`, `Ilan ang ${t.many.tl}?`);
  const hint = bi(
    'Touch each one as you count. Count each one only once.',
    'Hawakan ang bawat isa habang nagbibilang. Bilangin nang isang beses lang ang bawat isa.',
  );
  const explanation = bi(
    `There ${n === 1 ? 'is' : 'are'} ${n} ${many.en}: ${EN_NUMBERS[n]}.`,
    `May ${TL_NUMBERS[n]} (${n}) na ${many.tl}.`,
  );
  const picture = countArt(kind, n);
  const near = [n + 1, n - 1, n + 2, n - 2, n + 3, n + 4].filter((x) => x >= 1 && x <= 10);
  if (level === 'easy') {
    return q(
      level,
      multipleChoice({
        prompt: howMany,
        picture,
        choices: arrange(
          [choice(numeral(n), true)],
          near.slice(0, 2).map((x) => choice(numeral(x), false)),
          seed,
        ),
        hint,
        explanation,
      }),
    );
  }
  if (level === 'medium') {
    const wrong = [choice(numeral(near[0]), false), choice(numeral(near[1]), false), choice(numberName(near[2]), false)];
    return q(
      level,
      multipleChoice({
        prompt: sentences([howMany, bi('Find the number and its name.', 'Hanapin ang bilang at ang pangalan nito.')]),
        picture,
        choices: arrange([choice(numeral(n), true), choice(numberName(n), true)], wrong, seed),
        hint,
        explanation,
      }),
    );
  }
  const right = [choice(numeral(n), true), choice(numberName(n), true), choice(bi(`${n - 1} + 1`), true)];
  const wrong = [choice(numeral(near[0]), false), choice(numberName(near[1]), false), choice(bi(`${n} + 1`), false)];
  return q(
    level,
    multipleChoice({
      prompt: sentences([howMany, bi('Find three right answers.', 'Hanapin ang tatlong tamang sagot.')]),
      picture,
      choices: arrange(right, wrong, seed),
      hint,
      explanation: sentences([explanation, bi(`${n - 1} + 1 is also ${n}.`, `Ang ${n - 1} + 1 ay ${n} din.`)]),
    }),
  );
}

function countingActivity(
  key: string,
  title: Bilingual,
  plan: Record<'easy' | 'medium' | 'hard', [CountKind, number][]>,
): PrebuiltActivity {
  const levels = ['easy', 'medium', 'hard'] as const;
  const first = plan.easy[0];
  return {
    key,
    area: 'mathematics',
    title,
    type: 'multiple_choice',
    icon: 'Number',
    required_score: 80,
    lesson: bi(
      'Count by touching each thing once and saying the numbers in order. The last number you say tells how many.',
      'Magbilang sa pamamagitan ng paghawak sa bawat bagay nang isang beses habang sinasabi ang mga bilang nang sunod-sunod. Ang huling bilang ang sagot kung ilan.',
    ),
    image: countArt(first[0], first[1]),
    // Counting n things counts for the number n (its quantity), as writing and naming it do.
    questions: levels.flatMap((level) =>
      plan[level].map(([kind, n], seed) => tagged(countingQuestion(level, kind, n, seed), numberConcept(n))),
    ),
  };
}

function countMatching(nums: number[], seed: number) {
  return matching({
    prompt: bi(
      'Count the things in each picture. Match it with its number.',
      'Bilangin ang laman ng bawat larawan. Itambal ito sa tamang bilang.',
    ),
    pairs: nums.map((n, i) => ({ prompt: null, promptArt: countArt((n + i + seed) % 2 ? 'apple' : 'star', n), answer: numeral(n) })),
    hint: bi('Touch each thing as you count it.', 'Hawakan ang bawat bagay habang binibilang.'),
    explanation: sentences(
      nums.map((n) =>
        bi(
          `${EN_NUMBERS[n][0].toUpperCase()}${EN_NUMBERS[n].slice(1)}: ${n}.`,
          `${TL_NUMBERS[n][0].toUpperCase()}${TL_NUMBERS[n].slice(1)}: ${n}.`,
        ),
      ),
    ),
  });
}

// ---------------------------------------------------------------------------------------------------
// Shapes and colors.

/** The library's shapes, each with the hint that fits it (issue 19: hints per question, not one for all). */
const SHAPES: { id: string; name: Bilingual; hint: Bilingual }[] = [
  {
    id: 'circle',
    name: bi('circle', 'bilog'),
    hint: bi('It is round all the way: no corners at all.', 'Bilog ito sa buong paligid: walang sulok.'),
  },
  {
    id: 'square',
    name: bi('square', 'parisukat'),
    hint: bi('Four corners, and all four sides are the same.', 'Apat na sulok, at magkakapareho ang apat na gilid.'),
  },
  {
    id: 'triangle',
    name: bi('triangle', 'tatsulok'),
    hint: bi('Count the corners: there are three.', 'Bilangin ang mga sulok: tatlo ang mga ito.'),
  },
  { id: 'star', name: bi('star', 'bituin'), hint: bi('Count the points: there are five.', 'Bilangin ang mga tulis: lima ang mga ito.') },
  {
    id: 'heart',
    name: bi('heart', 'puso'),
    hint: bi('Two round bumps on top and a point at the bottom.', 'Dalawang umbok sa itaas at isang tulis sa ibaba.'),
  },
  {
    id: 'rectangle',
    name: bi('rectangle', 'parihaba'),
    hint: bi('Four corners: two long sides and two short sides.', 'Apat na sulok: dalawang mahabang gilid at dalawang maikli.'),
  },
  {
    id: 'oval',
    name: bi('oval', 'biluhaba'),
    hint: bi('Round like an egg, longer than it is wide.', 'Bilog na parang itlog, mas mahaba kaysa sa lapad.'),
  },
  {
    id: 'diamond',
    name: bi('diamond', 'diyamante'),
    hint: bi('Four corners, standing on one point.', 'Apat na sulok, nakatayo sa isang tulis.'),
  },
];
const shape = (id: string) => SHAPES.find((s) => s.id === id)!;
const shapeArt = (id: string) => `shape-${id}`;

function shapeMatching(items: typeof SHAPES) {
  return matching({
    prompt: bi('Match each shape with its name.', 'Itambal ang bawat hugis sa pangalan nito.'),
    pairs: items.map((s) => ({ prompt: null, promptArt: shapeArt(s.id), answer: s.name })),
    hint: bi('Count the sides and corners of each shape.', 'Bilangin ang mga gilid at sulok ng bawat hugis.'),
    explanation: sentences(items.map((s) => bi(`This is a ${s.name.en}.`, `Ito ay ${s.name.tl}.`))),
  });
}

function shapeChoices(right: string[], wrong: string[], seed: number) {
  return arrange(
    right.map((id) => choice(shape(id).name, true, shapeArt(id))),
    wrong.map((id) => choice(shape(id).name, false, shapeArt(id))),
    seed,
  );
}

function shapeNameQuestion(level: 'easy' | 'medium', pictureName: string, right: string, wrong: string[], prompt: Bilingual, seed: number) {
  const question = q(
    level,
    multipleChoice({
      prompt,
      picture: pictureName,
      choices: arrange(
        [choice(shape(right).name, true)],
        wrong.map((id) => choice(shape(id).name, false)),
        seed,
      ),
      hint: shape(right).hint,
      explanation: bi(`It is a ${shape(right).name.en}.`, `Ito ay ${shape(right).name.tl}.`),
    }),
  );
  return { question, candidates: [shapeConcept(shape(right).name)] };
}

/**
 * A question on several shapes: it counts for `fact` (sides and corners) when it asks for a property, else
 * for one of the shapes it names (concepts.ts `focused`).
 */
function shapeGroupQuestion(
  level: 'medium' | 'hard',
  prompt: Bilingual,
  right: string[],
  wrong: string[],
  why: Bilingual,
  seed: number,
  fact: PrebuiltConcept | null = NUMBER_FACTS.sidesAndCorners,
) {
  const question = q(
    level,
    multipleChoice({
      prompt,
      choices: shapeChoices(right, wrong, seed),
      hint: bi('Look at the sides and corners of every shape.', 'Tingnan ang mga gilid at sulok ng bawat hugis.'),
      explanation: why,
    }),
  );
  return { question, candidates: fact ? [fact] : right.map((id) => shapeConcept(shape(id).name)) };
}

const COLORS: { id: string; name: Bilingual }[] = [
  { id: 'red', name: bi('red', 'pula') },
  { id: 'blue', name: bi('blue', 'asul') },
  { id: 'yellow', name: bi('yellow', 'dilaw') },
  { id: 'green', name: bi('green', 'berde') },
  { id: 'orange', name: bi('orange', 'kahel') },
  { id: 'purple', name: bi('purple', 'lila') },
  { id: 'black', name: bi('black', 'itim') },
  { id: 'white', name: bi('white', 'puti') },
  { id: 'pink', name: bi('pink', 'rosas') },
  { id: 'brown', name: bi('brown', 'kayumanggi') },
];
/** Every color blob the content uses (the art generator draws exactly these). */
export const COLOR_IDS = COLORS.map((c) => c.id);
const color = (id: string) => COLORS.find((c) => c.id === id)!;

function colorMatching(items: typeof COLORS) {
  return matching({
    prompt: bi('Match each color with its name.', 'Itambal ang bawat kulay sa pangalan nito.'),
    pairs: items.map((c) => ({ prompt: null, promptArt: `color-${c.id}`, answer: c.name })),
    hint: bi('Think of something you know with that color.', 'Mag-isip ng bagay na alam mong may ganoong kulay.'),
    explanation: sentences(items.map((c) => bi(`This color is ${c.name.en}.`, `Ang kulay na ito ay ${c.name.tl}.`))),
  });
}

function colorsActivity(n: number, ids: string[]): PrebuiltActivity {
  const items = ids.map(color);
  return {
    key: `math-colors-${n}`,
    area: 'mathematics',
    title: bi(`Colors: ${items.map((c) => c.name.en).join(', ')}`, `Mga kulay: ${items.map((c) => c.name.tl).join(', ')}`),
    type: 'matching',
    icon: 'Circle',
    required_score: 80,
    lesson: bi(`Colors: ${items.map((c) => c.name.en).join(', ')}.`, `Mga kulay: ${items.map((c) => c.name.tl).join(', ')}.`),
    image: `color-${ids[0]}`,
    questions: focused(
      [
        ...[0, 2, 4, 1].map((i) => ['easy', rotate(items, i, 2)] as const),
        ...[0, 1, 3].map((i) => ['medium', rotate(items, i, 3)] as const),
        ...[0, 2, 4].map((i) => ['hard', rotate(items, i, 4)] as const),
      ].map(([level, cs]) => ({ question: q(level, colorMatching(cs)), candidates: cs.map((c) => colorConcept(c.name)) })),
    ),
  };
}

/** Pictured things and the color they are drawn in (the artwork must keep these colors). */
const THING_COLORS: Record<string, string> = {
  saging: 'yellow',
  araw: 'yellow',
  mangga: 'yellow',
  dahon: 'green',
  puno: 'green',
  halaman: 'green',
  mansanas: 'red',
  rosas: 'red',
  bola: 'red',
  // The dalandan is green-skinned (issue 15), the kahel orange.
  dalandan: 'green',
  kahel: 'orange',
  niyog: 'brown',
  oso: 'brown',
};

function colorOfQuestion(tl: string, wrongColors: string[], seed: number) {
  const w = word(tl);
  const c = color(THING_COLORS[tl]);
  return q(
    'easy',
    multipleChoice({
      prompt: bi(`What color is the ${w.en}?`, `Anong kulay ang ${w.tl}?`),
      picture: w.art,
      choices: arrange(
        [choice(c.name, true)],
        wrongColors.map((id) => choice(color(id).name, false)),
        seed,
      ),
      hint: bi('Look at the biggest part of the picture.', 'Tingnan ang pinakamalaking bahagi ng larawan.'),
      explanation: bi(`The ${w.en} is ${c.name.en}.`, `Ang ${w.tl} ay kulay ${c.name.tl}.`),
    }),
    colorConcept(c.name),
  );
}

function thingsOfColorQuestion(level: 'medium' | 'hard', colorId: string, right: string[], wrong: string[], seed: number) {
  const c = color(colorId);
  const toChoice = (ok: boolean) => (tl: string) => choice(translated(word(tl)), ok, word(tl).art);
  const names = (lang: 'en' | 'tl', and: string) => {
    const ns = right.map((tl) => (lang === 'en' ? word(tl).en : tl));
    return `${ns.slice(0, -1).join(', ')} ${and} ${ns[ns.length - 1]}`;
  };
  return q(
    level,
    multipleChoice({
      prompt: bi(
        `Which things are ${c.name.en}? Pick ${right.length === 2 ? 'two' : 'three'}.`,
        `Aling mga bagay ang kulay ${c.name.tl}? Pumili ng ${right.length === 2 ? 'dalawa' : 'tatlo'}.`,
      ),
      choices: arrange(right.map(toChoice(true)), wrong.map(toChoice(false)), seed),
      hint: bi(`Look for the color ${c.name.en} in each picture.`, `Hanapin ang kulay ${c.name.tl} sa bawat larawan.`),
      explanation: bi(`These are ${c.name.en}: ${names('en', 'and')}.`, `Kulay ${c.name.tl} ang ${names('tl', 'at')}.`),
    }),
    colorConcept(c.name),
  );
}

// ---------------------------------------------------------------------------------------------------
// More or less, number order.

/** Comparison pictures: `compare-3-5` shows 3 apples on the left and 5 on the right. */
export const COMPARE_PICTURES: [number, number][] = [
  [3, 5],
  [6, 2],
  [4, 4],
  [5, 2],
];

const SIDES = { left: bi('left', 'kaliwa'), right: bi('right', 'kanan'), same: bi('the same', 'pareho') };

function compareQuestion([l, r]: [number, number], ask: 'more' | 'fewer', seed: number) {
  const answer = l === r ? 'same' : (ask === 'more') === l > r ? 'left' : 'right';
  const sides = (['left', 'right', 'same'] as const).map((s) => choice(SIDES[s], s === answer));
  return q(
    'easy',
    multipleChoice({
      prompt:
        ask === 'more'
          ? bi('Which side has more apples?', 'Aling panig ang mas maraming mansanas?')
          : bi('Which side has fewer apples?', 'Aling panig ang mas kaunti ang mansanas?'),
      picture: `compare-${l}-${r}`,
      choices: rotate(sides, seed, 3),
      hint: bi('Count the apples on each side, then compare.', 'Bilangin ang mansanas sa bawat panig, saka paghambingin.'),
      explanation: bi(`Left: ${l}, right: ${r}.`, `Kaliwa: ${l}, kanan: ${r}.`),
    }),
    NUMBER_FACTS.moreOrFewer,
  );
}

function numberSetQuestion(
  level: 'easy' | 'medium' | 'hard',
  prompt: Bilingual,
  all: number[],
  ok: (x: number) => boolean,
  hint: Bilingual,
  seed: number,
  fact: PrebuiltConcept,
) {
  const right = all.filter(ok).sort((a, b) => a - b);
  return q(
    level,
    multipleChoice({
      prompt,
      choices: arrange(
        all.filter(ok).map((x) => choice(numeral(x), true)),
        all.filter((x) => !ok(x)).map((x) => choice(numeral(x), false)),
        seed,
      ),
      hint,
      explanation: bi(`The answer: ${right.join(', ')}.`, `Ang sagot: ${right.join(', ')}.`),
    }),
    fact,
  );
}

const moreThan = (n: number, count: number): Bilingual =>
  bi(
    `Which numbers are more than ${n}? Pick ${count === 2 ? 'two' : 'three'}.`,
    `Aling mga bilang ang higit sa ${n}? Pumili ng ${count === 2 ? 'dalawa' : 'tatlo'}.`,
  );
const lessThan = (n: number, count: number): Bilingual =>
  bi(
    `Which numbers are less than ${n}? Pick ${count === 2 ? 'two' : 'three'}.`,
    `Aling mga bilang ang kulang sa ${n}? Pumili ng ${count === 2 ? 'dalawa' : 'tatlo'}.`,
  );
const countUpHint = bi(
  'Count up from 1. Numbers you say later are more.',
  'Magbilang mula 1. Mas marami ang mga bilang na huli mong sinasabi.',
);
const orderHint = bi(
  'Count up: 1, 2, 3, … The number after comes next; the number before comes just in front.',
  'Magbilang pataas: 1, 2, 3, … Ang kasunod ay ang susunod na bilang; ang nauuna ay ang bilang bago nito.',
);

// ---------------------------------------------------------------------------------------------------

/** Mathematics activities of the library. */
export const MATH_ACTIVITIES: PrebuiltActivity[] = [
  numberNamesActivity(1, 5),
  numberNamesActivity(6, 10),
  numbersQuizActivity(11, 15),
  numbersQuizActivity(16, 20),
  countingActivity('math-count-to-5', bi('Count to 5', 'Magbilang hanggang 5'), {
    easy: [
      ['apple', 2],
      ['star', 4],
      ['apple', 5],
      ['star', 3],
    ],
    medium: [
      ['apple', 3],
      ['star', 1],
      ['star', 5],
    ],
    hard: [
      ['apple', 4],
      ['star', 2],
      ['apple', 5],
    ],
  }),
  countingActivity('math-count-to-10', bi('Count to 10', 'Magbilang hanggang 10'), {
    easy: [
      ['star', 6],
      ['apple', 8],
      ['star', 10],
      ['apple', 7],
    ],
    medium: [
      ['apple', 9],
      ['star', 7],
      ['apple', 6],
    ],
    hard: [
      ['star', 8],
      ['apple', 10],
      ['star', 9],
    ],
  }),
  {
    key: 'math-count-and-match',
    area: 'mathematics',
    title: bi('Count and match', 'Bilangin at itambal'),
    type: 'matching',
    icon: 'Number',
    required_score: 80,
    lesson: bi(
      'Count the things in a picture, then find the number that tells how many.',
      'Bilangin ang mga bagay sa larawan, saka hanapin ang bilang na nagsasabi kung ilan.',
    ),
    image: countArt('apple', 3),
    questions: focused([
      ...[
        [1, 3],
        [2, 5],
        [4, 7],
        [6, 9],
      ].map((nums, i) => ({ question: q('easy', countMatching(nums, i)), candidates: nums.map(numberConcept) })),
      ...[
        [1, 2, 3],
        [3, 5, 8],
        [4, 6, 10],
      ].map((nums, i) => ({ question: q('medium', countMatching(nums, i)), candidates: nums.map(numberConcept) })),
      ...[
        [2, 3, 4, 5],
        [5, 6, 7, 8],
        [7, 8, 9, 10],
      ].map((nums, i) => ({ question: q('hard', countMatching(nums, i)), candidates: nums.map(numberConcept) })),
    ]),
  },
  {
    key: 'math-shapes-names',
    area: 'mathematics',
    title: bi('Shapes and their names', 'Mga hugis at ang pangalan nila'),
    type: 'matching',
    icon: 'Triangle',
    required_score: 80,
    lesson: bi(
      `Shapes: ${SHAPES.map((s) => s.name.en).join(', ')}. A triangle has 3 sides; a square has 4 equal sides; a circle has no corners.`,
      `Mga hugis: ${SHAPES.map((s) => s.name.tl).join(', ')}. May 3 gilid ang tatsulok; may 4 na magkakasinghabang gilid ang parisukat; walang sulok ang bilog.`,
    ),
    image: shapeArt('triangle'),
    questions: focused(
      [
        ...[0, 2, 4, 1].map((i) => ['easy', rotate(SHAPES.slice(0, 6), i, 2)] as const),
        ...[0, 3, 5].map((i) => ['medium', rotate(SHAPES, i, 3)] as const),
        ...[1, 4, 6].map((i) => ['hard', rotate(SHAPES, i, 4)] as const),
      ].map(([level, items]) => ({ question: q(level, shapeMatching(items)), candidates: items.map((x) => shapeConcept(x.name)) })),
    ),
  },
  {
    key: 'math-shapes-find',
    area: 'mathematics',
    title: bi('Find the shape', 'Hanapin ang hugis'),
    type: 'multiple_choice',
    icon: 'Square',
    required_score: 80,
    lesson: bi(
      'Shapes are all around us: a clock is a circle, a flag is a rectangle. Count sides and corners to tell shapes apart.',
      'Nasa paligid natin ang mga hugis: bilog ang orasan, parihaba ang watawat. Bilangin ang mga gilid at sulok para makilala ang hugis.',
    ),
    image: shapeArt('circle'),
    questions: focused([
      ...[
        ['circle', ['square', 'triangle']],
        ['triangle', ['star', 'circle']],
        ['square', ['rectangle', 'heart']],
        ['star', ['heart', 'triangle']],
      ].map(([id, wrong], i) =>
        shapeNameQuestion(
          'easy',
          shapeArt(id as string),
          id as string,
          wrong as string[],
          bi('What shape is this?', 'Anong hugis ito?'),
          i,
        ),
      ),
      shapeGroupQuestion(
        'medium',
        bi('Which shapes are round? Pick two.', 'Aling mga hugis ang pabilog? Pumili ng dalawa.'),
        ['circle', 'oval'],
        ['triangle', 'square', 'star'],
        bi('A circle and an oval are round: they have no corners.', 'Pabilog ang bilog at biluhaba: wala silang sulok.'),
        1,
      ),
      shapeNameQuestion(
        'medium',
        'clock',
        'circle',
        ['square', 'triangle', 'rectangle', 'heart'],
        bi('What shape is this clock?', 'Anong hugis ang orasang ito?'),
        2,
      ),
      shapeNameQuestion(
        'medium',
        'flag',
        'rectangle',
        ['circle', 'square', 'triangle', 'oval'],
        bi('What shape is this flag?', 'Anong hugis ang watawat na ito?'),
        3,
      ),
      shapeGroupQuestion(
        'hard',
        bi('Which shapes have 4 sides? Pick three.', 'Aling mga hugis ang may 4 na gilid? Pumili ng tatlo.'),
        ['square', 'rectangle', 'diamond'],
        ['circle', 'triangle', 'heart'],
        bi('A square, a rectangle and a diamond each have 4 sides.', 'May tig-4 na gilid ang parisukat, parihaba at diyamante.'),
        0,
      ),
      shapeGroupQuestion(
        'hard',
        bi('Which shapes have no corners? Pick two.', 'Aling mga hugis ang walang sulok? Pumili ng dalawa.'),
        ['circle', 'oval'],
        ['triangle', 'square', 'star', 'diamond'],
        bi('A circle and an oval have no corners.', 'Walang sulok ang bilog at ang biluhaba.'),
        1,
      ),
      shapeGroupQuestion(
        'hard',
        bi('Find the triangle, the square and the star.', 'Hanapin ang tatsulok, ang parisukat at ang bituin.'),
        ['triangle', 'square', 'star'],
        ['circle', 'oval', 'heart'],
        bi(
          'A triangle has 3 sides, a square has 4 equal sides, and a star has 5 points.',
          'May 3 gilid ang tatsulok, 4 na pantay na gilid ang parisukat, at 5 tulis ang bituin.',
        ),
        2,
        null,
      ),
    ]),
  },
  colorsActivity(1, ['red', 'blue', 'yellow', 'green', 'orange']),
  colorsActivity(2, ['purple', 'black', 'white', 'pink', 'brown']),
  {
    key: 'math-colors-of-things',
    area: 'mathematics',
    title: bi('What color is it?', 'Anong kulay ito?'),
    type: 'multiple_choice',
    icon: 'Fruit',
    required_score: 80,
    lesson: bi(
      'Things around us have colors: a banana is yellow, a leaf is green, an apple is red.',
      'May kulay ang mga bagay sa paligid natin: dilaw ang saging, berde ang dahon, pula ang mansanas.',
    ),
    image: 'banana',
    questions: [
      colorOfQuestion('saging', ['green', 'blue'], 0),
      colorOfQuestion('dahon', ['red', 'yellow'], 1),
      colorOfQuestion('mansanas', ['blue', 'green'], 2),
      colorOfQuestion('dalandan', ['purple', 'pink'], 0),
      thingsOfColorQuestion('medium', 'red', ['mansanas', 'rosas'], ['saging', 'dahon', 'niyog'], 1),
      thingsOfColorQuestion('medium', 'yellow', ['saging', 'araw'], ['dahon', 'mansanas', 'oso'], 2),
      thingsOfColorQuestion('medium', 'brown', ['niyog', 'oso'], ['dahon', 'saging', 'rosas'], 3),
      thingsOfColorQuestion('hard', 'green', ['dahon', 'puno', 'halaman'], ['mansanas', 'saging', 'araw'], 0),
      thingsOfColorQuestion('hard', 'yellow', ['saging', 'araw', 'mangga'], ['mansanas', 'dahon', 'oso'], 1),
      thingsOfColorQuestion('hard', 'red', ['mansanas', 'rosas', 'bola'], ['dahon', 'saging', 'niyog'], 2),
    ],
  },
  {
    key: 'math-more-or-less',
    area: 'mathematics',
    title: bi('More or less', 'Marami o kaunti'),
    type: 'multiple_choice',
    icon: 'Star',
    required_score: 80,
    lesson: bi(
      'Count two groups to compare them. The group with the bigger number has more; the other has fewer (less).',
      'Bilangin ang dalawang pangkat para paghambingin. Mas marami ang pangkat na may mas malaking bilang; mas kaunti ang isa.',
    ),
    image: 'compare-3-5',
    questions: [
      compareQuestion(COMPARE_PICTURES[0], 'more', 0),
      compareQuestion(COMPARE_PICTURES[1], 'more', 1),
      compareQuestion(COMPARE_PICTURES[2], 'more', 2),
      compareQuestion(COMPARE_PICTURES[3], 'fewer', 0),
      numberSetQuestion('medium', moreThan(5, 2), [2, 7, 4, 9, 5], (x) => x > 5, countUpHint, 0, NUMBER_FACTS.moreOrLess),
      numberSetQuestion('medium', lessThan(4, 2), [6, 1, 3, 8, 4], (x) => x < 4, countUpHint, 1, NUMBER_FACTS.moreOrLess),
      numberSetQuestion('medium', moreThan(8, 2), [10, 6, 8, 3, 9], (x) => x > 8, countUpHint, 2, NUMBER_FACTS.moreOrLess),
      numberSetQuestion('hard', lessThan(6, 3), [2, 9, 5, 7, 3, 6], (x) => x < 6, countUpHint, 0, NUMBER_FACTS.moreOrLess),
      numberSetQuestion('hard', moreThan(10, 3), [12, 8, 15, 10, 20, 9], (x) => x > 10, countUpHint, 1, NUMBER_FACTS.moreOrLess),
      numberSetQuestion(
        'hard',
        bi(
          'Which numbers are more than 3 and less than 7? Pick three.',
          'Aling mga bilang ang higit sa 3 at kulang sa 7? Pumili ng tatlo.',
        ),
        [2, 4, 7, 5, 9, 6],
        (x) => x > 3 && x < 7,
        countUpHint,
        2,
        NUMBER_FACTS.moreOrLess,
      ),
    ],
  },
  {
    key: 'math-number-order',
    area: 'mathematics',
    title: bi('Before and after', 'Bago at pagkatapos'),
    type: 'multiple_choice',
    icon: 'Number',
    required_score: 80,
    lesson: bi(
      'Numbers come in order: 1, 2, 3, … The number after 7 is 8; the number before 4 is 3.',
      'Sunod-sunod ang mga bilang: 1, 2, 3, … Ang kasunod ng 7 ay 8; ang nauuna sa 4 ay 3.',
    ),
    image: null,
    questions: [
      numberSetQuestion(
        'easy',
        bi('What number comes after 7?', 'Anong bilang ang kasunod ng 7?'),
        [6, 8, 9],
        (x) => x === 8,
        orderHint,
        0,
        NUMBER_FACTS.beforeAfter,
      ),
      numberSetQuestion(
        'easy',
        bi('What number comes before 4?', 'Anong bilang ang nauuna sa 4?'),
        [5, 2, 3],
        (x) => x === 3,
        orderHint,
        1,
        NUMBER_FACTS.beforeAfter,
      ),
      numberSetQuestion(
        'easy',
        bi('What number comes after 12?', 'Anong bilang ang kasunod ng 12?'),
        [13, 11, 21],
        (x) => x === 13,
        orderHint,
        2,
        NUMBER_FACTS.beforeAfter,
      ),
      numberSetQuestion(
        'easy',
        bi('What number comes before 10?', 'Anong bilang ang nauuna sa 10?'),
        [11, 9, 1],
        (x) => x === 9,
        orderHint,
        0,
        NUMBER_FACTS.beforeAfter,
      ),
      ...[3, 8, 14].map((a, i) =>
        numberSetQuestion(
          'medium',
          bi(
            `Which numbers are between ${a} and ${a + 3}? Pick two.`,
            `Aling mga bilang ang nasa pagitan ng ${a} at ${a + 3}? Pumili ng dalawa.`,
          ),
          range(a - (i === 2 ? 1 : 0), a + 4 - (i === 2 ? 1 : 0)),
          (x) => x > a && x < a + 3,
          bi(
            `Count from ${a} to ${a + 3}. Which numbers are in the middle?`,
            `Magbilang mula ${a} hanggang ${a + 3}. Alin ang nasa gitna?`,
          ),
          i,
          NUMBER_FACTS.beforeAfter,
        ),
      ),
      numberSetQuestion(
        'hard',
        bi(
          'Count by 2s: 2, … Which three numbers come next? Pick three.',
          'Magbilang nang dalawahan: 2, … Aling tatlong bilang ang kasunod? Pumili ng tatlo.',
        ),
        [3, 4, 5, 6, 7, 8],
        (x) => x % 2 === 0,
        bi('Skip one number each time: 2, skip 3, say 4 …', 'Laktawan ang isang bilang bawat beses: 2, laktaw ang 3, sabihin ang 4 …'),
        0,
        NUMBER_FACTS.skipCounting,
      ),
      numberSetQuestion(
        'hard',
        bi('Which numbers come after 17? Pick three.', 'Aling mga bilang ang kasunod ng 17? Pumili ng tatlo.'),
        [14, 15, 16, 18, 19, 20],
        (x) => x > 17,
        orderHint,
        1,
        NUMBER_FACTS.beforeAfter,
      ),
      numberSetQuestion(
        'hard',
        bi(
          'Count by 5s: which numbers do you say? Pick three.',
          'Magbilang nang limahan: aling mga bilang ang sasabihin mo? Pumili ng tatlo.',
        ),
        [5, 6, 10, 11, 14, 15],
        (x) => x % 5 === 0,
        bi('Count by 5s like fingers on a hand: 5, 10, 15, 20.', 'Magbilang nang limahan gaya ng daliri sa kamay: 5, 10, 15, 20.'),
        2,
        NUMBER_FACTS.skipCounting,
      ),
    ],
  },
];
