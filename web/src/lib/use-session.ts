import { useSyncExternalStore } from 'react';
import { readSession, type Session, subscribe } from './auth-storage';

/** The stored session, re-rendering when it changes. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, readSession, readSession);
}
