import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import {
  BACKOFF_MS,
  flushOutbox,
  hasPending,
  isWaiting,
  newAnswerId,
  type OutboxEntry,
  pendingEntries,
  resetOutboxMemory,
  sendThroughOutbox,
  subscribeWaiting,
  untilAnswered,
} from './answer-outbox';

const ids = { studentId: 7, activityId: 3 };
const saved = [...BACKOFF_MS];

/** A server that fails the first `failures` sends with `error`, then answers with the body it got. */
function server(failures: number, error: unknown = new ApiError(0, '', {}, 'network')) {
  const seen: OutboxEntry[] = [];
  const send = async (entry: OutboxEntry) => {
    seen.push(entry);
    if (seen.length <= failures) throw error;
    return { ok: true, answer_id: entry.body.answer_id };
  };
  return { send, seen };
}

beforeEach(async () => {
  BACKOFF_MS.splice(0, BACKOFF_MS.length, 5, 10);
  resetOutboxMemory();
  for (const entry of await pendingEntries()) await flushOutbox(async () => entry).catch(() => undefined);
  resetOutboxMemory();
});
afterEach(() => BACKOFF_MS.splice(0, BACKOFF_MS.length, ...saved));

describe('the answer outbox', () => {
  it('makes version-4 UUIDs', () => {
    const id = newAnswerId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newAnswerId()).not.toBe(id);
  });

  it('keeps the answer until the server answers, retrying one answer_id, and shows the waiting state meanwhile', async () => {
    const { send, seen } = server(3);
    const states: boolean[] = [];
    const stop = subscribeWaiting(() => states.push(isWaiting()));
    const done = sendThroughOutbox<{ answer_id: string }>(ids, 11, { answer: 'A', language: 'en', attempt_type: 'first' }, send);
    expect(hasPending(ids)).toBe(true);
    const result = await done;
    stop();
    expect(seen).toHaveLength(4);
    expect(new Set(seen.map((e) => e.body.answer_id)).size).toBe(1);
    expect(result.answer_id).toBe(seen[0].body.answer_id);
    expect(states).toContain(true);
    expect(isWaiting()).toBe(false);
    expect(hasPending(ids)).toBe(false);
    expect(await pendingEntries()).toHaveLength(0);
  });

  it('drops an answer the server refuses for good, and says why', async () => {
    const { send, seen } = server(1, new ApiError(409, 'This question is no longer open.'));
    await expect(sendThroughOutbox(ids, 12, { answer: 'B', language: 'en', attempt_type: 'first' }, send)).rejects.toMatchObject({
      status: 409,
    });
    expect(seen).toHaveLength(1);
    expect(await pendingEntries()).toHaveLength(0);
  });

  it('keeps an answer when the sign-in is gone, and sends it at the next start (a new page)', async () => {
    const signedOut = server(1, new ApiError(401, ''));
    await expect(sendThroughOutbox(ids, 13, { answer: 'C', language: 'en', attempt_type: 'first' }, signedOut.send)).rejects.toMatchObject({
      status: 401,
    });
    expect(await pendingEntries()).toHaveLength(1);
    resetOutboxMemory(); // the tab is closed; a new page starts
    const later = server(0);
    await flushOutbox(later.send, ids.studentId);
    expect(later.seen).toHaveLength(1);
    expect(later.seen[0].body).toMatchObject({ answer: 'C', answer_id: signedOut.seen[0].body.answer_id });
    expect(await pendingEntries()).toHaveLength(0);
  });

  it('never sends one entry twice at once (a flush while the live send waits)', async () => {
    const { send, seen } = server(2);
    const live = sendThroughOutbox(ids, 14, { answer: 'D', language: 'en', attempt_type: 'first' }, send);
    await flushOutbox(send);
    await live;
    expect(seen.filter((e) => e.body.answer === 'D')).toHaveLength(3);
  });

  it('waits out a dropped connection for a question too, but not a final refusal', async () => {
    let calls = 0;
    const question = await untilAnswered('next', async () => {
      calls++;
      if (calls < 3) throw new ApiError(503, '');
      return 'question';
    });
    expect(question).toBe('question');
    expect(calls).toBe(3);
    await expect(untilAnswered('next', () => Promise.reject(new ApiError(404, 'gone')))).rejects.toMatchObject({ status: 404 });
    expect(isWaiting()).toBe(false);
  });
});
