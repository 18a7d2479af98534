/**
 * The library's concepts (issue 15 item 2): one per thing a teacher can act on, a letter (capital and small
 * together), a number, a shape, a color, a beginning sound or short vowel, a syllable family, a sight word, a
 * first-words theme or a number fact. Each question counts for its own concept (questions.concept_id), so
 * mastery, "Focus on" and "Great in" speak of "Letter Ññ" rather than "Tracing letters".
 *
 * A concept's stored name holds both languages, `English / Filipino` (Filipino first for what only the
 * Filipino area teaches), like every library concept before it. Names start with their kind ("Letter",
 * "Number", "Shape"…), so the A-to-Z order of every list (numeric: Number 2 before Number 10) groups them.
 */
import type { Bilingual, CompetencyKey, ConceptKind } from '@aralin/contract';
import type { PrebuiltConcept, PrebuiltQuestion } from './types';

const REQUIRED = 80;

/**
 * The curriculum competency each kind of concept serves (issue 13 item 7; contract/src/curriculum.ts and
 * docs/prebuilt-library.md "Curriculum tags"). Numbers and facts choose their own (below).
 */
const KIND_COMPETENCY: Partial<Record<ConceptKind, CompetencyKey>> = {
  letter: 'k-alphabet',
  sound: 'k-letter-sounds',
  syllables: 'k-letter-sounds',
  sight_word: 'k-vocabulary',
  first_words: 'k-vocabulary',
  shape: 'k-sort-attribute',
  color: 'k-sort-attribute',
};

function concept(kind: ConceptKind, names: Bilingual, filipinoFirst = false, competency?: CompetencyKey): PrebuiltConcept {
  return {
    name: filipinoFirst ? `${names.tl} / ${names.en}` : `${names.en} / ${names.tl}`,
    names,
    kind,
    required_score: REQUIRED,
    competency: competency ?? KIND_COMPETENCY[kind]!,
  };
}

/** A letter, capital or small ('A', 'ñ', 'NG'): "Letter Aa / Titik Aa", "Letter NG ng / Titik NG ng". */
export function letterConcept(capital: string): PrebuiltConcept {
  const upper = capital.toUpperCase();
  const both = upper.length > 1 ? `${upper} ${upper.toLowerCase()}` : `${upper}${upper.toLowerCase()}`;
  return concept('letter', { en: `Letter ${both}`, tl: `Titik ${both}` });
}

/** A number 0-20 (its numeral, name, quantity and writing): "Number 7 / Bilang 7". */
export function numberConcept(n: number): PrebuiltConcept {
  // 0-10: numerals to 10; 11-20: the curriculum's counting to 20 (its numeral competency stops at 10).
  return concept('number', { en: `Number ${n}`, tl: `Bilang ${n}` }, false, n <= 10 ? 'k-numerals-10' : 'k-rote-count-20');
}

/** A shape by its names: "Shape: circle / Hugis: bilog". */
export function shapeConcept(name: Bilingual): PrebuiltConcept {
  return concept('shape', { en: `Shape: ${name.en}`, tl: `Hugis: ${name.tl}` });
}

/** A color by its names: "Color: red / Kulay: pula". */
export function colorConcept(name: Bilingual): PrebuiltConcept {
  return concept('color', { en: `Color: ${name.en}`, tl: `Kulay: ${name.tl}` });
}

const SHORT_VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);

/** An English beginning sound: "Short vowel a / Maikling patinig a" or "Beginning sound b / Unang tunog b". */
export function soundConcept(letter: string): PrebuiltConcept {
  const l = letter.toLowerCase();
  return SHORT_VOWELS.has(l)
    ? concept('sound', { en: `Short vowel ${l}`, tl: `Maikling patinig ${l}` })
    : concept('sound', { en: `Beginning sound ${l}`, tl: `Unang tunog ${l}` });
}

/** A Filipino syllable family: "Pantig ba-be-bi-bo-bu / Syllables ba-be-bi-bo-bu". */
export function syllableConcept(syllables: string[]): PrebuiltConcept {
  const list = syllables.join('-');
  return concept('syllables', { en: `Syllables ${list}`, tl: `Pantig ${list}` }, true);
}

/** An English sight word: "Sight word: the / Sight word: the" (the word is English in both views). */
export function sightWordConcept(word: string): PrebuiltConcept {
  return concept('sight_word', { en: `Sight word: ${word}`, tl: `Sight word: ${word}` });
}

/** A theme of Filipino first words: "Unang salita: mga hayop / First words: animals". */
export function firstWordsConcept(theme: Bilingual): PrebuiltConcept {
  return concept('first_words', theme, true);
}

/** The number facts the mathematics area teaches beyond single numbers. */
export const NUMBER_FACTS = {
  /** Which group has more or fewer (pictures side by side). */
  moreOrFewer: concept('fact', { en: 'Fact: more or fewer', tl: 'Kaalaman: mas marami o mas kaunti' }, false, 'k-compare-groups'),
  /** Which numbers are more, less, bigger or smaller than a number. */
  moreOrLess: concept('fact', { en: 'Fact: more than, less than', tl: 'Kaalaman: higit sa, kulang sa' }, false, 'k-compare-groups'),
  /** The number before, after or between. */
  beforeAfter: concept('fact', { en: 'Fact: before, after, between', tl: 'Kaalaman: bago, pagkatapos, pagitan' }, false, 'k-before-after'),
  /** Counting by 2s and by 5s. */
  skipCounting: concept(
    'fact',
    { en: 'Fact: counting by 2s and 5s', tl: 'Kaalaman: pagbilang nang dalawahan at limahan' },
    false,
    'k-rote-count-20',
  ),
  /** Sides and corners of shapes (round, 4 sides, no corners). */
  sidesAndCorners: concept(
    'shape',
    { en: 'Shape fact: sides and corners', tl: 'Kaalaman sa hugis: gilid at sulok' },
    false,
    'k-describe-attributes',
  ),
} as const;

/**
 * Tags questions that each test several things (a matching question pairs 2-4 letters): each counts for
 * one of its candidates, the one given the fewest questions so far in the activity (ties: the first listed),
 * so every letter, number, shape or color of an activity is some question's concept. A right answer shows
 * every pair known; a wrong one lowers the mastery of the question's concept only (docs/prebuilt-library.md).
 */
export function focused(items: { question: PrebuiltQuestion; candidates: PrebuiltConcept[] }[]): PrebuiltQuestion[] {
  const used = new Map<string, number>();
  return items.map(({ question, candidates }) => {
    let best = candidates[0];
    for (const c of candidates) if ((used.get(c.name) ?? 0) < (used.get(best.name) ?? 0)) best = c;
    used.set(best.name, (used.get(best.name) ?? 0) + 1);
    return { ...question, concept: best };
  });
}

/** The same question with its concept. */
export const tagged = (question: PrebuiltQuestion, c: PrebuiltConcept): PrebuiltQuestion => ({ ...question, concept: c });
