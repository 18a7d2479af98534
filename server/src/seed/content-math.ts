/** Demo content: Mathematics (counting 1-10, shapes). Emoji stand in for pictures until artwork lands (issue 4). */
import { matching, multipleChoice, t, tracing, type Bilingual, type SubjectTemplate } from './content-builders';

const countHint = t(
  'Point to each picture and count out loud: 1, 2, 3…',
  'Ituro ang bawat larawan at bumilang nang malakas: isa, dalawa, tatlo…',
);
const n = (digit: string): Bilingual => t(digit);
const shapesPrompt = t('Match each shape to its name.', 'Itugma ang bawat hugis sa pangalan nito.');
const shapesHint = t('Count the sides. A circle has none!', 'Bilangin ang mga gilid. Walang gilid ang bilog!');
const shapesWhy = t('Shapes are named by their sides and corners.', 'Pinangangalanan ang mga hugis ayon sa kanilang gilid at sulok.');
const shape = (symbol: string, en: string, tl: string): [Bilingual, Bilingual] => [t(symbol), t(en, tl)];

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
          t('How many apples? 🍎🍎🍎', 'Ilan ang mansanas? 🍎🍎🍎'),
          [
            [n('2'), false],
            [n('3'), true],
            [n('4'), false],
          ],
          countHint,
          t('There are 3 apples.', 'May 3 mansanas.'),
        ),
        multipleChoice(
          'easy',
          t('How many stars? ⭐⭐⭐⭐⭐', 'Ilan ang bituin? ⭐⭐⭐⭐⭐'),
          [
            [n('5'), true],
            [n('6'), false],
            [n('4'), false],
          ],
          countHint,
          t('There are 5 stars.', 'May 5 bituin.'),
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
          t('Which two groups have 4? 🐟', 'Aling dalawang pangkat ang may 4? 🐟'),
          [
            [t('🐟🐟🐟🐟'), true],
            [t('🐟🐟🐟'), false],
            [t('🐟🐟🐟🐟🐟'), false],
            [t('🐟🐟 🐟🐟'), true],
            [t('🐟🐟'), false],
          ],
          countHint,
          t('Count carefully: two groups have 4 fish.', 'Bilangin nang mabuti: dalawang pangkat ang may 4 na isda.'),
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
          t('Which three show 10?', 'Aling tatlo ang nagpapakita ng 10?'),
          [
            [n('10'), true],
            [t('ten', 'sampu'), true],
            [n('8'), false],
            [t('🍌🍌🍌🍌🍌🍌🍌🍌🍌🍌'), true],
            [t('🍌🍌🍌🍌🍌🍌🍌'), false],
            [t('six', 'anim'), false],
          ],
          countHint,
          t('10, "ten" and ten bananas all mean 10.', 'Ang 10, "sampu" at sampung saging ay pare-parehong 10.'),
        ),
      ],
    },
    {
      title: 'Shapes Match',
      type: 'matching',
      icon: 'Square',
      concept: 'Shapes',
      questions: [
        matching('easy', shapesPrompt, [shape('●', 'Circle', 'Bilog'), shape('■', 'Square', 'Parisukat')], shapesHint, shapesWhy),
        matching('easy', shapesPrompt, [shape('▲', 'Triangle', 'Tatsulok'), shape('★', 'Star', 'Bituin')], shapesHint, shapesWhy),
        matching(
          'medium',
          shapesPrompt,
          [shape('●', 'Circle', 'Bilog'), shape('▲', 'Triangle', 'Tatsulok'), shape('▬', 'Rectangle', 'Parihaba')],
          shapesHint,
          shapesWhy,
        ),
        matching(
          'medium',
          shapesPrompt,
          [shape('■', 'Square', 'Parisukat'), shape('♥', 'Heart', 'Puso'), shape('★', 'Star', 'Bituin')],
          shapesHint,
          shapesWhy,
        ),
        matching(
          'hard',
          t('Match each thing to its shape.', 'Itugma ang bawat bagay sa hugis nito.'),
          [
            [t('⚽ ball', '⚽ bola'), t('Circle', 'Bilog')],
            [t('🍕 pizza slice', '🍕 hiwa ng pizza'), t('Triangle', 'Tatsulok')],
            [t('🖼️ picture frame', '🖼️ kuwadro'), t('Square', 'Parisukat')],
            [t('🚪 door', '🚪 pinto'), t('Rectangle', 'Parihaba')],
          ],
          shapesHint,
          t('Things around us have shapes too.', 'May hugis din ang mga bagay sa paligid natin.'),
        ),
        matching(
          'hard',
          shapesPrompt,
          [
            shape('●', 'Circle', 'Bilog'),
            shape('■', 'Square', 'Parisukat'),
            shape('▲', 'Triangle', 'Tatsulok'),
            shape('▬', 'Rectangle', 'Parihaba'),
          ],
          shapesHint,
          shapesWhy,
        ),
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
