import { describe, expect, it } from 'vitest';
import { TRUNCATE, truncateText } from './truncate';

describe('truncateText', () => {
  it('keeps a text at or under the limit', () => {
    const text = 'x'.repeat(120);
    expect(truncateText(text, TRUNCATE.badgeDescription)).toBe(text);
  });

  it('cuts a longer text to at most the limit, ellipsis included', () => {
    const text = 'word '.repeat(40);
    const cut = truncateText(text, TRUNCATE.badgeDescription);
    expect(Array.from(cut).length).toBeLessThanOrEqual(120);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toMatch(/\s…$/);
  });

  it('cuts messages at 100', () => {
    const cut = truncateText('a'.repeat(150), TRUNCATE.message);
    expect(Array.from(cut)).toHaveLength(100);
  });

  it('counts characters, not UTF-16 units', () => {
    const text = '🍧'.repeat(101);
    expect(Array.from(truncateText(text, 100))).toHaveLength(100);
  });
});
