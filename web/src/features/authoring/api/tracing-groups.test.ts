import { describe, expect, it } from 'vitest';
import { orderTargets, tracingGroup } from './tracing-groups';

describe('tracing groups', () => {
  it('lists the 28 capitals of the Filipino alphabet with Ñ and NG after N', () => {
    const ids = tracingGroup('capitals').map((d) => d.id);
    expect(ids).toHaveLength(28);
    expect(ids.slice(13, 17)).toEqual(['N', 'Ñ', 'NG', 'O']);
  });
  it('lists the small letters and the digits 0-9', () => {
    expect(
      tracingGroup('small')
        .map((d) => d.id)
        .slice(13, 16),
    ).toEqual(['n', 'ñ', 'ng']);
    expect(tracingGroup('digits').map((d) => d.id)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });
  it('includes the shapes', () => {
    expect(tracingGroup('shapes').map((d) => d.id)).toEqual(expect.arrayContaining(['circle', 'square', 'triangle', 'star']));
  });
  it('orders selected targets as the library does', () => {
    expect(orderTargets(['circle', 'b', '3', 'NG', 'A'])).toEqual(['A', 'NG', 'b', '3', 'circle']);
  });
});
