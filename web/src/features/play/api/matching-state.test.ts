import { describe, expect, it } from 'vitest';
import { connect, drop, emptyMatching, encodeMatching, fromSolution, isComplete, promptOfAnswer, tap } from './matching-state';

const prompts = ['A', 'B', 'C'];

describe('matching state', () => {
  it('pairs a prompt tapped first with the answer tapped next', () => {
    let s = tap(emptyMatching, 'prompt', 'A');
    expect(s.selected).toEqual({ side: 'prompt', value: 'A' });
    s = tap(s, 'answer', 'a');
    expect(s.matches).toEqual({ A: 'a' });
    expect(s.selected).toBeNull();
  });

  it('pairs an answer tapped first with the prompt tapped next', () => {
    const s = tap(tap(emptyMatching, 'answer', 'b'), 'prompt', 'B');
    expect(s.matches).toEqual({ B: 'b' });
  });

  it('moves the selection when the same side is tapped again', () => {
    const s = tap(tap(emptyMatching, 'prompt', 'A'), 'prompt', 'B');
    expect(s.selected).toEqual({ side: 'prompt', value: 'B' });
    expect(s.matches).toEqual({});
  });

  it('gives an answer to only one prompt', () => {
    let s = connect(emptyMatching, 'A', 'a');
    s = connect(s, 'B', 'a');
    expect(s.matches).toEqual({ B: 'a' });
    expect(promptOfAnswer(s, 'a')).toBe('B');
  });

  it('replaces the answer of a prompt that is paired again', () => {
    const s = connect(connect(emptyMatching, 'A', 'a'), 'A', 'b');
    expect(s.matches).toEqual({ A: 'b' });
  });

  it('takes a pair back when its selected item is tapped twice', () => {
    let s = connect(emptyMatching, 'A', 'a');
    s = tap(tap(s, 'answer', 'a'), 'answer', 'a');
    expect(s.matches).toEqual({});
    expect(s.selected).toBeNull();
  });

  it('pairs a drag dropped on the other side and ignores one on the same side', () => {
    const s = drop(emptyMatching, { side: 'answer', value: 'c' }, { side: 'prompt', value: 'C' });
    expect(s.matches).toEqual({ C: 'c' });
    expect(drop(s, { side: 'prompt', value: 'A' }, { side: 'prompt', value: 'B' })).toBe(s);
  });

  it('is complete only when every prompt has a match', () => {
    let s = connect(connect(emptyMatching, 'A', 'a'), 'B', 'b');
    expect(isComplete(s, prompts)).toBe(false);
    s = connect(s, 'C', 'c');
    expect(isComplete(s, prompts)).toBe(true);
    expect(isComplete(emptyMatching, [])).toBe(false);
  });

  it('encodes the answer as a JSON text list of {prompt, answer} in prompt order', () => {
    const s = connect(connect(connect(emptyMatching, 'C', 'c'), 'A', 'a'), 'B', 'b');
    expect(JSON.parse(encodeMatching(s, prompts))).toEqual([
      { prompt: 'A', answer: 'a' },
      { prompt: 'B', answer: 'b' },
      { prompt: 'C', answer: 'c' },
    ]);
  });

  it('shows a revealed solution', () => {
    expect(fromSolution([{ prompt: 'A', answer: 'a' }]).matches).toEqual({ A: 'a' });
  });
});
