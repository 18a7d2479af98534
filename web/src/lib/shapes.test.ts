import { describe, expect, it } from 'vitest';
import { AuthToken, RefreshResponse, StoredUser, StudentProfileCard } from '@aralin/contract';
import type { z } from 'zod';
import { asAuthToken, asRefreshResponse, asStoredUser, asStudentProfileCard } from './shapes';

/** Every value of `base` with one field removed, nulled, emptied or given a wrong type, and an extra field. */
function variants(base: Record<string, unknown>): unknown[] {
  const out: unknown[] = [base, null, [], 'text', 5, { ...base, extra: 1 }];
  for (const key of Object.keys(base)) {
    const { [key]: _dropped, ...rest } = base;
    out.push(rest);
    for (const value of [null, undefined, '', 0, 1.5, Number.NaN, true, 'admin', 'female', [], {}]) out.push({ ...base, [key]: value });
  }
  return out;
}

function agree(schema: z.ZodType, guard: (v: unknown) => unknown, base: Record<string, unknown>) {
  for (const value of variants(base)) {
    const parsed = schema.safeParse(value);
    expect(guard(value), JSON.stringify(value)).toEqual(parsed.success ? parsed.data : null);
  }
}

describe('hand-written shapes agree with the contract', () => {
  it('AuthToken', () => agree(AuthToken, asAuthToken, { access: 'a', refresh: 'r' }));
  it('RefreshResponse', () => agree(RefreshResponse, asRefreshResponse, { access: 'a', refresh: 'r' }));
  it('StoredUser', () =>
    agree(StoredUser, asStoredUser, {
      id: 3,
      name: 'Ana',
      organizational_id: 1,
      username: 'ana',
      email: 'ana@example.com',
      user_role: 'teacher',
      is_admin: false,
      avatar: null,
    }));
  it('StudentProfileCard', () => agree(StudentProfileCard, asStudentProfileCard, { id: 9, name: 'Bea', gender: 'female' }));
});
