import { describe, expect, it } from 'vitest';
import type { MatchingData, MultipleChoiceData } from '@aralin/contract';
import { correctAnswersOf, gradeMatching, gradeMultipleChoice, itemValues, splitChoices } from './play.grade';

const bi = (en: string, tl = en) => ({ en, tl });
const matching: MatchingData = {
  type: 'matching',
  prompt_text: bi('Match', 'Pagtapatin'),
  pairs: [
    { prompt_text: bi('Cat', 'Pusa'), prompt_file: null, answer_text: bi('Meow', 'Ngiyaw'), answer_file: null },
    { prompt_text: bi('Dog', 'Aso'), prompt_file: null, answer_text: bi('Woof', 'Aw-aw'), answer_file: null },
    { prompt_text: bi(''), prompt_file: 'abc123.png', answer_text: bi('Moo'), answer_file: null },
  ],
  hint: bi('Listen'),
  explanation: bi('Sounds'),
};
const choices: MultipleChoiceData = {
  type: 'multiple_choice',
  prompt_text: bi('Pick the fruits'),
  choices: [
    { text: bi('Apples, red', 'Mansanas, pula'), isCorrect: true, image_url: null },
    { text: bi('Bananas'), isCorrect: true, image_url: null },
    { text: bi('Apples'), isCorrect: false, image_url: null },
    { text: bi('Rocks'), isCorrect: false, image_url: null },
    { text: bi('Red'), isCorrect: false, image_url: null },
  ],
  hint: bi('Eat'),
  explanation: bi('Fruits'),
};
const pairs = (list: [string, string][]) => JSON.stringify(list.map(([prompt, answer]) => ({ prompt, answer })));

describe('grading matching', () => {
  it('is right when every pair is matched, in any order and in either language', () => {
    expect(
      gradeMatching(
        matching,
        pairs([
          ['Dog', 'Woof'],
          ['Cat', 'Meow'],
          ['/files/abc123.png', 'Moo'],
        ]),
        'en',
      ),
    ).toMatchObject({ correct: true });
    expect(
      gradeMatching(
        matching,
        pairs([
          ['Pusa', 'Ngiyaw'],
          ['Aso', 'Aw-aw'],
          ['/files/abc123.png', 'Moo'],
        ]),
        'tl',
      ),
    ).toMatchObject({ correct: true });
    expect(
      gradeMatching(
        matching,
        JSON.parse(
          pairs([
            [' cat ', 'MEOW'],
            ['Dog', 'Woof'],
            ['/files/abc123.png', 'Moo'],
          ]),
        ),
        'en',
      ),
    ).toMatchObject({ correct: true });
  });

  it('is wrong with a swapped, missing, repeated or unknown pair', () => {
    expect(
      gradeMatching(
        matching,
        pairs([
          ['Dog', 'Meow'],
          ['Cat', 'Woof'],
          ['/files/abc123.png', 'Moo'],
        ]),
        'en',
      ),
    ).toMatchObject({ correct: false });
    expect(
      gradeMatching(
        matching,
        pairs([
          ['Dog', 'Woof'],
          ['Cat', 'Meow'],
        ]),
        'en',
      ),
    ).toMatchObject({ correct: false });
    expect(
      gradeMatching(
        matching,
        pairs([
          ['Dog', 'Woof'],
          ['Dog', 'Woof'],
          ['Cat', 'Meow'],
        ]),
        'en',
      ),
    ).toMatchObject({ correct: false });
    expect(
      gradeMatching(
        matching,
        pairs([
          ['Dog', 'Woof'],
          ['Cat', 'Meow'],
          ['Cow', 'Moo'],
        ]),
        'en',
      ),
    ).toMatchObject({ correct: false });
  });

  it('cannot read anything but a list of {prompt, answer}', () => {
    for (const bad of ['', 'Dog=Woof', '{}', '[1,2]', JSON.stringify([{ prompt: 'Dog' }]), 42])
      expect(gradeMatching(matching, bad, 'en')).toEqual({ kind: 'invalid' });
  });
});

describe('grading multiple choice', () => {
  it('splits comma-joined values back into choices that contain commas', () => {
    const known = new Map(['apples, red', 'bananas', 'apples', 'red'].map((v, i) => [v, i]));
    expect(splitChoices('Apples, red,Bananas', known)).toEqual(['Apples, red', 'Bananas']);
    expect(splitChoices('Apples,Red', known)).toEqual(['Apples', 'Red']);
    expect(splitChoices('Bananas, Apples', known)).toEqual(['Bananas', 'Apples']);
  });

  it('is right only with exactly the correct choices', () => {
    expect(gradeMultipleChoice(choices, 'Apples, red,Bananas', 'en')).toMatchObject({ correct: true });
    expect(gradeMultipleChoice(choices, JSON.stringify(['Bananas', 'Apples, red']), 'en')).toMatchObject({ correct: true });
    expect(gradeMultipleChoice(choices, ['Mansanas, pula', 'Bananas'], 'tl')).toMatchObject({ correct: true });
    expect(gradeMultipleChoice(choices, 'Bananas', 'en')).toMatchObject({ correct: false });
    expect(gradeMultipleChoice(choices, 'Apples, red,Bananas,Rocks', 'en')).toMatchObject({ correct: false });
    expect(gradeMultipleChoice(choices, 'Apples,Bananas', 'en')).toMatchObject({ correct: false });
    expect(gradeMultipleChoice(choices, 'Apples, red,Bananas,Gold', 'en')).toMatchObject({ correct: false });
  });

  it('cannot read an empty answer', () => {
    expect(gradeMultipleChoice(choices, '', 'en')).toEqual({ kind: 'invalid' });
    expect(gradeMultipleChoice(choices, '[]', 'en')).toEqual({ kind: 'invalid' });
  });
});

describe('values and solutions', () => {
  it('names items by text, by picture when the text is empty or repeated, else numbered', () => {
    expect(
      itemValues([
        { text: 'A', file: null },
        { text: '', file: 'k.png' },
        { text: 'B', file: 'x.png' },
        { text: 'B', file: null },
      ]),
    ).toEqual(['A', '/files/k.png', '/files/x.png', 'B #4']);
  });

  it('reveals the solution in the language asked', () => {
    expect(correctAnswersOf(matching, 'tl')).toEqual([
      { prompt: 'Pusa', answer: 'Ngiyaw' },
      { prompt: 'Aso', answer: 'Aw-aw' },
      { prompt: '/files/abc123.png', answer: 'Moo' },
    ]);
    expect(correctAnswersOf(choices, 'en')).toEqual(['Apples, red', 'Bananas']);
  });
});
