import { describe, expect, it } from 'vitest';
import { QuestionData } from './content';
import { FileRef, RequiredScore, toBilingual } from './authoring-fields';
import { QuestionBody, buildQuestions, questionFileKeys, type TracingTargetInfo } from './questions';

const noTargets = (_target: string): TracingTargetInfo | undefined => undefined;
const build = (type: 'matching' | 'multiple_choice' | 'tracing', body: unknown, resolve = noTargets) =>
  buildQuestions(type, QuestionBody.parse(body), resolve);

describe('authoring fields', () => {
  it('clamps required scores and defaults them to 80', () => {
    expect([150, -3, 0.4, '42', '', null, undefined].map((v) => RequiredScore.parse(v))).toEqual([100, 1, 1, 42, 80, 80, 80]);
    expect(RequiredScore.safeParse('many').success).toBe(false);
  });

  it('normalises file references to bare keys and refuses paths', () => {
    expect(FileRef.parse('/files/abc_DEF-123')).toBe('abc_DEF-123');
    expect(FileRef.parse('files/abc')).toBe('abc');
    expect(FileRef.parse('')).toBeNull();
    expect(FileRef.safeParse('../etc/passwd').success).toBe(false);
  });

  it('fills a missing language from the other', () => {
    expect(toBilingual(' aso ')).toEqual({ en: 'aso', tl: 'aso' });
    expect(toBilingual({ tl: 'pusa' })).toEqual({ en: 'pusa', tl: 'pusa' });
  });
});

describe('buildQuestions', () => {
  it('builds a multiple-choice question that passes the stored schema', () => {
    const result = build('multiple_choice', {
      question_text: 'Q',
      difficulty_level: 'medium',
      extra_data: {
        choices: [{ text: 'a', isCorrect: true }, { text: 'b', isCorrect: true }, { text: 'c' }],
        question_image_url: 'files/img',
      },
    });
    expect(result.kind).toBe('ok');
    if (result.kind !== 'ok') return;
    expect(QuestionData.safeParse(result.questions[0].data).success).toBe(true);
    expect(questionFileKeys(result.questions[0].data)).toEqual(['img']);
  });

  it('applies the correct-answer limits per difficulty', () => {
    const choices = (n: number, correct: number) => Array.from({ length: n }, (_, i) => ({ text: `c${i}`, isCorrect: i < correct }));
    const key = (difficulty: string, n: number, correct: number) => {
      const r = build('multiple_choice', {
        question_text: 'Q',
        difficulty_level: difficulty,
        extra_data: { choices: choices(n, correct) },
      });
      return r.kind === 'invalid' ? r.key : 'ok';
    };
    expect([
      key('easy', 3, 1),
      key('easy', 3, 2),
      key('medium', 5, 2),
      key('medium', 5, 3),
      key('hard', 6, 3),
      key('hard', 6, 4),
      key('easy', 3, 0),
    ]).toEqual(['ok', 'tooManyCorrectEasy', 'ok', 'tooManyCorrectMedium', 'ok', 'tooManyCorrectHard', 'selectCorrectAnswer']);
  });

  it('drops blank matching pairs and defaults the prompt', () => {
    const r = build('matching', {
      extra_data: { pairs: [{ prompt_text: 'a', answer_text: 'b' }, { prompt_text: 'c', answer_text: 'd' }, {}] },
    });
    expect(r.kind === 'ok' && r.questions[0].data.type === 'matching' && r.questions[0].data.pairs.length).toBe(2);
    expect(r.kind === 'ok' && r.questions[0].data.prompt_text.en).toBe('Match the pairs');
    const none = build('matching', { extra_data: { pairs: [{}, {}] } });
    expect(none).toEqual({ kind: 'invalid', key: 'pairContentRequired', field: 'extra_data.pairs' });
  });

  it('makes one tracing question per known target', () => {
    const resolve = (t: string) => (t === 'A' ? { id: 'A', prompt: { en: 'Trace A', tl: 'Bakatin ang A' } } : undefined);
    const ok = build('tracing', { extra_data: { targets: ['A', 'A'] } }, resolve);
    expect(ok.kind === 'ok' && ok.questions.length).toBe(2);
    expect(build('tracing', { extra_data: { targets: ['A', '?'] } }, resolve)).toMatchObject({
      kind: 'invalid',
      key: 'tracingTargetUnknown',
    });
    expect(build('tracing', { extra_data: {} }, resolve)).toMatchObject({ kind: 'invalid', key: 'tracingTargetsRequired' });
  });
});
