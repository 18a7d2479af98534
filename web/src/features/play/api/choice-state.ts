/** Multiple-choice selection, pure (spec §5: submit needs at least one selection). */

/**
 * Toggles a choice. With one right answer a new tap replaces the old one (like a radio button); with
 * several, the child may pick up to `max` and a tap past the limit replaces the oldest pick.
 */
export function toggleChoice(selected: readonly string[], value: string, max: number): string[] {
  if (selected.includes(value)) return selected.filter((v) => v !== value);
  const limit = Math.max(1, max);
  const kept = selected.length >= limit ? selected.slice(selected.length - limit + 1) : selected;
  return [...kept, value];
}

/** True when the answer may be sent. */
export function canSubmitChoices(selected: readonly string[]): boolean {
  return selected.length > 0;
}

/**
 * The submit-answer `answer` of spec §7: the chosen values joined by commas, in the order shown.
 * NOTE: the server splits on commas and joins pieces back when a choice itself holds a comma.
 */
export function encodeChoices(selected: readonly string[], shownOrder: readonly string[]): string {
  const rank = (v: string) => {
    const i = shownOrder.indexOf(v);
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  return [...selected].sort((a, b) => rank(a) - rank(b)).join(',');
}
