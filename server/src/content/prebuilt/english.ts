/**
 * English: capital and small letters, beginning sounds and sight words. English-first: words the child
 * learns stay English in both views (with a Filipino gloss in `tl`); instructions are translated.
 * Data module: longer than the usual file size on purpose.
 */
import type { Bilingual } from '@aralin/contract';
import { arrange, bi, choice, listen, matching, multipleChoice, q, rotate, sentences } from './build';
import { focused, letterConcept, sightWordConcept, soundConcept } from './concepts';
import type { PrebuiltActivity } from './types';
import { englishWord, wordEn, type Word } from './words';

// ---------------------------------------------------------------------------------------------------
// Capital ↔ small letters.

function caseQuestion(capitals: string[]) {
  return matching({
    prompt: bi('Match each capital letter with its small letter.', 'Itambal ang bawat malaking titik sa maliit na titik nito.'),
    pairs: capitals.map((c) => ({ prompt: bi(c), answer: bi(c.toLowerCase()) })),
    hint: bi(
      'Say the name of each letter. The small letter has the same name.',
      'Sabihin ang pangalan ng bawat titik. Pareho ang pangalan ng malaki at maliit na titik.',
    ),
    explanation: bi(
      `${capitals.map((c) => `${c} goes with ${c.toLowerCase()}`).join(', ')}.`,
      `${capitals.map((c) => `Magkapares ang ${c} at ${c.toLowerCase()}`).join('. ')}.`,
    ),
  });
}

function caseActivity(capitals: string[]): PrebuiltActivity {
  const range = `${capitals[0]}-${capitals[capitals.length - 1]}`;
  return {
    key: `eng-letters-${range.toLowerCase()}`,
    area: 'english',
    title: bi(`Letters ${range}: capital and small`, `Mga titik ${range}: malaki at maliit`),
    type: 'matching',
    icon: 'C',
    required_score: 80,
    lesson: bi(
      `Every letter has a capital and a small form: ${capitals.map((c) => `${c} ${c.toLowerCase()}`).join(', ')}.`,
      `Bawat titik ay may malaki at maliit na anyo: ${capitals.map((c) => `${c} ${c.toLowerCase()}`).join(', ')}.`,
    ),
    image: null,
    questions: focused(
      [
        ...[0, 2, 4, 5].map((i) => ['easy', rotate(capitals, i, 2)] as const),
        ...[1, 3, 5].map((i) => ['medium', rotate(capitals, i, 3)] as const),
        ...[0, 2, 3].map((i) => ['hard', rotate(capitals, i, 4)] as const),
      ].map(([level, items]) => ({ question: q(level, caseQuestion(items)), candidates: items.map(letterConcept) })),
    ),
  };
}

const caseActivities = [
  ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
  ['H', 'I', 'J', 'K', 'L', 'M', 'N'],
  ['O', 'P', 'Q', 'R', 'S', 'T'],
  ['U', 'V', 'W', 'X', 'Y', 'Z'],
].map(caseActivity);

// ---------------------------------------------------------------------------------------------------
// Beginning sounds: a picture's English name and the letter it starts with.

interface SoundSet {
  key: string;
  title: Bilingual;
  /** Letter → English words (pictured) that start with it. */
  words: Record<string, string[]>;
}

/**
 * NOTE(content): the vowel set teaches the short vowels (a as in apple, i as in igloo): no word with a
 * long vowel sound at its start ('ice', 'ear', 'uniform'). A library test pins it.
 */
const SOUND_SETS: SoundSet[] = [
  {
    key: 'eng-sounds-vowels',
    title: bi('Beginning sounds: a, e, i, o, u', 'Unang tunog: a, e, i, o, u'),
    words: { a: ['apple', 'ant'], e: ['egg', 'elephant'], i: ['igloo', 'insect'], o: ['octopus', 'orange'], u: ['umbrella'] },
  },
  {
    key: 'eng-sounds-bcdfh',
    title: bi('Beginning sounds: b, c, d, f, h', 'Unang tunog: b, c, d, f, h'),
    words: {
      b: ['ball', 'bird', 'bear', 'banana', 'balloon'],
      c: ['cat', 'cow', 'cup', 'clock', 'coconut'],
      d: ['dog', 'duck'],
      f: ['fish', 'flag', 'flower'],
      h: ['horse', 'hand', 'house'],
    },
  },
  {
    key: 'eng-sounds-lmprstwy',
    title: bi('Beginning sounds: l, m, p, r, s, t, w, y', 'Unang tunog: l, m, p, r, s, t, w, y'),
    words: {
      l: ['leaf'],
      m: ['mouse', 'milk', 'mango', 'moon'],
      p: ['plant', 'pillow'],
      r: ['rain', 'rose'],
      s: ['sun', 'spider'],
      t: ['tree', 'tooth'],
      w: ['watch', 'water'],
      y: ['yo-yo'],
    },
  },
];

/** 'a', 'b' and 'c' */
function quoted(ws: Word[], and: string): string {
  const q = ws.map((w) => `'${w.en}'`);
  return q.length < 2 ? q.join('') : `${q.slice(0, -1).join(', ')} ${and} ${q[q.length - 1]}`;
}

function soundActivity(set: SoundSet): PrebuiltActivity {
  const letters = Object.keys(set.words);
  const all = letters.flatMap((l) => set.words[l].map((en) => ({ letter: l, word: wordEn(en) })));
  const othersOf = (letter: string) => all.filter((x) => x.letter !== letter).map((x) => x.word);
  const byCount = [...letters].sort((a, b) => set.words[b].length - set.words[a].length);
  const pictureChoices = (right: Word[], wrong: Word[], seed: number) =>
    arrange(
      right.map((w) => choice(englishWord(w), true, w.art)),
      wrong.map((w) => choice(englishWord(w), false, w.art)),
      seed,
    );

  const easy = [0, 1, 2, 3].map((i) => {
    const { letter, word } = all[Math.floor((i * all.length) / 4)];
    const wrongLetters = rotate(
      letters.filter((l) => l !== letter),
      i,
      2,
    );
    return q(
      'easy',
      multipleChoice({
        prompt: bi(
          'What letter does the name of this picture start with?',
          'Sa anong titik nagsisimula ang pangalan ng larawang ito sa Ingles?',
        ),
        picture: word.art,
        choices: arrange(
          [choice(bi(letter), true)],
          wrongLetters.map((l) => choice(bi(l), false)),
          i,
        ),
        listen: listen('en', word.en),
        hint: bi(
          `Say the picture's name in English: '${word.en}'. What sound comes first?`,
          `Sabihin ang pangalan nito sa Ingles: '${word.en}'. Anong tunog ang nauuna?`,
        ),
        explanation: bi(`'${word.en}' starts with ${letter}.`, `Ang '${word.en}' (${word.tl}) ay nagsisimula sa ${letter}.`),
      }),
      soundConcept(letter),
    );
  });
  const medium = rotate(
    byCount.filter((l) => set.words[l].length >= 2),
    0,
    3,
  ).map((letter, i) => {
    const right = rotate(set.words[letter], i, 2).map(wordEn);
    const wrong = rotate(othersOf(letter), i * 2, 3);
    return q(
      'medium',
      multipleChoice({
        prompt: bi(`Which pictures start with ${letter}? Pick two.`, `Aling mga larawan ang nagsisimula sa ${letter}? Pumili ng dalawa.`),
        choices: pictureChoices(right, wrong, i + 1),
        listen: listen('en', null),
        hint: bi(
          `Say each name in English and listen for the ${letter} sound at the start.`,
          `Sabihin ang bawat pangalan sa Ingles at pakinggan ang tunog ng ${letter} sa simula.`,
        ),
        explanation: bi(`${quoted(right, 'and')} start with ${letter}.`, `Ang ${quoted(right, 'at')} ay nagsisimula sa ${letter}.`),
      }),
      soundConcept(letter),
    );
  });
  const hard = rotate(byCount, 0, 3).map((letter, i) => {
    const right = set.words[letter].slice(0, 3).map(wordEn);
    const wrong = rotate(othersOf(letter), i * 3 + 1, 6 - right.length);
    return q(
      'hard',
      multipleChoice({
        prompt: bi(`Find every picture that starts with ${letter}.`, `Hanapin ang lahat ng larawang nagsisimula sa ${letter}.`),
        choices: pictureChoices(right, wrong, i),
        listen: listen('en', null),
        hint: bi(
          `There can be more than one. Listen for ${letter} at the start of each name.`,
          `Maaaring higit sa isa ang sagot. Pakinggan ang ${letter} sa simula ng bawat pangalan.`,
        ),
        explanation: bi(`${quoted(right, 'and')} start with ${letter}.`, `Ang ${quoted(right, 'at')} ay nagsisimula sa ${letter}.`),
      }),
      soundConcept(letter),
    );
  });
  const example = all[0];
  return {
    key: set.key,
    area: 'english',
    title: set.title,
    type: 'multiple_choice',
    icon: 'D',
    required_score: 80,
    lesson: bi(
      `Say a word slowly and listen to its first sound. '${example.word.en}' starts with ${example.letter}. Letters in this set: ${letters.join(', ')}.`,
      `Sabihin nang dahan-dahan ang salita at pakinggan ang unang tunog. Ang '${example.word.en}' ay nagsisimula sa ${example.letter}. Mga titik dito: ${letters.join(', ')}.`,
    ),
    image: example.word.art ?? null,
    questions: [...easy, ...medium, ...hard],
  };
}

const soundActivities = SOUND_SETS.map(soundActivity);

// ---------------------------------------------------------------------------------------------------
// Sight words (Dolch pre-primer): find a word, complete a sentence, spot the words of a sentence.

interface SightWord {
  word: string;
  /** Two look-alike words to tell it from. */
  lookAlikes: [string, string];
  /** A sentence with '___' for the word, and its Filipino meaning. */
  sentence: string;
  meaning: string;
}

interface SightSet {
  n: number;
  words: SightWord[];
  /** Sentences containing exactly three of the set's words (the rest of the set are wrong choices). */
  spot: { sentence: string; meaning: string; found: [string, string, string] }[];
}

const SIGHT_SETS: SightSet[] = [
  {
    n: 1,
    words: [
      { word: 'the', lookAlikes: ['then', 'she'], sentence: 'I see ___ sun.', meaning: 'Nakikita ko ang araw.' },
      { word: 'and', lookAlikes: ['an', 'hand'], sentence: 'I like cats ___ dogs.', meaning: 'Gusto ko ang mga pusa at aso.' },
      { word: 'is', lookAlikes: ['his', 'if'], sentence: 'The ball ___ red.', meaning: 'Pula ang bola.' },
      { word: 'see', lookAlikes: ['sea', 'bee'], sentence: 'I ___ a bird.', meaning: 'May nakikita akong ibon.' },
      { word: 'I', lookAlikes: ['it', 'if'], sentence: '___ am happy.', meaning: 'Masaya ako.' },
      { word: 'a', lookAlikes: ['at', 'as'], sentence: 'I have ___ cat.', meaning: 'May pusa ako.' },
    ],
    spot: [
      { sentence: 'I see the sun.', meaning: 'Nakikita ko ang araw.', found: ['I', 'see', 'the'] },
      { sentence: 'A cat and the dog play.', meaning: 'Naglalaro ang isang pusa at ang aso.', found: ['a', 'and', 'the'] },
      { sentence: 'The ball is red and blue.', meaning: 'Pula at asul ang bola.', found: ['the', 'is', 'and'] },
    ],
  },
  {
    n: 2,
    words: [
      { word: 'can', lookAlikes: ['cat', 'man'], sentence: 'I ___ jump.', meaning: 'Kaya kong tumalon.' },
      { word: 'go', lookAlikes: ['got', 'so'], sentence: 'Let us ___ home.', meaning: 'Umuwi na tayo.' },
      { word: 'to', lookAlikes: ['too', 'two'], sentence: 'I walk ___ school.', meaning: 'Naglalakad ako papunta sa paaralan.' },
      { word: 'we', lookAlikes: ['wet', 'web'], sentence: '___ play together.', meaning: 'Sabay kaming naglalaro.' },
      { word: 'you', lookAlikes: ['your', 'yes'], sentence: 'I love ___.', meaning: 'Mahal kita.' },
      { word: 'my', lookAlikes: ['by', 'may'], sentence: 'This is ___ dog.', meaning: 'Ito ang aking aso.' },
      { word: 'it', lookAlikes: ['at', 'sit'], sentence: 'I like ___.', meaning: 'Gusto ko ito.' },
    ],
    spot: [
      { sentence: 'We can go.', meaning: 'Puwede na kaming umalis.', found: ['we', 'can', 'go'] },
      { sentence: 'Go to my room.', meaning: 'Pumunta ka sa kuwarto ko.', found: ['go', 'to', 'my'] },
      { sentence: 'I want you to see it.', meaning: 'Gusto kong makita mo ito.', found: ['you', 'to', 'it'] },
    ],
  },
  {
    n: 3,
    words: [
      { word: 'like', lookAlikes: ['lake', 'bike'], sentence: 'I ___ mangoes.', meaning: 'Gusto ko ng mangga.' },
      { word: 'look', lookAlikes: ['book', 'lock'], sentence: '___ at the moon!', meaning: 'Tingnan mo ang buwan!' },
      { word: 'said', lookAlikes: ['sad', 'sail'], sentence: 'Mom ___ yes.', meaning: 'Sabi ni Nanay, oo.' },
      { word: 'here', lookAlikes: ['her', 'there'], sentence: 'Come ___, please.', meaning: 'Halika rito, pakiusap.' },
      { word: 'in', lookAlikes: ['on', 'pin'], sentence: 'The fish is ___ the water.', meaning: 'Nasa tubig ang isda.' },
      { word: 'up', lookAlikes: ['us', 'cup'], sentence: 'The bird flies ___ high.', meaning: 'Lumilipad nang mataas ang ibon.' },
      { word: 'me', lookAlikes: ['be', 'mine'], sentence: 'Play with ___.', meaning: 'Makipaglaro ka sa akin.' },
      { word: 'he', lookAlikes: ['she', 'hen'], sentence: '___ is my brother.', meaning: 'Siya ang kuya ko.' },
    ],
    spot: [
      { sentence: 'Look up here!', meaning: 'Tumingin ka rito sa itaas!', found: ['look', 'up', 'here'] },
      { sentence: 'He said hi to me.', meaning: 'Binati niya ako.', found: ['he', 'said', 'me'] },
      { sentence: 'I like it in here.', meaning: 'Gusto ko rito sa loob.', found: ['like', 'in', 'here'] },
    ],
  },
];

/** Sentence-completion distractors that cannot also fit, chosen per sentence from the set. */
function fillChoices(set: SightSet, target: SightWord, i: number): string[] {
  const fits: Record<string, string[]> = {
    'I see ___ sun.': ['a'],
    'I have ___ cat.': ['the'],
    '___ play together.': ['you'],
    'I like ___.': ['you'],
    'I love ___.': ['it'],
    'Come ___, please.': ['in', 'up'],
  };
  const banned = new Set([target.word, ...(fits[target.sentence] ?? [])]);
  return rotate(
    set.words.map((w) => w.word).filter((w) => !banned.has(w)),
    i,
    4,
  );
}

/** The sentence with its blank filled, starting with a capital letter. */
function filled(w: SightWord): string {
  const s = w.sentence.replace('___', w.word);
  return s[0].toUpperCase() + s.slice(1);
}

function sightActivity(set: SightSet): PrebuiltActivity {
  const list = set.words.map((w) => w.word);
  const easy = [0, 2, 4, 1].map((at, i) => {
    const w = set.words[at];
    return q(
      'easy',
      multipleChoice({
        prompt: bi('Find the word you hear.', 'Hanapin ang salitang maririnig mo.'),
        choices: arrange(
          [choice(bi(w.word), true)],
          w.lookAlikes.map((x) => choice(bi(x), false)),
          i,
        ),
        // Reading the word is the skill: the choices are not said (docs/prebuilt-library.md).
        listen: listen('en', w.word, false),
        hint: bi('Look at every letter, from left to right.', 'Tingnan ang bawat titik, mula kaliwa pakanan.'),
        explanation: bi(`This is '${w.word}', as in '${filled(w)}'`, `Ito ang salitang '${w.word}', gaya ng '${filled(w)}' (${w.meaning})`),
      }),
      sightWordConcept(w.word),
    );
  });
  const medium = [1, 3, 5].map((i, n) => {
    const w = set.words[i % set.words.length];
    return q(
      'medium',
      multipleChoice({
        prompt: bi(`Choose the missing word: ${w.sentence}`, `Piliin ang nawawalang salita: ${w.sentence} (${w.meaning})`),
        choices: arrange(
          [choice(bi(w.word), true)],
          fillChoices(set, w, n).map((x) => choice(bi(x), false)),
          n + 1,
        ),
        hint: bi(
          'Read the sentence with each word. Which one sounds right?',
          'Basahin ang pangungusap gamit ang bawat salita. Alin ang tama sa pandinig?',
        ),
        explanation: bi(`'${filled(w)}'`, `'${filled(w)}': ${w.meaning}`),
      }),
      sightWordConcept(w.word),
    );
  });
  const hard = set.spot.map((s, n) => {
    const wrong = list.filter((w) => !s.found.includes(w)).slice(0, 3);
    const question = q(
      'hard',
      multipleChoice({
        prompt: bi(
          'Which words do you hear in the sentence? Pick three.',
          'Aling mga salita ang maririnig mo sa pangungusap? Pumili ng tatlo.',
        ),
        choices: arrange(
          s.found.map((w) => choice(bi(w), true)),
          wrong.map((w) => choice(bi(w), false)),
          n,
        ),
        listen: listen('en', s.sentence, false),
        hint: bi('Point to each word of the sentence as you read it.', 'Ituro ang bawat salita ng pangungusap habang binabasa mo ito.'),
        explanation: bi(
          `'${s.sentence}' has ${s.found.map((w) => `'${w}'`).join(', ')}.`,
          `Nasa '${s.sentence}' ang ${s.found.map((w) => `'${w}'`).join(', ')}.`,
        ),
      }),
    );
    return { question, candidates: s.found.map((w) => sightWordConcept(list.find((x) => x.toLowerCase() === w.toLowerCase())!)) };
  });
  return {
    key: `eng-sight-words-${set.n}`,
    area: 'english',
    title: bi(`Sight words ${set.n}: ${list.join(', ')}`, `Sight words ${set.n}: ${list.join(', ')}`),
    type: 'multiple_choice',
    icon: 'E',
    required_score: 80,
    lesson: sentences([
      bi(
        'Sight words are words we see very often. Learn to read them at a glance:',
        'Ang sight words ay mga salitang madalas nating makita. Sanayin ang mabilis na pagbasa sa mga ito:',
      ),
      bi(`${list.join(', ')}.`),
    ]),
    image: null,
    // A sentence question counts for the word of the three seen least in the set's other questions.
    questions: focused([...easy, ...medium].map((question) => ({ question, candidates: [question.concept!] })).concat(hard)),
  };
}

const sightActivities = SIGHT_SETS.map(sightActivity);

/** English activities of the library. */
export const ENGLISH_ACTIVITIES: PrebuiltActivity[] = [...caseActivities, ...soundActivities, ...sightActivities];
