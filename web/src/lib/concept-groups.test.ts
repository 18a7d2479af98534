import { describe, expect, it } from 'vitest';
import { groupConcepts } from './concept-groups';

describe('groupConcepts', () => {
  it('groups by kind in the fixed order, keeps each group’s order and puts own concepts last', () => {
    const items = [
      { name: 'Number 2', kind: 'number' as const },
      { name: 'Counting to 5', kind: null },
      { name: 'Letter Aa', kind: 'letter' as const },
      { name: 'Number 10', kind: 'number' as const },
      { name: 'Letter Ññ', kind: 'letter' as const },
    ];
    expect(groupConcepts(items).map((g) => [g.key, g.items.map((i) => i.name)])).toEqual([
      ['letter', ['Letter Aa', 'Letter Ññ']],
      ['number', ['Number 2', 'Number 10']],
      ['other', ['Counting to 5']],
    ]);
  });
});
