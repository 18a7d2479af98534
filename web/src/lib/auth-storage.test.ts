import { describe, expect, it } from 'vitest';
import { parseSession, roleOf } from './auth-storage';

const user = {
  id: 1,
  name: 'Ana',
  organizational_id: 2,
  username: 'ana',
  email: 'a@b.ph',
  user_role: 'teacher',
  is_admin: false,
  avatar: null,
};

describe('parseSession', () => {
  it('reads a valid token and user', () => {
    const session = parseSession(JSON.stringify({ access: 'a', refresh: 'r' }), JSON.stringify(user));
    expect(session.token).toEqual({ access: 'a', refresh: 'r' });
    expect(session.user?.username).toBe('ana');
  });

  it('rejects an unknown role but remembers that a user was stored', () => {
    const session = parseSession(null, JSON.stringify({ ...user, user_role: 'guest' }));
    expect(session).toEqual({ token: null, user: null, hasStoredUser: true });
    expect(parseSession(null, 'not json').hasStoredUser).toBe(true);
    expect(parseSession(null, null).hasStoredUser).toBe(false);
  });
});

describe('roleOf (spec §6)', () => {
  it('treats is_admin as admin', () => {
    expect(roleOf({ ...user, user_role: 'teacher', is_admin: true })).toBe('admin');
    expect(roleOf({ ...user, user_role: 'teacher' })).toBe('teacher');
    expect(roleOf({ ...user, user_role: 'student' })).toBe('student');
    expect(roleOf(null)).toBeNull();
  });
});
