import { describe, expect, it } from 'vitest';
import { chooseSectionId } from './section-choice';

describe('chooseSectionId', () => {
  it('keeps the section named in the address when it is listed', () => {
    expect(chooseSectionId([3, 5, 9], '5')).toBe(5);
  });
  it('falls back to the first section for a missing, unknown or malformed choice', () => {
    expect(chooseSectionId([3, 5], null)).toBe(3);
    expect(chooseSectionId([3, 5], '7')).toBe(3);
    expect(chooseSectionId([3, 5], '5abc')).toBe(3);
  });
  it('gives nothing when there is no section', () => {
    expect(chooseSectionId([], '1')).toBeUndefined();
  });
});
