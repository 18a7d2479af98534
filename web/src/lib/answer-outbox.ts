/**
 * The answer outbox (issue 10): every submit-answer goes into IndexedDB first, then to the server, and is
 * tried again with growing pauses until the server answers. A reload, a closed tab or a restarted tablet
 * loses nothing: what is still in the outbox is sent at the next start (flushOutbox). Each answer carries
 * an `answer_id` made on the device, so a repeat is recognised by the server and never counts twice.
 *
 * Final answers of the server (a 4xx other than 401/408/429) end an entry: it is removed and the caller
 * hears the error. A 401 (the child's sign-in is gone) keeps it for the next start after signing in.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { isApiError } from './api-error';
import type { BodyOf, routes } from '@aralin/contract';

/** The submit-answer body as the contract types it, answer_id included. */
type AnswerBody = BodyOf<typeof routes.play.submitAnswer>;

export interface OutboxIds {
  studentId: number;
  activityId: number;
}

export interface OutboxEntry extends OutboxIds {
  answer_id: string;
  questionId: number;
  /** The submit-answer body, answer_id included. */
  body: AnswerBody;
  createdAt: number;
}

interface OutboxDb extends DBSchema {
  answers: { key: string; value: OutboxEntry; indexes: { createdAt: number } };
}

/** How an entry is delivered: the play feature's submit-answer call. */
export type Deliver = (entry: OutboxEntry) => Promise<unknown>;

/** Pauses between tries (ms); the last one repeats. A connection coming back ends a pause at once. */
export const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

const DB_NAME = 'aralin-outbox';

let dbPromise: Promise<IDBPDatabase<OutboxDb> | null> | null = null;

/** The database, or null where the browser keeps none (private mode): the outbox then lives in memory. */
function db(): Promise<IDBPDatabase<OutboxDb> | null> {
  dbPromise ??= (async () => {
    try {
      return await openDB<OutboxDb>(DB_NAME, 1, {
        upgrade(database) {
          database.createObjectStore('answers', { keyPath: 'answer_id' }).createIndex('createdAt', 'createdAt');
        },
      });
    } catch {
      return null;
    }
  })();
  return dbPromise;
}

/** Entries known in this page (also those in IndexedDB once read), by answer_id. */
const known = new Map<string, OutboxEntry>();
/** Deliveries under way, so that an entry is never sent by two loops at once. */
const running = new Map<string, Promise<unknown>>();

// ---- the waiting state: true while some answer has failed to go through and is being tried again ----

const waiting = new Set<string>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function subscribeWaiting(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isWaiting(): boolean {
  return waiting.size > 0;
}

/** True while an answer of this child and activity is not yet with the server. */
export function hasPending(ids: OutboxIds): boolean {
  for (const entry of known.values()) if (entry.studentId === ids.studentId && entry.activityId === ids.activityId) return true;
  return false;
}

/** A random UUID (v4), also where crypto.randomUUID is missing (a school server on plain http). */
export function newAnswerId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A server answer that will not change by asking again. */
export function isFinal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);
}

const isSignedOut = (error: unknown) => isApiError(error) && error.status === 401;

/** Waits `ms`, or less when the browser says the connection is back. */
function pause(ms: number): Promise<void> {
  const page = typeof window === 'undefined' ? null : window;
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      page?.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    page?.addEventListener('online', done);
  });
}

async function remove(entry: OutboxEntry): Promise<void> {
  known.delete(entry.answer_id);
  await (await db())?.delete('answers', entry.answer_id).catch(() => undefined);
}

/** Sends one entry until the server answers; resolves with its answer, rejects with a final error. */
function deliver<T>(entry: OutboxEntry, send: Deliver): Promise<T> {
  const existing = running.get(entry.answer_id);
  if (existing) return existing as Promise<T>;
  const run = (async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await send(entry);
        await remove(entry);
        return result;
      } catch (error) {
        if (isFinal(error)) {
          await remove(entry);
          throw error;
        }
        // Signed out: the entry stays for the next start after signing in again.
        if (isSignedOut(error)) throw error;
        waiting.add(entry.answer_id);
        notify();
        await pause(BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]);
      }
    }
  })().finally(() => {
    running.delete(entry.answer_id);
    if (waiting.delete(entry.answer_id)) notify();
  });
  running.set(entry.answer_id, run);
  return run as Promise<T>;
}

/**
 * Calls `fetch` until the server answers (a question to show, for instance), with the same pauses and the
 * same waiting state as the answers. Final errors, a 401 and an abort end it.
 */
export async function untilAnswered<T>(key: string, fetch: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        return await fetch();
      } catch (error) {
        if (signal?.aborted || isFinal(error) || isSignedOut(error) || !isApiError(error)) throw error;
        waiting.add(key);
        notify();
        await pause(BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]);
        if (signal?.aborted) throw error;
      }
    }
  } finally {
    if (waiting.delete(key)) notify();
  }
}

/**
 * Keeps the answer, then sends it until the server answers. The body gets the entry's `answer_id`.
 * Resolves with the server's answer; rejects only with a final error (or 401, kept for later).
 */
export async function sendThroughOutbox<T>(ids: OutboxIds, questionId: number, body: AnswerBody, send: Deliver): Promise<T> {
  const answer_id = newAnswerId();
  const entry: OutboxEntry = { ...ids, questionId, answer_id, body: { ...body, answer_id }, createdAt: Date.now() };
  known.set(answer_id, entry);
  await (await db())?.put('answers', entry).catch(() => undefined);
  return deliver<T>(entry, send);
}

/**
 * Sends what an earlier page left in the outbox (oldest first), e.g. at the app's start or before a
 * play screen asks for its first question. Final refusals are dropped; a 401 leaves the rest for later.
 */
export async function flushOutbox(send: Deliver, studentId?: number): Promise<void> {
  const database = await db();
  const stored = database ? await database.getAllFromIndex('answers', 'createdAt').catch(() => []) : [];
  for (const entry of stored) if (!known.has(entry.answer_id)) known.set(entry.answer_id, entry);
  const entries = [...known.values()]
    .filter((entry) => studentId === undefined || entry.studentId === studentId)
    .sort((a, b) => a.createdAt - b.createdAt);
  for (const entry of entries) {
    try {
      await deliver(entry, send);
    } catch (error) {
      if (isSignedOut(error)) return;
    }
  }
}

/** Entries still waiting (oldest first); for tests and diagnostics. */
export async function pendingEntries(): Promise<OutboxEntry[]> {
  const database = await db();
  return database ? database.getAllFromIndex('answers', 'createdAt') : [...known.values()];
}

/** Forgets this page's view of the outbox (tests). */
export function resetOutboxMemory(): void {
  known.clear();
  running.clear();
  waiting.clear();
  dbPromise = null;
}
