/**
 * The matching board as a pure state machine (spec §5: submit only when every prompt has a match).
 * A child taps a prompt then an answer (or an answer then a prompt), or drags one onto the other.
 * Each answer belongs to at most one prompt; tapping a selected item again clears its pair.
 */
import type { MatchedPair } from '@aralin/contract';

export type MatchSide = 'prompt' | 'answer';

export interface MatchingState {
  /** The answer value chosen for each prompt value. */
  matches: Readonly<Record<string, string>>;
  /** The item waiting for its partner. */
  selected: { side: MatchSide; value: string } | null;
}

export const emptyMatching: MatchingState = { matches: {}, selected: null };

/** The prompt that holds an answer, or undefined. */
export function promptOfAnswer(state: MatchingState, answer: string): string | undefined {
  return Object.keys(state.matches).find((prompt) => state.matches[prompt] === answer);
}

/** Pairs a prompt with an answer; the answer leaves any prompt that held it. */
export function connect(state: MatchingState, prompt: string, answer: string): MatchingState {
  const matches: Record<string, string> = {};
  for (const [p, a] of Object.entries(state.matches)) if (a !== answer && p !== prompt) matches[p] = a;
  matches[prompt] = answer;
  return { matches, selected: null };
}

/** Removes the pair an item belongs to. */
export function unpair(state: MatchingState, side: MatchSide, value: string): MatchingState {
  const prompt = side === 'prompt' ? value : promptOfAnswer(state, value);
  if (prompt === undefined || !(prompt in state.matches)) return state;
  const matches = { ...state.matches };
  delete matches[prompt];
  return { ...state, matches };
}

/** One tap on a prompt or an answer. */
export function tap(state: MatchingState, side: MatchSide, value: string): MatchingState {
  const { selected } = state;
  if (selected && selected.side === side && selected.value === value) {
    // A second tap on the waiting item takes it back, pair and all.
    return { ...unpair(state, side, value), selected: null };
  }
  if (!selected || selected.side === side) return { ...state, selected: { side, value } };
  return side === 'answer' ? connect(state, selected.value, value) : connect(state, value, selected.value);
}

/** A drag from one item dropped on another: pairs them when they are on opposite sides. */
export function drop(
  state: MatchingState,
  from: { side: MatchSide; value: string },
  onto: { side: MatchSide; value: string },
): MatchingState {
  if (from.side === onto.side) return state;
  return from.side === 'prompt' ? connect(state, from.value, onto.value) : connect(state, onto.value, from.value);
}

/** True when every prompt has an answer. */
export function isComplete(state: MatchingState, prompts: readonly string[]): boolean {
  return prompts.length > 0 && prompts.every((p) => state.matches[p] !== undefined);
}

/** The submit-answer `answer` of spec §7: a JSON text list of {prompt, answer}, in prompt order. */
export function encodeMatching(state: MatchingState, prompts: readonly string[]): string {
  const pairs: MatchedPair[] = prompts.flatMap((prompt) => {
    const answer = state.matches[prompt];
    return answer === undefined ? [] : [{ prompt, answer }];
  });
  return JSON.stringify(pairs);
}

/** The board showing a revealed solution (show_answer). */
export function fromSolution(pairs: readonly MatchedPair[]): MatchingState {
  return { matches: Object.fromEntries(pairs.map((p) => [p.prompt, p.answer])), selected: null };
}
