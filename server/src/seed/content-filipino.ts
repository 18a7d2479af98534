/** Demo content: Filipino (the Abakada letters, syllables ba-be-bi-bo-bu, writing letters). */
import { matching, multipleChoice, pic, t, tracing, type SubjectTemplate } from './content-builders';

const matchLetters = t('Match each capital letter to its small letter.', 'Itugma ang bawat malaking titik sa maliit na titik nito.');
const lettersHint = t(
  'Look at the shape of each letter. A small letter looks like a little version of its capital.',
  'Tingnan ang hugis ng bawat titik. Ang maliit na titik ay kahawig ng malaking titik nito.',
);
const lettersWhy = t(
  'Every letter of the Abakada has a capital and a small form.',
  'Ang bawat titik ng Abakada ay may malaki at maliit na anyo.',
);
const pair = (capital: string, small: string) => [t(capital), t(small)] as [ReturnType<typeof t>, ReturnType<typeof t>];

const syllableHint = t(
  'Say the word slowly and listen to its first sound.',
  'Bigkasin nang dahan-dahan ang salita at pakinggan ang unang pantig.',
);

export const filipino: SubjectTemplate = {
  name: 'Filipino',
  cover: 'RED',
  activities: [
    {
      title: 'Abakada: Itugma ang mga Titik',
      type: 'matching',
      icon: 'A',
      concept: 'Mga Titik (Abakada)',
      questions: [
        matching('easy', matchLetters, [pair('A', 'a'), pair('B', 'b')], lettersHint, lettersWhy),
        matching('easy', matchLetters, [pair('K', 'k'), pair('D', 'd')], lettersHint, lettersWhy),
        matching('medium', matchLetters, [pair('E', 'e'), pair('G', 'g'), pair('H', 'h')], lettersHint, lettersWhy),
        matching('medium', matchLetters, [pair('I', 'i'), pair('L', 'l'), pair('M', 'm')], lettersHint, lettersWhy),
        matching('hard', matchLetters, [pair('N', 'n'), pair('NG', 'ng'), pair('O', 'o'), pair('P', 'p')], lettersHint, lettersWhy),
        matching('hard', matchLetters, [pair('R', 'r'), pair('S', 's'), pair('T', 't'), pair('U', 'u')], lettersHint, lettersWhy),
      ],
    },
    {
      title: 'Mga Pantig: ba-be-bi-bo-bu',
      type: 'multiple_choice',
      icon: 'B',
      concept: 'Mga Pantig (ba-be-bi-bo-bu)',
      questions: [
        multipleChoice(
          'easy',
          t('Which syllable does "lobo" (balloon) start with?', 'Anong pantig ang simula ng "lobo"?'),
          [
            [t('lo'), true],
            [t('ba'), false],
            [t('mi'), false],
          ],
          syllableHint,
          t('lo-bo: "lobo" starts with "lo".', 'lo-bo: nagsisimula ang "lobo" sa "lo".'),
          pic('balloon'),
        ),
        multipleChoice(
          'easy',
          t('Which syllable does "baka" (cow) start with?', 'Anong pantig ang simula ng "baka"?'),
          [
            [t('bi'), false],
            [t('ba'), true],
            [t('bu'), false],
          ],
          syllableHint,
          t('ba-ka: "baka" starts with "ba".', 'ba-ka: nagsisimula ang "baka" sa "ba".'),
          pic('cow'),
        ),
        multipleChoice(
          'medium',
          t('Which two words start with "ba"?', 'Aling dalawang salita ang nagsisimula sa "ba"?'),
          [
            [t('bahay (house)', 'bahay'), true],
            [t('baso (glass)', 'baso'), true],
            [t('kama (bed)', 'kama'), false],
            [t('puno (tree)', 'puno'), false],
            [t('mesa (table)', 'mesa'), false],
          ],
          syllableHint,
          t('ba-hay and ba-so both start with "ba".', 'Ang ba-hay at ba-so ay parehong nagsisimula sa "ba".'),
        ),
        multipleChoice(
          'medium',
          t('Which two words start with "bi"?', 'Aling dalawang salita ang nagsisimula sa "bi"?'),
          [
            [t('bibe (duck)', 'bibe'), true],
            [t('bola (ball)', 'bola'), false],
            [t('bituin (star)', 'bituin'), true],
            [t('buko (young coconut)', 'buko'), false],
            [t('saging (banana)', 'saging'), false],
          ],
          syllableHint,
          t('bi-be and bi-tu-in both start with "bi".', 'Ang bi-be at bi-tu-in ay parehong nagsisimula sa "bi".'),
        ),
        multipleChoice(
          'hard',
          t('Which three words start with "bu"?', 'Aling tatlong salita ang nagsisimula sa "bu"?'),
          [
            [t('buwan (moon)', 'buwan'), true],
            [t('bulaklak (flower)', 'bulaklak'), true],
            [t('bundok (mountain)', 'bundok'), true],
            [t('bintana (window)', 'bintana'), false],
            [t('bote (bottle)', 'bote'), false],
            [t('aso (dog)', 'aso'), false],
          ],
          syllableHint,
          t('bu-wan, bu-lak-lak and bun-dok start with "bu".', 'Ang bu-wan, bu-lak-lak at bun-dok ay nagsisimula sa "bu".'),
        ),
        multipleChoice(
          'hard',
          t('Which three words start with "bo"?', 'Aling tatlong salita ang nagsisimula sa "bo"?'),
          [
            [t('bola (ball)', 'bola'), true],
            [t('bote (bottle)', 'bote'), true],
            [t('bulak (cotton)', 'bulak'), false],
            [t('bota (boots)', 'bota'), true],
            [t('baboy (pig)', 'baboy'), false],
            [t('bibig (mouth)', 'bibig'), false],
          ],
          syllableHint,
          t('bo-la, bo-te and bo-ta start with "bo".', 'Ang bo-la, bo-te at bo-ta ay nagsisimula sa "bo".'),
        ),
      ],
    },
    {
      title: 'Isulat ang mga Titik A, B, K',
      type: 'tracing',
      icon: 'C',
      concept: 'Mga Titik (Abakada)',
      questions: [
        tracing('easy', 'A', t('Trace the letter A.', 'Bakatin ang titik A.')),
        tracing('medium', 'B', t('Trace the letter B.', 'Bakatin ang titik B.')),
        tracing('hard', 'K', t('Trace the letter K.', 'Bakatin ang titik K.')),
      ],
    },
  ],
};
