import { describe, expect, it } from 'vitest';
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
