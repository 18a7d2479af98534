import { describe, expect, it } from 'vitest';
import { emptyCommon, emptyPair, type ChoiceDraft } from './form-model';
import { activityBody, choiceQuestion, matchingQuestion, textInput, tracingIcon, tracingQuestion } from './payloads';

const up = (key: string) => ({ key, url: `/files/${key}` });

describe('textInput', () => {
  it('sends one string unless a separate Filipino text was written', () => {
    expect(textInput({ en: ' aso ', tl: 'ignored' }, false)).toBe('aso');
    expect(textInput({ en: 'dog', tl: '' }, true)).toBe('dog');
    expect(textInput({ en: 'dog', tl: 'aso' }, true)).toEqual({ en: 'dog', tl: 'aso' });
  });
});

describe('matchingQuestion', () => {
  it('builds the spec payload with pictures and recordings', () => {
    const common = { ...emptyCommon('easy', false), hintAudio: { en: up('h1'), tl: null } };
    const pairs = [
      {
        ...emptyPair(),
        prompt: { en: 'aso', tl: '' },
        promptImage: up('img1'),
        promptAudio: { en: null, tl: up('a1') },
        answer: { en: 'dog', tl: '' },
      },
      { ...emptyPair(), answer: { en: 'cat', tl: '' }, answerImage: up('img2') },
    ];
    const body = matchingQuestion(common, pairs);
    expect(body.difficulty_level).toBe('easy');
    expect(body.extra_data?.hint_audio).toEqual({ en: 'h1', tl: null });
    expect(body.extra_data?.prompt_audio).toBeNull();
    expect(body.extra_data?.pairs?.[0]).toEqual({
      prompt_text: 'aso',
      prompt_file: 'img1',
      prompt_audio: { en: null, tl: 'a1' },
      answer_text: 'dog',
      answer_file: null,
    });
    expect(body.extra_data?.pairs?.[1]?.answer_file).toBe('img2');
  });
});

describe('choiceQuestion', () => {
  it('lists the correct choice texts', () => {
    const choices: ChoiceDraft[] = [
      { text: { en: 'bahay', tl: '' }, isCorrect: true, image: null },
      { text: { en: 'kama', tl: '' }, isCorrect: false, image: up('k') },
    ];
    const body = choiceQuestion({ ...emptyCommon('medium', false), prompt: { en: 'Which starts with ba?', tl: '' } }, choices, up('q'));
    expect(body.question_text).toBe('Which starts with ba?');
    expect(body.extra_data?.correct_answers).toEqual(['bahay']);
    expect(body.extra_data?.question_image_url).toBe('q');
    expect(body.extra_data?.choices?.[1]).toEqual({ text: 'kama', isCorrect: false, image_url: 'k' });
  });
});

describe('activityBody', () => {
  const draft = {
    title: ' Shapes ',
    lesson: '',
    hint: { en: '', tl: '' },
    requiredScore: 80,
    image: null,
    icon: 'Star',
    concept: { kind: 'none' as const },
  };
  it('sends no concept for the empty choice, and a new one by name', () => {
    expect(activityBody(draft, 'matching', 4).concept).toBeUndefined();
    expect(activityBody({ ...draft, concept: { kind: 'new', name: ' Hugis ', requiredScore: 70 } }, 'matching', 4).concept).toEqual({
      name: 'Hugis',
      required_score: 70,
    });
    expect(activityBody({ ...draft, concept: { kind: 'existing', id: 9, requiredScore: 90 } }, 'matching', 4).concept).toEqual({
      id: 9,
      required_score: 90,
    });
  });
  it('trims the title and names the subject and type', () => {
    const body = activityBody(draft, 'multiple_choice', 4);
    expect(body).toMatchObject({ title: 'Shapes', subject: 4, type: 'multiple_choice', required_score: 80, icon: 'Star' });
  });
  it("sends the activity's hint only when written, and never for tracing (issue 19)", () => {
    expect(activityBody(draft, 'matching', 4).extra_data?.hint).toBeUndefined();
    const hint = { en: ' Count the corners. ', tl: '' };
    expect(activityBody({ ...draft, hint }, 'matching', 4).extra_data?.hint).toEqual({ en: 'Count the corners.', tl: '' });
    expect(activityBody({ ...draft, hint }, 'tracing', 4).extra_data?.hint).toBeUndefined();
  });
});

describe('tracing', () => {
  it('makes one question per target with its thresholds and recordings', () => {
    const q = tracingQuestion({ id: 'Ñ', difficulty: 'hard', promptAudio: { en: up('e'), tl: null } }, 85, 2);
    expect(q).toEqual({
      difficulty_level: 'hard',
      extra_data: { target: 'Ñ', required_accuracy: 85, required_correct_attempts: 2, prompt_audio: { en: 'e', tl: null } },
    });
  });
  it('picks the card icon from the first target', () => {
    expect(tracingIcon('b')).toBe('B');
    expect(tracingIcon('7')).toBe('Number');
    expect(tracingIcon('circle')).toBe('Circle');
    expect(tracingIcon('NG')).toBe('Default');
    expect(tracingIcon(undefined)).toBe('Default');
  });
});
