/** Spec §8 'Verification': an error answer whose message says 'successfully' is treated as success. */
import { messages } from '@aralin/contract';

/**
 * NOTE: the server localises its texts, so besides the spec's English substring rule this also knows
 * the contract's 'verified' texts in both languages ('already verified' means the account is usable).
 */
const SUCCESS_TEXTS: readonly string[] = [messages.emailVerified, messages.emailAlreadyVerified].flatMap((m) => [m.en, m.tl]);

export function isVerificationSuccessText(text: string): boolean {
  return text.toLowerCase().includes('successfully') || SUCCESS_TEXTS.includes(text);
}
