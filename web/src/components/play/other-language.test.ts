import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { type OutboxEntry, pendingEntries, sendThroughOutbox } from '../../lib/answer-outbox';
import { forgetOtherLanguage, setOtherLanguageShown, withOtherLanguage } from './play-api';

const body = { answer: 'x', language: 'en' as const, attempt_type: 'first' as const };

describe('the other-language mark rides with the answer (issue 13 item 3)', () => {
  it('marks the attempt on which the child tapped, then forgets the tap', () => {
    expect(withOtherLanguage(1, body)).toEqual(body);
    setOtherLanguageShown(1, true);
    setOtherLanguageShown(1, false);
    // Tapped and turned off again before answering: still used on this attempt.
    expect(withOtherLanguage(1, body)).toEqual({ ...body, other_language: true });
    // The next attempt, without a tap: not marked.
    expect(withOtherLanguage(1, body)).toEqual(body);
  });

  it('marks every attempt answered while the other language still shows', () => {
    setOtherLanguageShown(2, true);
    expect(withOtherLanguage(2, body).other_language).toBe(true);
    expect(withOtherLanguage(2, body).other_language).toBe(true);
    setOtherLanguageShown(2, false);
    expect(withOtherLanguage(2, body).other_language).toBeUndefined();
  });

  it('keeps questions apart and forgets a question that left the screen', () => {
    setOtherLanguageShown(3, true);
    expect(withOtherLanguage(4, body).other_language).toBeUndefined();
    forgetOtherLanguage(3);
    expect(withOtherLanguage(3, body).other_language).toBeUndefined();
  });
});

describe('an answer kept offline keeps its mark (issue 13 item 3)', () => {
  it('is stored in the outbox with other_language and sent with it when the connection is back', async () => {
    setOtherLanguageShown(21, true);
    setOtherLanguageShown(21, false);
    const seen: OutboxEntry[] = [];
    let stored: OutboxEntry[] = [];
    const send = async (entry: OutboxEntry) => {
      seen.push(entry);
      if (seen.length === 1) {
        stored = await pendingEntries();
        throw new ApiError(0, '', {}, 'network');
      }
      return { ok: true };
    };
    await sendThroughOutbox({ studentId: 9, activityId: 4 }, 21, withOtherLanguage(21, body), send);
    expect(stored.find((e) => e.questionId === 21)?.body.other_language).toBe(true);
    expect(seen).toHaveLength(2);
    expect(seen.every((e) => e.body.other_language === true)).toBe(true);
    expect(new Set(seen.map((e) => e.body.answer_id)).size).toBe(1);
  });
});
