/**
 * Filipino: the Abakada letters, the 28-letter Filipino alphabet, syllables (ba-be-bi-bo-bu …) and first words. Filipino-first: every
 * word the child learns stays Filipino in both views, with an English gloss in `en` (see words.ts).
 * Data module: longer than the usual file size on purpose.
 */
import type { Bilingual } from '@aralin/contract';
import { arrange, bi, choice, listen, matching, multipleChoice, q, rotate, sentences } from './build';
import { firstWordsConcept, focused, letterConcept, syllableConcept } from './concepts';
import type { PrebuiltActivity, PrebuiltQuestion } from './types';
import { filipinoWord, findWord, word, type Word } from './words';

// ---------------------------------------------------------------------------------------------------
// Abakada: 20 letters, each read with its Abakada name and two pictured words that start with it.

interface AbakadaLetter {
  capital: string;
  small: string;
  /** How the letter is read in the Abakada ('ba', 'ka', 'nga'). */
  reading: string;
  words: [string, string];
}

const ABAKADA: AbakadaLetter[] = [
  { capital: 'A', small: 'a', reading: 'a', words: ['araw', 'aso'] },
  { capital: 'B', small: 'b', reading: 'ba', words: ['bola', 'baka'] },
  { capital: 'K', small: 'k', reading: 'ka', words: ['kabayo', 'kamay'] },
  { capital: 'D', small: 'd', reading: 'da', words: ['daga', 'dahon'] },
  { capital: 'E', small: 'e', reading: 'e', words: ['elepante', 'eroplano'] },
  { capital: 'G', small: 'g', reading: 'ga', words: ['gatas', 'gagamba'] },
  { capital: 'H', small: 'h', reading: 'ha', words: ['hipon', 'halaman'] },
  { capital: 'I', small: 'i', reading: 'i', words: ['isda', 'ibon'] },
  { capital: 'L', small: 'l', reading: 'la', words: ['lobo', 'langgam'] },
  { capital: 'M', small: 'm', reading: 'ma', words: ['mangga', 'manok'] },
  { capital: 'N', small: 'n', reading: 'na', words: ['niyog', 'nanay'] },
  { capital: 'NG', small: 'ng', reading: 'nga', words: ['ngipin', 'ngiti'] },
  { capital: 'O', small: 'o', reading: 'o', words: ['oso', 'orasan'] },
  { capital: 'P', small: 'p', reading: 'pa', words: ['pusa', 'puno'] },
  { capital: 'R', small: 'r', reading: 'ra', words: ['relo', 'rosas'] },
  { capital: 'S', small: 's', reading: 'sa', words: ['saging', 'sapatos'] },
  { capital: 'T', small: 't', reading: 'ta', words: ['tasa', 'tubig'] },
  { capital: 'U', small: 'u', reading: 'u', words: ['ulan', 'unan'] },
  { capital: 'W', small: 'w', reading: 'wa', words: ['walis', 'watawat'] },
  { capital: 'Y', small: 'y', reading: 'ya', words: ['yelo', 'yoyo'] },
];

function listJoin(items: string[], and: string): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

function abakadaPairs(letters: AbakadaLetter[], pick: (i: number) => number) {
  return letters.map((l, i) => {
    const w = word(l.words[pick(i)]);
    return { letter: l, word: w, pair: { prompt: bi(`${l.capital} ${l.small}`), answer: filipinoWord(w), answerArt: w.art } };
  });
}

function abakadaQuestion(letters: AbakadaLetter[], pick: (i: number) => number) {
  const items = abakadaPairs(letters, pick);
  return matching({
    prompt: bi('Match each letter with the picture whose name starts with it.', 'Itambal ang bawat titik sa larawang nagsisimula rito.'),
    pairs: items.map((x) => x.pair),
    hint: bi(
      'Say the name of each picture in Filipino. Listen to its first sound.',
      'Sabihin ang pangalan ng bawat larawan. Pakinggan ang unang tunog nito.',
    ),
    explanation: sentences(
      items.map((x) =>
        bi(`${x.word.tl} (${x.word.en}) starts with ${x.letter.capital}.`, `Ang ${x.word.tl} ay nagsisimula sa ${x.letter.capital}.`),
      ),
    ),
  });
}

function abakadaActivity(n: number, letters: AbakadaLetter[]): PrebuiltActivity {
  const names = letters.map((l) => l.capital);
  const title = `Abakada: ${names.join(', ')}`;
  // Each question counts for one of its letters, every letter of the four for some question (concepts.ts).
  const question = (level: PrebuiltQuestion['difficulty'], items: AbakadaLetter[], pick: (i: number) => number) => ({
    question: q(level, abakadaQuestion(items, pick)),
    candidates: items.map((l) => letterConcept(l.capital)),
  });
  const questions = focused([
    // Easy: two letters at a time, every neighbouring pair, alternating the pictured word.
    ...[0, 1, 2, 3].map((i) => question('easy', rotate(letters, i, 2), () => i % 2)),
    // Medium: three letters.
    ...[0, 1, 2].map((i) => question('medium', rotate(letters, i, 3), () => (i + 1) % 2)),
    // Hard: all four letters: first words, second words, then mixed.
    question('hard', letters, () => 0),
    question('hard', letters, () => 1),
    question('hard', rotate(letters, 2, 4), (i) => i % 2),
  ]);
  const first = word(letters[0].words[0]);
  return {
    key: `fil-abakada-${n}`,
    area: 'filipino',
    title: bi(title),
    type: 'matching',
    icon: 'A',
    required_score: 80,
    lesson: sentences([
      bi(
        `In the Abakada, ${listJoin(names, 'and')} are read ${listJoin(
          letters.map((l) => `'${l.reading}'`),
          'and',
        )}.`,
        `Sa Abakada, ang ${listJoin(names, 'at')} ay binabasa nang ${listJoin(
          letters.map((l) => `'${l.reading}'`),
          'at',
        )}.`,
      ),
      ...letters.map((l) => {
        const [a, b] = l.words.map(word) as [Word, Word];
        return bi(`${l.capital} is for ${a.tl} (${a.en}) and ${b.tl} (${b.en}).`, `${l.capital} ang simula ng ${a.tl} at ${b.tl}.`);
      }),
    ]),
    image: first.art ?? null,
    questions,
  };
}

const abakadaActivities = [0, 1, 2, 3, 4].map((n) => abakadaActivity(n + 1, ABAKADA.slice(n * 4, n * 4 + 4)));

// ---------------------------------------------------------------------------------------------------
// The Filipino alphabet (Alpabetong Filipino, KWF 2014 Ortograpiyang Pambansa): 28 letters, the
// Abakada's 20 and C, F, J, Ñ, Q, V, X, Z, in this order. The Abakada activities above stay as a set; these
// four teach the whole alphabet in order, capital with small letter, Ñ and NG included.

/** The 28 letters in alphabetical order (exported for the library test). */
export const FILIPINO_ALPHABET = [...'ABCDEFGHIJKLMN', 'Ñ', 'NG', ...'OPQRSTUVWXYZ'];
/** The letters the alphabet adds to the Abakada: used in names and borrowed words. */
const ADDED_LETTERS = new Set(['C', 'F', 'J', 'Ñ', 'Q', 'V', 'X', 'Z']);

function alphabetQuestion(capitals: string[]) {
  return matching({
    prompt: bi('Match each capital letter with its small letter.', 'Itambal ang bawat malaking titik sa maliit na titik nito.'),
    pairs: capitals.map((c) => ({ prompt: bi(c), answer: bi(c.toLowerCase()) })),
    hint: bi(
      'The small letter has the same name as the capital letter. Look at its shape.',
      'Pareho ang pangalan ng malaki at maliit na titik. Tingnan ang hugis nito.',
    ),
    explanation: bi(
      `${capitals.map((c) => `${c} goes with ${c.toLowerCase()}`).join(', ')}.`,
      `${capitals.map((c) => `Magkapares ang ${c} at ${c.toLowerCase()}`).join('. ')}.`,
    ),
  });
}

function alphabetActivity(capitals: string[]): PrebuiltActivity {
  const range = `${capitals[0]}-${capitals[capitals.length - 1]}`;
  const added = capitals.filter((c) => ADDED_LETTERS.has(c));
  const pairsText = capitals.map((c) => `${c} ${c.toLowerCase()}`).join(', ');
  return {
    key: `fil-alpabeto-${range.toLowerCase().replace('ñ', 'enye')}`,
    area: 'filipino',
    title: bi(`Filipino alphabet: ${range}`, `Alpabetong Filipino: ${range}`),
    type: 'matching',
    icon: 'A',
    required_score: 80,
    lesson: sentences([
      bi(
        `The Filipino alphabet has 28 letters: ${FILIPINO_ALPHABET.join(' ')}.`,
        `May 28 titik ang alpabetong Filipino: ${FILIPINO_ALPHABET.join(' ')}.`,
      ),
      bi(`Capital and small letters: ${pairsText}.`, `Malaki at maliit na titik: ${pairsText}.`),
      ...(added.length > 0
        ? [
            bi(
              `${listJoin(added, 'and')} are mostly used in names and borrowed words.`,
              `Ang ${listJoin(added, 'at')} ay kadalasang ginagamit sa mga pangalan at hiram na salita.`,
            ),
          ]
        : []),
    ]),
    image: null,
    questions: focused(
      [
        ...[0, 2, 4, 5].map((i) => ['easy', rotate(capitals, i, 2)] as const),
        ...[1, 3, 5].map((i) => ['medium', rotate(capitals, i, 3)] as const),
        ...[0, 2, 3].map((i) => ['hard', rotate(capitals, i, 4)] as const),
      ].map(([level, items]) => ({ question: q(level, alphabetQuestion(items)), candidates: items.map(letterConcept) })),
    ),
  };
}

const alphabetActivities = [0, 1, 2, 3].map((n) => alphabetActivity(FILIPINO_ALPHABET.slice(n * 7, n * 7 + 7)));

// ---------------------------------------------------------------------------------------------------
// Syllables: a consonant with the five vowels. Easy: build or hear a syllable. Medium: words that start
// with a syllable. Hard: the three syllables of a three-syllable word.

const VOWELS = ['a', 'e', 'i', 'o', 'u'] as const;

interface SyllableSet {
  consonant: string;
  /** Words starting with each syllable (ca, ce, ci, co, cu), at least two each. */
  words: [string[], string[], string[], string[], string[]];
  /** Three-syllable words split into syllables, with three wrong syllables to choose from. */
  splits: { word: string; gloss: string; parts: [string, string, string]; wrong: [string, string, string] }[];
}

const SYLLABLE_SETS: SyllableSet[] = [
  {
    consonant: 'b',
    words: [
      ['baka', 'bahay', 'baso'],
      ['berde', 'bente'],
      ['bibe', 'bigas'],
      ['bola', 'bote'],
      ['bulaklak', 'buwan', 'buko'],
    ],
    splits: [
      { word: 'kabayo', gloss: 'horse', parts: ['ka', 'ba', 'yo'], wrong: ['ko', 'be', 'yu'] },
      { word: 'kabibe', gloss: 'seashell', parts: ['ka', 'bi', 'be'], wrong: ['ku', 'bo', 'bu'] },
      { word: 'basura', gloss: 'trash', parts: ['ba', 'su', 'ra'], wrong: ['bi', 'so', 're'] },
    ],
  },
  {
    consonant: 'k',
    words: [
      ['kamay', 'kabayo', 'kama'],
      ['keso', 'kendi'],
      ['kilay', 'kidlat'],
      ['kotse', 'korona'],
      ['kuneho', 'kumot', 'kuko'],
    ],
    splits: [
      { word: 'kuneho', gloss: 'rabbit', parts: ['ku', 'ne', 'ho'], wrong: ['ka', 'ni', 'hu'] },
      { word: 'korona', gloss: 'crown', parts: ['ko', 'ro', 'na'], wrong: ['ku', 'ri', 'ne'] },
      { word: 'palaka', gloss: 'frog', parts: ['pa', 'la', 'ka'], wrong: ['po', 'li', 'ku'] },
    ],
  },
  {
    consonant: 'm',
    words: [
      ['mata', 'manok', 'mais'],
      ['mesa', 'medyas', 'melon'],
      ['mikropono', 'minatamis'],
      ['motor', 'monggo'],
      ['mukha', 'musika', 'mundo'],
    ],
    splits: [
      { word: 'lamesa', gloss: 'table', parts: ['la', 'me', 'sa'], wrong: ['lo', 'mi', 'su'] },
      { word: 'musika', gloss: 'music', parts: ['mu', 'si', 'ka'], wrong: ['ma', 'se', 'ko'] },
      { word: 'manika', gloss: 'doll', parts: ['ma', 'ni', 'ka'], wrong: ['mo', 'nu', 'ke'] },
    ],
  },
  {
    consonant: 's',
    words: [
      ['saging', 'sapatos', 'sabon'],
      ['sepilyo', 'selyo'],
      ['sibuyas', 'silya', 'sili'],
      ['sopas', 'sobre', 'sombrero'],
      ['suklay', 'susi', 'sulat'],
    ],
    splits: [
      { word: 'masaya', gloss: 'happy', parts: ['ma', 'sa', 'ya'], wrong: ['mi', 'se', 'yo'] },
      { word: 'seresa', gloss: 'cherry', parts: ['se', 're', 'sa'], wrong: ['si', 'ri', 'so'] },
      { word: 'kasama', gloss: 'companion', parts: ['ka', 'sa', 'ma'], wrong: ['ke', 'si', 'mo'] },
    ],
  },
  {
    consonant: 't',
    words: [
      ['tasa', 'talong', 'tainga'],
      ['telepono', 'tela'],
      ['tinapay', 'tigre'],
      ['toro', 'tore'],
      ['tubig', 'tulay', 'tuta'],
    ],
    splits: [
      { word: 'kamote', gloss: 'sweet potato', parts: ['ka', 'mo', 'te'], wrong: ['ke', 'ma', 'ti'] },
      { word: 'patola', gloss: 'sponge gourd', parts: ['pa', 'to', 'la'], wrong: ['pi', 'ta', 'le'] },
      { word: 'pitaka', gloss: 'wallet', parts: ['pi', 'ta', 'ka'], wrong: ['pu', 'te', 'ko'] },
    ],
  },
];

const syl = (s: string) => bi(s);

/** The picture of a word of the vocabulary, or null for a word without one (or not in the vocabulary). */
const pictureOf = (tl: string): string | null => findWord(tl)?.art ?? null;

function syllableActivity(set: SyllableSet): PrebuiltActivity {
  const c = set.consonant;
  const syllables = VOWELS.map((v) => c + v);
  const others = (i: number, k: number) =>
    rotate(
      syllables.filter((_, j) => j !== i),
      i,
      k,
    );

  // Easy 1-2: put a consonant and a vowel together.
  const build = [1, 3].map((i, seed) =>
    q(
      'easy',
      multipleChoice({
        prompt: bi(`Put the sounds together: ${c} + ${VOWELS[i]} = ?`, `Pagsamahin ang mga tunog: ${c} + ${VOWELS[i]} = ?`),
        choices: arrange(
          [choice(syl(syllables[i]), true)],
          others(i, 2).map((s) => choice(syl(s), false)),
          seed + 1,
        ),
        hint: bi(
          `Say '${c}' and then '${VOWELS[i]}' quickly, together.`,
          `Sabihin ang '${c}' at ang '${VOWELS[i]}' nang mabilis at magkasama.`,
        ),
        explanation: bi(`${c} and ${VOWELS[i]} make '${syllables[i]}'.`, `Ang ${c} at ${VOWELS[i]} ay nagiging '${syllables[i]}'.`),
      }),
    ),
  );
  // Easy 3-4: the first syllable of a word (with its picture when there is one).
  const hear = [0, 4].map((i, n) => {
    const w = word(set.words[i][0]);
    return q(
      'easy',
      multipleChoice({
        prompt: bi('Listen to the word. Which syllable does it start with?', 'Pakinggan ang salita. Anong pantig ang simula nito?'),
        picture: w.art,
        choices: arrange(
          [choice(syl(syllables[i]), true)],
          others(i, 2).map((s) => choice(syl(s), false)),
          n,
        ),
        listen: listen('tl', w.tl),
        hint: bi('Say the word slowly. What do you hear first?', 'Sabihin nang dahan-dahan ang salita. Ano ang una mong naririnig?'),
        explanation: bi(`'${w.tl}' starts with '${syllables[i]}'.`, `Ang '${w.tl}' ay nagsisimula sa '${syllables[i]}'.`),
      }),
    );
  });
  // Medium: the two words that start with a syllable, among five.
  const medium = [0, 2, 4].map((i, n) => {
    const right = set.words[i].slice(0, 2).map(word);
    const wrong = others(i, 3).map((s) => word(set.words[syllables.indexOf(s)][0]));
    return q(
      'medium',
      multipleChoice({
        prompt: bi(
          `Which words start with '${syllables[i]}'? Pick two.`,
          `Aling mga salita ang nagsisimula sa '${syllables[i]}'? Pumili ng dalawa.`,
        ),
        choices: arrange(
          right.map((w) => choice(filipinoWord(w), true, w.art)),
          wrong.map((w) => choice(filipinoWord(w), false, w.art)),
          n + 2,
        ),
        listen: listen('tl', null),
        hint: bi(
          `Tap each one to hear its word. Listen for '${syllables[i]}' at the start.`,
          `Pindutin ang bawat isa para marinig ang salita. Pakinggan kung may '${syllables[i]}' sa simula.`,
        ),
        explanation: bi(
          `${right.map((w) => `'${w.tl}'`).join(' and ')} start with '${syllables[i]}'.`,
          `Ang ${right.map((w) => `'${w.tl}'`).join(' at ')} ay nagsisimula sa '${syllables[i]}'.`,
        ),
      }),
    );
  });
  // Hard: the three syllables of a word.
  const hard = set.splits.map((s, n) =>
    q(
      'hard',
      multipleChoice({
        prompt: bi(
          'Listen to the word. Which syllables make it? Pick three.',
          'Pakinggan ang salita. Anong mga pantig ang bumubuo rito? Pumili ng tatlo.',
        ),
        picture: pictureOf(s.word),
        choices: arrange(
          s.parts.map((p) => choice(syl(p), true)),
          s.wrong.map((p) => choice(syl(p), false)),
          n,
        ),
        listen: listen('tl', s.word),
        hint: bi('Say the word slowly and clap once for each part.', 'Sabihin nang dahan-dahan ang salita at pumalakpak sa bawat pantig.'),
        explanation: bi(`${s.word} = ${s.parts.join(' + ')}.`, `${s.word} = ${s.parts.join(' + ')}.`),
      }),
    ),
  );
  const title = `Pantig: ${syllables.join('-')}`;
  const first = word(set.words[0][0]);
  return {
    key: `fil-pantig-${c}`,
    area: 'filipino',
    title: bi(`Syllables: ${syllables.join('-')}`, title),
    type: 'multiple_choice',
    icon: 'B',
    required_score: 80,
    lesson: bi(
      `The letter ${c} joins each vowel to make a syllable: ${syllables.join(', ')}. Example: ${first.tl} (${first.en}) starts with ${syllables[0]}.`,
      `Ang titik ${c} ay sumasama sa bawat patinig para makabuo ng pantig: ${syllables.join(', ')}. Halimbawa: ang ${first.tl} ay nagsisimula sa ${syllables[0]}.`,
    ),
    image: first.art ?? null,
    questions: [...build, ...hear, ...medium, ...hard].map((question) => ({ ...question, concept: syllableConcept(syllables) })),
  };
}

const syllableActivities = SYLLABLE_SETS.map(syllableActivity);

// ---------------------------------------------------------------------------------------------------
// First words: picture ↔ Filipino word.

function pictureMatching(words: Word[], i: number, k: number) {
  const items = rotate(words, i, k);
  return matching({
    prompt: bi('Match each picture with its Filipino word.', 'Itambal ang bawat larawan sa tamang salita.'),
    pairs: items.map((w) => ({ prompt: null, promptArt: w.art, answer: filipinoWord(w) })),
    hint: bi('Look at each picture. What do we call it in Filipino?', 'Tingnan ang bawat larawan. Ano ang tawag natin dito?'),
    explanation: sentences(items.map((w) => bi(`This is ${w.tl} (${w.en}).`, `Ito ay ${w.tl}.`))),
  });
}

function pictureMatchingActivity(
  key: string,
  title: Bilingual,
  icon: PrebuiltActivity['icon'],
  tls: string[],
  lesson: Bilingual,
): PrebuiltActivity {
  const words = tls.map(word);
  return {
    key,
    area: 'filipino',
    title,
    type: 'matching',
    icon,
    required_score: 80,
    lesson,
    image: words[0].art ?? null,
    questions: [
      ...[0, 2, 4, 6].map((i) => q('easy', pictureMatching(words, i, 2))),
      ...[1, 4, 7].map((i) => q('medium', pictureMatching(words, i, 3))),
      ...[0, 3, 5].map((i) => q('hard', pictureMatching(words, i, 4))),
    ].map((question) => ({ ...question, concept: firstWordsConcept(title) })),
  };
}

function whatIsThis(target: Word, wrong: Word[], seed: number): PrebuiltQuestion['data'] {
  return multipleChoice({
    prompt: bi('What is this? Choose its Filipino word.', 'Ano ito?'),
    picture: target.art,
    choices: arrange(
      [choice(filipinoWord(target), true)],
      wrong.map((w) => choice(filipinoWord(w), false)),
      seed,
    ),
    hint: bi('Say the name of the picture in Filipino.', 'Sabihin ang pangalan ng larawan.'),
    explanation: bi(`This is ${target.tl} (${target.en}).`, `Ito ay ${target.tl}.`),
  });
}

function categoryQuestion(prompt: Bilingual, right: Word[], wrong: Word[], seed: number, why: Bilingual): PrebuiltQuestion['data'] {
  return multipleChoice({
    prompt,
    choices: arrange(
      right.map((w) => choice(filipinoWord(w), true, w.art)),
      wrong.map((w) => choice(filipinoWord(w), false, w.art)),
      seed,
    ),
    hint: bi('Look at each picture and think about where you see it.', 'Tingnan ang bawat larawan at isipin kung saan mo ito nakikita.'),
    explanation: why,
  });
}

function pictureQuizActivity(
  key: string,
  title: Bilingual,
  icon: PrebuiltActivity['icon'],
  tls: string[],
  category: { prompt: Bilingual; members: string[]; outsiders: string[]; why: Bilingual },
  lesson: Bilingual,
): PrebuiltActivity {
  const words = tls.map(word);
  const members = category.members.map(word);
  const out = category.outsiders.map(word);
  const without = (w: Word) => words.filter((x) => x !== w);
  return {
    key,
    area: 'filipino',
    title,
    type: 'multiple_choice',
    icon,
    required_score: 80,
    lesson,
    image: words[0].art ?? null,
    questions: [
      ...[0, 1, 2, 3].map((i) => q('easy', whatIsThis(words[i], rotate(without(words[i]), i, 2), i))),
      ...[4, 5, 6].map((i) => q('medium', whatIsThis(words[i], rotate(without(words[i]), i, 4), i))),
      ...[0, 2, 4].map((i, n) => q('hard', categoryQuestion(category.prompt, rotate(members, i, 3), rotate(out, n, 3), n, category.why))),
    ].map((question) => ({ ...question, concept: firstWordsConcept(title) })),
  };
}

const firstWordActivities: PrebuiltActivity[] = [
  pictureMatchingActivity(
    'fil-unang-salita-hayop',
    bi('First words: animals', 'Unang salita: mga hayop'),
    'Default',
    ['aso', 'pusa', 'baka', 'kabayo', 'manok', 'isda', 'ibon', 'oso', 'bibe'],
    bi(
      'Animals in Filipino: aso (dog), pusa (cat), baka (cow), kabayo (horse), manok (chicken), isda (fish), ibon (bird), oso (bear), bibe (duck).',
      'Mga hayop: aso, pusa, baka, kabayo, manok, isda, ibon, oso at bibe.',
    ),
  ),
  pictureMatchingActivity(
    'fil-unang-salita-pagkain',
    bi('First words: fruits and food', 'Unang salita: prutas at pagkain'),
    'Fruit',
    ['mangga', 'saging', 'mansanas', 'niyog', 'dalandan', 'gatas', 'itlog', 'hipon'],
    bi(
      'Food in Filipino: mangga (mango), saging (banana), mansanas (apple), niyog (coconut), dalandan (native orange), gatas (milk), itlog (egg), hipon (shrimp).',
      'Mga pagkain: mangga, saging, mansanas, niyog, dalandan, gatas, itlog at hipon.',
    ),
  ),
  pictureQuizActivity(
    'fil-unang-salita-bahay',
    bi('First words: at home', 'Unang salita: sa bahay'),
    'Object',
    ['tasa', 'unan', 'walis', 'orasan', 'sapatos', 'relo', 'payong', 'bahay'],
    {
      prompt: bi('Which of these are things we use at home? Pick three.', 'Alin ang mga gamit sa bahay? Pumili ng tatlo.'),
      members: ['tasa', 'unan', 'walis', 'orasan', 'sapatos', 'relo', 'payong'],
      outsiders: ['aso', 'puno', 'ulan', 'isda', 'buwan'],
      why: bi(
        'Cups, pillows, brooms, clocks, shoes, watches and umbrellas are things we use at home.',
        'Ang tasa, unan, walis, orasan, sapatos, relo at payong ay mga gamit sa bahay.',
      ),
    },
    bi(
      'Things at home: tasa (cup), unan (pillow), walis (broom), orasan (clock), sapatos (shoes), relo (watch), payong (umbrella).',
      'Mga gamit sa bahay: tasa, unan, walis, orasan, sapatos, relo at payong.',
    ),
  ),
  pictureQuizActivity(
    'fil-unang-salita-kalikasan',
    bi('First words: nature', 'Unang salita: kalikasan'),
    'Default',
    ['puno', 'dahon', 'rosas', 'halaman', 'bulaklak', 'araw', 'ulan', 'buwan'],
    {
      prompt: bi('Which of these are plants? Pick three.', 'Alin ang mga halaman? Pumili ng tatlo.'),
      members: ['puno', 'rosas', 'halaman', 'bulaklak'],
      outsiders: ['araw', 'ulan', 'kotse', 'tasa', 'buwan'],
      why: bi(
        'Trees, roses, flowers and other plants grow from the ground.',
        'Ang puno, rosas, bulaklak at iba pang halaman ay tumutubo sa lupa.',
      ),
    },
    bi(
      'Nature in Filipino: puno (tree), dahon (leaf), rosas (rose), halaman (plant), bulaklak (flower), araw (sun), ulan (rain), buwan (moon).',
      'Sa kalikasan: puno, dahon, rosas, halaman, bulaklak, araw, ulan at buwan.',
    ),
  ),
];

/** Filipino activities of the library. */
export const FILIPINO_ACTIVITIES: PrebuiltActivity[] = [
  ...abakadaActivities,
  ...alphabetActivities,
  ...syllableActivities,
  ...firstWordActivities,
];
