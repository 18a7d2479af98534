import { messages } from '@aralin/contract';
import { describe, expect, it } from 'vitest';
import { isVerificationSuccessText } from './verification';

describe('isVerificationSuccessText (spec §8)', () => {
  it("treats a message containing 'successfully' as success", () => {
    expect(isVerificationSuccessText('Email was verified successfully.')).toBe(true);
    expect(isVerificationSuccessText(messages.emailAlreadyVerified.tl)).toBe(true);
  });

  it('treats other failures as failures', () => {
    expect(isVerificationSuccessText(messages.verificationInvalid.en)).toBe(false);
    expect(isVerificationSuccessText('')).toBe(false);
  });
});
