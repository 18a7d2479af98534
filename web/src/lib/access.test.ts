import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  canOpen,
  decideAccess,
  forgetOriginOnLogout,
  pickAfterSignIn,
  rememberOrigin,
  requiredRoles,
  roleHome,
  takeDestination,
} from './access';

describe('requiredRoles (spec §2)', () => {
  it('knows role-only routes and leaves public ones open', () => {
    expect(requiredRoles('/teacher-dashboard')).toEqual(['teacher']);
    expect(requiredRoles('/teachers')).toEqual(['admin']);
    expect(requiredRoles('/audit-log')).toEqual(['admin']);
    expect(requiredRoles('/sections/4/students/9')).toEqual(['admin', 'teacher']);
    expect(requiredRoles('/subjectsactivities/sections/1/subjects/2/activities/create/matching')).toEqual(['admin', 'teacher']);
    expect(requiredRoles('/subject/3/Math/activities')).toEqual(['student']);
    expect(requiredRoles('/activity/5/tracing')).toEqual(['student']);
    for (const open of ['/', '/student-code', '/student-profile', '/register', '/verify-email/', '/terms', '/nope']) {
      expect(requiredRoles(open)).toBeNull();
    }
  });

  it('does not confuse look-alike paths', () => {
    expect(requiredRoles('/teachers-lounge')).toBeNull();
    expect(requiredRoles('/subject')).toBeNull();
    expect(requiredRoles('/sectionsx')).toBeNull();
  });
});

describe('decideAccess', () => {
  it('sends a visitor to / and remembers the origin', () => {
    expect(decideAccess(null, '/sections/2', '?tab=1')).toEqual({ kind: 'sign-in', to: '/', origin: '/sections/2?tab=1' });
  });

  it('sends a wrong role to its own home', () => {
    expect(decideAccess('teacher', '/admin-dashboard')).toEqual({ kind: 'wrong-role', to: '/teacher-dashboard' });
    expect(decideAccess('student', '/settings')).toEqual({ kind: 'wrong-role', to: '/student-home' });
    expect(decideAccess('admin', '/student-home')).toEqual({ kind: 'wrong-role', to: '/admin-dashboard' });
  });

  it('allows the right role and public pages', () => {
    expect(decideAccess('admin', '/performance')).toEqual({ kind: 'allow' });
    expect(decideAccess(null, '/teacher-login')).toEqual({ kind: 'allow' });
    expect(canOpen('teacher', '/sections')).toBe(true);
  });
});

describe('pickAfterSignIn', () => {
  it('returns to the remembered origin when the role may open it', () => {
    expect(pickAfterSignIn('teacher', '/sections/3/students?x=1')).toBe('/sections/3/students?x=1');
  });

  it('goes home for another role, a public page, nothing remembered, or an outside address', () => {
    expect(pickAfterSignIn('teacher', '/teachers')).toBe('/teacher-dashboard');
    expect(pickAfterSignIn('student', '/register')).toBe('/student-home');
    expect(pickAfterSignIn('admin', null)).toBe('/admin-dashboard');
    expect(pickAfterSignIn('admin', '//evil.example/teachers')).toBe('/admin-dashboard');
  });

  it('has a home for each role and / otherwise', () => {
    expect(roleHome(null)).toBe('/');
  });
});

describe('the remembered origin and logout', () => {
  afterEach(() => vi.unstubAllGlobals());
  const withSessionStorage = () => {
    const data = new Map<string, string>();
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (k: string) => data.get(k) ?? null,
        setItem: (k: string, v: string) => data.set(k, v),
        removeItem: (k: string) => data.delete(k),
      },
    });
  };

  it('remembers where a visitor without a session was going', () => {
    withSessionStorage();
    rememberOrigin('/sections/3/students');
    expect(takeDestination('teacher')).toBe('/sections/3/students');
  });

  it('does not send the next person to the page a logout left', () => {
    withSessionStorage();
    rememberOrigin('/settings');
    forgetOriginOnLogout('/sections/3/students');
    rememberOrigin('/sections/3/students');
    rememberOrigin('/sections/3/students');
    expect(takeDestination('teacher')).toBe('/teacher-dashboard');
    // Only that page is skipped, and only until the next sign-in.
    forgetOriginOnLogout('/settings');
    rememberOrigin('/performance');
    expect(takeDestination('teacher')).toBe('/performance');
    rememberOrigin('/settings');
    expect(takeDestination('teacher')).toBe('/settings');
  });
});
