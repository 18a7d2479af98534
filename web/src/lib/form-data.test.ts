import { describe, expect, it } from 'vitest';
import { toFormData } from './form-data';

describe('toFormData', () => {
  it('keeps text, numbers and booleans as text and drops empty values', () => {
    const data = toFormData({ name: 'Ana', id: 4, consent: true, skip: undefined, none: null });
    expect([...data.entries()]).toEqual([
      ['name', 'Ana'],
      ['id', '4'],
      ['consent', 'true'],
    ]);
  });
});
