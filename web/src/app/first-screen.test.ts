import { describe, expect, it } from 'vitest';
import { firstNamespaces, LOADERS } from './first-screen';
import { FIRST_SCREENS } from './first-screens.data';

describe('first screens', () => {
  it('can load every module the table names, and names every module it can load', () => {
    const named = new Set(FIRST_SCREENS.flatMap((s) => s.modules));
    expect([...named].filter((m) => !LOADERS[m])).toEqual([]);
    expect(Object.keys(LOADERS).filter((m) => !named.has(m))).toEqual([]);
  });

  it('picks the first pattern that matches the path', () => {
    expect(firstNamespaces('/student-home')).toEqual(['studentHome']);
    expect(firstNamespaces('/student-password')).toEqual(['validation']);
    expect(firstNamespaces('/teacher-dashboard')).toContain('dashboards');
    expect(firstNamespaces('/nowhere')).toEqual([]);
  });
});
