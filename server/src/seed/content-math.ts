/**
 * Demo content: Mathematics (counting 1-10, shapes). Pictures are the shipped art (counting groups drawn
 * with a fixed number of things, shapes), never emoji; each shape question's hint fits its shapes (issue 19).
 */
import { matching, multipleChoice, pic, t, tracing, type Bilingual, type SubjectTemplate } from './content-builders';

const countHint = t(
  'Point to each picture and count out loud: 1, 2, 3…',
  'Ituro ang bawat larawan at bumilang nang malakas: isa, dalawa, tatlo…',
);
const n = (digit: string): Bilingual => t(digit);
const shapesPrompt = t('Match each shape to its name.', 'Itugma ang bawat hugis sa pangalan nito.');
const shapesWhy = t('Shapes are named by their sides and corners.', 'Pinangangalanan ang mga hugis ayon sa kanilang gilid at sulok.');

/** The demo's shapes: name and what tells it apart (the hint of a question is made of its shapes' clues). */
const SHAPES = {
  circle: { name: t('Circle', 'Bilog'), clue: t('A circle is round, with no corners.', 'Ang bilog ay pabilog at walang sulok.') },
  square: {
    name: t('Square', 'Parisukat'),
    clue: t('A square has four sides, all the same.', 'Ang parisukat ay may apat na magkakaparehong gilid.'),
  },
  triangle: { name: t('Triangle', 'Tatsulok'), clue: t('A triangle has three corners.', 'Ang tatsulok ay may tatlong sulok.') },
  star: { name: t('Star', 'Bituin'), clue: t('A star has five points.', 'Ang bituin ay may limang tulis.') },
  heart: {
    name: t('Heart', 'Puso'),
    clue: t('A heart has two bumps on top and a point below.', 'Ang puso ay may dalawang umbok sa itaas at tulis sa ibaba.'),
  },
  rectangle: {
    name: t('Rectangle', 'Parihaba'),
    clue: t('A rectangle has two long sides and two short sides.', 'Ang parihaba ay may dalawang mahabang gilid at dalawang maikli.'),
  },
} as const;
type ShapeId = keyof typeof SHAPES;

/** The hint of a question about these shapes: each one's clue. */
const shapesHint = (ids: ShapeId[]): Bilingual =>
  t(ids.map((id) => SHAPES[id].clue.en).join(' '), ids.map((id) => SHAPES[id].clue.tl).join(' '));

/** A matching question: each shape's picture to its name. */
const matchShapes = (level: 'easy' | 'medium' | 'hard', ids: ShapeId[]) =>
  matching(
    level,
    shapesPrompt,
    ids.map((id) => [pic(`shape-${id}`), SHAPES[id].name]),
    shapesHint(ids),
    shapesWhy,
  );

export const mathematics: SubjectTemplate = {
  name: 'Mathematics',
  cover: 'GREEN',
  activities: [
    {
      title: 'Counting 1-10',
      type: 'multiple_choice',
      icon: 'Number',
      concept: 'Counting 1-10',
      questions: [
        multipleChoice(
          'easy',
          t('How many apples?', 'Ilan ang mansanas?'),
          [
            [n('2'), false],
            [n('3'), true],
            [n('4'), false],
          ],
          countHint,
          t('There are 3 apples.', 'May 3 mansanas.'),
          pic('count-apple-3'),
        ),
        multipleChoice(
          'easy',
          t('How many stars?', 'Ilan ang bituin?'),
          [
            [n('5'), true],
            [n('6'), false],
            [n('4'), false],
          ],
          countHint,
          t('There are 5 stars.', 'May 5 bituin.'),
          pic('count-star-5'),
        ),
        multipleChoice(
          'medium',
          t('Which two numbers are bigger than 5?', 'Aling dalawang bilang ang mas malaki sa 5?'),
          [
            [n('3'), false],
            [n('7'), true],
            [n('2'), false],
            [n('9'), true],
            [n('4'), false],
          ],
          t('Count from 1. Numbers you say after 5 are bigger.', 'Bumilang mula 1. Ang mga bilang pagkatapos ng 5 ay mas malaki.'),
          t('7 and 9 come after 5.', 'Ang 7 at 9 ay pagkatapos ng 5.'),
        ),
        multipleChoice(
          'medium',
          t('How many apples? Find the number and its name.', 'Ilan ang mansanas? Hanapin ang bilang at ang pangalan nito.'),
          [
            [n('4'), true],
            [n('3'), false],
            [t('four', 'apat'), true],
            [n('5'), false],
            [t('two', 'dalawa'), false],
          ],
          countHint,
          t('There are 4 apples: 4 and "four" both tell it.', 'May 4 na mansanas: ang 4 at "apat" ay parehong nagsasabi nito.'),
          pic('count-apple-4'),
        ),
        multipleChoice(
          'hard',
          t('Which three numbers come after 6?', 'Aling tatlong bilang ang kasunod ng 6?'),
          [
            [n('7'), true],
            [n('2'), false],
            [n('8'), true],
            [n('5'), false],
            [n('10'), true],
            [n('3'), false],
          ],
          t('Count 6, 7, 8, 9, 10.', 'Bumilang: 6, 7, 8, 9, 10.'),
          t('7, 8 and 10 come after 6.', 'Ang 7, 8 at 10 ay kasunod ng 6.'),
        ),
        multipleChoice(
          'hard',
          t('How many stars? Find three right answers.', 'Ilan ang bituin? Hanapin ang tatlong tamang sagot.'),
          [
            [n('10'), true],
            [t('ten', 'sampu'), true],
            [n('8'), false],
            [t('9 + 1'), true],
            [n('7'), false],
            [t('six', 'anim'), false],
          ],
          t('Two rows of five: count them all, 1 to 10.', 'Dalawang hanay na tiglilima: bilangin lahat, 1 hanggang 10.'),
          t('10, "ten" and 9 + 1 all mean 10.', 'Ang 10, "sampu" at 9 + 1 ay pare-parehong 10.'),
          pic('count-star-10'),
        ),
      ],
    },
    {
      title: 'Shapes Match',
      type: 'matching',
      icon: 'Square',
      concept: 'Shapes',
      questions: [
        matchShapes('easy', ['circle', 'square']),
        matchShapes('easy', ['triangle', 'star']),
        matchShapes('medium', ['circle', 'triangle', 'rectangle']),
        matchShapes('medium', ['square', 'heart', 'star']),
        matching(
          'hard',
          t('Match each thing to its shape.', 'Itugma ang bawat bagay sa hugis nito.'),
          [
            [pic('ball'), SHAPES.circle.name],
            [pic('flag'), SHAPES.rectangle.name],
            [t('a slice of pizza', 'isang hiwa ng pizza'), SHAPES.triangle.name],
            [t('a picture frame', 'isang kuwadro'), SHAPES.square.name],
          ],
          t(
            'A ball is round. A flag is longer than it is tall. A slice of pizza has three corners. A frame has four sides, all the same.',
            'Pabilog ang bola. Mas mahaba ang watawat kaysa sa taas nito. Tatlo ang sulok ng hiwa ng pizza. Apat na magkakaparehong gilid ang kuwadro.',
          ),
          t('Things around us have shapes too.', 'May hugis din ang mga bagay sa paligid natin.'),
        ),
        matchShapes('hard', ['circle', 'square', 'triangle', 'rectangle']),
      ],
    },
    {
      title: 'Trace the Shapes',
      type: 'tracing',
      icon: 'Circle',
      concept: 'Shapes',
      questions: [
        tracing('easy', 'circle', t('Trace the circle.', 'Bakatin ang bilog.')),
        tracing('medium', 'square', t('Trace the square.', 'Bakatin ang parisukat.')),
        tracing('hard', 'triangle', t('Trace the triangle.', 'Bakatin ang tatsulok.')),
      ],
    },
  ],
};
