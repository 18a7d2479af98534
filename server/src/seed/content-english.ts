/** Demo content: English (letters and beginning sounds, writing letters). */
import { matching, multipleChoice, t, tracing, type Bilingual, type SubjectTemplate } from './content-builders';

const matchSounds = t(
  'Match each letter to the word that begins with its sound.',
  'Itugma ang bawat titik sa salitang nagsisimula sa tunog nito.',
);
const soundsHint = t(
  'Say each word out loud. Which letter do you hear first?',
  'Sabihin nang malakas ang bawat salita. Anong titik ang una mong naririnig?',
);
const soundsWhy = t(
  'The first sound of a word is the sound of its first letter.',
  'Ang unang tunog ng salita ay ang tunog ng unang titik nito.',
);
/** A letter and an English word, with the Filipino meaning in brackets for the tl reader. */
const pair = (letter: string, word: string, meaning: string): [Bilingual, Bilingual] => [t(letter), t(word, `${word} (${meaning})`)];
const word = (en: string, meaning: string): Bilingual => t(en, `${en} (${meaning})`);
const startsWith = (sound: string, n: string) =>
  t(
    `Which ${n === 'one' ? 'word begins' : `${n} words begin`} with the /${sound}/ sound?`,
    `Aling ${n === 'one' ? 'salita' : `${n === 'two' ? 'dalawang' : 'tatlong'} salita`} ang nagsisimula sa tunog na /${sound}/?`,
  );

export const english: SubjectTemplate = {
  name: 'English',
  cover: 'BLUE',
  activities: [
    {
      title: 'Letter Sounds Match',
      type: 'matching',
      icon: 'D',
      concept: 'Beginning Sounds',
      questions: [
        matching('easy', matchSounds, [pair('B', 'Ball', 'bola'), pair('C', 'Cat', 'pusa')], soundsHint, soundsWhy),
        matching('easy', matchSounds, [pair('D', 'Dog', 'aso'), pair('S', 'Sun', 'araw')], soundsHint, soundsWhy),
        matching(
          'medium',
          matchSounds,
          [pair('F', 'Fish', 'isda'), pair('M', 'Moon', 'buwan'), pair('H', 'Hat', 'sumbrero')],
          soundsHint,
          soundsWhy,
        ),
        matching(
          'medium',
          matchSounds,
          [pair('P', 'Pig', 'baboy'), pair('T', 'Tree', 'puno'), pair('R', 'Rain', 'ulan')],
          soundsHint,
          soundsWhy,
        ),
        matching(
          'hard',
          matchSounds,
          [pair('A', 'Apple', 'mansanas'), pair('E', 'Egg', 'itlog'), pair('G', 'Goat', 'kambing'), pair('L', 'Lion', 'leon')],
          soundsHint,
          soundsWhy,
        ),
        matching(
          'hard',
          matchSounds,
          [pair('N', 'Nest', 'pugad'), pair('W', 'Water', 'tubig'), pair('K', 'Kite', 'saranggola'), pair('J', 'Jeep', 'dyip')],
          soundsHint,
          soundsWhy,
        ),
      ],
    },
    {
      title: 'Beginning Sounds',
      type: 'multiple_choice',
      icon: 'E',
      concept: 'Beginning Sounds',
      questions: [
        multipleChoice(
          'easy',
          startsWith('b', 'one'),
          [
            [word('Ball', 'bola'), true],
            [word('Cat', 'pusa'), false],
            [word('Sun', 'araw'), false],
          ],
          soundsHint,
          t('Ball begins with /b/.', 'Ang Ball ay nagsisimula sa /b/.'),
        ),
        multipleChoice(
          'easy',
          startsWith('d', 'one'),
          [
            [word('Fish', 'isda'), false],
            [word('Moon', 'buwan'), false],
            [word('Dog', 'aso'), true],
          ],
          soundsHint,
          t('Dog begins with /d/.', 'Ang Dog ay nagsisimula sa /d/.'),
        ),
        multipleChoice(
          'medium',
          startsWith('m', 'two'),
          [
            [word('Moon', 'buwan'), true],
            [word('Dog', 'aso'), false],
            [word('Milk', 'gatas'), true],
            [word('Fish', 'isda'), false],
            [word('Tree', 'puno'), false],
          ],
          soundsHint,
          t('Moon and Milk begin with /m/.', 'Ang Moon at Milk ay nagsisimula sa /m/.'),
        ),
        multipleChoice(
          'medium',
          startsWith('p', 'two'),
          [
            [word('Bag', 'bag'), false],
            [word('Pen', 'bolpen'), true],
            [word('Hen', 'inahin'), false],
            [word('Pig', 'baboy'), true],
            [word('Cup', 'tasa'), false],
          ],
          soundsHint,
          t('Pen and Pig begin with /p/.', 'Ang Pen at Pig ay nagsisimula sa /p/.'),
        ),
        multipleChoice(
          'hard',
          startsWith('s', 'three'),
          [
            [word('Sun', 'araw'), true],
            [word('Sock', 'medyas'), true],
            [word('Hat', 'sumbrero'), false],
            [word('Star', 'bituin'), true],
            [word('Pen', 'bolpen'), false],
            [word('Cup', 'tasa'), false],
          ],
          soundsHint,
          t('Sun, Sock and Star begin with /s/.', 'Ang Sun, Sock at Star ay nagsisimula sa /s/.'),
        ),
        multipleChoice(
          'hard',
          startsWith('t', 'three'),
          [
            [word('Tree', 'puno'), true],
            [word('Bed', 'kama'), false],
            [word('Top', 'trumpo'), true],
            [word('Ten', 'sampu'), true],
            [word('Door', 'pinto'), false],
            [word('Leaf', 'dahon'), false],
          ],
          soundsHint,
          t('Tree, Top and Ten begin with /t/.', 'Ang Tree, Top at Ten ay nagsisimula sa /t/.'),
        ),
      ],
    },
    {
      title: 'Trace the Letters A, B, C',
      type: 'tracing',
      icon: 'Star',
      concept: 'Writing Letters',
      questions: [
        tracing('easy', 'A', t('Trace the letter A.', 'Bakatin ang titik A.')),
        tracing('medium', 'B', t('Trace the letter B.', 'Bakatin ang titik B.')),
        tracing('hard', 'C', t('Trace the letter C.', 'Bakatin ang titik C.')),
      ],
    },
  ],
};
