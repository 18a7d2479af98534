/**
 * Tracing sets: every letter of the Filipino alphabet (A-Z, Ñ, NG) as capitals and small letters, the
 * digits 0-9 and the shapes, all by id of the tracing library (contract/src/tracing).
 *
 * NOTE(content): difficulty is relative within a set: the targets with the fewest, straightest strokes
 * are easy, those with more curves or pieces (and Ñ, NG) are hard. The grouping follows the stroke and
 * curve counts of the library's definitions; it is written out here so the content (and its hash) does
 * not move when a glyph is redrawn.
 */
import type { Bilingual, Difficulty } from '@aralin/contract';
import { bi, q, tracing } from './build';
import { letterConcept, numberConcept, shapeConcept } from './concepts';
import type { PrebuiltActivity, PrebuiltConcept } from './types';

type Levels = Record<Difficulty, string[]>;

/**
 * What the board shows (web/src/features/tracing): a hand that draws each stroke first, numbered start
 * markers and a dashed guide; no arrows. A letter may take more than one stroke.
 */
const HOW = bi(
  'Watch the hand draw it first. Then start at number 1 and trace each line the way the hand did.',
  'Panoorin muna ang kamay. Saka magsimula sa bilang 1 at bakatin ang bawat guhit gaya ng ginawa ng kamay.',
);

const CAPITAL_SETS: { range: string; levels: Levels }[] = [
  { range: 'A-G', levels: { easy: ['E', 'F'], medium: ['A', 'C', 'D'], hard: ['B', 'G'] } },
  { range: 'H-Ñ', levels: { easy: ['H', 'I', 'L'], medium: ['J', 'K', 'M', 'N'], hard: ['Ñ'] } },
  { range: 'NG-S', levels: { easy: ['O'], medium: ['P', 'Q'], hard: ['R', 'S', 'NG'] } },
  { range: 'T-Z', levels: { easy: ['T', 'V', 'X'], medium: ['Y', 'Z'], hard: ['U', 'W'] } },
];

const SMALL_SETS: { range: string; levels: Levels }[] = [
  { range: 'a-g', levels: { easy: ['c', 'f'], medium: ['a', 'd', 'e'], hard: ['b', 'g'] } },
  { range: 'h-ñ', levels: { easy: ['i', 'l', 'k'], medium: ['h', 'j', 'n'], hard: ['m', 'ñ'] } },
  { range: 'ng-s', levels: { easy: ['o'], medium: ['r', 'p'], hard: ['q', 's', 'ng'] } },
  { range: 't-z', levels: { easy: ['t', 'v', 'x'], medium: ['y', 'z', 'w'], hard: ['u'] } },
];

const DIGIT_LEVELS: Levels = { easy: ['1', '4', '7'], medium: ['0', '2', '5', '9'], hard: ['3', '6', '8'] };

const SHAPES: Record<string, Bilingual> = {
  square: bi('square', 'parisukat'),
  rectangle: bi('rectangle', 'parihaba'),
  triangle: bi('triangle', 'tatsulok'),
  circle: bi('circle', 'bilog'),
  oval: bi('oval', 'biluhaba'),
  diamond: bi('diamond', 'diyamante'),
  star: bi('star', 'bituin'),
  heart: bi('heart', 'puso'),
};
const SHAPE_LEVELS: Levels = { easy: ['square', 'rectangle', 'triangle'], medium: ['circle', 'oval', 'diamond'], hard: ['star', 'heart'] };

const LEVELS: Difficulty[] = ['easy', 'medium', 'hard'];

function tracingActivity(input: {
  key: string;
  title: Bilingual;
  icon: PrebuiltActivity['icon'];
  /** What a target teaches: its letter (capital and small are one concept), number or shape (issue 15). */
  concept: (target: string) => PrebuiltConcept;
  levels: Levels;
  prompt: (target: string) => Bilingual;
  lesson: Bilingual;
}): PrebuiltActivity {
  return {
    key: input.key,
    area: 'tracing',
    title: input.title,
    type: 'tracing',
    icon: input.icon,
    required_score: 80,
    lesson: input.lesson,
    image: null,
    questions: LEVELS.flatMap((level) =>
      input.levels[level].map((target) => q(level, tracing(target, input.prompt(target)), input.concept(target))),
    ),
  };
}

const slug = (range: string) =>
  range
    .toLowerCase()
    .replace(/ñ/g, 'enye')
    .replace(/[^a-z0-9]+/g, '-');

/** The tracing activities of the library. */
export const TRACING_ACTIVITIES: PrebuiltActivity[] = [
  ...CAPITAL_SETS.map((set) =>
    tracingActivity({
      key: `trace-capitals-${slug(set.range)}`,
      title: bi(`Trace capital letters ${set.range}`, `Bakatin ang malalaking titik ${set.range}`),
      icon: 'A',
      concept: letterConcept,
      levels: set.levels,
      prompt: (t) => bi(`Trace the capital letter ${t}.`, `Bakatin ang malaking titik ${t}.`),
      lesson: HOW,
    }),
  ),
  ...SMALL_SETS.map((set) =>
    tracingActivity({
      key: `trace-small-${slug(set.range)}`,
      title: bi(`Trace small letters ${set.range}`, `Bakatin ang maliliit na titik ${set.range}`),
      icon: 'B',
      concept: letterConcept,
      levels: set.levels,
      prompt: (t) => bi(`Trace the small letter ${t}.`, `Bakatin ang maliit na titik ${t}.`),
      lesson: HOW,
    }),
  ),
  tracingActivity({
    key: 'trace-digits-0-9',
    title: bi('Trace numbers 0-9', 'Bakatin ang mga bilang 0-9'),
    icon: 'Number',
    concept: (t) => numberConcept(Number(t)),
    levels: DIGIT_LEVELS,
    prompt: (t) => bi(`Trace the number ${t}.`, `Bakatin ang bilang ${t}.`),
    lesson: HOW,
  }),
  tracingActivity({
    key: 'trace-shapes',
    title: bi('Trace shapes', 'Bakatin ang mga hugis'),
    icon: 'Star',
    concept: (t) => shapeConcept(SHAPES[t]),
    levels: SHAPE_LEVELS,
    prompt: (t) => bi(`Trace the ${SHAPES[t].en}.`, `Bakatin ang ${SHAPES[t].tl}.`),
    lesson: HOW,
  }),
];
