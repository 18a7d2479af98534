/**
 * The stored session of spec §3/§4: `auth_token` ({access, refresh}) and `user` (StoredUser)
 * in localStorage. Other modules read it through here and hear about changes through `subscribe`.
 */
import type { AuthToken, StoredUser, UserRole } from '@aralin/contract';
import { asAuthToken, asStoredUser } from './shapes';
import { local } from './safe-storage';

export const TOKEN_KEY = 'auth_token';
export const USER_KEY = 'user';

/** What is stored: `user` is null when missing or not a valid StoredUser (e.g. an unknown role). */
export interface Session {
  token: AuthToken | null;
  user: StoredUser | null;
  /** True when something is stored under `user`, valid or not. */
  hasStoredUser: boolean;
}

function parseJson(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** Parses the stored strings into a session. Pure, so it can be tested without a browser. */
export function parseSession(rawToken: string | null, rawUser: string | null): Session {
  return {
    token: asAuthToken(parseJson(rawToken)),
    user: asStoredUser(parseJson(rawUser)),
    hasStoredUser: rawUser !== null,
  };
}

/** The role a stored user acts in (spec §6: admin is `is_admin` or user_role admin). */
export function roleOf(user: StoredUser | null): UserRole | null {
  if (!user) return null;
  if (user.user_role === 'student') return 'student';
  if (user.user_role === 'admin' || user.is_admin) return 'admin';
  return 'teacher';
}

const listeners = new Set<() => void>();
let cached: { rawToken: string | null; rawUser: string | null; session: Session } | null = null;

/** The current session; the same object until storage changes (for useSyncExternalStore). */
export function readSession(): Session {
  const rawToken = local.get(TOKEN_KEY);
  const rawUser = local.get(USER_KEY);
  if (!cached || cached.rawToken !== rawToken || cached.rawUser !== rawUser) {
    cached = { rawToken, rawUser, session: parseSession(rawToken, rawUser) };
  }
  return cached.session;
}

/** The role of the signed-in person, or null when nobody (valid) is signed in. */
export function currentRole(): UserRole | null {
  const { token, user } = readSession();
  return token ? roleOf(user) : null;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Stores the token and user after a sign-in. */
export function saveSession(token: AuthToken, user: StoredUser): void {
  local.set(TOKEN_KEY, JSON.stringify(token));
  local.set(USER_KEY, JSON.stringify(user));
  notify();
}

/** Stores refreshed tokens; the refresh token is kept when the server did not rotate it. */
export function saveTokens(access: string, refresh?: string): void {
  const current = readSession().token;
  const next = { access, refresh: refresh ?? current?.refresh ?? '' };
  local.set(TOKEN_KEY, JSON.stringify(next));
  notify();
}

/** Removes the stored token and user (logout, failed refresh, unknown role). */
export function clearSession(): void {
  local.remove(TOKEN_KEY);
  local.remove(USER_KEY);
  notify();
}

/** Calls `listener` whenever the session changes, here or in another tab. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
