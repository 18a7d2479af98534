/** Route access by role (spec §2 'Route access by role'), as pure decisions the guard renders. */
import type { UserRole } from '@aralin/contract';
import { session } from './safe-storage';

const STAFF: readonly UserRole[] = ['admin', 'teacher'];

/** First matching pattern wins; a path matching none is public. */
const RULES: ReadonlyArray<{ pattern: RegExp; roles: readonly UserRole[] }> = [
  { pattern: /^\/teacher-dashboard\/?$/, roles: ['teacher'] },
  { pattern: /^\/(admin-dashboard|teachers|audit-log)\/?$/, roles: ['admin'] },
  { pattern: /^\/(sections|subjectsactivities)(\/.*)?$/, roles: STAFF },
  { pattern: /^\/(performance|settings|record-library)\/?$/, roles: STAFF },
  {
    pattern: /^\/(student-home|parent-area|rewards|tracing-practice-horizontal|tracing-practice-vertical)\/?$/,
    roles: ['student'],
  },
  { pattern: /^\/(subject|activity)\/.+$/, roles: ['student'] },
];

/** The roles allowed on a path, or null when the path is public. */
export function requiredRoles(pathname: string): readonly UserRole[] | null {
  return RULES.find((rule) => rule.pattern.test(pathname))?.roles ?? null;
}

/** The home of a role (spec §1 landing redirect, §2 guard). */
export function roleHome(role: UserRole | null): string {
  switch (role) {
    case 'admin':
      return '/admin-dashboard';
    case 'teacher':
      return '/teacher-dashboard';
    case 'student':
      return '/student-home';
    default:
      return '/';
  }
}

/** True when a role may open a path. */
export function canOpen(role: UserRole | null, pathname: string): boolean {
  const roles = requiredRoles(pathname);
  return roles === null || (role !== null && roles.includes(role));
}

export type AccessDecision = { kind: 'allow' } | { kind: 'sign-in'; to: '/'; origin: string } | { kind: 'wrong-role'; to: string };

/** What the guard does for a visitor with `role` (null: not signed in) at `pathname` + `search`. */
export function decideAccess(role: UserRole | null, pathname: string, search = ''): AccessDecision {
  if (canOpen(role, pathname)) return { kind: 'allow' };
  if (role === null) return { kind: 'sign-in', to: '/', origin: pathname + search };
  return { kind: 'wrong-role', to: roleHome(role) };
}

const ORIGIN_KEY = 'return_to';

/** The page a deliberate logout left: the guard's redirect from it that follows is not a visitor to send back. */
let loggedOutFrom: string | null = null;

/** Remembers where a visitor was going before being sent to sign in (spec §2 guard). */
export function rememberOrigin(origin: string): void {
  // The guard may render its redirect more than once for the same page: each is skipped.
  if (origin === loggedOutFrom) return;
  loggedOutFrom = null;
  session.set(ORIGIN_KEY, origin);
}

/**
 * Called by Logout before it clears the session: nothing is remembered, so whoever signs in next on this
 * device goes to their own home, not to the page the previous person left.
 */
export function forgetOriginOnLogout(current: string): void {
  session.remove(ORIGIN_KEY);
  loggedOutFrom = current;
}

/** Where to go after signing in: the remembered origin when this role may open it, else its home. */
export function pickAfterSignIn(role: UserRole, origin: string | null): string {
  if (origin && origin.startsWith('/') && !origin.startsWith('//')) {
    const pathname = origin.split(/[?#]/)[0] ?? origin;
    if (requiredRoles(pathname)?.includes(role)) return origin;
  }
  return roleHome(role);
}

/** Reads and forgets the remembered origin, and picks the destination after signing in. */
export function takeDestination(role: UserRole): string {
  loggedOutFrom = null;
  const origin = session.get(ORIGIN_KEY);
  session.remove(ORIGIN_KEY);
  return pickAfterSignIn(role, origin);
}
