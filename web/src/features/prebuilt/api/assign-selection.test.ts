import { describe, expect, it } from 'vitest';
import { canPick, pickableIds, toggleId } from './assign-selection';

const assigned = new Set([2, 4]);

describe('assign selection', () => {
  it('lets only children without the activity be assigned', () => {
    expect(canPick('assign', 1, assigned)).toBe(true);
    expect(canPick('assign', 2, assigned)).toBe(false);
    expect(pickableIds('assign', [1, 2, 3, 4], assigned)).toEqual([1, 3]);
  });
  it('lets only children with the activity be unassigned', () => {
    expect(canPick('unassign', 1, assigned)).toBe(false);
    expect(pickableIds('unassign', [1, 2, 3, 4], assigned)).toEqual([2, 4]);
  });
  it('flips one child in the selection without changing the original', () => {
    const selected = new Set([1]);
    expect([...toggleId(selected, 3)]).toEqual([1, 3]);
    expect([...toggleId(selected, 1)]).toEqual([]);
    expect([...selected]).toEqual([1]);
  });
});
