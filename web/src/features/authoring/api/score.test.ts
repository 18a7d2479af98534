import { describe, expect, it } from 'vitest';
import { clampScore, clampWhole } from './score';

describe('clampScore (spec §5)', () => {
  it('defaults blank and nonsense to 80', () => {
    expect(clampScore('')).toBe(80);
    expect(clampScore('  ')).toBe(80);
    expect(clampScore('abc')).toBe(80);
  });
  it('clamps to 1-100', () => {
    expect(clampScore('0')).toBe(1);
    expect(clampScore('-5')).toBe(1);
    expect(clampScore('150')).toBe(100);
    expect(clampScore(100)).toBe(100);
  });
  it('rounds to a whole number', () => {
    expect(clampScore('79.6')).toBe(80);
    expect(clampScore('42')).toBe(42);
  });
});

describe('clampWhole', () => {
  it('clamps correct attempts to 1-10 with a default of 3', () => {
    expect(clampWhole('', 1, 10, 3)).toBe(3);
    expect(clampWhole('25', 1, 10, 3)).toBe(10);
    expect(clampWhole('0', 1, 10, 3)).toBe(1);
  });
});
